import { quickApplyCopy, type QuickApplyCopy } from "@repo/content/quick-apply"

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

// The quick apply's field table (decisions 074 and 097), in the order the form shows them. The
// values the form starts from, the row's columns, the field a refused column points at, the fields
// the section draws and the mail's rows (supabase/functions/_shared/site.json) come from it; the
// rules are in quick-apply-schema.ts, one per entry but the résumé, which resume.ts checks. The
// words come from a `QuickApplyCopy` (@repo/content/quick-apply), English unless a page passes
// another: `quickApplyFormFieldsIn(copy)`.

/** How the firm's mail shows a field: as typed, a call link, a reply link, a choice's label, the file, yes or no. */
export type QuickApplyMailShow =
  "text" | "tel" | "email" | "experience" | "noticePeriod" | "resume" | "consent"

type QuickApplyField = TableField & { mail: { show?: QuickApplyMailShow } }

/** The words the table takes from a `QuickApplyCopy`. */
type TableCopy = Pick<
  QuickApplyCopy,
  "fields" | "choosePlaceholder" | "experienceOptions" | "noticePeriodOptions"
>

/** The table, its words taken from `copy`. */
function quickApplyFieldsIn(copy: TableCopy) {
  const choose = { placeholder: copy.choosePlaceholder }
  return {
    fullName: {
      column: "full_name",
      required: true,
      control: { kind: "input", autoComplete: "name" },
      copy: copy.fields.fullName,
      mail: { label: "Name" },
    },
    mobile: {
      column: "mobile",
      required: true,
      control: { kind: "input", type: "tel", inputMode: "tel", autoComplete: "tel" },
      copy: copy.fields.mobile,
      mail: { label: "Mobile", show: "tel" },
    },
    city: {
      column: "city",
      required: true,
      control: { kind: "input", autoComplete: "address-level2" },
      copy: copy.fields.city,
      mail: { label: "City" },
    },
    email: {
      column: "email",
      control: { kind: "input", type: "email", inputMode: "email", autoComplete: "email", spellCheck: false },
      copy: copy.fields.email,
      mail: { label: "E-mail", show: "email", empty: "not given" },
    },
    experience: {
      column: "experience",
      control: { kind: "select", options: copy.experienceOptions },
      copy: { ...copy.fields.experience, ...choose },
      mail: { label: "Experience", show: "experience", empty: "not given" },
    },
    noticePeriod: {
      column: "notice_period",
      control: { kind: "select", options: copy.noticePeriodOptions },
      copy: { ...copy.fields.noticePeriod, ...choose },
      mail: { label: "Can join", show: "noticePeriod", empty: "not given" },
    },
    resume: {
      column: "resume",
      alsoColumns: ["resume_path", "resume_name", "resume_type", "resume_size"],
      width: "full",
      control: { kind: "file" },
      copy: copy.fields.resume,
      mail: { label: "Résumé", show: "resume", empty: "not sent" },
    },
    note: {
      column: "note",
      width: "full",
      control: { kind: "textarea", rows: 3 },
      copy: copy.fields.note,
      mail: { label: "Note", multiline: true, empty: "none" },
    },
    consent: {
      column: "consent",
      required: true,
      width: "full",
      control: { kind: "check" },
      copy: copy.fields.consent,
      mail: { label: "Consent", show: "consent" },
    },
  } as const satisfies Record<string, QuickApplyField>
}

export const quickApplyFields = quickApplyFieldsIn(quickApplyCopy)

export type QuickApplyFieldName = keyof typeof quickApplyFields
/** The fields typed or chosen (all but the résumé and the consent box). */
export type QuickApplyTextField = Exclude<QuickApplyFieldName, "resume" | "consent">

export type QuickApplyFormValues = FormValuesOf<typeof quickApplyFields>
export type QuickApplyFormErrors = FormErrorsOf<typeof quickApplyFields>

/** The form's blank values: what a page starts it from. */
export const blankQuickApplyValues: QuickApplyFormValues = blankValuesOf(quickApplyFields)

/** The field and the label a visitor knows for each column the database may refuse. */
export const quickApplyFieldOfColumn = fieldOfColumnOf(quickApplyFields)
export const quickApplyLabelOfColumn = labelOfColumnOf(quickApplyFieldOfColumn)

/** The label a visitor knows for each column, in the words of `copy` (a failure's cause names it). */
export function quickApplyLabelOfColumnIn(copy: TableCopy): Record<string, string> {
  return labelOfColumnOf(fieldOfColumnOf(quickApplyFieldsIn(copy)))
}

/** The fields the form section draws, in order, in the words of `copy`. */
export function quickApplyFormFieldsIn(copy: TableCopy): readonly FormField<QuickApplyFieldName>[] {
  return formFieldsOf(quickApplyFieldsIn(copy))
}

/** The mail's rows, in the form's order (marked pure, so a page that does not read them leaves them out). */
export const quickApplyMailRows = /* @__PURE__ */ mailRowsOf(quickApplyFields, "text" as QuickApplyMailShow)

/** The fields typed or chosen, in the form's order. */
export const quickApplyTextFields = (Object.keys(quickApplyFields) as QuickApplyFieldName[]).filter(
  (name): name is QuickApplyTextField => name !== "resume" && name !== "consent",
)

/** What a kept draft may hold: all but the file, which cannot be put back into a file input. */
export function quickApplyDraftOf({ resume: _resume, ...kept }: QuickApplyFormValues) {
  return kept
}

/** What makes two sends the same application: the values, and the file's name, size and date. */
export function quickApplyFingerprint(values: QuickApplyFormValues): string {
  const { resume } = values
  return JSON.stringify([
    ...quickApplyTextFields.map((field) => values[field]),
    values.consent,
    resume ? [resume.name, resume.size, resume.lastModified] : null,
  ])
}
