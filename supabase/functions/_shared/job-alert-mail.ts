// The two mails a job alert sends to a candidate's own address (decision 100): the confirmation
// (by the notify function, once per subscription and at most one an hour per address) and the
// digest of new roles (by the job-alerts function, at most one a day). Plain text and HTML, links
// written out as they are (no tracking, no rewriting), a Message-ID derived from the row.
import { escapeHtml, oneLine, type Mail } from "./mail.ts"
import site from "./site.json" with { type: "json" }

const domain = site.supportEmail.split("@")[1] ?? "localhost"
const from = { name: site.name, address: site.supportEmail }

const at = new Intl.DateTimeFormat("en-IN", {
  timeZone: "Asia/Kolkata",
  dateStyle: "medium",
  timeStyle: "short",
})

/** A mail with the headers RFC 8058 asks for when it is a list's. */
export type AlertMail = Mail & { headers?: Record<string, string> }

/** The subscription as the confirmation's claim returns it. */
export type ConfirmRow = {
  id: string
  created_at: string
  email: string
  location: string | null
  function: string | null
  engagement: string | null
  source_path: string
  confirm_token: string
  /** Also the manage page's token: the confirmed page links there with it. */
  unsubscribe_token?: string
}

/** What the alert follows, as a visitor reads it. */
export function filtersText(row: Pick<ConfirmRow, "location" | "function" | "engagement">): string {
  const chosen = [row.location, row.function, row.engagement].filter(Boolean)
  return chosen.length > 0 ? chosen.join(", ") : "every new role"
}

function page(paragraphs: readonly string[], links: Record<string, string>): string {
  const linked = paragraphs
    .map((paragraph) => {
      let html = escapeHtml(paragraph)
      for (const [label, href] of Object.entries(links))
        html = html.replace(escapeHtml(label), `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`)
      return `<p>${html}</p>`
    })
    .join("\n")
  return `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">
${linked}
</body></html>
`
}

/** The confirmation: who asked (this address), from what page, when, and how to ignore it. */
export function confirmationMail(row: ConfirmRow, siteUrl: string): AlertMail {
  const base = siteUrl.replace(/\/+$/, "")
  const manage = row.unsubscribe_token ? `&manage=${encodeURIComponent(row.unsubscribe_token)}` : ""
  const link = `${base}/jobs/alerts/confirm?token=${encodeURIComponent(row.confirm_token)}${manage}`
  const asked = `${at.format(new Date(row.created_at))} IST`
  const text = [
    `Someone, probably you, asked on ${base}${row.source_path} on ${asked} to e-mail ${row.email} new roles at ${site.name} matching: ${filtersText(row)}.`,
    "",
    "To start the alert, open this link and press the button within 48 hours:",
    link,
    "",
    "If it was not you, ignore this mail: nothing more will be sent to this address, and the request is deleted after 7 days.",
    "",
    `${site.name}, ${base}`,
  ].join("\n")
  return {
    from,
    to: row.email,
    messageId: `<job-alert-confirm.${row.id.replace(/[^A-Za-z0-9-]/g, "")}@${domain}>`,
    subject: oneLine(`Confirm your ${site.name} job alert`),
    text,
    html: page(
      [
        `Someone, probably you, asked on ${base}${row.source_path} on ${asked} to e-mail ${row.email} new roles at ${site.name} matching: ${filtersText(row)}.`,
        "To start the alert, open Confirm my job alert and press the button within 48 hours.",
        "If it was not you, ignore this mail: nothing more will be sent to this address, and the request is deleted after 7 days.",
      ],
      { "Confirm my job alert": link },
    ),
  }
}

/** A role as the site's jobs.json lists it. */
export type PublishedRole = {
  slug: string
  title: string
  client: string
  location: string
  function: string
  engagement: string
  pay: string
  datePosted: string
  url: string
}

/** The day's digest: each new role with its client, city, pay and page; one-click unsubscribe. */
export function alertMail(
  claim: {
    mail_id: string
    email: string
    unsubscribe_token: string
    location: string | null
    function: string | null
    engagement: string | null
  },
  roles: readonly PublishedRole[],
  siteUrl: string,
  functionsUrl: string,
): AlertMail {
  const base = siteUrl.replace(/\/+$/, "")
  const token = encodeURIComponent(claim.unsubscribe_token)
  const unsubscribePage = `${base}/jobs/alerts/unsubscribe?token=${token}`
  const managePage = `${base}/jobs/alerts/manage?token=${token}`
  const oneClick = `${functionsUrl.replace(/\/+$/, "")}/job-alerts/unsubscribe?token=${token}`
  const lines = roles.flatMap((role) => [
    `${role.title}`,
    `  ${role.client} · ${role.location} · ${role.pay}`,
    `  ${role.url}`,
    "",
  ])
  const text = [
    `New roles at ${site.name} matching your alert (${filtersText(claim)}):`,
    "",
    ...lines,
    `Change what this alert follows: ${managePage}`,
    `You get this because ${claim.email} confirmed a job alert. Unsubscribe at once: ${unsubscribePage}`,
  ].join("\n")
  const items = roles
    .map(
      (role) =>
        `<li style="margin-bottom:12px"><a href="${escapeHtml(role.url)}"><strong>${escapeHtml(role.title)}</strong></a><br>${escapeHtml(
          `${role.client} · ${role.location} · ${role.pay}`,
        )}</li>`,
    )
    .join("\n")
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111">
<p>${escapeHtml(`New roles at ${site.name} matching your alert (${filtersText(claim)}):`)}</p>
<ul>
${items}
</ul>
<p style="color:#555;font-size:13px">${escapeHtml(`You get this because ${claim.email} confirmed a job alert.`)} <a href="${escapeHtml(managePage)}">Change your filters</a> · <a href="${escapeHtml(unsubscribePage)}">Unsubscribe</a></p>
</body></html>
`
  return {
    from,
    to: claim.email,
    messageId: `<job-alert.${claim.mail_id.replace(/[^A-Za-z0-9-]/g, "")}@${domain}>`,
    subject: oneLine(
      roles.length === 1
        ? `New role: ${roles[0]!.title}, ${roles[0]!.location}`
        : `${roles.length} new roles for your job alert`,
    ),
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  }
}
