// The content editor's configuration (Decap CMS, served at /admin; docs/decisions/080-git-based-cms.md),
// built from the content schemas: each collection's fields are keyed by the schema's fields, so
// adding one to a schema and not here fails to compile, and config.test.ts checks that the names,
// the required flags and the choices agree. Relative imports: vite.config.ts loads this in Node.
import { industries } from "../../../packages/content/src/home.ts"
import {
  engagementLabels,
  engagements,
  jobFunctions,
  payPeriods,
} from "../../../packages/content/src/jobs.ts"
import { articleFrontmatter } from "../../../packages/content/src/markdown-articles.ts"
import {
  jobFrontmatter,
  longestRoleAdvertisement,
  roleTextFields,
} from "../../../packages/content/src/markdown-jobs.ts"
import { legalFrontmatter } from "../../../packages/content/src/markdown-legal.ts"
import { blogCategories } from "../../../packages/content/src/blog.ts"
import { measures } from "../../../packages/content/src/company-figures.ts"
import {
  caseStudyEntry,
  figureEntry,
  longestAdvertisement,
  openingEntry,
  testimonialEntry,
} from "../../../packages/content/src/entry-schemas.ts"
import { httpsUrlPattern, lawEntry, lawKinds, lawStatuses } from "../../../packages/content/src/law-entry.ts"
import { laws } from "../../../packages/content/src/laws.ts"
import { rateEntry, rateRow } from "../../../packages/content/src/rate-entry.ts"
import { bandUnits, rateGroups, scalarUnits } from "../../../packages/content/src/rates.ts"
import { entryFormat, roleFileLocales, roleFormat } from "./format.ts"

/** A field of a Decap collection (the subset this site uses). */
export type EditorField = FieldSpec & { name: string }

/** A field before it is named by its schema's key. */
export type FieldSpec = {
  label: string
  widget: string
  hint?: string
  required?: boolean
  default?: unknown
  pattern?: [string, string]
  options?: readonly (string | { label: string; value: string })[]
  fields?: readonly EditorField[]
  field?: EditorField
  min?: number
  max?: number
  /** A widget's own options (editor.js): not_before, at_least, collapsed… */
  [option: string]: unknown
}

/** Where the editor is served. */
export const editorPath = "/admin"

/** Decap's local proxy (decap-server) listens here during `pnpm dev`: LOCAL_CMS_PORT, or Decap's 8081. */
export function localCmsPort(env: Record<string, string | undefined> = process.env): number {
  return Number(env.LOCAL_CMS_PORT) || 8081
}

/** Dates are asked for, shown and stored one way: YYYY-MM-DD, as the files and summaries write them. */
const isoDatePattern: [string, string] = [
  "^\\d{4}-\\d{2}-\\d{2}$",
  "Write the date as YYYY-MM-DD, for example 2026-12-01.",
]

type Shape<S extends { shape: object }> = Record<keyof S["shape"], FieldSpec>

const jobFields: Shape<typeof jobFrontmatter> = {
  title: {
    label: "Job title",
    widget: "string",
    hint: "As candidates search for it: “Warehouse Shift Supervisor”.",
  },
  client: {
    label: "Client, described",
    widget: "string",
    hint: "Describe the client, never name it: “A listed FMCG company”.",
    pattern: [
      "^An? \\S",
      "Start with “A” or “An” and describe the client (“A listed FMCG company”); never name it.",
    ],
  },
  industry: { label: "Industry", widget: "select", options: industries.map((industry) => industry.title) },
  function: { label: "Function", widget: "select", options: jobFunctions },
  location: {
    label: "City",
    widget: "string",
    hint: "The city the work is in, as candidates filter by it: Noida, Gurugram, Pune.",
  },
  engagement: {
    label: "Engagement",
    widget: "select",
    options: engagements.map((value) => ({ value, label: engagementLabels[value] })),
  },
  experience: {
    label: "Experience",
    widget: "string",
    pattern: [
      "^(\\d+-\\d+ years|\\d+\\+ years|Fresher)$",
      "Write it as “2-4 years”, “10+ years” or “Fresher”.",
    ],
  },
  pay: {
    label: "Pay (₹, gross)",
    widget: "object",
    hint: "The range the client pays, by the month or the year: 16000, 16,000 or 16k all mean ₹16,000; 6.5 lakh or 6.5L mean ₹6,50,000.",
    collapsed: false,
    fields: [
      { name: "min", label: "From (₹)", widget: "rupees" },
      {
        name: "max",
        label: "To (₹)",
        widget: "rupees",
        at_least: "pay.min",
        at_least_message: "The maximum must not be below the minimum.",
      },
      {
        name: "period",
        label: "Per",
        widget: "select",
        options: payPeriods.map((value) => ({ value, label: `a ${value}` })),
        default: "month",
      },
    ],
  },
  datePosted: { label: "Posted on", widget: "iso-date", pattern: isoDatePattern },
  validThrough: {
    label: "Last day to apply",
    widget: "iso-date",
    pattern: isoDatePattern,
    hint: `At most ${longestRoleAdvertisement} days after the posting. The role leaves the site the day after.`,
    not_before: "datePosted",
    not_before_message: "The closing date must not be before the posted date.",
  },
  closedOn: {
    label: "Close this role",
    widget: "close-role",
    hint: "Takes the role off /jobs at the next build; its address then says it has closed and offers open roles like it.",
  },
  summary: {
    label: "Summary",
    widget: "text",
    hint: "One or two sentences (40-300 characters) for the card, the page's lead and search engines.",
    pattern: ["^[\\s\\S]{40,300}$", "Write one or two sentences, 40 to 300 characters."],
  },
  responsibilities: {
    label: "What you will do",
    widget: "list",
    min: 3,
    max: 10,
    field: { name: "item", label: "Responsibility", widget: "string" },
  },
  requirements: {
    label: "What you need",
    widget: "list",
    min: 3,
    max: 10,
    field: { name: "item", label: "Requirement", widget: "string" },
  },
}

const articleFields: Shape<typeof articleFrontmatter> = {
  title: { label: "Title", widget: "string" },
  excerpt: {
    label: "Excerpt",
    widget: "text",
    hint: "One or two sentences for the cards, the feed and search engines.",
  },
  author: { label: "Author", widget: "string" },
  date: { label: "Date", widget: "iso-date", pattern: isoDatePattern },
  updated: {
    label: "Updated",
    widget: "iso-date",
    pattern: isoDatePattern,
    hint: "The day the text last changed in substance, after the date. Required when the article cites a law in force after its date.",
  },
  category: { label: "Category", widget: "select", options: blogCategories.map((category) => category.name) },
  image: {
    label: "Illustration",
    widget: "string",
    hint: "Rendered from apps/web/art/blog/<name>.svg by pnpm --filter @repo/web illustrations.",
    pattern: ["^/images/blog/[a-z0-9-]+-1200\\.webp$", "Must be /images/blog/<name>-1200.webp."],
  },
  imageAlt: { label: "Illustration, described", widget: "string" },
  featured: { label: "Featured (one article at most)", widget: "boolean", default: false },
}

const legalFields: Shape<typeof legalFrontmatter> = {
  title: { label: "Title", widget: "string" },
  description: {
    label: "Description (search engines)",
    widget: "text",
    pattern: ["^[\\s\\S]{50,160}$", "Write 50 to 160 characters."],
  },
  updated: {
    label: "Last updated",
    widget: "iso-date",
    pattern: isoDatePattern,
    hint: "The day the text last changed. Change the text, change this date.",
  },
}

const orderField: FieldSpec = {
  label: "Place on the page",
  widget: "number",
  value_type: "int",
  min: 1,
  hint: "1 shows first.",
}

/** A list of short texts, one a line. */
const textList = (label: string, item: string, min?: number, max?: number): FieldSpec => ({
  label,
  widget: "list",
  ...(min ? { min } : {}),
  ...(max ? { max } : {}),
  field: { name: "item", label: item, widget: "string" },
})

/** Names a law through the register, in text that names one. */
const lawPlaceholderHint =
  "Name a law through the register: {{formerly contractLabourAct}} for one since replaced, {{cite oshCode}} for one in force (ids are the law register's file names)."

const openingFields: Shape<typeof openingEntry> = {
  order: orderField,
  title: { label: "Job title", widget: "string" },
  location: { label: "City", widget: "string" },
  type: {
    label: "Type",
    widget: "select",
    options: ["Full-time"],
    default: "Full-time",
    hint: "The firm hires its own staff full-time.",
  },
  department: {
    label: "Team",
    widget: "string",
    hint: "The practice the role sits in: HR Consulting, Payroll Management…",
  },
  experience: jobFields.experience,
  description: {
    label: "Description",
    widget: "text",
    hint: "Two or three sentences: the work, the clients, whom the role leads (80-600 characters).",
    pattern: ["^[\\s\\S]{80,600}$", "Write 80 to 600 characters"],
  },
  datePosted: jobFields.datePosted,
  validThrough: {
    ...jobFields.validThrough,
    hint: `At most ${longestAdvertisement} days after the posting. The opening leaves /careers the day after.`,
  },
}

const caseStudyFields: Shape<typeof caseStudyEntry> = {
  order: orderField,
  title: { label: "Title", widget: "string" },
  client: {
    label: "Client, described",
    widget: "string",
    hint: "Described, not named: “National online retailer”.",
  },
  industry: { label: "Industry", widget: "string" },
  summary: { label: "Summary", widget: "text", hint: "One sentence, shown before the study is opened." },
  challenge: { label: "Challenge", widget: "text", hint: lawPlaceholderHint },
  solution: { label: "Solution", widget: "text", hint: lawPlaceholderHint },
  results: { ...textList("Results", "Result", 2, 8), hint: lawPlaceholderHint },
  duration: {
    label: "Duration",
    widget: "string",
    pattern: ["^\\d+ (weeks|months)$", "Write it as “10 weeks” or “6 months”"],
  },
  tags: textList("Tags", "Tag", 1, 5),
}

const testimonialFields: Shape<typeof testimonialEntry> = {
  order: orderField,
  name: { label: "Name", widget: "string" },
  company: { label: "Company", widget: "string" },
  position: { label: "Position", widget: "string" },
  content: { label: "What they said", widget: "text" },
  rating: { label: "Rating", widget: "hidden", default: 5 },
}

const figureFields: Shape<typeof figureEntry> = {
  value: {
    label: "Value",
    widget: "string",
    hint: "As pages show it: 150+, 1,200+ or 98%.",
    pattern: ["^\\d[\\d,.]*[KkMm]?[+%]?$", "Write it as 150+, 1,200+ or 98%"],
  },
  definition: {
    label: "What it counts",
    widget: "text",
    hint: "Shown beside the figure on every page, so two figures never read as one.",
  },
  asOf: {
    label: "As of",
    widget: "iso-date",
    pattern: isoDatePattern,
    hint: "The day the figure was last checked against the firm's records.",
  },
}

const lawFields: Shape<typeof lawEntry> = {
  name: {
    label: "Name",
    widget: "string",
    hint: "As a sentence names it, without “the”: Code on Wages, 2019.",
  },
  title: { label: "Formal title", widget: "string", hint: "With the Act's number where it has one." },
  shortName: {
    label: "Short name",
    widget: "string",
    hint: "For a historical mention: Contract Labour Act.",
  },
  aliases: textList("Other names pages use", "Name"),
  kind: { label: "Kind", widget: "select", options: lawKinds },
  status: {
    label: "Status",
    widget: "select",
    options: lawStatuses,
    hint: "As of the day reviewed. Repealed needs “Replaced by”, from a day on or before that.",
  },
  inForceFrom: { label: "In force from", widget: "iso-date", pattern: isoDatePattern },
  replacedBy: {
    label: "Replaced by",
    widget: "object",
    collapsed: false,
    hint: "Only for a law that has been replaced: fill all three, or leave all three empty.",
    fields: [
      {
        name: "id",
        label: "Law",
        widget: "select",
        required: false,
        options: Object.entries(laws).map(([id, law]) => ({ value: id, label: law.name })),
      },
      {
        name: "from",
        label: "From",
        widget: "iso-date",
        required: false,
        pattern: isoDatePattern,
        not_before: "inForceFrom",
        not_before_message: "A law cannot be replaced before it came into force.",
      },
      {
        name: "by",
        label: "By which provision",
        widget: "string",
        required: false,
        hint: "section 143 of the Occupational Safety, Health and Working Conditions Code, 2020",
      },
    ],
  },
  source: {
    label: "Official source",
    widget: "object",
    collapsed: false,
    fields: [
      {
        name: "url",
        label: "Address",
        widget: "string",
        hint: "India Code, the Gazette, a ministry or a regulator: https://…",
        pattern: [
          httpsUrlPattern.source,
          "Give the official source's https:// address (https://egazette.gov.in/…); http and other addresses are refused",
        ],
      },
      {
        name: "citation",
        label: "What to look for there",
        widget: "text",
        hint: "The notification number, the section, the date.",
      },
    ],
  },
  note: {
    label: "Note",
    widget: "text",
    hint: "What a reader should know: phased commencement, open points.",
  },
  reviewedOn: {
    label: "Reviewed on",
    widget: "iso-date",
    pattern: isoDatePattern,
    hint: "The day you last read this entry against its source. The build lists entries not reviewed in 90 days.",
  },
}

const bandFields: EditorField[] = [
  { name: "above", label: "From above (₹)", widget: "number", value_type: "float", min: 0 },
  {
    name: "rate",
    label: "Rate (%)",
    widget: "number",
    value_type: "float",
    min: 0,
    max: 100,
    required: false,
  },
  { name: "amount", label: "Amount (₹)", widget: "number", value_type: "float", min: 0, required: false },
  {
    name: "february",
    label: "In February (₹)",
    widget: "number",
    value_type: "float",
    min: 0,
    required: false,
  },
  { name: "inclusive", label: "From the amount itself, not above it", widget: "boolean", required: false },
]

const rateRowFields: Shape<typeof rateRow> = {
  from: {
    label: "Applies from",
    widget: "iso-date",
    pattern: isoDatePattern,
    hint: "The first day the figure applies. Add a new row below the last for a change of law; never edit a past row's figure.",
  },
  value: {
    label: "Figure",
    widget: "number",
    value_type: "float",
    min: 0,
    hint: "A number: rupees without commas (25000), or a per cent (8.33). Leave empty for a table of bands.",
  },
  bands: {
    label: "Bands (slabs, surcharge, professional tax)",
    widget: "list",
    summary: "above {{fields.above}}: {{fields.rate}}{{fields.amount}}",
    hint: "Only for a table: each band from the amount above which it applies.",
    fields: bandFields,
  },
  womenBands: {
    label: "Bands for women (professional tax, where the state sets them apart)",
    widget: "list",
    summary: "above {{fields.above}}: {{fields.amount}}",
    fields: bandFields,
  },
  period: {
    label: "Professional tax is on",
    widget: "select",
    options: [
      { value: "monthly", label: "the monthly salary" },
      { value: "half-yearly", label: "half-yearly income" },
    ],
  },
  notification: {
    label: "Notification",
    widget: "object",
    collapsed: false,
    fields: [
      {
        name: "name",
        label: "What it is",
        widget: "text",
        hint: "As the issuer names it, with the paragraph or section: “Ministry of Labour and Employment, notification under section 2(89) of the Code on Social Security, 2020”.",
      },
      {
        name: "number",
        label: "Number",
        widget: "string",
        required: false,
        hint: "S.O. 5109(E), G.S.R. 525(E)…",
      },
      { name: "date", label: "Dated", widget: "iso-date", pattern: isoDatePattern },
    ],
  },
  source: {
    label: "Official source",
    widget: "string",
    hint: "The Gazette, EPFO, ESIC, a ministry or a department: https://…",
    pattern: [
      httpsUrlPattern.source,
      "Give the official source's https:// address (https://egazette.gov.in/…); http and other addresses are refused",
    ],
  },
  note: {
    label: "Note",
    widget: "text",
    hint: "What a reader should know: how the source words it, what is unsettled.",
  },
  reviewedOn: {
    label: "Checked on",
    widget: "iso-date",
    pattern: isoDatePattern,
    hint: "The day you read this row against its source.",
  },
}

const rateFields: Shape<typeof rateEntry> = {
  label: { label: "Name", widget: "string", hint: "As the rates page names it." },
  group: { label: "Section of the rates page", widget: "select", options: rateGroups },
  unit: {
    label: "Unit",
    widget: "select",
    options: [...scalarUnits, ...bandUnits],
    hint: "How the calculators read the figure: set by a developer, not changed here.",
  },
  description: { label: "What it is", widget: "text" },
  rows: {
    label: "Rows, oldest first",
    label_singular: "row",
    widget: "list",
    collapsed: true,
    minimize_collapsed: false,
    add_to_top: false,
    summary: "from {{fields.from}}: {{fields.value}} ({{fields.notification.number}})",
    hint: "One row for each change of law, with the day it applies from. The tools use the row in force on the day they work out, so earlier results stay as they were.",
    fields: fieldsOf(rateRow, rateRowFields),
  },
}

/**
 * A field and the fields inside it, each with `schema_path`: where its value sits in the entry, so
 * the editor's checks (checks.ts, validation.ts) show each refusal of the schema beside its field.
 */
function withSchemaPath(field: EditorField, parent?: string): EditorField {
  const path = parent ? `${parent}.${field.name}` : field.name
  return {
    ...field,
    schema_path: path,
    ...(field.fields ? { fields: field.fields.map((inner) => withSchemaPath(inner, path)) } : {}),
  }
}

/**
 * Fields whose names are in `translated` asked for in each language (Decap's `i18n: true`); the rest
 * shown on the other languages' side as the first language's, unchanged (`duplicate`).
 */
export function translatedIn(translated: readonly string[], fields: readonly EditorField[]): EditorField[] {
  // A list's item is a field of its own to Decap: it takes its list's setting.
  const marked =
    (i18n: true | "duplicate") =>
    (field: EditorField): EditorField => ({
      ...field,
      i18n,
      ...(field.fields ? { fields: field.fields.map(marked(i18n)) } : {}),
      ...(field.field ? { field: marked(i18n)(field.field) } : {}),
    })
  // Decap's object widget takes only true or false (its schema): a shared object (the pay) is left
  // off the Hindi side instead of shown there, and its parts with it.
  return fields.map((field) =>
    translated.includes(field.name)
      ? marked(true)(field)
      : field.widget === "object"
        ? field
        : marked("duplicate")(field),
  )
}

/** A schema's fields as the editor asks for them, each required unless the schema says optional. */
export function fieldsOf<
  S extends { shape: Record<string, { safeParse(value: unknown): { success: boolean } }> },
>(schema: S, fields: Shape<S>): EditorField[] {
  return Object.entries(fields as Record<string, FieldSpec>).map(([name, field]): EditorField =>
    withSchemaPath({ ...field, name, required: !schema.shape[name]!.safeParse(undefined).success }),
  )
}

/**
 * The file's body. Articles and legal pages use callouts, tables and placeholders that the rich
 * text editor would rewrite, so they are edited as the Markdown they are (`raw`).
 */
const body = (label: string, hint: string, modes = ["rich_text", "raw"]): EditorField => ({
  name: "body",
  schema_path: "body",
  label,
  widget: "markdown",
  hint,
  modes,
})

export type EditorOptions = {
  /** The local proxy's port, for `pnpm dev` and local builds; undefined in production. */
  localBackendPort?: number
  /** owner/name of the site's repository on GitHub. */
  repo: string
  /** The branch the site is built from. */
  branch: string
  /** Where the OAuth exchange runs: the Supabase project's functions (cms-oauth). */
  oauthBaseUrl: string
  siteUrl: string
  /** The client roles on file, for the warning on a second role with the same title and city. */
  roles?: readonly { slug: string; title: string; location: string }[]
}

/** The editor's whole configuration, as Decap reads config.yml (JSON is YAML). */
export function editorConfig(options: EditorOptions) {
  return {
    backend: {
      name: "github",
      repo: options.repo,
      branch: options.branch,
      base_url: options.oauthBaseUrl,
      auth_endpoint: "functions/v1/cms-oauth/auth",
      commit_messages: {
        create: "Add {{collection}} “{{slug}}” in the editor",
        update: "Update {{collection}} “{{slug}}” in the editor",
        delete: "Remove {{collection}} “{{slug}}” in the editor",
        uploadMedia: "Upload “{{path}}” in the editor",
        deleteMedia: "Remove “{{path}}” in the editor",
      },
    },
    ...(options.localBackendPort
      ? { local_backend: { url: `http://localhost:${options.localBackendPort}/api/v1` } }
      : {}),
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    logo_url: "/favicon.svg",
    media_folder: "apps/web/public/images/uploads",
    public_folder: "/images/uploads",
    locale: "en",
    // Only the client roles are translated (their collection says `i18n: true`); one file a role.
    i18n: { structure: "single_file", locales: [...roleFileLocales], default_locale: roleFileLocales[0] },
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      {
        name: "jobs",
        label: "Find a job: client roles",
        label_singular: "client role",
        description:
          "Roles we are filling for clients, listed on /jobs. A role shows from its posted date to its last day, after the next build.",
        folder: "packages/content/src/jobs",
        extension: "md",
        // The role's Hindi beside its English, in the role's own file (decision 104): the "HI" side
        // asks for the words, and shows the shared facts as they are.
        format: roleFormat,
        i18n: true,
        // The site's own page, drawn from the form (previews.tsx); hidden on a phone (editor.css).
        editor: { preview: true },
        create: true,
        // A role is closed, not deleted: its address keeps answering (decision 085).
        delete: false,
        slug: "{{fields.title}}-{{fields.location}}",
        identifier_field: "title",
        summary: "{{title}} · {{location}} · closes {{validThrough}}",
        sortable_fields: ["title", "location", "datePosted", "validThrough"],
        preview_path: "jobs/{{slug}}",
        // Read by validation.ts: the roles on file when the editor loaded, for the duplicate warning.
        existing_entries: options.roles ?? [],
        fields: translatedIn(roleTextFields, [
          ...fieldsOf(jobFrontmatter, jobFields),
          body("About the role", "What the work is, where, and on whose rolls: at least 30 words."),
        ]),
      },
      {
        name: "articles",
        label: "Blog articles",
        label_singular: "article",
        description:
          "The blog's articles, at /blog/<file name>. A new article needs its illustration first (README).",
        folder: "packages/content/src/articles",
        extension: "md",
        format: "frontmatter",
        // The site's own page, drawn from the form (previews.tsx); hidden on a phone (editor.css).
        editor: { preview: true },
        create: false,
        delete: false,
        identifier_field: "title",
        preview_path: "blog/{{slug}}",
        fields: [
          ...fieldsOf(articleFrontmatter, articleFields),
          body("Article", "Sections start with “## ”.", ["raw"]),
        ],
      },
      {
        name: "legal",
        label: "Legal pages",
        label_singular: "legal page",
        description:
          "Privacy policy, terms of service and cookie policy. {{name}} and the like fill in the firm's details.",
        folder: "packages/content/src/legal",
        extension: "md",
        format: "frontmatter",
        // Decap's own preview shows the fields as bare text beside the form, which leaves the form
        // too narrow on a phone; the site's build is the preview.
        editor: { preview: false },
        create: false,
        delete: false,
        identifier_field: "title",
        preview_path: "{{slug}}",
        fields: [
          ...fieldsOf(legalFrontmatter, legalFields),
          body("Text", "Sections start with “## ”.", ["raw"]),
        ],
      },
      {
        name: "openings",
        label: "Work at Talentrise: our openings",
        label_singular: "opening at Talentrise",
        description:
          "Jobs at the firm itself, listed on /careers (apart from the client roles on /jobs). An opening shows from its posted date to its last day, after the next build.",
        ...entryFolder("openings"),
        create: true,
        slug: "{{fields.title}}",
        identifier_field: "title",
        summary: "{{title}} · {{location}} · closes {{validThrough}}",
        sortable_fields: ["order", "title", "validThrough"],
        preview_path: "careers/apply/{{slug}}",
        fields: fieldsOf(openingEntry, openingFields),
      },
      {
        name: "case-studies",
        label: "Case studies",
        label_singular: "case study",
        description: "The engagements on /case-studies, in the order of “Place on the page”.",
        ...entryFolder("case-studies"),
        create: true,
        slug: "{{fields.title}}",
        identifier_field: "title",
        summary: "{{order}}. {{title}}",
        sortable_fields: ["order", "title"],
        preview_path: "case-studies",
        fields: fieldsOf(caseStudyEntry, caseStudyFields),
      },
      {
        name: "testimonials",
        label: "Testimonials",
        label_singular: "testimonial",
        description: "What clients say, on Home, in the order of “Place on the page”.",
        ...entryFolder("testimonials"),
        create: true,
        slug: "{{fields.name}}",
        identifier_field: "name",
        summary: "{{order}}. {{name}}, {{company}}",
        sortable_fields: ["order", "name"],
        fields: fieldsOf(testimonialEntry, testimonialFields),
      },
      {
        name: "figures",
        label: "Company figures",
        label_singular: "company figure",
        description: `The firm's figures, each stated once across the site with its “as of” day: ${measures.join(", ")}. A new measure needs a developer (how pages word it).`,
        ...entryFolder("figures"),
        create: false,
        delete: false,
        identifier_field: "value",
        // "150+ Businesses we have worked for… · as of 2026-11-26": what it counts, not its value
        // twice; Decap searches the fields its summary names.
        summary: "{{value}} {{definition}} · as of {{asOf}}",
        fields: fieldsOf(figureEntry, figureFields),
      },
      {
        name: "laws",
        label: "Law register",
        label_singular: "law",
        description:
          "Every Act, Code, rule and direction the site names. To mark a law repealed, set its status and what replaced it; then move “Reviewed on”. The build fails on a page that still calls it current, and lists entries not reviewed in 90 days.",
        ...entryFolder("laws"),
        create: false,
        delete: false,
        // Decap's search matches the identifier first, greedily, then the summary's fields: by the
        // short name, "POSH" finds the POSH Act before any law whose long name has a p, o, s and h.
        identifier_field: "shortName",
        summary: "{{name}} ({{shortName}}) · {{status}} · reviewed {{reviewedOn}}",
        sortable_fields: ["name", "status", "reviewedOn"],
        fields: fieldsOf(lawEntry, lawFields),
      },
      {
        name: "rates",
        label: "Statutory rates",
        label_singular: "statutory rate",
        description:
          "Every figure the payroll tools use: PF, ESI, bonus, gratuity, income tax, professional tax. When the law changes, open the figure and add a row below the last with the day it applies from, the notification and its official source; leave the old rows as they are. The tools and /tools/rates pick the row in force on each day.",
        ...entryFolder("rates"),
        create: false,
        delete: false,
        identifier_field: "label",
        summary: "{{label}} · {{group}}",
        sortable_fields: ["label", "group"],
        fields: fieldsOf(rateEntry, rateFields),
      },
    ],
  }
}

/** A folder of JSON entries in packages/content/src (entries.ts), edited as forms with no preview. */
function entryFolder(folder: string) {
  return {
    folder: `packages/content/src/${folder}`,
    extension: "json",
    format: entryFormat,
    // Decap's own preview shows the fields as bare text beside the form; the site's build is the preview.
    editor: { preview: false },
  }
}
