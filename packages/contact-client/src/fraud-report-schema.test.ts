import { describe, expect, it } from "vitest"
import { blankFraudReportValues } from "./fraud-report-fields.ts"
import {
  fraudReportErrors,
  fraudReportMessages as m,
  fraudReportSchemaFor,
  toFraudReportRow,
} from "./fraud-report-schema.ts"

const today = "2026-12-02"
const report = {
  ...blankFraudReportValues,
  whatHappened: "A caller asked me to pay ₹2,500 for registration.",
  scammerContact: "+91 90000 12345",
}

describe("the fraud report's rules", () => {
  it("takes a report with only what happened and the scammer's contact, and maps it to its row", () => {
    const parsed = fraudReportSchemaFor(today).parse(report)
    expect(toFraudReportRow(parsed, "key")).toEqual({
      what_happened: report.whatHappened,
      scammer_contact: "+91 90000 12345",
      happened_on: null,
      reporter_name: null,
      email: null,
      phone: null,
      consent: false,
      idempotency_key: "key",
    })
  })

  it("removes the direction marks a number copied from WhatsApp carries", () => {
    const parsed = fraudReportSchemaFor(today).parse({
      ...report,
      scammerContact: "\u202A+91 90000 12345\u202C",
      whatHappened: "He wrote \u200Ffrom +91 90000 12345 on WhatsApp.",
    })
    expect(parsed.scammerContact).toBe("+91 90000 12345")
    expect(parsed.whatHappened).toBe("He wrote from +91 90000 12345 on WhatsApp.")
  })

  it("names each refused field with what to do, beside it", () => {
    expect(
      fraudReportErrors(
        {
          ...report,
          whatHappened: "Paid fee",
          scammerContact: "9",
          happenedOn: "2026-12-03",
          reporterName: "A",
          email: "asha@example",
          phone: "12345",
        },
        today,
      ),
    ).toEqual({
      whatHappened: m.whatHappened,
      scammerContact: m.scammerContact,
      happenedOn: m.happenedOnFuture,
      reporterName: m.reporterName,
      email: m.email,
      phone: m.phone,
      consent: m.consent,
    })
  })

  it("asks for consent only once a way to reach the reporter is given, and normalises the mobile", () => {
    expect(fraudReportErrors(report, today)).toEqual({})
    expect(fraudReportErrors({ ...report, phone: "98765 43210" }, today)).toEqual({ consent: m.consent })
    const parsed = fraudReportSchemaFor(today).parse({ ...report, phone: "98765 43210", consent: true })
    expect(parsed.phone).toBe("+919876543210")
  })

  it("refuses hidden characters in the typed name, a line break in the contact and a bell in the story", () => {
    expect(fraudReportErrors({ ...report, reporterName: "Asha \u202ERao", consent: true }, today)).toEqual({
      reporterName: m.hidden,
    })
    expect(fraudReportErrors({ ...report, scammerContact: "+91 90000\n12345" }, today)).toEqual({
      scammerContact: m.singleLine,
    })
    expect(fraudReportErrors({ ...report, whatHappened: "Ten chars \u0007 and more" }, today)).toEqual({
      whatHappened: m.unsupported,
    })
  })

  it("takes today and a day in the past, not one before 2000 or one that is not a date", () => {
    expect(fraudReportErrors({ ...report, happenedOn: today }, today)).toEqual({})
    expect(fraudReportErrors({ ...report, happenedOn: "1999-12-31" }, today)).toEqual({
      happenedOn: m.happenedOn,
    })
    expect(fraudReportErrors({ ...report, happenedOn: "2026-02-30" }, today)).toEqual({
      happenedOn: m.happenedOn,
    })
  })

  it("says what it refuses in the page's language when given its messages, English by default", () => {
    const hindi = Object.fromEntries(Object.keys(m).map((key) => [key, `हिन्दी: ${key}`])) as Record<
      keyof typeof m,
      string
    >
    const bad = { whatHappened: "short", scammerContact: "", email: "asha@", phone: "12", consent: false }
    expect(fraudReportErrors(bad, today, hindi)).toEqual({
      whatHappened: hindi.whatHappened,
      scammerContact: hindi.scammerContact,
      email: hindi.email,
      phone: hindi.phone,
      consent: hindi.consent,
    })
    expect(fraudReportErrors(bad, today).whatHappened).toBe(m.whatHappened)
    const issues = fraudReportSchemaFor(today, hindi).safeParse({ ...report, phone: "98765 43210" })
    expect(issues.error?.issues.map((issue) => issue.message)).toEqual([hindi.consent])
  })
})
