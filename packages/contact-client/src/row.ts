import type { contactFields } from "./contact-fields.ts"
import type { Database } from "./database.types.ts"
import type { ContactValues, ServiceInterestValue } from "./schema.ts"

type Insert = Database["public"]["Tables"]["contact_submissions"]["Insert"]
/** The columns of the contact form's table (contact-fields.ts). */
type TableColumn = (typeof contactFields)[keyof typeof contactFields]["column"]

/**
 * A row of `public.contact_submissions` as the public key inserts it (id and created_at are the
 * database's): the generated insert type, every column the site sends required, and the two
 * columns a CHECK narrows narrowed to its values. `idempotency_key` is the enquiry's key: every
 * attempt to send one enquiry carries the same one (see idempotency.ts).
 */
export type ContactSubmissionRow = Required<
  Pick<Insert, "first_name" | "last_name" | "email" | "company" | "message" | "idempotency_key">
> & {
  service_interest: ServiceInterestValue | null
  form_type: "contact_page" | "newsletter"
}

export type ContactRow = ContactSubmissionRow & {
  first_name: string
  last_name: string
  company: string
  message: string
  form_type: "contact_page"
}

export type NewsletterRow = ContactSubmissionRow & {
  first_name: null
  last_name: null
  company: null
  service_interest: null
  message: null
  form_type: "newsletter"
}

/** Maps parsed contact form values (and the enquiry's key, if any) to the row the contact page inserts. */
export function toContactRow(values: ContactValues, idempotencyKey: string | null = null): ContactRow {
  // Written out rather than mapped at run time: the table would draw @repo/content into the send
  // chunk and split the contact page's first load (bench:size). `satisfies` holds it to the table.
  const columns = {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    company: values.company,
    service_interest: values.serviceInterest ?? null,
    message: values.message,
  } satisfies Record<TableColumn, unknown>
  return { ...columns, form_type: "contact_page", idempotency_key: idempotencyKey }
}

/**
 * Maps a parsed newsletter e-mail to its row. The other columns are sent as explicit nulls so
 * every insert names the same eight columns.
 */
export function toNewsletterRow(email: string, idempotencyKey: string | null = null): NewsletterRow {
  return {
    first_name: null,
    last_name: null,
    email,
    company: null,
    service_interest: null,
    message: null,
    form_type: "newsletter",
    idempotency_key: idempotencyKey,
  }
}
