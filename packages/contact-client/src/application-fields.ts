import { applicationForm as copy } from "@repo/content/careers"

import {
  blankValuesOf,
  fieldOfColumnOf,
  formFieldsOf,
  labelOfColumnOf,
  mailRowsOf,
  type FormErrorsOf,
  type FormField,
  type FormValuesOf,
  type TableField,
} from "./field-table.ts"

// The job application's field table (decision 074), in the order the form shows them. The values
// the form starts from, the row's columns (apply.ts), the field a refused column points at and the
// fields the section draws come from it; the rules are in application-schema.ts, one per entry
// but the résumé, which resume.ts checks (typed against this table).

/** How the team's mail shows a field: as typed, a reply link, a link, a choice's label, or the file. */
export type ApplicationMailShow = "text" | "email" | "link" | "experience" | "noticePeriod" | "resume"

type ApplicationField = TableField & { mail: { show?: ApplicationMailShow } }

const choose = { placeholder: copy.choosePlaceholder }

export const applicationFields = {
  fullName: {
    column: "full_name",
    required: true,
    control: { kind: "input", autoComplete: "name" },
    copy: copy.fields.fullName,
    mail: { label: "Name" },
  },
  email: {
    column: "email",
    required: true,
    control: { kind: "input", type: "email", inputMode: "email", autoComplete: "email", spellCheck: false },
    copy: copy.fields.email,
    mail: { label: "E-mail", show: "email" },
  },
  mobile: {
    column: "mobile",
    required: true,
    control: { kind: "input", type: "tel", inputMode: "tel", autoComplete: "tel" },
    copy: copy.fields.mobile,
    mail: { label: "Mobile" },
  },
  city: {
    column: "city",
    required: true,
    control: { kind: "input", autoComplete: "address-level2" },
    copy: copy.fields.city,
    mail: { label: "City" },
  },
  experience: {
    column: "experience",
    required: true,
    control: { kind: "select", options: copy.experienceOptions },
    copy: { ...copy.fields.experience, ...choose },
    mail: { label: "Experience", show: "experience" },
  },
  noticePeriod: {
    column: "notice_period",
    required: true,
    control: { kind: "select", options: copy.noticePeriodOptions },
    copy: { ...copy.fields.noticePeriod, ...choose },
    mail: { label: "Notice period", show: "noticePeriod" },
  },
  linkedinUrl: {
    column: "linkedin_url",
    width: "full",
    control: { kind: "input", type: "url", inputMode: "url", autoComplete: "url", spellCheck: false },
    copy: copy.fields.linkedinUrl,
    mail: { label: "LinkedIn", show: "link" },
  },
  resume: {
    column: "resume",
    alsoColumns: ["resume_path", "resume_name", "resume_type", "resume_size"],
    required: true,
    width: "full",
    control: { kind: "file" },
    copy: copy.resume,
    mail: { label: "Résumé", show: "resume" },
  },
  coverNote: {
    column: "cover_note",
    width: "full",
    control: { kind: "textarea", rows: 5 },
    copy: copy.fields.coverNote,
    mail: { label: "Cover note", multiline: true },
  },
  consent: {
    column: "consent",
    required: true,
    width: "full",
    control: { kind: "check" },
    copy: { label: copy.consent.label },
    mail: { label: "Consent" },
  },
} as const satisfies Record<string, ApplicationField>

export type ApplicationFieldName = keyof typeof applicationFields
/** The fields typed in (all but the résumé and the consent box). */
export type ApplicationTextField = Exclude<ApplicationFieldName, "resume" | "consent">

/** What the form holds: text as typed ("" for an option not chosen), the consent box and the file. */
export type ApplicationFormValues = FormValuesOf<typeof applicationFields>
export type ApplicationFormErrors = FormErrorsOf<typeof applicationFields>

/** The form's blank values: what a feature starts it from. */
export const blankApplicationValues: ApplicationFormValues = blankValuesOf(applicationFields)

/** The field and the label a visitor knows for each column the database may refuse. */
export const applicationFieldOfColumn = fieldOfColumnOf(applicationFields)
export const applicationLabelOfColumn = labelOfColumnOf(applicationFieldOfColumn)

/** The fields the form section draws, in order. */
export const applicationFormFields: readonly FormField<ApplicationFieldName>[] =
  formFieldsOf(applicationFields)

/** The mail's rows, in the form's order (marked pure, so a page that does not read them leaves them out). */
export const applicationMailRows = /* @__PURE__ */ mailRowsOf(
  applicationFields,
  "text" as ApplicationMailShow,
)

/** The fields typed in, in the form's order. */
export const applicationTextFields = (Object.keys(applicationFields) as ApplicationFieldName[]).filter(
  (name): name is ApplicationTextField => name !== "resume" && name !== "consent",
)

/** The text fields and the consent: what a kept draft may hold (a file cannot be put back into a file input). */
export function applicationDraftOf({ resume: _resume, ...kept }: ApplicationFormValues) {
  return kept
}

/**
 * What makes two sends the same application: the values and the file's name, size and date.
 * Sending needs the file; the rules require it, but if they could not be loaded it may be missing.
 */
export function applicationFingerprint(values: ApplicationFormValues & { resume: File }): string {
  return JSON.stringify([
    ...applicationTextFields.map((field) => values[field]),
    values.consent,
    values.resume.name,
    values.resume.size,
    values.resume.lastModified,
  ])
}

export const hasResume = (
  values: ApplicationFormValues,
): values is ApplicationFormValues & { resume: File } => values.resume !== null
