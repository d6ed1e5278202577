import { jobAlertForm as copy } from "@repo/content/jobs"

// The job alert's field table (as fraud-report-fields.ts): one entry a field, in the order the form
// shows them. The filters are not fields the visitor types: they come from /jobs's search and go
// to their own columns (toJobAlertRow). The rules are in job-alert-schema.ts; this file imports no zod.

/** How the form draws a field; the design system's `FieldControlSpec` takes the same shape. */
export type JobAlertControl =
  | {
      kind: "input"
      type?: "email"
      autoComplete?: string
      inputMode?: "email"
      spellCheck?: boolean
    }
  | { kind: "check" }

type JobAlertField = {
  column: string
  required?: boolean
  width?: "full" | "narrow"
  control: JobAlertControl
  copy: { label: string; placeholder?: string; hint?: string }
}

type JobAlertCopy = { fields: Record<"email" | "consent", JobAlertField["copy"]> }

/** The table, its words taken from `words` (@repo/content/jobs's jobAlertForm, or a page's own). */
function jobAlertFieldsIn(words: JobAlertCopy) {
  return {
    email: {
      column: "email",
      required: true,
      width: "full",
      control: { kind: "input", type: "email", inputMode: "email", autoComplete: "email", spellCheck: false },
      copy: words.fields.email,
    },
    consent: {
      column: "consent",
      required: true,
      width: "full",
      control: { kind: "check" },
      copy: words.fields.consent,
    },
  } as const satisfies Record<string, JobAlertField>
}

export const jobAlertFields = jobAlertFieldsIn(copy)

export type JobAlertFieldName = keyof typeof jobAlertFields
type Fields = typeof jobAlertFields
const names = Object.keys(jobAlertFields) as JobAlertFieldName[]

/** What the form holds as typed: text for the address, true or false for the box. */
export type JobAlertFormValues = {
  -readonly [Name in JobAlertFieldName]: Fields[Name]["control"]["kind"] extends "check" ? boolean : string
}

/** The form's blank values. */
export const blankJobAlertValues = Object.fromEntries(
  names.map((name) => [name, jobAlertFields[name].control.kind === "check" ? false : ""]),
) as JobAlertFormValues

/** The field and the label a visitor knows for each column the database may refuse. */
export const jobAlertFieldOfColumn: Record<string, { field: JobAlertFieldName; label: string }> =
  Object.fromEntries(
    names.map((name) => [
      jobAlertFields[name].column,
      { field: name, label: jobAlertFields[name].copy.label },
    ]),
  )

/** One field as the form section draws it. */
export type JobAlertFormField = {
  name: JobAlertFieldName
  control: JobAlertControl
  required: boolean
  width?: "full" | "narrow"
  label: string
  placeholder?: string
  hint?: string
}

/** The fields the form section draws, in order, in the words of `words`. */
export function jobAlertFormFieldsIn(words: JobAlertCopy): JobAlertFormField[] {
  const table = jobAlertFieldsIn(words)
  return names.map((name) => {
    const { control, copy: text, required = false, width } = table[name] as JobAlertField
    return { name, control, required, width, ...text }
  })
}

/** The fields the form section draws, in order, in English. */
export const jobAlertFormFields: JobAlertFormField[] = jobAlertFormFieldsIn(copy)
