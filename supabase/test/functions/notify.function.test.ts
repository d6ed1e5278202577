import { randomUUID } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { briefRow } from "@repo/contact-client/testing/brief-rows"
import { fraudReportRow } from "../database/fraud-reports-suite.ts"
import { createApplicationClient } from "@repo/contact-client/apply"
import { localDataApi } from "@repo/contact-client/local"
import { makePdf } from "@repo/contact-client/testing/documents"
import site from "../../functions/_shared/site.json" with { type: "json" }
import {
  localNotifySecret,
  startMailCatcher,
  startNotifyFunction,
  type MailCatcher,
  type NotifyFunction,
} from "@repo/local-api/notify-stack"
import { startLocalApi, type RunningLocalApi } from "@repo/local-api/server"
import { objectFile } from "@repo/local-api/storage"
import { takeQueuedRequests } from "@repo/local-api/supabase-stand-ins"
import { freePort } from "@repo/local-api/testing/free-port"

/** A day as the mail writes it: "15 December 2026". */
const longDay = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", dateStyle: "long" }).format(
    new Date(`${iso}T00:00:00Z`),
  )

/**
 * The real notify function under Deno, with MailDev as the SMTP server and the local data API as
 * Supabase (REST, RPC, Storage and the webhook). Each test reads what arrived in the inbox through
 * MailDev's HTTP API.
 */

type CaughtMail = {
  id: string
  subject: string
  text: string
  html: string
  to: { address: string }[]
  envelope: { to: { address: string }[] }
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms
  let value = await read()
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 150))
    value = await read()
  }
  return value
}

describe("the notify function, under Deno, with a mail catcher", () => {
  let mail: MailCatcher
  let api: RunningLocalApi
  let notify: NotifyFunction
  let ports: { web: number; smtp: number; fn: number }
  const log: string[] = []

  const inbox = async (): Promise<CaughtMail[]> =>
    (await (await fetch(`${mail.url}/api/email`)).json()) as CaughtMail[]
  const source = async (id: string) => (await fetch(`${mail.url}/api/email/${id}/source`)).text()
  const callFunction = (route: string, body: unknown, secret: string | null = localNotifySecret) =>
    fetch(`${notify.url}${route}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(secret === null ? {} : { "x-notify-secret": secret }),
      },
      body: JSON.stringify(body),
    })
  const mailsFor = async (needle: string, count = 1) =>
    (await waitFor(inbox, (mails) => mails.filter((m) => m.text.includes(needle)).length >= count)).filter(
      (m) => m.text.includes(needle),
    )

  async function sendEnquiry(overrides: Record<string, string> = {}) {
    const row = {
      first_name: "Asha",
      last_name: "Rao",
      email: `asha.${randomUUID().slice(0, 8)}@example.in`,
      company: `Rao Textiles ${randomUUID().slice(0, 6)}`,
      service_interest: "payroll-management",
      message: "We need payroll for forty staff <b>from April</b>.",
      form_type: "contact_page",
      ...overrides,
    }
    const response = await fetch(`${api.url}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: localDataApi.key, "content-type": "application/json" },
      body: JSON.stringify(row),
    })
    expect(response.status).toBe(201)
    return row
  }

  async function subscribe(email: string) {
    const response = await fetch(`${api.url}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: localDataApi.key, "content-type": "application/json" },
      body: JSON.stringify({ email, form_type: "newsletter" }),
    })
    expect(response.status).toBe(201)
  }

  async function enquiryRow(email: string) {
    const { rows } = await api.sql.query<{ id: string; notified_at: Date | null }>(
      "select id, notified_at from public.contact_submissions where email = $1",
      [email],
    )
    return rows
  }

  const client = () => createApplicationClient({ url: api.url, key: localDataApi.key })
  const candidate = (email: string) => ({
    fullName: "Diya Iyer",
    email,
    mobile: "9876543210",
    city: "Pune",
    experience: "5-8" as const,
    noticePeriod: "30-days" as const,
    linkedinUrl: "",
    coverNote: "Six years of payroll for 3,000 staff.",
    consent: true as const,
  })

  /** An application whose upload carries `bytes` instead of the PDF the form checked: a caller who skips the browser. */
  function applyWithBytes(email: string, bytes: Buffer<ArrayBuffer>, fileName: string) {
    const swapBytes: typeof fetch = (input, init) =>
      String(input instanceof Request ? input.url : input).includes("/storage/v1/object/resumes/")
        ? fetch(input, { ...init, body: bytes })
        : fetch(input, init)
    return createApplicationClient({ url: api.url, key: localDataApi.key, fetch: swapBytes }).apply(
      candidate(email),
      { id: "general", title: "General application" },
      new File([new Uint8Array(makePdf("Real"))], fileName, { type: "application/pdf" }),
      { idempotencyKey: randomUUID() },
    )
  }

  beforeAll(async () => {
    ports = { web: await freePort(), smtp: await freePort(), fn: await freePort() }
    mail = await startMailCatcher(ports.web, ports.smtp)
    api = await startLocalApi({
      dataDir: "memory://",
      port: 0,
      log: (line) => log.push(line),
      notify: { url: `http://127.0.0.1:${ports.fn}`, secret: localNotifySecret },
    })
    notify = await startNotifyFunction({
      port: ports.fn,
      supabaseUrl: api.url,
      smtpPort: ports.smtp,
      log: (line) => log.push(line),
    })
  }, 120_000)
  afterAll(async () => {
    await notify?.stop()
    await api?.close()
    await mail?.stop()
  })
  beforeEach(async () => {
    await fetch(`${mail.url}/api/email/all`, { method: "DELETE" })
  })

  it("refuses a call without the secret, or with a wrong one (401)", async () => {
    expect((await callFunction("/sweep", {}, null)).status).toBe(401)
    expect((await callFunction("/sweep", {}, `${localNotifySecret}x`)).status).toBe(401)
    expect((await callFunction("/forget", { email: "a@example.in" }, "")).status).toBe(401)
  })

  it("mails an enquiry once to the support address, with every field and Reply-To the visitor", async () => {
    const sent = await sendEnquiry()
    const [caught, ...more] = await mailsFor(sent.company)
    expect(more).toEqual([])
    expect(caught!.subject).toBe(`Enquiry from ${sent.company}: Payroll Management`)
    expect(caught!.envelope.to.map((to) => to.address)).toEqual([site.supportEmail])
    for (const value of [sent.first_name, sent.last_name, sent.email, sent.company, sent.message])
      expect(caught!.text).toContain(value)
    // Escaped in the HTML part.
    expect(caught!.html).toContain("forty staff &lt;b&gt;from April&lt;/b&gt;.")
    expect(await source(caught!.id)).toMatch(new RegExp(`^Reply-To: Asha Rao <${sent.email}>\\r?$`, "m"))

    // The same row posted again (a retried webhook) and the sweep: nothing more is sent.
    const [row] = await enquiryRow(sent.email)
    expect(row!.notified_at).not.toBeNull()
    const again = await callFunction("/", {
      type: "INSERT",
      table: "contact_submissions",
      schema: "public",
      record: { id: row!.id, form_type: "contact_page" },
      old_record: null,
    })
    expect(await again.json()).toMatchObject({ sent: false })
    await callFunction("/sweep", { min_age_seconds: 0 })
    expect(await mailsFor(sent.company)).toHaveLength(1)
  })

  it("mails a staffing brief once, naming company, first role and headcount, with every field", async () => {
    const company = `Sharma Logistics ${randomUUID().slice(0, 6)}`
    const row = briefRow({ company })
    const response = await fetch(`${api.url}/rest/v1/staffing_requests`, {
      method: "POST",
      headers: { apikey: localDataApi.key, "content-type": "application/json" },
      body: JSON.stringify(row),
    })
    expect(response.status).toBe(201)
    const [caught, ...more] = await mailsFor(company)
    expect(more).toEqual([])
    expect(caught!.subject).toBe(
      `Staffing brief from ${company}: Warehouse associate and 1 more role, 45 people`,
    )
    expect(caught!.envelope.to.map((to) => to.address)).toEqual([site.supportEmail])
    for (const value of [
      "Priya Sharma",
      String(row.email),
      "+919876543210",
      "Temporary staffing",
      longDay(String(row.start_date)),
      longDay(String(row.end_date)),
      "Rotational shifts",
      "PF and ESI registration; Contract-labour licence",
      "45 across 2 roles",
      "Warehouse associate: 40 people",
      "Noida, Greater Noida",
      "Fresher (under 1 year)",
      "₹18,000–22,000 a month",
      "Shift supervisor: 5 people",
      "3–5 years",
      "Festive-season peak at our Sector 63 warehouse.",
    ])
      expect(caught!.text).toContain(value)
    await callFunction("/sweep", { min_age_seconds: 0 })
    expect(await mailsFor(company)).toHaveLength(1)
  })

  it("mails a fraud report once, to the careers mailbox, the scammer's number in the subject", async () => {
    const scammer = `+91 90000 ${randomUUID().slice(0, 5)}`
    const row = fraudReportRow({ scammer_contact: scammer })
    const send = () =>
      fetch(`${api.url}/rest/v1/fraud_reports`, {
        method: "POST",
        headers: { apikey: localDataApi.key, "content-type": "application/json" },
        body: JSON.stringify(row),
      })
    expect((await send()).status).toBe(201)
    // A resend after a lost answer: the same key, no second row, no second mail.
    expect((await send()).status).toBe(201)
    const [caught, ...more] = await mailsFor(scammer)
    expect(more).toEqual([])
    expect(caught!.subject).toBe(`Fraud report: ${scammer} on 20 November 2026`)
    expect(caught!.envelope.to.map((to) => to.address)).toEqual([site.careersEmail])
    for (const value of ["Asha Rao", String(row.email), String(row.phone), "PhonePe for registration"])
      expect(caught!.text).toContain(value)
    await callFunction("/sweep", { min_age_seconds: 0 })
    expect(await mailsFor(scammer)).toHaveLength(1)
  })

  it("mails nothing for a newsletter sign-up", async () => {
    const email = `news.${randomUUID().slice(0, 8)}@example.in`
    await subscribe(email)
    await callFunction("/sweep", { min_age_seconds: 0 })
    expect((await inbox()).filter((m) => m.text.includes(email))).toEqual([])
  })

  it("keeps the row when SMTP is down, and the sweep mails it once SMTP is back", async () => {
    await mail.stop()
    const sent = await sendEnquiry()
    const failed = await waitFor(
      async () => log.filter((line) => line.includes("webhook POST") && line.includes(" 502")),
      (lines) => lines.length > 0,
    )
    expect(failed.length).toBeGreaterThan(0)
    const [row] = await enquiryRow(sent.email)
    expect(row).toMatchObject({ notified_at: null })

    mail = await startMailCatcher(ports.web, ports.smtp)
    const sweep = (await (await callFunction("/sweep", { min_age_seconds: 0 })).json()) as { mailed: number }
    expect(sweep.mailed).toBeGreaterThanOrEqual(1)
    expect(await mailsFor(sent.company)).toHaveLength(1)
    expect((await enquiryRow(sent.email))[0]!.notified_at).not.toBeNull()
    await callFunction("/sweep", { min_age_seconds: 0 })
    expect(await mailsFor(sent.company)).toHaveLength(1)
  })

  it("mails an application once to careers, named by the site's title, with a 7-day link to the same bytes", async () => {
    const email = `diya.${randomUUID().slice(0, 8)}@example.in`
    const pdf = makePdf("Diya Iyer, payroll")
    const result = await client().apply(
      candidate(email),
      { id: "payroll-manager", title: "CALL +91 99999 00000 TO VERIFY" },
      new File([new Uint8Array(pdf)], "Diya Iyer CV.pdf", { type: "application/pdf" }),
      { idempotencyKey: randomUUID() },
    )
    expect(result.ok).toBe(true)
    const [caught, ...more] = await mailsFor(email)
    expect(more).toEqual([])
    expect(caught!.subject).toBe("Application: Payroll Manager, Diya Iyer")
    expect(caught!.envelope.to.map((to) => to.address)).toEqual([site.careersEmail])
    expect(caught!.text).not.toContain("CALL +91")
    for (const value of [
      "Diya Iyer",
      email,
      "+919876543210",
      "Pune",
      "5-8 years",
      "30 days",
      "Six years of payroll",
    ])
      expect(caught!.text).toContain(value)
    const link = /href="([^"]+\/storage\/v1\/object\/sign\/[^"]+)"/
      .exec(caught!.html)?.[1]
      ?.replaceAll("&amp;", "&")
    expect(link).toBeDefined()
    const token = new URL(link!).searchParams.get("token")!
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as {
      exp: number
      iat: number
    }
    expect(claims.exp - claims.iat).toBe(7 * 24 * 60 * 60)
    const download = await fetch(link!)
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true)
    expect((await fetch(link!.replace(/token=[^&]+/, "token=forged"))).status).toBe(400)
    // One Message-ID per row, derived from it: a repeat would show as the same message.
    const { rows } = await api.sql.query<{ id: string }>(
      "select id from public.job_applications where email = $1",
      [email],
    )
    expect(await source(caught!.id)).toMatch(
      new RegExp(`^Message-ID:\\s+<application\\.${rows[0]!.id}@talentrise\\.example>\\r?$`, "mi"),
    )
  })

  it("names the download from the candidate's name and real type, in Unicode, with the link in the text", async () => {
    const email = `priya.${randomUUID().slice(0, 8)}@example.in`
    const pdf = makePdf("Priya, payroll")
    const result = await client().apply(
      { ...candidate(email), fullName: "Priya नायर" },
      { id: "payroll-manager", title: "Payroll Manager" },
      // The declared name is the candidate's; the download's is the function's.
      new File([new Uint8Array(pdf)], "Résumé final (2).pdf", { type: "application/pdf" }),
      { idempotencyKey: randomUUID() },
    )
    expect(result.ok).toBe(true)
    const [caught] = await mailsFor(email)
    const link = /^\s+(http:\/\/\S+\/storage\/v1\/object\/sign\/\S+)$/m.exec(caught!.text)?.[1]
    expect(link, caught!.text).toBeDefined()
    const download = await fetch(link!)
    expect(download.status).toBe(200)
    const disposition = download.headers.get("content-disposition") ?? ""
    const fileName = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? "")
    expect(fileName).toBe("Résumé Priya नायर.pdf")
    // The size as stored, in bytes read from Storage.
    expect(caught!.text).toContain(`Résumé Priya नायर.pdf (${pdf.length} bytes)`)
  })

  it("removes a polyglot that starts like a PDF but is an HTML page", async () => {
    const email = `poly.${randomUUID().slice(0, 8)}@example.in`
    const polyglot = Buffer.from("%PDF-1.4\n<html><script>alert(document.domain)</script></html>\n")
    const result = await applyWithBytes(email, polyglot, "Resume.pdf")
    expect(result).toMatchObject({ ok: true })
    const [caught] = await mailsFor(email)
    expect(caught!.text).toContain("REMOVED: the file “Resume.pdf” was not a PDF, DOC or DOCX")
    expect(caught!.html).not.toContain("/object/sign/")
  })

  it("mails a backlog of 250 in one sweep, in batches", async () => {
    const marker = randomUUID().slice(0, 8)
    // Stored while the webhook was lost: nothing was posted, nothing mailed.
    await api.sql.query(
      `insert into public.contact_submissions (first_name, last_name, email, company, message, form_type, created_at)
       select 'Backlog', 'Sender', 'backlog.' || n || '.${marker}@example.in', 'Backlog ${marker} ' || n,
         'A lost webhook.', 'contact_page', now() - interval '10 minutes' + n * interval '1 millisecond'
       from generate_series(1, 250) as n`,
    )
    await takeQueuedRequests(api.sql)
    const sweep = (await (await callFunction("/sweep", { min_age_seconds: 60 })).json()) as {
      mailed: number
      failed: string[]
    }
    expect(sweep.failed).toEqual([])
    expect(sweep.mailed).toBeGreaterThanOrEqual(250)
    const { rows } = await api.sql.query<{ n: number }>(
      "select count(*)::int as n from public.contact_submissions where company like $1 and notified_at is null",
      [`Backlog ${marker} %`],
    )
    expect(rows[0]!.n).toBe(0)
    expect(await mailsFor(`Backlog ${marker} `, 250)).toHaveLength(250)
  })

  it("marks an unknown opening as such, never with the title the visitor sent", async () => {
    const email = `eve.${randomUUID().slice(0, 8)}@example.in`
    const result = await client().apply(
      candidate(email),
      { id: "made-up-role", title: "CALL +91 99999 00000 TO VERIFY" },
      new File([new Uint8Array(makePdf("Eve"))], "cv.pdf", { type: "application/pdf" }),
      { idempotencyKey: randomUUID() },
    )
    expect(result.ok).toBe(true)
    const [caught] = await mailsFor(email)
    expect(caught!.subject).toBe("Application for an unknown opening, Diya Iyer")
    expect(caught!.text).toContain("UNKNOWN OPENING")
    expect(caught!.text).not.toContain("CALL +91")
  })

  it("removes a résumé that is not a PDF, DOC or DOCX, marks the application and says so", async () => {
    const email = `html.${randomUUID().slice(0, 8)}@example.in`
    // A caller who skips the browser's check: HTML bytes sent as application/pdf.
    const html = Buffer.from("<!doctype html><html><script>alert(1)</script></html>")
    const result = await applyWithBytes(email, html, "cv.pdf")
    expect(result).toMatchObject({ ok: true })
    const [caught] = await mailsFor(email)
    expect(caught!.text).toContain(
      "REMOVED: the file “cv.pdf” was not a PDF, DOC or DOCX (it looked like an HTML page)",
    )
    expect(caught!.html).not.toContain("/object/sign/")
    const { rows } = await api.sql.query<{ resume_path: string; resume_rejected_at: Date | null }>(
      "select resume_path, resume_rejected_at from public.job_applications where email = $1",
      [email],
    )
    expect(rows[0]!.resume_rejected_at).not.toBeNull()
    expect(existsSync(objectFile(api.filesDir, "resumes", rows[0]!.resume_path))).toBe(false)
    const { rows: objects } = await api.sql.query("select 1 from storage.objects where name = $1", [
      rows[0]!.resume_path,
    ])
    expect(objects).toEqual([])
  })

  it("lets no CR/LF in a name, a company or an address add a header", async () => {
    // The database refuses line breaks in these fields; drop its checks here to prove the mail does too.
    const { rows } = await api.sql.query<{ conname: string }>(
      `select conname from pg_constraint where conrelid = 'public.contact_submissions'::regclass and contype = 'c'
       and conname ~ '(first_name|company|email)'`,
    )
    for (const { conname } of rows)
      await api.sql.exec(`alter table public.contact_submissions drop constraint "${conname}"`)
    const marker = randomUUID().slice(0, 8)
    await sendEnquiry({
      first_name: "Eve\r\nX-Injected: first-name",
      company: `Acme ${marker}\r\nBcc: stranger@example.com`,
      email: `eve.${marker}@example.in\r\nCc: other@example.com`,
    })
    const [caught] = await mailsFor(marker)
    const headers = (await source(caught!.id)).split(/\r?\n\r?\n/)[0]!
    expect(headers).not.toMatch(/^(bcc|cc|x-injected):/im)
    expect(headers).not.toMatch(/^reply-to:/im) // not a valid address: no Reply-To at all
    expect(caught!.envelope.to.map((to) => to.address)).toEqual([site.supportEmail])
    expect(caught!.subject).toBe(`Enquiry from Acme ${marker} Bcc: stranger@example.com: Payroll Management`)
  })

  it("mails an application whose résumé never arrived once the upload window has closed", async () => {
    const email = `kabir.${randomUUID().slice(0, 8)}@example.in`
    const key = randomUUID()
    // The row as the form stores it, an hour and a minute ago; the candidate closed the tab before
    // the upload, so no file was ever stored.
    await api.sql.query(
      `insert into public.job_applications (opening_id, opening_title, full_name, email, mobile, city,
         experience, notice_period, resume_path, resume_name, resume_type, resume_size, consent,
         idempotency_key, created_at)
       values ('payroll-manager', 'Payroll Manager', 'Kabir Sen', $1, '+919876543210', 'Noida',
         '3-5', '15-days', $2, 'Kabir Sen CV.pdf', 'application/pdf', 2048, true, $3,
         now() - interval '61 minutes')`,
      [email, `payroll-manager/${key}.pdf`, key],
    )
    // Here the insert's own webhook finds the window closed too, and may claim the row before the
    // sweep does (on a loaded machine it did): which of the two mails it is a race, that it is mailed
    // exactly once is not.
    await callFunction("/sweep", {})
    const [caught, ...more] = await mailsFor(email)
    expect(more).toEqual([])
    expect(caught!.subject).toBe("Application: Payroll Manager, Kabir Sen")
    expect(caught!.text).toContain("NOT RECEIVED")
    expect(caught!.text).not.toContain("/storage/v1/object/sign/")
    // Mailed once: the next sweep finds nothing to send for it.
    await callFunction("/sweep", {})
    expect(await mailsFor(email)).toHaveLength(1)
  })

  it("removes through Storage a résumé that no application names after an hour", async () => {
    const name = `general/${randomUUID()}.pdf`
    const file = objectFile(api.filesDir, "resumes", name)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, makePdf("Nobody"))
    await api.sql.query(
      `insert into storage.objects (bucket_id, name, metadata, created_at)
       values ('resumes', $1, '{"size": 100, "mimetype": "application/pdf"}', now() - interval '61 minutes')`,
      [name],
    )
    const sweep = (await (await callFunction("/sweep", {})).json()) as { orphans_removed: number }
    expect(sweep.orphans_removed).toBeGreaterThanOrEqual(1)
    expect(existsSync(file)).toBe(false)
    expect((await api.sql.query("select 1 from storage.objects where name = $1", [name])).rows).toEqual([])
  })

  it("forgets a person by e-mail: no row and no file is left", async () => {
    const email = `forget.${randomUUID().slice(0, 8)}@example.in`
    await sendEnquiry({ email })
    await subscribe(email)
    const result = await client().apply(
      candidate(email),
      { id: "general", title: "General application" },
      new File([new Uint8Array(makePdf("Forget me"))], "cv.pdf", { type: "application/pdf" }),
      { idempotencyKey: randomUUID() },
    )
    expect(result.ok).toBe(true)
    const { rows: before } = await api.sql.query<{ resume_path: string }>(
      "select resume_path from public.job_applications where email = $1",
      [email],
    )
    const file = objectFile(api.filesDir, "resumes", before[0]!.resume_path)
    expect(readFileSync(file).length).toBeGreaterThan(0)

    const brief = await fetch(`${api.url}/rest/v1/staffing_requests`, {
      method: "POST",
      headers: { apikey: localDataApi.key, "content-type": "application/json" },
      body: JSON.stringify(briefRow({ email })),
    })
    expect(brief.status).toBe(201)

    const response = await callFunction("/forget", { email: email.toUpperCase() })
    expect(await response.json()).toEqual({
      applications: 1,
      submissions: 2,
      briefs: 1,
      fraud_reports: 0,
      quick_applications: 0,
      files: 1,
    })
    const { rows } = await api.sql.query<{ n: number }>(
      `select (select count(*) from public.contact_submissions where lower(email) = $1)
        + (select count(*) from public.staffing_requests where lower(email) = $1)
        + (select count(*) from public.job_applications where lower(email) = $1)
        + (select count(*) from storage.objects where name = $2) as n`,
      [email, before[0]!.resume_path],
    )
    expect(Number(rows[0]!.n)).toBe(0)
    expect(existsSync(file)).toBe(false)
  })
})
