import { describe, expect, it } from "vitest"
import { toContactRow, toNewsletterRow } from "./row.ts"
import { contactSchema } from "./schema.ts"

describe("toContactRow", () => {
  it("maps the parsed form to the contact_submissions columns", () => {
    const values = contactSchema.parse({
      firstName: " Ravi ",
      lastName: "Kumar",
      email: "ravi@example.in",
      company: "Kumar Logistics",
      serviceInterest: "payroll-management",
      message: "Please call me about payroll for 300 staff.",
    })
    expect(toContactRow(values)).toEqual({
      first_name: "Ravi",
      last_name: "Kumar",
      email: "ravi@example.in",
      company: "Kumar Logistics",
      service_interest: "payroll-management",
      message: "Please call me about payroll for 300 staff.",
      form_type: "contact_page",
      idempotency_key: null,
    })
    expect(toContactRow(values, "3f1e6f2e-2d5c-4c0b-9b7a-6a1d2f3e4b5c").idempotency_key).toBe(
      "3f1e6f2e-2d5c-4c0b-9b7a-6a1d2f3e4b5c",
    )
  })

  it("sends null as the service interest when none was chosen", () => {
    const values = contactSchema.parse({
      firstName: "Ravi",
      lastName: "Kumar",
      email: "ravi@example.in",
      company: "Kumar Logistics",
      serviceInterest: "",
      message: "Please call me about payroll.",
    })
    const row = toContactRow(values)
    expect(row.service_interest).toBeNull()
    expect(Object.keys(row).sort()).toEqual(
      [
        "company",
        "email",
        "first_name",
        "form_type",
        "idempotency_key",
        "last_name",
        "message",
        "service_interest",
      ].sort(),
    )
  })
})

describe("toNewsletterRow", () => {
  it("keeps only the e-mail and marks the row as a newsletter subscription", () => {
    expect(toNewsletterRow("reader@example.com")).toEqual({
      first_name: null,
      last_name: null,
      email: "reader@example.com",
      company: null,
      service_interest: null,
      message: null,
      form_type: "newsletter",
      idempotency_key: null,
    })
  })
})
