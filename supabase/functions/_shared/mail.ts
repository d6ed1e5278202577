// The recruiter's and the sales team's e-mails: plain text first, the same in a simple HTML part,
// every value the visitor sent escaped there. Nothing here reaches the network; notify/index.ts
// hands the result to nodemailer. Runs under Deno and Node (the local API's tests import it).
import type { Database } from "./database.types.ts"
import site from "./site.json" with { type: "json" }

type Tables = Database["public"]["Tables"]

/** The columns of a stored row the mails read, as the generated types name them. */
export type Enquiry = Pick<
  Tables["contact_submissions"]["Row"],
  "id" | "created_at" | "first_name" | "last_name" | "email" | "company" | "service_interest" | "message"
>

export type Application = Pick<
  Tables["job_applications"]["Row"],
  | "id"
  | "created_at"
  | "opening_id"
  | "opening_title"
  | "full_name"
  | "email"
  | "mobile"
  | "city"
  | "experience"
  | "notice_period"
  | "linkedin_url"
  | "cover_note"
  | "resume_path"
  | "resume_name"
  | "resume_type"
  | "resume_size"
  | "resume_rejected_at"
>

export type Brief = Pick<
  Tables["staffing_requests"]["Row"],
  | "id"
  | "created_at"
  | "company"
  | "contact_name"
  | "email"
  | "phone"
  | "roles"
  | "engagement"
  | "start_date"
  | "end_date"
  | "working_pattern"
  | "needs_pf_esi"
  | "needs_clra_licence"
  | "needs_background_checks"
  | "notes"
>

export type FraudReport = Pick<
  Tables["fraud_reports"]["Row"],
  | "id"
  | "created_at"
  | "what_happened"
  | "scammer_contact"
  | "happened_on"
  | "reporter_name"
  | "email"
  | "phone"
  | "consent"
>

export type QuickApplication = Pick<
  Tables["quick_applications"]["Row"],
  | "id"
  | "created_at"
  | "role_slug"
  | "role_title"
  | "role_client"
  | "role_location"
  | "full_name"
  | "mobile"
  | "city"
  | "email"
  | "experience"
  | "notice_period"
  | "note"
  | "resume_path"
  | "resume_name"
  | "resume_size"
  | "resume_rejected_at"
  | "consent"
>

/**
 * What became of the résumé: a link valid until `expires` to a download the function named
 * (`fileName`) of `size` bytes as stored; or removed because of what it was; or never received.
 */
export type ResumeOutcome =
  | { kind: "link"; url: string; expires: Date; fileName: string; size: number }
  | { kind: "rejected"; found: string }
  | { kind: "missing" }

export type Mail = {
  from: { name: string; address: string }
  to: string
  /** The same for every send of one row's mail, so a mailbox shows a repeat as one message. */
  messageId: string
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  html: string
}

// The forms' and the database's e-mail pattern (packages/contact-client/src/schema.ts).
const emailPattern = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/

/**
 * Characters that make text read otherwise than it is and are not seen: bidirectional controls,
 * the zero-width space, word joiner and byte-order mark (packages/contact-client's
 * `hiddenControlPattern`; "Acme \u202Egnp.exe" reads "Acme exe.png"). The forms and the database
 * refuse them in names now; a row stored before that still never carries one into a mail.
 */
const hiddenControls = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g

/** The text without hidden controls, for a mail's body. */
export function visible(value: string | null | undefined): string {
  return (value ?? "").replace(hiddenControls, "")
}

/** One line, safe for a header: control and line-separator characters become spaces, hidden ones go. */
export function oneLine(value: string | null | undefined, max = 150): string {
  const flat = visible(value)
    // eslint-disable-next-line no-control-regex -- control characters are what a header must not carry
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim()
  const chars = [...flat]
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : flat
}

/** The visitor's address for Reply-To, or undefined when it is not one address of the form's shape. */
export function replyAddress(email: string, name: string): Mail["replyTo"] {
  const address = email.trim()
  if (address.length > 254 || !emailPattern.test(address)) return undefined
  return { name: oneLine(name, 100), address }
}

/**
 * The Message-ID of a row's mail: `<enquiry.<id>@<the firm's domain>>`. Derived from the row, never
 * random, so a resend in one of the windows decision 070 names is one message in the mailbox.
 */
export function messageIdFor(
  kind: "enquiry" | "application" | "brief" | "fraud_report" | "quick_application",
  id: string,
): string {
  const domain = site.supportEmail.split("@")[1] ?? "localhost"
  return `<${kind}.${id.replace(/[^A-Za-z0-9-]/g, "")}@${domain}>`
}

// Bidirectional controls make a name read otherwise than it is ("CV\u202Efdp.exe").
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g
// What a file name may not hold on Windows, macOS or Linux, and control characters.
// eslint-disable-next-line no-control-regex -- control characters are what a file name must not carry
const unsafeInFileName = /[\u0000-\u001f\u007f-\u009f\u2028\u2029/\\:*?"<>|]+/g

/**
 * The name the recruiter's download gets: the candidate's name and the type the bytes really are
 * (`Résumé Priya नायर.pdf`), never the name the visitor declared.
 */
export function resumeFileName(fullName: string, kind: "pdf" | "doc" | "docx" | "jpg" | "png"): string {
  const name = [
    ...fullName.replace(bidiControls, "").replace(unsafeInFileName, " ").replace(/\s+/g, " ").trim(),
  ]
    .slice(0, 100)
    .join("")
    .replace(/^\.+/, "")
    .trim()
  return `Résumé ${name || "of the candidate"}.${kind}`
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;")
}

const received = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
})

function when(iso: string | Date): string {
  return `${received.format(new Date(iso))} IST`
}

type Field = { label: string; value: string; multiline?: boolean; href?: string }

function render(intro: string, fields: readonly Field[], footer: readonly string[]) {
  const width = Math.max(...fields.filter((f) => !f.multiline).map((f) => f.label.length)) + 2
  const text = [
    intro,
    "",
    ...fields.flatMap((field) =>
      field.multiline
        ? ["", `${field.label}:`, field.value || "—", ""]
        : [
            `${`${field.label}:`.padEnd(width)}${field.value || "—"}`,
            // A link the value does not show (the résumé's) is spelled out in the plain text too.
            ...(field.href && field.href !== field.value && !field.href.startsWith("mailto:")
              ? [`${" ".repeat(width)}${field.href}`]
              : []),
          ],
    ),
    "",
    ...footer,
  ]
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
  const rows = fields
    .map((field) => {
      const value = escapeHtml(field.value || "—")
      const cell = field.href
        ? `<a href="${escapeHtml(field.href)}">${value}</a>`
        : field.multiline
          ? `<div style="white-space:pre-wrap">${value}</div>`
          : value
      return `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;color:#555;font-weight:600;white-space:nowrap">${escapeHtml(field.label)}</th><td style="padding:4px 0">${cell}</td></tr>`
    })
    .join("\n")
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">
<p>${escapeHtml(intro)}</p>
<table role="presentation" cellspacing="0" cellpadding="0">
${rows}
</table>
${footer.map((line) => `<p style="color:#555;font-size:13px">${escapeHtml(line)}</p>`).join("\n")}
</body></html>
`
  return { text, html }
}

function sender(): Mail["from"] {
  return { name: `${site.name} website`, address: site.supportEmail }
}

export function enquiryMail(row: Enquiry, from: Mail["from"] = sender()): Mail {
  const name = [row.first_name, row.last_name].filter(Boolean).join(" ")
  const interest = row.service_interest ? labelOf(site.serviceInterests, row.service_interest) : "not chosen"
  const replyTo = replyAddress(row.email, name)
  const columns = row as unknown as Record<string, unknown>
  const rows = site.contactMail as MailRow[]
  const shown = (field: MailRow): Field[] =>
    // The first and last name are one row, "Name", where the first of them stands.
    field.show === "name"
      ? field === rows.find((first) => first.show === "name")
        ? [{ label: field.label, value: visible(name) }]
        : []
      : [shownRow(field, columns, replyTo, { service: site.serviceInterests })]
  const { text, html } = render(
    `New enquiry from the contact page of the ${site.name} website.`,
    [
      ...rows.filter((field) => !field.multiline).flatMap(shown),
      { label: "Received", value: when(row.created_at) },
      ...rows.filter((field) => field.multiline).flatMap(shown),
    ],
    [
      replyTo
        ? `Reply to this e-mail to answer ${oneLine(row.first_name) || "the sender"} directly.`
        : "The sender's address is not valid: do not reply to it.",
      `Reference: enquiry ${row.id}`,
    ],
  )
  return {
    from,
    to: site.supportEmail,
    messageId: messageIdFor("enquiry", row.id),
    ...(replyTo ? { replyTo } : {}),
    subject: oneLine(
      `Enquiry from ${oneLine(row.company, 80) || name}${row.service_interest ? `: ${interest}` : ""}`,
      200,
    ),
    text,
    html,
  }
}

/**
 * Applications for roles the firm fills for clients file under `job-<slug>`: the roles change in
 * the editor every day, so the function, deployed apart from the site, cannot list them. The mail
 * names the role by its page, built from the id the database has checked (kebab-case), never by
 * the title the visitor sent.
 */
export const clientRolePrefix = "job-"

/** The site's own title for an opening id, or null for an id the careers page never had. */
export function openingTitle(openingId: string): string | null {
  const known = (site.openings as Record<string, string>)[openingId]
  if (known) return known
  if (openingId.startsWith(clientRolePrefix) && openingId.length > clientRolePrefix.length)
    return `Client role /jobs/${openingId.slice(clientRolePrefix.length)}`
  return null
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`
}

export function applicationMail(
  row: Application,
  resume: ResumeOutcome,
  from: Mail["from"] = sender(),
): Mail {
  const title = openingTitle(row.opening_id)
  const opening = title ?? `UNKNOWN OPENING (id “${row.opening_id}” is not on the careers page)`
  const replyTo = replyAddress(row.email, row.full_name)
  const experience = (site.experience as Record<string, string>)[row.experience] ?? row.experience
  const notice = (site.noticePeriod as Record<string, string>)[row.notice_period] ?? row.notice_period
  const resumeField: Field =
    resume.kind === "link"
      ? {
          label: "Résumé",
          // The size as stored, not as declared; the name the function gave the download.
          value: `${resume.fileName} (${size(resume.size)}): download until ${when(resume.expires)}`,
          href: resume.url,
        }
      : resume.kind === "rejected"
        ? {
            label: "Résumé",
            value: `REMOVED: the file “${row.resume_name}” was not a PDF, DOC or DOCX (it looked like ${resume.found}). Ask the candidate to send it again.`,
          }
        : {
            label: "Résumé",
            value: `NOT RECEIVED: the upload of “${row.resume_name}” did not complete within an hour. Ask the candidate to send it again.`,
          }
  const fields: Field[] = [
    { label: "Opening", value: opening },
    { label: "Name", value: row.full_name },
    { label: "E-mail", value: row.email, href: replyTo ? `mailto:${replyTo.address}` : undefined },
    { label: "Mobile", value: row.mobile },
    { label: "City", value: row.city },
    { label: "Experience", value: experience },
    { label: "Notice period", value: notice },
    { label: "LinkedIn", value: row.linkedin_url ?? "", href: row.linkedin_url ?? undefined },
    resumeField,
    // The name the candidate's computer gave the file (20261128090000 keeps it honest), beside the
    // name the download was given.
    ...(resume.kind === "link" ? [{ label: "Sent as", value: oneLine(row.resume_name, 255) }] : []),
    { label: "Received", value: when(row.created_at) },
    { label: "Cover note", value: row.cover_note ?? "", multiline: true },
  ]
  const { text, html } = render(
    `New application from the careers page of the ${site.name} website.`,
    fields,
    [
      ...(resume.kind === "link"
        ? [
            `The résumé link works for 7 days; after that the file stays in Storage (bucket resumes, ${row.resume_path}).`,
          ]
        : []),
      `Reference: application ${row.id}`,
    ],
  )
  return {
    from,
    to: site.careersEmail,
    messageId: messageIdFor("application", row.id),
    ...(replyTo ? { replyTo } : {}),
    subject: oneLine(
      title
        ? `Application: ${title}, ${oneLine(row.full_name, 80)}`
        : `Application for an unknown opening, ${oneLine(row.full_name, 80)}`,
      200,
    ),
    text,
    html,
  }
}

/** One role of a brief as the database checked it (20261128120000_staffing_requests.sql). */
export type BriefRole = {
  title: string
  headcount: number
  locations: string
  experience: string
  pay?: string
}

/** The roles of a stored brief; anything that is not a role is left out (the database refuses it). */
export function briefRoles(roles: Brief["roles"]): BriefRole[] {
  if (!Array.isArray(roles)) return []
  return roles.flatMap((role) => {
    if (typeof role !== "object" || role === null || Array.isArray(role)) return []
    const { title, headcount, locations, experience, pay } = role as Record<string, unknown>
    if (typeof title !== "string" || typeof headcount !== "number") return []
    return [
      {
        title,
        headcount,
        locations: typeof locations === "string" ? locations : "",
        experience: typeof experience === "string" ? experience : "",
        ...(typeof pay === "string" ? { pay } : {}),
      },
    ]
  })
}

const longDate = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", dateStyle: "long" })

function day(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date)
}

const labelOf = (labels: Record<string, string>, value: string) =>
  labels[value] ?? `unknown choice “${value}”`

/**
 * One row of a form's mail, from its field table (site.json's `contactMail`, `briefMail`,
 * `fraudReportMail`, written by `function-data`): the column it reads, its label, and how it shows.
 */
type MailRow = {
  column: string
  label: string
  show: string
  empty?: string
  multiline?: boolean
}

/**
 * A row's value as the mail shows it: an e-mail as a reply link (when it is one address), a phone as
 * a `tel:` link, a day in words, a choice by its label (`choices`, by the row's `show`), consent as
 * yes or no, and text without the invisible and direction controls that could disguise it
 * (issue 46). An empty value says so (`empty`, or "not given").
 */
function shownRow(
  field: MailRow,
  columns: Record<string, unknown>,
  replyTo: Mail["replyTo"],
  choices: Record<string, Record<string, string>> = {},
): Field {
  const { label, multiline } = field
  const value = columns[field.column]
  if (field.show === "consent") return { label, value: value === true ? "yes" : "no" }
  if (typeof value !== "string" || value === "")
    return { label, value: field.empty ?? "not given", multiline }
  if (field.show === "email") return { label, value, href: replyTo ? `mailto:${replyTo.address}` : undefined }
  if (field.show === "phone" || field.show === "tel") return { label, value, href: `tel:${value}` }
  if (field.show === "day") return { label, value: day(value) }
  const labels = choices[field.show]
  if (labels) return { label, value: labelOf(labels, value) }
  return { label, value: visible(value), multiline }
}

/**
 * The sales team's mail about a staffing brief: every field of the brief's table, in its order
 * (the needs as one row, the long text last), each role, and the headcount total.
 */
export function briefMail(row: Brief, from: Mail["from"] = sender()): Mail {
  const roles = briefRoles(row.roles)
  const people = roles.reduce((sum, role) => sum + role.headcount, 0)
  const replyTo = replyAddress(row.email, row.contact_name)
  const columns = row as unknown as Record<string, unknown>
  const rows = site.briefMail as MailRow[]
  const needs = rows
    .filter((field) => field.show === "need" && columns[field.column] === true)
    .map((field) => field.label)
  const shown = (field: MailRow): Field[] =>
    // The needs are one row, where the first of them stands.
    field.show === "need"
      ? field === rows.find((first) => first.show === "need")
        ? [{ label: "Statutory needs", value: needs.length > 0 ? needs.join("; ") : "none asked" }]
        : []
      : [
          shownRow(field, columns, replyTo, {
            engagement: site.engagements,
            workingPattern: site.workingPatterns,
          }),
        ]
  const roleFields: Field[] = roles.flatMap((role, index) => [
    {
      label: `Role ${index + 1}`,
      value: `${visible(role.title)}: ${role.headcount} ${role.headcount === 1 ? "person" : "people"}`,
    },
    { label: "  Location(s)", value: visible(role.locations) },
    { label: "  Experience", value: labelOf(site.experienceBands, role.experience) },
    { label: "  Pay or CTC", value: role.pay === undefined ? "not given" : visible(role.pay) },
  ])
  const { text, html } = render(
    `New staffing brief from the ${site.name} website.`,
    [
      ...rows.filter((field) => !field.multiline).flatMap(shown),
      {
        label: "Total headcount",
        value: `${people} across ${roles.length} ${roles.length === 1 ? "role" : "roles"}`,
      },
      ...roleFields,
      { label: "Received", value: when(row.created_at) },
      ...rows.filter((field) => field.multiline).flatMap(shown),
    ],
    [
      replyTo
        ? `Reply to this e-mail to answer ${oneLine(row.contact_name) || "the client"} directly. The site promised an answer within 24 hours.`
        : "The sender's address is not valid: call the number above. The site promised an answer within 24 hours.",
      `Reference: brief ${row.id}`,
    ],
  )
  const first = roles[0]
  const more =
    roles.length > 1 ? ` and ${roles.length - 1} more ${roles.length === 2 ? "role" : "roles"}` : ""
  return {
    from,
    to: site.supportEmail,
    messageId: messageIdFor("brief", row.id),
    ...(replyTo ? { replyTo } : {}),
    subject: oneLine(
      `Staffing brief from ${oneLine(row.company, 80)}: ${oneLine(first?.title ?? "no role", 60)}${more}, ${people} ${people === 1 ? "person" : "people"}`,
      200,
    ),
    text,
    html,
  }
}

/**
 * The recruitment team's mail about a scam reported in the firm's name: every field of the
 * report's table in its order, the account last. The scammer's number, address or link is text,
 * never a link: nobody at the firm should open it from the mail by a slip of the mouse.
 */
export function fraudReportMail(row: FraudReport, from: Mail["from"] = sender()): Mail {
  const columns = row as unknown as Record<string, unknown>
  const rows = site.fraudReportMail as MailRow[]
  // A reply goes to the reporter only when they asked to be contacted.
  const replyTo = row.consent && row.email ? replyAddress(row.email, row.reporter_name ?? "") : undefined
  const shown = (field: MailRow) => shownRow(field, columns, replyTo)
  const contactable = row.consent && (row.email || row.phone)
  const { text, html } = render(
    `A scam in the name of ${site.name} was reported on the website.`,
    [
      ...rows.filter((field) => !field.multiline).map(shown),
      { label: "Received", value: when(row.created_at) },
      ...rows.filter((field) => field.multiline).map(shown),
    ],
    [
      contactable
        ? replyTo
          ? `Reply to this e-mail to answer ${oneLine(row.reporter_name) || "the candidate"} directly. The site promised a reply ${site.replyWithin}.`
          : `Call the candidate on the number above. The site promised a reply ${site.replyWithin}.`
        : "The candidate left no way to reach them.",
      "The site told them to call 1930 and report at cybercrime.gov.in if they have paid.",
      `Reference: fraud report ${row.id}`,
    ],
  )
  return {
    from,
    to: site.careersEmail,
    messageId: messageIdFor("fraud_report", row.id),
    ...(replyTo ? { replyTo } : {}),
    subject: oneLine(
      `Fraud report: ${oneLine(row.scammer_contact, 80)}${row.happened_on ? ` on ${day(row.happened_on)}` : ""}`,
      200,
    ),
    text,
    html,
  }
}

/** The résumé's row of an application's mail: a link to the download, or why there is none. */
function resumeRow(name: string | null, outcome: ResumeOutcome | null, types: string): Field {
  if (outcome === null) return { label: "Résumé", value: "not sent" }
  if (outcome.kind === "link")
    return {
      label: "Résumé",
      value: `${outcome.fileName} (${size(outcome.size)}): download until ${when(outcome.expires)}`,
      href: outcome.url,
    }
  if (outcome.kind === "rejected")
    return {
      label: "Résumé",
      value: `REMOVED: the file “${oneLine(name, 255)}” was not a ${types} (it looked like ${outcome.found}). Ask the candidate for it on the call.`,
    }
  return {
    label: "Résumé",
    value: `NOT RECEIVED: the upload of “${oneLine(name, 255)}” did not complete within an hour. Ask the candidate for it on the call.`,
  }
}

/**
 * The recruiters' mail about a quick application for a client's role: the mobile number first, as
 * a `tel:` link, and the role (title, client, location), then every other field of the quick
 * apply's table in its order (site.json's `quickApplyMail`), the note last. No résumé is `null`.
 */
export function quickApplicationMail(
  row: QuickApplication,
  resume: ResumeOutcome | null,
  from: Mail["from"] = sender(),
): Mail {
  const columns = row as unknown as Record<string, unknown>
  const rows = site.quickApplyMail as MailRow[]
  const replyTo = row.email ? replyAddress(row.email, row.full_name) : undefined
  const choices = { experience: site.experience, noticePeriod: site.noticePeriod }
  const shown = (field: MailRow): Field =>
    field.show === "resume"
      ? resumeRow(row.resume_name, resume, "PDF, DOC, DOCX, JPEG or PNG")
      : shownRow(field, columns, replyTo, choices)
  const mobile = rows.find((field) => field.show === "tel")
  const role = `${visible(row.role_title)}, ${visible(row.role_client)}, ${visible(row.role_location)}`
  const { text, html } = render(
    `New quick application for a client's role on the ${site.name} website. Call the candidate.`,
    [
      ...(mobile ? [shown(mobile)] : []),
      { label: "Role", value: role },
      { label: "Role page", value: `/jobs/${row.role_slug}` },
      ...rows.filter((field) => field !== mobile && !field.multiline).map(shown),
      ...(resume?.kind === "link" ? [{ label: "Sent as", value: oneLine(row.resume_name, 255) }] : []),
      { label: "Received", value: when(row.created_at) },
      ...rows.filter((field) => field.multiline).map(shown),
    ],
    [
      `The site told the candidate a recruiter calls ${site.replyWithin}, and that we never charge a fee.`,
      ...(resume?.kind === "link"
        ? [
            `The résumé link works for 7 days; after that the file stays in Storage (bucket resumes, ${row.resume_path}).`,
          ]
        : []),
      `Reference: quick application ${row.id}`,
    ],
  )
  return {
    from,
    to: site.careersEmail,
    messageId: messageIdFor("quick_application", row.id),
    ...(replyTo ? { replyTo } : {}),
    subject: oneLine(
      `Quick apply: ${oneLine(row.role_title, 80)}, ${oneLine(row.full_name, 60)}, call ${row.mobile}`,
      200,
    ),
    text,
    html,
  }
}
