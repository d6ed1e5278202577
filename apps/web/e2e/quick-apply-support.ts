import { expect, type Page } from "@playwright/test"

// What the quick apply's specs (quick-apply.spec.ts, hindi.spec.ts) share: the stored rows, the
// team's inbox and a fresh mobile number.

const apiPort = Number(process.env.LOCAL_API_PORT ?? 54321)
const listUrl = `http://127.0.0.1:${apiPort}/local/quick-applications`
const inboxUrl = `http://127.0.0.1:${process.env.LOCAL_MAIL_PORT ?? 54324}`

/** A row of quick_applications as the local data API lists it, with where its file was kept. */
export type StoredQuickApplication = {
  full_name: string
  mobile: string
  city: string
  email: string | null
  role_slug: string
  role_title: string
  role_client: string
  role_location: string
  resume_path: string | null
  resume_type: string | null
  resume_file_size: number | null
}

/** A mail as the local inbox (MailDev) lists it. */
export type CaughtMail = { subject: string; text: string; html: string }

/** The quick applications the local data API has stored for a mobile number (+91XXXXXXXXXX). */
export async function storedFor(page: Page, mobile: string): Promise<StoredQuickApplication[]> {
  const response = await page.request.get(listUrl)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as StoredQuickApplication[]).filter((row) => row.mobile === mobile)
}

/** The mails in the team's inbox whose subject names `needle`. */
export async function mailsNaming(page: Page, needle: string): Promise<CaughtMail[]> {
  const response = await page.request.get(`${inboxUrl}/api/email`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as CaughtMail[]).filter((mail) => mail.subject.includes(needle))
}

/** A fresh mobile number, typed the way a candidate might: "+91 98765-43210". */
export function freshMobile(): { typed: string; stored: string } {
  const digits = `9${String(Date.now()).slice(-9)}`
  return { typed: `+91 ${digits.slice(0, 5)}-${digits.slice(5)}`, stored: `+91${digits}` }
}
