import { describe, expect, it } from "vitest"
import { jobAlertFormFields, jobAlertFormFieldsIn } from "./job-alert-fields.ts"
import { jobAlertErrors, jobAlertMessages, jobAlertSchema, toJobAlertRow } from "./job-alert-schema.ts"

describe("the job alert's rules", () => {
  it("names each field a visitor must fix, in the form's words", () => {
    expect(jobAlertErrors({ email: "ravi@example", consent: false })).toEqual({
      email: jobAlertMessages.email,
      consent: jobAlertMessages.consent,
    })
    expect(jobAlertErrors({ email: " ravi@example.in ", consent: true })).toEqual({})
  })

  it("shows a page's own messages under the same rules", () => {
    const hindi = { email: "ravi@example.in जैसा ई-मेल पता लिखें", consent: "बॉक्स पर टिक करें" }
    expect(jobAlertErrors({ email: "ravi@example", consent: false }, hindi)).toEqual(hindi)
    expect(jobAlertErrors({ email: "", consent: true }, hindi)).toEqual({ email: hindi.email })
    expect(jobAlertErrors({ email: " ravi@example.in ", consent: true }, hindi)).toEqual({})
  })

  it("draws its fields in a page's own words, the controls unchanged", () => {
    const fields = jobAlertFormFieldsIn({
      fields: { email: { label: "आपका ई-मेल", placeholder: "you@example.in" }, consent: { label: "सहमति" } },
    })
    expect(fields.map(({ name, label }) => [name, label])).toEqual([
      ["email", "आपका ई-मेल"],
      ["consent", "सहमति"],
    ])
    expect(fields.map(({ control, required }) => [control, required])).toEqual(
      jobAlertFormFields.map(({ control, required }) => [control, required]),
    )
  })

  it("makes the row the database takes: the filters of the search, the page without its query", () => {
    const values = jobAlertSchema.parse({ email: " ravi@example.in ", consent: true })
    const row = toJobAlertRow(
      values,
      { location: "Noida", engagement: "permanent" },
      "/jobs?location=Noida",
      "k",
    )
    expect(row).toEqual({
      email: "ravi@example.in",
      consent: true,
      location: "Noida",
      function: null,
      engagement: "permanent",
      source_path: "/jobs",
      idempotency_key: "k",
    })
  })

  it("drops a filter the database would refuse rather than lose the subscription", () => {
    const values = jobAlertSchema.parse({ email: "ravi@example.in", consent: true })
    const row = toJobAlertRow(
      values,
      { location: "N".repeat(61), function: "Sales\nOperations", engagement: "internship" },
      "https://elsewhere.example/",
      "k",
    )
    expect(row).toMatchObject({ location: null, function: null, engagement: null, source_path: "/jobs" })
  })
})
