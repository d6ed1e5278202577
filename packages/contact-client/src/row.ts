import type { ContactValues, ServiceInterestValue } from "./schema.ts"

/** A row of `public.contact_submissions` as the public key inserts it (id and created_at are the database's). */
export type ContactSubmissionRow = {
  first_name: string | null
  last_name: string | null
  email: string
  company: string | null
  service_interest: ServiceInterestValue | null
  message: string | null
  form_type: "contact_page" | "newsletter"
  /** The enquiry's key: every attempt to send one enquiry carries the same one (see idempotency.ts). */
  idempotency_key: string | null
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
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    company: values.company,
    service_interest: values.serviceInterest ?? null,
    message: values.message,
    form_type: "contact_page",
    idempotency_key: idempotencyKey,
  }
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
