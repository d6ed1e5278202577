import { fraudReportForm as copy } from "@repo/content/recruitment-fraud"

// The fraud report's field table (decision 074, as brief-fields.ts): one entry a field, in the
// order the form and the firm's mail show them. From it come the values the form starts from, the
// row the database takes, the field a refused column points at, the mail's rows
// (supabase/functions/_shared/site.json) and the fields the form section draws. The rules are in
// fraud-report-schema.ts, one per entry (typed); this file imports no zod.

/** How the form draws a field; the design system's `FieldControlSpec` takes the same shape. */
export type FraudReportControl =
  | {
      kind: "input"
      type?: "text" | "email" | "tel" | "date"
      autoComplete?: string
      inputMode?: "email" | "tel" | "numeric"
      spellCheck?: boolean
    }
  | { kind: "textarea"; rows: number }
  | { kind: "check" }

/** How the firm's mail shows a field: as typed, a link, a day, or the consent. */
export type FraudReportMailShow = "text" | "email" | "phone" | "day" | "consent"

type FraudReportField = {
  column: string
  section: "report" | "contact"
  required?: boolean
  width?: "full" | "narrow"
  control: FraudReportControl
  copy: { label: string; placeholder?: string; hint?: string }
  mail: { label: string; show?: FraudReportMailShow; empty?: string; multiline?: boolean }
}

export const fraudReportFields = {
  whatHappened: {
    column: "what_happened",
    section: "report",
    required: true,
    width: "full",
    control: { kind: "textarea", rows: 5 },
    copy: copy.fields.whatHappened,
    mail: { label: "What happened", multiline: true },
  },
  scammerContact: {
    column: "scammer_contact",
    section: "report",
    required: true,
    width: "full",
    control: { kind: "input", autoComplete: "off", spellCheck: false },
    copy: copy.fields.scammerContact,
    mail: { label: "Number, e-mail or link used" },
  },
  happenedOn: {
    column: "happened_on",
    section: "report",
    control: { kind: "input", type: "date" },
    copy: copy.fields.happenedOn,
    mail: { label: "When", show: "day", empty: "not given" },
  },
  reporterName: {
    column: "reporter_name",
    section: "contact",
    control: { kind: "input", autoComplete: "name" },
    copy: copy.fields.reporterName,
    mail: { label: "Reported by", empty: "not given" },
  },
  email: {
    column: "email",
    section: "contact",
    control: { kind: "input", type: "email", inputMode: "email", autoComplete: "email", spellCheck: false },
    copy: copy.fields.email,
    mail: { label: "E-mail", show: "email", empty: "not given" },
  },
  phone: {
    column: "phone",
    section: "contact",
    control: { kind: "input", type: "tel", inputMode: "tel", autoComplete: "tel" },
    copy: copy.fields.phone,
    mail: { label: "Mobile", show: "phone", empty: "not given" },
  },
  consent: {
    column: "consent",
    section: "contact",
    width: "full",
    control: { kind: "check" },
    copy: copy.fields.consent,
    mail: { label: "May we contact them", show: "consent" },
  },
} as const satisfies Record<string, FraudReportField>

export type FraudReportFieldName = keyof typeof fraudReportFields
type Fields = typeof fraudReportFields
const names = Object.keys(fraudReportFields) as FraudReportFieldName[]

/** What the report holds as typed: text for every field, true or false for the box. */
export type FraudReportFormValues = {
  -readonly [Name in FraudReportFieldName]: Fields[Name]["control"]["kind"] extends "check" ? boolean : string
}

/** The report's blank values: what the form starts from. */
export const blankFraudReportValues = Object.fromEntries(
  names.map((name) => [name, fraudReportFields[name].control.kind === "check" ? false : ""]),
) as FraudReportFormValues

/** The field and the label a visitor knows for each column the database may refuse. */
export const fraudReportFieldOfColumn: Record<string, { field: FraudReportFieldName; label: string }> =
  Object.fromEntries(
    names.map((name) => [
      fraudReportFields[name].column,
      { field: name, label: fraudReportFields[name].copy.label },
    ]),
  )

/** One field as the form section draws it. */
export type FraudReportFormField = {
  name: FraudReportFieldName
  control: FraudReportControl
  required: boolean
  width?: "full" | "narrow"
  label: string
  placeholder?: string
  hint?: string
}

/** The fields the form section draws, by section, in order. */
export const fraudReportFormFields = Object.fromEntries(
  (["report", "contact"] as const).map((section) => [
    section,
    names
      .filter((name) => fraudReportFields[name].section === section)
      .map((name) => {
        const { control, copy: text, required = false, width } = fraudReportFields[name] as FraudReportField
        return { name, control, required, width, ...text }
      }),
  ]),
) as Record<FraudReportField["section"], FraudReportFormField[]>

/** The mail's rows, in order, for the notify function (written into site.json by `function-data`). */
export const fraudReportMailRows = names.map((name) => {
  const { column, mail } = fraudReportFields[name] as FraudReportField
  return { column, field: name, show: "text" as FraudReportMailShow, ...mail }
})
