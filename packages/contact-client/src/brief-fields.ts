import { statutoryNeeds, staffingBriefForm as copy } from "@repo/content/staffing-request"

import {
  blankValuesOf,
  fieldOfColumnOf,
  formFieldsOf,
  labelOfColumnOf,
  mailRowsOf,
  type FormField,
  type FormValuesOf,
  type TableField,
} from "./field-table.ts"

// The staffing brief's field table (decision 074): one entry a field, in the order the form and
// the team's mail show them. Everything else is derived from it: the values the form starts from,
// the row the database takes, the field a refused column points at, the mail's rows
// (supabase/functions/_shared/site.json) and the fields the form section draws. The rules are in
// brief-schema.ts, one per entry here (typed, so a missing rule fails the typecheck); this file
// imports no zod, so the page can hold it without loading the schema. The roles are a list of
// their own, drawn and mapped by the section and `toBriefRow`.

/** How the team's mail shows a field: as typed, a link, a date, a choice's label, or one of the needs. */
export type BriefMailShow = "text" | "email" | "phone" | "day" | "engagement" | "workingPattern" | "need"

type BriefField = TableField & {
  section: "contact" | "terms" | "statutory" | "notes"
  mail: { show?: BriefMailShow }
}

const need = (value: (typeof statutoryNeeds)[number]["value"]) =>
  statutoryNeeds.find((n) => n.value === value)!

export const briefFields = {
  company: {
    column: "company",
    section: "contact",
    required: true,
    control: { kind: "input", autoComplete: "organization" },
    copy: copy.fields.company,
    mail: { label: "Company" },
  },
  contactName: {
    column: "contact_name",
    section: "contact",
    required: true,
    control: { kind: "input", autoComplete: "name" },
    copy: copy.fields.contactName,
    mail: { label: "Name" },
  },
  email: {
    column: "email",
    section: "contact",
    required: true,
    control: { kind: "input", type: "email", inputMode: "email", autoComplete: "email", spellCheck: false },
    copy: copy.fields.email,
    mail: { label: "E-mail", show: "email" },
  },
  phone: {
    column: "phone",
    section: "contact",
    required: true,
    control: { kind: "input", type: "tel", inputMode: "tel", autoComplete: "tel" },
    copy: copy.fields.phone,
    mail: { label: "Phone", show: "phone" },
  },
  engagement: {
    column: "engagement",
    section: "terms",
    required: true,
    width: "full",
    control: { kind: "cards", options: copy.engagementOptions },
    copy: copy.fields.engagement,
    mail: { label: "Engagement", show: "engagement" },
  },
  startDate: {
    column: "start_date",
    section: "terms",
    required: true,
    control: { kind: "input", type: "date" },
    copy: copy.fields.startDate,
    mail: { label: "Start", show: "day" },
  },
  endDate: {
    column: "end_date",
    section: "terms",
    control: { kind: "input", type: "date" },
    copy: copy.fields.endDate,
    mail: { label: "End", show: "day", empty: "permanent or open-ended" },
  },
  workingPattern: {
    column: "working_pattern",
    section: "terms",
    required: true,
    width: "narrow",
    control: { kind: "select", options: copy.workingPatternOptions },
    copy: copy.fields.workingPattern,
    mail: { label: "Working pattern", show: "workingPattern" },
  },
  needsPfEsi: {
    column: "needs_pf_esi",
    section: "statutory",
    control: { kind: "check" },
    copy: need("needsPfEsi"),
    mail: { label: need("needsPfEsi").label, show: "need" },
  },
  needsClraLicence: {
    column: "needs_clra_licence",
    section: "statutory",
    control: { kind: "check" },
    copy: need("needsClraLicence"),
    mail: { label: need("needsClraLicence").label, show: "need" },
  },
  needsBackgroundChecks: {
    column: "needs_background_checks",
    section: "statutory",
    control: { kind: "check" },
    copy: need("needsBackgroundChecks"),
    mail: { label: need("needsBackgroundChecks").label, show: "need" },
  },
  notes: {
    column: "notes",
    section: "notes",
    control: { kind: "textarea", rows: 5 },
    copy: copy.fields.notes,
    mail: { label: "Notes", multiline: true, empty: "" },
  },
} as const satisfies Record<string, BriefField>

export type BriefFieldName = keyof typeof briefFields
type Fields = typeof briefFields
const names = Object.keys(briefFields) as BriefFieldName[]

/** One role as typed ("" for a choice not made). */
export type BriefRoleInput = {
  title: string
  headcount: string
  locations: string
  experience: string
  pay: string
}

/** What the brief holds as typed: text for every field, true or false for a box. */
export type BriefFormValues = FormValuesOf<Fields> & { roles: BriefRoleInput[] }

/** A role with nothing typed: what "Add another role" adds. */
export const blankBriefRole: BriefRoleInput = {
  title: "",
  headcount: "",
  locations: "",
  experience: "",
  pay: "",
}

/** The brief's blank values: what the form starts from. */
export const blankBriefValues: BriefFormValues = { ...blankValuesOf(briefFields), roles: [blankBriefRole] }

/** The field and the label a visitor knows for each column the database may refuse. */
export const briefFieldOfColumn: Record<string, { field: string; label: string }> = {
  ...fieldOfColumnOf(briefFields),
  roles: { field: "roles", label: copy.sections.roles },
}
export const briefLabelOfColumn = labelOfColumnOf(briefFieldOfColumn)

/** One field as the form section draws it. */
export type BriefFormField = FormField<BriefFieldName>

/** The fields the form section draws, by section, in order. */
export const briefFormFields = Object.fromEntries(
  (["contact", "terms", "statutory", "notes"] as const).map((section) => [
    section,
    formFieldsOf(
      briefFields,
      names.filter((name) => briefFields[name].section === section),
    ),
  ]),
) as Record<BriefField["section"], BriefFormField[]>

/** The mail's rows, in order, for the notify function (written into site.json by `pnpm --filter @repo/supabase function-data`); marked pure, so the page leaves them out. */
export const briefMailRows = /* @__PURE__ */ mailRowsOf(briefFields, "text" as BriefMailShow)
