// Role files (src/jobs/<slug>.md) to the roles /jobs lists: the frontmatter's schema, the parser and
// the page's order. Build time only: `disk.ts` feeds it the files. The editor at /admin asks for the
// same fields (apps/web/admin/config.ts builds its form from `jobFields`), so what the schema refuses
// the editor refuses beside the field, and what still gets through fails the build here.
//
// A role's Hindi, where the firm has written it, is in the same file under `hi:` (its words only:
// the facts are the English's), as the editor writes it (docs/decisions/104-role-hindi-in-the-editor.md).
import { z } from "zod"

import { addDays } from "./dates"
import { industries } from "./industries"
import {
  engagements,
  jobFunctions,
  payPeriods,
  type ClientRole,
  type RemovedRole,
  type RoleText,
} from "./jobs"
import { ContentError, isIsoDate, renderMarkdown } from "./markdown"

/** How long a role is advertised: its `validThrough` is at most this many days after `datePosted`. */
export const longestRoleAdvertisement = 90

const industryNames = industries.map((industry) => industry.title) as [string, ...string[]]

export const isoDate = z.string({ error: "must be a date written YYYY-MM-DD" }).refine(isIsoDate, {
  error: (issue) => `must be a real date written YYYY-MM-DD, not "${String(issue.input)}"`,
})

/**
 * Whole rupees a month or a year may plausibly be: a figure outside its period's range is a slip
 * (three zeros lost, "16" for ₹16,000, or three too many) and is refused with what was probably meant.
 */
export const payRange = {
  month: { least: 5_000, most: 1_000_000 },
  // A pay floor for a year, not a statutory figure.
  year: { least: 60_000, most: 50_000_000 },
} as const

const inWords = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 })

const rupees = z
  .number({ error: "must be an amount in rupees, such as 16000, 16,000 or 16k" })
  .int("must be a whole number of rupees")

/** Why `amount` is not a plausible pay figure for `period`, or undefined. */
export function payProblem(amount: number, period: "month" | "year"): string | undefined {
  const { least, most } = payRange[period]
  if (amount < least) {
    const meant = amount * 1000
    return `₹${inWords.format(amount)} a ${period} is below ₹${inWords.format(least)}${meant >= least && meant <= most ? `: did you mean ₹${inWords.format(meant)}?` : ""}`
  }
  if (amount > most) {
    const meant = amount / 1000
    return `₹${inWords.format(amount)} a ${period} is above ₹${inWords.format(most)}${Number.isInteger(meant) && meant >= least ? `: did you mean ₹${inWords.format(meant)}?` : ""}`
  }
  return undefined
}

const listItems = (what: string) =>
  z
    .array(z.string().trim().min(10, `each must be a full sentence about the ${what}`), {
      error: `must be a list of the ${what}`,
    })
    .min(3, `must list at least three ${what}`)
    .max(10, `must list at most ten ${what}`)

/** The frontmatter of a role file; the format is in this package's README. */
export const jobFrontmatter = z
  .strictObject({
    title: z
      .string({ error: "is required" })
      .trim()
      .min(5, "must be the role's title, at least 5 characters")
      .max(80, "must be at most 80 characters"),
    client: z
      .string({ error: "is required" })
      .trim()
      .regex(
        /^An? \S/,
        'must describe the client, starting "A" or "An" (e.g. "A listed FMCG company"): the site never names one',
      )
      .max(120, "must be at most 120 characters"),
    industry: z.enum(industryNames, { error: `must be one of: ${industryNames.join(", ")}` }),
    function: z.enum(jobFunctions, { error: `must be one of: ${jobFunctions.join(", ")}` }),
    location: z
      .string({ error: "is required" })
      .trim()
      .min(2, "must name the city")
      .max(40, "must be at most 40 characters"),
    engagement: z.enum(engagements, { error: `must be one of: ${engagements.join(", ")}` }),
    experience: z
      .string({ error: "is required" })
      .regex(/^(\d+-\d+ years|\d+\+ years|Fresher)$/, 'must read like "2-4 years", "10+ years" or "Fresher"'),
    pay: z
      .strictObject(
        {
          min: rupees,
          max: rupees,
          period: z.enum(payPeriods, { error: 'must be "month" or "year"' }),
        },
        { error: "must give min, max and period" },
      )
      .superRefine((pay, context) => {
        for (const end of ["min", "max"] as const) {
          const problem = payProblem(pay[end], pay.period)
          if (problem) context.addIssue({ code: "custom", path: [end], message: problem })
        }
        if (pay.min > pay.max)
          context.addIssue({ code: "custom", path: ["max"], message: "must not be below the minimum" })
      }),
    datePosted: isoDate,
    validThrough: isoDate,
    /** Set by "Close this role": the day it stopped taking applications, before its last day. */
    closedOn: isoDate.optional(),
    summary: z
      .string({ error: "is required" })
      .trim()
      .min(40, "must be one or two sentences")
      .max(300, "must be at most 300 characters"),
    responsibilities: listItems("responsibilities"),
    requirements: listItems("requirements"),
  })
  .superRefine((role, context) => {
    if (!isIsoDate(role.datePosted) || !isIsoDate(role.validThrough)) return
    if (role.validThrough < role.datePosted)
      context.addIssue({
        code: "custom",
        path: ["validThrough"],
        message: `must not be before the posted date (${role.datePosted})`,
      })
    else if (role.validThrough > addDays(role.datePosted, longestRoleAdvertisement))
      context.addIssue({
        code: "custom",
        path: ["validThrough"],
        message: `must be at most ${longestRoleAdvertisement} days after the posted date: ${addDays(role.datePosted, longestRoleAdvertisement)} at the latest`,
      })
  })

/** Whether a text has a Devanagari letter: Hindi as a Hindi reader reads it, not Hindi in Latin letters. */
export function hasDevanagari(text: string): boolean {
  return /\p{Script=Devanagari}/u.test(text)
}

const inDevanagari = (schema: z.ZodString) =>
  schema.refine(hasDevanagari, {
    error: (issue) =>
      `must be written in Devanagari, as a Hindi reader reads it: "${String(issue.input)}" has no Devanagari letter`,
  })

const hindiText = (what: string, least: number, most: number) =>
  inDevanagari(
    z
      .string({ error: "is required in Hindi once any of the role's Hindi is written" })
      .trim()
      .min(least, `must be the ${what} in Hindi, at least ${least} characters`)
      .max(most, `must be at most ${most} characters`),
  )

const hindiList = (what: string) =>
  z
    .array(inDevanagari(z.string().trim().min(10, `each must be a full sentence about the ${what}`)), {
      error: `must be a list of the ${what}, in Hindi`,
    })
    .min(3, `must list at least three ${what}`)
    .max(10, `must list at most ten ${what}`)

/**
 * A role's Hindi, under `hi:` in its file: the words a translator writes, all of them (a page
 * never mixes a Hindi title with an English summary). Pay, dates, city and the rest are the role's.
 */
export const roleHindi = z.strictObject({
  title: hindiText("role's title", 3, 100),
  client: hindiText("client's description", 5, 160),
  summary: hindiText("summary", 20, 400),
  responsibilities: hindiList("responsibilities"),
  requirements: hindiList("requirements"),
  body: inDevanagari(z.string({ error: "is required in Hindi once any of the role's Hindi is written" })),
})

/** The fields a translator writes, in the order the editor asks for them; the rest are shared. */
export const roleTextFields = Object.keys(roleHindi.shape) as (keyof typeof roleHindi.shape)[]

/** The Hindi fields with something typed: the editor's Hindi side hands back every shared field too. */
function writtenHindi(hi: unknown): Record<string, unknown> | undefined {
  if (hi === undefined || hi === null) return undefined
  if (typeof hi !== "object" || Array.isArray(hi)) return { title: hi }
  const written = Object.entries(hi).filter(
    ([key, value]) =>
      roleTextFields.includes(key as (typeof roleTextFields)[number]) &&
      value !== undefined &&
      value !== null &&
      value !== "" &&
      !(Array.isArray(value) && value.length === 0),
  )
  const strays = Object.keys(hi).filter((key) => !roleTextFields.includes(key as never))
  // A key a translator has no field for (a typo, a shared fact) is refused by the schema, by name.
  return written.length || strays.length
    ? Object.fromEntries([...written, ...strays.map((key) => [key, (hi as Record<string, unknown>)[key]])])
    : undefined
}

/** The issues of a role's Hindi, under `hi.<field>`; none for a role with no Hindi. */
export function roleHindiIssues(hi: unknown): EntryIssue[] {
  const written = writtenHindi(hi)
  if (!written) return []
  const strays = Object.keys(written).filter((key) => !roleTextFields.includes(key as never))
  const result = roleHindi.safeParse(
    Object.fromEntries(Object.entries(written).filter(([key]) => !strays.includes(key))),
  )
  const issues: EntryIssue[] = strays.map((key) => ({
    path: ["hi", key],
    message: `is not something a role's Hindi gives (${roleTextFields.join(", ")}): pay, dates, city and the rest are the English's`,
  }))
  if (!result.success)
    issues.push(
      ...result.error.issues.map((issue) => ({
        path: ["hi", ...(issue.path as (string | number)[])],
        message: issue.message,
      })),
    )
  else {
    const bodyProblem = roleBodyProblem(result.data.body)
    if (bodyProblem) issues.push({ path: ["hi", "body"], message: bodyProblem })
  }
  return issues
}

/** The fields a role file has, in the order the editor asks for them. */
export const jobFields = Object.keys(jobFrontmatter.shape) as (keyof typeof jobFrontmatter.shape)[]

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** The longest slug a role may have: applications file under job-<slug>, 80 characters at most. */
export const longestRoleSlug = 76

/** The slug the editor gives a new role (config.ts: "{{fields.title}}-{{fields.location}}"). */
export function roleSlug(title: string, location: string): string {
  return `${title}-${location}`
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/** The fewest words a role's body may have. */
export const shortestRoleBody = 30

/** The words of a Markdown body as a reader sees them: link addresses and markup are not words. */
export function bodyWords(markdown: string): number {
  return markdown
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Why a role file's body is refused, or undefined: the build's rule and the editor's. */
export function roleBodyProblem(markdown: string): string | undefined {
  const words = bodyWords(markdown)
  return words < shortestRoleBody
    ? `must say what the role is about in at least ${shortestRoleBody} words (now ${words})`
    : undefined
}

/** Why a slug cannot be a role's address, or undefined: the build's rule and the editor's. */
export function roleSlugProblem(slug: string): string | undefined {
  if (!slugPattern.test(slug)) return "must be lowercase words joined by hyphens"
  if (slug.length > longestRoleSlug)
    return `makes an address of ${slug.length} characters with the city; ${longestRoleSlug} at most, so shorten the title`
  return undefined
}

/** A refusal of one field of an entry, as the build and the editor word it. */
export type EntryIssue = { path: readonly (string | number)[]; message: string }

/**
 * Every rule the build holds a role file to, as issues by field: the frontmatter's schema, the
 * body's length and the address's. `slug` is the file's name; a new role's comes from its title
 * and city. The editor runs this on every field before Publish (admin/schemas.ts).
 */
export function roleFileIssues(data: Record<string, unknown>, slug?: string): EntryIssue[] {
  const { body, hi, ...frontmatter } = data
  const result = jobFrontmatter.safeParse(frontmatter)
  const issues: EntryIssue[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path as (string | number)[],
        message: issue.message,
      }))
  const bodyProblem = roleBodyProblem(typeof body === "string" ? body : "")
  if (bodyProblem) issues.push({ path: ["body"], message: bodyProblem })
  const name = slug ?? roleSlug(String(frontmatter.title ?? ""), String(frontmatter.location ?? ""))
  const slugProblem = name && roleSlugProblem(name)
  if (slugProblem) issues.push({ path: ["title"], message: slugProblem })
  issues.push(...roleHindiIssues(hi))
  return issues
}

/** The body of a Markdown file: what follows its frontmatter. */
function bodyOf(raw: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---\r?\n?/.exec(raw)
  return match ? raw.slice(match[0].length) : raw
}

/** One role file, `<slug>.md`, as the site uses it. */
export function parseJob(file: string, raw: string): ClientRole {
  const slug = /([^/]+)\.md$/.exec(file)?.[1]
  const slugProblem = slug ? roleSlugProblem(slug) : "is missing"
  if (!slug || slugProblem)
    throw new ContentError(
      `${file}: the file name ${slugProblem}: it is the page's kebab-case slug (at most ${longestRoleSlug} characters), e.g. area-sales-manager-lucknow.md`,
    )
  const { meta, html } = renderMarkdown(file, raw, roleFileFrontmatter)
  const bodyProblem = roleBodyProblem(bodyOf(raw))
  if (bodyProblem) throw new ContentError(`${file}: the body ${bodyProblem}`)
  const { hi, ...role } = meta
  return { slug, ...role, html, ...(hi ? { hi: hindiOf(file, hi) } : {}) }
}

/** A role file's frontmatter: the role's, and its Hindi under `hi` (checked by `roleHindiIssues`). */
const roleFileFrontmatter = z.unknown().transform((data, context) => {
  const { hi, ...english } = (data && typeof data === "object" ? data : {}) as Record<string, unknown>
  const role = jobFrontmatter.safeParse(english)
  const issues = [
    ...(role.success ? [] : role.error.issues.map(({ path, message }) => ({ path, message }))),
    ...roleHindiIssues(hi),
  ]
  for (const { path, message } of issues)
    context.addIssue({ code: "custom", path: path as PropertyKey[], message })
  if (!role.success || issues.length) return z.NEVER
  const written = writtenHindi(hi)
  return { ...role.data, ...(written ? { hi: roleHindi.parse(written) } : {}) }
})

/** The Hindi's words as the pages use them: its body rendered as the English's is. */
function hindiOf(file: string, { body, ...hi }: z.infer<typeof roleHindi>): RoleText {
  const { html } = renderMarkdown(`${file} (hi.body)`, `---\n{}\n---\n\n${body}\n`, z.object({}))
  return { ...hi, html }
}

/**
 * Every role, newest first. `takenIds` are the ids of the firm's own openings and the general
 * application: a role with one of them as its slug would share their saved application draft in
 * the browser and read as the same role, so it fails.
 */
export function loadJobs(
  files: Readonly<Record<string, string>>,
  takenIds: readonly string[] = [],
): ClientRole[] {
  const names = Object.keys(files).map((file) => file.replace(/^\.\//, "src/"))
  // A Hindi sibling (<slug>.hi.md, as other editors lay translations out) is never a role of its own.
  for (const file of names) {
    const sibling = /^(.*\/)?([^/]+)\.([a-z]{2}(?:-[A-Za-z]{2})?)\.md$/.exec(file)
    if (!sibling) continue
    const [, folder = "", slug, locale] = sibling
    const english = `${folder}${slug}.md`
    throw new ContentError(
      names.includes(english)
        ? `${file}: a role's ${locale === "hi" ? "Hindi" : `"${locale}" text`} goes in its own file, ${english}, under "${locale}:" (the editor writes it there); move it and delete this file`
        : `${file}: is ${locale === "hi" ? "Hindi" : `"${locale}" text`} for a role with no file of its own (${english}); add the English role, or delete this file`,
    )
  }
  const jobs = Object.entries(files).map(([file, raw]) => parseJob(file.replace(/^\.\//, "src/"), raw))
  for (const job of jobs)
    if (takenIds.includes(job.slug))
      throw new ContentError(
        `src/jobs/${job.slug}.md: slug "${job.slug}" clashes with an opening at Talentrise or the general application; rename the file`,
      )
  return jobs.sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.slug.localeCompare(b.slug))
}

const removedRole = z.strictObject({
  slug: z.string().refine((slug) => !roleSlugProblem(slug), "must be a role's slug"),
  title: z.string().trim().min(5),
  location: z.string().trim().min(2),
  function: z.enum(jobFunctions),
  closedOn: isoDate,
})

/**
 * The record of removed roles (src/jobs-removed.json): each names a slug no file has, so that its
 * address answers as a closed role's does. A slug that a file still has is refused: the file wins.
 */
export function parseRemovedRoles(file: string, raw: string, roles: readonly ClientRole[]): RemovedRole[] {
  const result = z.array(removedRole).safeParse(JSON.parse(raw))
  if (!result.success)
    throw new ContentError(
      `${file}: ${result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
    )
  for (const role of result.data)
    if (roles.some((other) => other.slug === role.slug))
      throw new ContentError(
        `${file}: "${role.slug}" still has its file; a removed role is one whose file is gone`,
      )
  return result.data
}
