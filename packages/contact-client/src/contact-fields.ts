import { contactForm as copy } from "@repo/content/contact"

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

// The contact form's field table (decision 074), in the order the form shows them. The values the
// form starts from, the row's columns (row.ts), the label of a refused column and the fields the
// section draws come from it; the rules are in schema.ts, one per entry (typed against this table).

/** How the team's mail shows a field: as typed, a reply link, joined into one name, a service's label. */
export type ContactMailShow = "text" | "email" | "name" | "service"

type ContactField = TableField & { mail: { show?: ContactMailShow } }

export const contactFields = {
  firstName: {
    column: "first_name",
    required: true,
    control: { kind: "input", autoComplete: "given-name" },
    copy: copy.fields.firstName,
    mail: { label: "Name", show: "name" },
  },
  lastName: {
    column: "last_name",
    required: true,
    control: { kind: "input", autoComplete: "family-name" },
    copy: copy.fields.lastName,
    mail: { label: "Name", show: "name" },
  },
  email: {
    column: "email",
    required: true,
    control: { kind: "input", type: "email", inputMode: "email", autoComplete: "email", spellCheck: false },
    copy: copy.fields.email,
    mail: { label: "E-mail", show: "email" },
  },
  company: {
    column: "company",
    required: true,
    control: { kind: "input", autoComplete: "organization" },
    copy: copy.fields.company,
    mail: { label: "Company" },
  },
  serviceInterest: {
    column: "service_interest",
    width: "full",
    control: { kind: "select", options: copy.serviceOptions },
    copy: copy.fields.serviceInterest,
    mail: { label: "Service", show: "service", empty: "not chosen" },
  },
  message: {
    column: "message",
    required: true,
    width: "full",
    control: { kind: "textarea", rows: 6 },
    copy: copy.fields.message,
    mail: { label: "Message", multiline: true },
  },
} as const satisfies Record<string, ContactField>

export type ContactFieldName = keyof typeof contactFields

/** What the form holds, as typed. `serviceInterest` is "" until a service is chosen. */
export type ContactFormValues = FormValuesOf<typeof contactFields>
export type ContactFormErrors = FormErrorsOf<typeof contactFields>

/** The form's blank values: what a feature starts it from. */
export const blankContactValues: ContactFormValues = blankValuesOf(contactFields)

/** The field and the label a visitor knows for each column the database may refuse. */
export const contactFieldOfColumn = fieldOfColumnOf(contactFields)
export const contactLabelOfColumn = labelOfColumnOf(contactFieldOfColumn)

/** The fields the form section draws, in order. */
export const contactFormFields: readonly FormField<ContactFieldName>[] = formFieldsOf(contactFields)

/** The mail's rows, in the form's order (marked pure, so a page that does not read them leaves them out). */
export const contactMailRows = /* @__PURE__ */ mailRowsOf(contactFields, "text" as ContactMailShow)
