import { describe, expect, it } from "vitest"
import { fraudReportMail } from "../../functions/_shared/mail.ts"

// The recruitment team's mail about a scam reported in the firm's name, drawn from the report's
// field table (@repo/contact-client/fraud-report-fields through site.json).

const from = { name: "Talentrise HR website", address: "hello@talentrise.example" }
const report = {
  id: "7a1f0a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
  created_at: "2026-12-01T09:30:00Z",
  what_happened: "A caller asked me to pay ₹2,500 for registration.\nHe sent a QR code on WhatsApp.",
  scammer_contact: "https://talentrise-jobs.example/pay",
  happened_on: "2026-11-20",
  reporter_name: "Asha Rao",
  email: "asha@example.in",
  phone: "+919876543210",
  consent: true,
}

describe("fraudReportMail", () => {
  it("goes to the careers mailbox with every field, the scammer's link as text, and a reply to the candidate", () => {
    const mail = fraudReportMail(report, from)
    expect(mail.to).toBe("careers@talentrise.example")
    expect(mail.messageId).toBe("<fraud_report.7a1f0a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b@talentrise.example>")
    expect(mail.replyTo).toEqual({ name: "Asha Rao", address: "asha@example.in" })
    expect(mail.subject).toBe("Fraud report: https://talentrise-jobs.example/pay on 20 November 2026")
    expect(mail.text).toBe(
      "A scam in the name of Talentrise HR was reported on the website.\n\nNumber, e-mail or link used: https://talentrise-jobs.example/pay\nWhen:                        20 November 2026\nReported by:                 Asha Rao\nE-mail:                      asha@example.in\nMobile:                      +919876543210\n                             tel:+919876543210\nMay we contact them:         yes\nReceived:                    1 Dec 2026, 3:00 pm IST\n\nWhat happened:\nA caller asked me to pay ₹2,500 for registration.\nHe sent a QR code on WhatsApp.\n\nReply to this e-mail to answer Asha Rao directly. The site promised a reply within 24 hours, Monday to Saturday.\nThe site told them to call 1930 and report at cybercrime.gov.in if they have paid.\nReference: fraud report 7a1f0a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
    )
    // The scammer's link is never a link in the mail; the candidate's address and number are.
    expect(mail.html).not.toContain('href="https://talentrise-jobs.example')
    expect(mail.html).toContain('<a href="mailto:asha@example.in">asha@example.in</a>')
    expect(mail.html).toContain('<a href="tel:+919876543210">+919876543210</a>')
  })

  it("says what was left out, replies to nobody, and escapes what the visitor typed", () => {
    const mail = fraudReportMail(
      {
        ...report,
        what_happened: "<script>alert(1)</script> asked for a deposit",
        scammer_contact: "+91 90000 12345\u202E",
        happened_on: null,
        reporter_name: null,
        email: null,
        phone: null,
        consent: false,
      },
      from,
    )
    expect(mail.replyTo).toBeUndefined()
    expect(mail.subject).toBe("Fraud report: +91 90000 12345")
    expect(mail.text).toContain("When:                        not given\n")
    expect(mail.text).toContain("Reported by:                 not given\n")
    expect(mail.text).toContain("May we contact them:         no\n")
    expect(mail.text).toContain("The candidate left no way to reach them.")
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; asked for a deposit")
    expect(mail.html).not.toContain("\u202E")
  })
})
