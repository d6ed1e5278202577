import { describe, expect, it } from "vitest"
import { makeDocHeader, makeDocx, makePdf, makeZip } from "@repo/contact-client/testing/documents"
import {
  applicationMail,
  enquiryMail,
  oneLine,
  replyAddress,
} from "../../../supabase/functions/_shared/mail.ts"
import { sniffResume } from "../../../supabase/functions/_shared/resume.ts"
import { sameSecret } from "../../../supabase/functions/_shared/secret.ts"

// The notify function's pure parts, under Node: what a résumé is, what the mail says, the secret.

const application = {
  id: "1b0c3b7e-8f0e-4a59-9a57-3f1f0c1d2e3f",
  created_at: "2026-11-26T10:15:00Z",
  opening_id: "payroll-manager",
  opening_title: "CALL +91 99999 00000 TO VERIFY",
  full_name: "Diya <Iyer>",
  email: "diya@example.in",
  mobile: "+919876543210",
  city: "Pune",
  experience: "12-plus",
  notice_period: "immediate",
  linkedin_url: null,
  cover_note: "I led <script>payroll</script> for 3,000 staff.",
  resume_path: "payroll-manager/1b0c3b7e-8f0e-4a59-9a57-3f1f0c1d2e3f.pdf",
  resume_name: "Diya CV.pdf",
  resume_type: "application/pdf",
  resume_size: 2_400_000,
  resume_rejected_at: null,
}

describe("sniffResume", () => {
  it("knows a PDF, a DOC and a DOCX by their first bytes", () => {
    expect(sniffResume(new Uint8Array(makePdf("cv")))).toEqual({ document: true, kind: "pdf" })
    expect(sniffResume(new Uint8Array(makeDocHeader()))).toEqual({ document: true, kind: "doc" })
    expect(sniffResume(new Uint8Array(makeDocx("cv")))).toEqual({ document: true, kind: "docx" })
  })

  it("names what anything else looks like", () => {
    const text = (value: string) => new Uint8Array(Buffer.from(value))
    expect(sniffResume(text("<!DOCTYPE html><p>hi"))).toEqual({ document: false, found: "an HTML page" })
    expect(sniffResume(new Uint8Array(makeZip({ "notes.txt": "x" })))).toEqual({
      document: false,
      found: "a ZIP archive without a Word document in it",
    })
    expect(sniffResume(new Uint8Array(0))).toEqual({ document: false, found: "an empty file" })
    expect(sniffResume(text("MZ\u0090\u0000"))).toEqual({ document: false, found: "a Windows program" })
  })
})

describe("the mails", () => {
  it("keep every header value on one line", () => {
    expect(oneLine("Acme\r\nBcc: x@example.com\u2028y")).toBe("Acme Bcc: x@example.com y")
    expect(replyAddress("eve@example.in\r\nCc: other@example.com", "Eve")).toBeUndefined()
    expect(replyAddress(" eve@example.in ", "Eve\nX: y")).toEqual({
      name: "Eve X: y",
      address: "eve@example.in",
    })
  })

  it("name the opening by the site's title and escape the candidate's words in the HTML", () => {
    const mail = applicationMail(application, {
      kind: "link",
      url: "https://x.supabase.co/storage/v1/object/sign/resumes/a.pdf?token=t&download=Diya%20CV.pdf",
      expires: new Date("2026-12-03T10:15:00Z"),
    })
    expect(mail.subject).toBe("Application: Payroll Manager, Diya <Iyer>")
    expect(mail.to).toBe("careers@talentrise.example")
    expect(mail.text).not.toContain("CALL +91")
    expect(mail.text).toContain("12 years or more")
    expect(mail.text).toContain("Diya CV.pdf (2.3 MB): download until 3 Dec 2026")
    expect(mail.html).toContain("Diya &lt;Iyer&gt;")
    expect(mail.html).toContain("I led &lt;script&gt;payroll&lt;/script&gt; for 3,000 staff.")
    expect(mail.html).toContain(
      'href="https://x.supabase.co/storage/v1/object/sign/resumes/a.pdf?token=t&amp;download=Diya%20CV.pdf"',
    )
    expect(mail.html).not.toContain("<script>")
  })

  it("name a client role by its page on /jobs, not by the title the visitor sent", () => {
    const row = {
      ...application,
      opening_id: "job-site-engineer-civil-noida",
      opening_title: "CALL +91 00000",
    }
    const mail = applicationMail(row, { kind: "rejected", found: "an HTML page" })
    expect(mail.subject).toBe("Application: Client role /jobs/site-engineer-civil-noida, Diya <Iyer>")
    expect(mail.text).not.toContain("CALL +91")
    expect(applicationMail({ ...row, opening_id: "job-" }, { kind: "rejected", found: "x" }).subject).toBe(
      "Application for an unknown opening, Diya <Iyer>",
    )
  })

  it("say a removed résumé was removed, with no link", () => {
    const mail = applicationMail(application, { kind: "rejected", found: "an HTML page" })
    expect(mail.text).toContain(
      "REMOVED: the file “Diya CV.pdf” was not a PDF, DOC or DOCX (it looked like an HTML page)",
    )
    expect(mail.html).not.toContain('href="https')
  })

  it("send an enquiry to the support address, never to the visitor", () => {
    const mail = enquiryMail({
      id: "e",
      created_at: "2026-11-26T10:15:00Z",
      first_name: "Asha",
      last_name: "Rao",
      email: "asha@example.in",
      company: "Rao Textiles",
      service_interest: "rpo",
      message: "Hello",
    })
    expect(mail).toMatchObject({
      to: "hello@talentrise.example",
      replyTo: { name: "Asha Rao", address: "asha@example.in" },
      subject: "Enquiry from Rao Textiles: RPO Solutions",
    })
  })
})

describe("sameSecret", () => {
  it("accepts only the exact secret", async () => {
    expect(await sameSecret("s3cret", "s3cret")).toBe(true)
    expect(await sameSecret("s3cret ", "s3cret")).toBe(false)
    expect(await sameSecret(null, "s3cret")).toBe(false)
    expect(await sameSecret("", "")).toBe(false)
  })
})
