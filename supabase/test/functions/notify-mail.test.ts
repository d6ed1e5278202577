import { describe, expect, it } from "vitest"
import { makeDocHeader, makeDocx, makePdf, makeZip } from "@repo/contact-client/testing/documents"
import {
  applicationMail,
  briefMail,
  enquiryMail,
  messageIdFor,
  oneLine,
  replyAddress,
  resumeFileName,
} from "../../functions/_shared/mail.ts"
import { sniffResume } from "../../functions/_shared/resume.ts"
import { sameSecret } from "../../functions/_shared/secret.ts"

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
  const text = (value: string) => new Uint8Array(Buffer.from(value, "latin1"))

  it("knows a PDF, a DOC and a DOCX by their structure", async () => {
    expect(await sniffResume(new Uint8Array(makePdf("cv")))).toEqual({ document: true, kind: "pdf" })
    expect(await sniffResume(new Uint8Array(makeDocHeader()))).toEqual({ document: true, kind: "doc" })
    expect(await sniffResume(new Uint8Array(makeDocx("cv")))).toEqual({ document: true, kind: "docx" })
  })

  it("refuses what only starts like a PDF: HTML behind a PDF header, a header with no trailer", async () => {
    const notPdf = { document: false, found: "something that starts like a PDF but is not one" }
    expect(await sniffResume(text("%PDF-1.4\n<html><script>alert(1)</script></html>"))).toEqual(notPdf)
    expect(await sniffResume(text("%PDF-1.4\n<html><script>alert(1)</script></html>\n%%EOF\n"))).toEqual(
      notPdf,
    )
    // A real PDF cut short loses its trailer.
    const pdf = makePdf("cv")
    expect(await sniffResume(new Uint8Array(pdf.subarray(0, pdf.length - 40)))).toEqual(notPdf)
  })

  it("refuses a ZIP that only mentions word/: a DOCX needs Word's package parts", async () => {
    const notDocx = { document: false, found: "a ZIP archive without a Word document in it" }
    expect(await sniffResume(new Uint8Array(makeZip({ "word/index.html": "<script>x</script>" })))).toEqual(
      notDocx,
    )
    expect(
      await sniffResume(
        new Uint8Array(
          makeZip({
            "[Content_Types].xml":
              '<Types><Override PartName="/word/document.xml" ContentType="text/html"/></Types>',
            "word/document.xml": "<html><script>x</script></html>",
          }),
        ),
      ),
    ).toEqual(notDocx)
    expect(await sniffResume(new Uint8Array(makeZip({ "[Content_Types].xml": "<Types/>" })))).toEqual(notDocx)
  })

  it("names what anything else looks like", async () => {
    expect(await sniffResume(text("<!DOCTYPE html><p>hi"))).toEqual({
      document: false,
      found: "an HTML page",
    })
    expect(await sniffResume(new Uint8Array(makeZip({ "notes.txt": "x" })))).toEqual({
      document: false,
      found: "a ZIP archive without a Word document in it",
    })
    expect(await sniffResume(new Uint8Array(0))).toEqual({ document: false, found: "an empty file" })
    expect(await sniffResume(text("MZ\u0090\u0000"))).toEqual({ document: false, found: "a Windows program" })
  })
})

describe("resumeFileName", () => {
  it("names the download from the candidate's name and the real type", () => {
    expect(resumeFileName("Priya नायर", "pdf")).toBe("Résumé Priya नायर.pdf")
    expect(resumeFileName("Diya Iyer", "docx")).toBe("Résumé Diya Iyer.docx")
  })

  it("keeps out direction controls, separators and what a file system refuses", () => {
    expect(resumeFileName("Eve\u202Efdp.exe", "pdf")).toBe("Résumé Evefdp.exe.pdf")
    expect(resumeFileName('../a/b\\c:*?"<>|\r\nd', "pdf")).toBe("Résumé a b c d.pdf")
    expect(resumeFileName("\u2066\u2069", "doc")).toBe("Résumé of the candidate.doc")
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

  it("carry no direction or zero-width control into a brief's Subject or body (issue 46)", () => {
    expect(oneLine("Acme \u202Egnp.exe\u2066\u200B")).toBe("Acme gnp.exe")
    const mail = briefMail({
      id: "5c1d7a52-3f4e-4b1a-9c2d-5e6f7a8b9c0d",
      created_at: "2026-12-01T10:00:00Z",
      company: "Acme \u202Egnp.exe",
      contact_name: "Pri\u200Bya \u2067Sharma",
      email: "priya@acme.in",
      phone: "+919876543210",
      roles: [
        {
          title: "Picker \u2066x",
          headcount: 3,
          locations: "Pune\u200F",
          experience: "1-3",
          pay: "\uFEFF₹20,000",
        },
      ],
      engagement: "temporary",
      start_date: "2026-12-15",
      end_date: null,
      working_pattern: "day",
      needs_pf_esi: false,
      needs_clra_licence: false,
      needs_background_checks: false,
      notes: null,
    })
    expect(mail.subject).toBe("Staffing brief from Acme gnp.exe: Picker x, 3 people")
    const hidden = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/
    for (const part of [mail.subject, mail.text, mail.html, mail.replyTo?.name ?? ""])
      expect(part).not.toMatch(hidden)
    expect(mail.text).toContain("Priya Sharma")
    expect(mail.text).toContain("Picker x: 3 people")
  })

  it("name the opening by the site's title and escape the candidate's words in the HTML", () => {
    const url = "https://x.supabase.co/storage/v1/object/sign/resumes/a.pdf?token=t&download=Diya%20CV.pdf"
    const mail = applicationMail(application, {
      kind: "link",
      url,
      expires: new Date("2026-12-03T10:15:00Z"),
      fileName: "Résumé Diya Iyer.pdf",
      size: 86,
    })
    expect(mail.subject).toBe("Application: Payroll Manager, Diya <Iyer>")
    expect(mail.to).toBe("careers@talentrise.example")
    expect(mail.text).not.toContain("CALL +91")
    expect(mail.text).toContain("12 years or more")
    // The stored size (86 bytes), not the declared 2.3 MB; the name the function gave the file.
    expect(mail.text).toContain("Résumé Diya Iyer.pdf (86 bytes): download until 3 Dec 2026")
    expect(mail.text).toMatch(/^Sent as: +Diya CV\.pdf$/m)
    expect(mail.text).not.toContain("2.3 MB")
    // The plain-text part carries the link too.
    expect(mail.text).toContain(url)
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
      messageId: "<enquiry.e@talentrise.example>",
      replyTo: { name: "Asha Rao", address: "asha@example.in" },
      subject: "Enquiry from Rao Textiles: RPO Solutions",
    })
  })

  it("show an enquiry's fields in the form's order, the name as one row and the message last", () => {
    const mail = enquiryMail({
      id: "e",
      created_at: "2026-11-26T10:15:00Z",
      first_name: "Asha",
      last_name: "Rao\u202e",
      email: "asha@example.in",
      company: "Rao\u200b Textiles",
      service_interest: null,
      message: "Hello,\nwe need payroll for 40 people.",
    })
    expect(mail.text).toBe(
      "New enquiry from the contact page of the Talentrise HR website.\n\nName:     Asha Rao\nE-mail:   asha@example.in\nCompany:  Rao Textiles\nService:  not chosen\nReceived: 26 Nov 2026, 3:45 pm IST\n\nMessage:\nHello,\nwe need payroll for 40 people.\n\nReply to this e-mail to answer Asha directly.\nReference: enquiry e",
    )
    expect(mail.html).toContain('<a href="mailto:asha@example.in">asha@example.in</a>')
    expect(mail.subject).toBe("Enquiry from Rao Textiles")
  })
})

describe("messageIdFor", () => {
  it("derives one Message-ID from the row, the same on every send", () => {
    const id = "1b0c3b7e-8f0e-4a59-9a57-3f1f0c1d2e3f"
    expect(messageIdFor("application", id)).toBe(`<application.${id}@talentrise.example>`)
    expect(applicationMail(application, { kind: "missing" }).messageId).toBe(messageIdFor("application", id))
    expect(messageIdFor("enquiry", "a>b\r\nc")).toBe("<enquiry.abc@talentrise.example>")
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
