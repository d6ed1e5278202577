// The recruitment-fraud page (/recruitment-fraud, issue 43): reached from every role, Careers and
// the footer; its report is one row and one mail, even after a stalled send and a resend, and a
// refused field is told why beside it with nothing typed lost.
import { expect, test, type Page } from "@playwright/test"

import { fraudReportMessages } from "@repo/contact-client/fraud-report-schema"
import { submitTimeoutMs } from "@repo/contact-client/submit"
import { jobsOnDisk } from "@repo/content/disk"
import { fraudLink } from "@repo/content/fraud-links"
import { jobPath, roleIsOpen } from "@repo/content/jobs"
import { fraudReportForm } from "@repo/content/recruitment-fraud"

import { buildDate, expectNoAxeViolations, viewports, waitForHydration } from "./support"

const apiPort = Number(process.env.LOCAL_API_PORT ?? 54321)
const reportsUrl = `http://127.0.0.1:${apiPort}/local/fraud-reports`
const inboxUrl = `http://127.0.0.1:${process.env.LOCAL_MAIL_PORT ?? 54324}`

type StoredReport = {
  what_happened: string
  scammer_contact: string
  happened_on: string | null
  reporter_name: string | null
  email: string | null
  phone: string | null
  consent: boolean
}
type CaughtMail = { subject: string; text: string; to: { address: string }[] }

async function storedReports(page: Page, scammer: string): Promise<StoredReport[]> {
  const response = await page.request.get(reportsUrl)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as StoredReport[]).filter((row) => row.scammer_contact === scammer)
}

async function mailsNaming(page: Page, needle: string): Promise<CaughtMail[]> {
  const response = await page.request.get(`${inboxUrl}/api/email`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as CaughtMail[]).filter((mail) => mail.subject.includes(needle))
}

const { fields } = fraudReportForm
const form = (page: Page) => page.getByRole("form", { name: fraudReportForm.heading })
const sendButton = (page: Page) => form(page).getByRole("button", { name: fraudReportForm.submitLabel })
const box = (page: Page, label: string) => form(page).getByRole("textbox", { name: label, exact: true })

/** A phone widths' and the desktop's axe checks of the page as it stands. */
async function axeAtEveryWidth(page: Page) {
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
  await page.setViewportSize(viewports.mobile)
}

const openRole = () => {
  const role = jobsOnDisk().find((entry) => roleIsOpen(entry, buildDate()))
  if (!role) throw new Error("No open role to start from")
  return role
}

test("at 375 px, a report from a role's page is one row and one mail, after a stalled send and a resend", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(viewports.mobile)
  const stamp = `${Date.now()}`.slice(-7)
  const scammer = `+91 90${stamp.slice(0, 3)} ${stamp.slice(3)}0`

  await page.clock.install()
  let inserts = 0
  let stored = () => {}
  const firstStored = new Promise<void>((resolve) => (stored = resolve))
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/rest/v1/fraud_reports", async (route) => {
    if (route.request().method() !== "POST") return route.continue()
    inserts++
    if (inserts > 1) return route.continue()
    // The first insert is stored; its answer is held until the page has given up on it.
    const response = await route.fetch()
    stored()
    await released
    await route.fulfill({ response }).catch(() => {})
  })

  await page.goto(jobPath(openRole().slug))
  await waitForHydration(page)
  await page.getByRole("main").getByRole("link", { name: fraudLink.label, exact: true }).click()
  await expect(page).toHaveURL(/\/recruitment-fraud$/)
  await waitForHydration(page)

  await box(page, fields.whatHappened.label).fill(
    "A caller said he was from Talentrise and asked me to pay ₹2,500 on PhonePe for registration.",
  )
  // Pasted from WhatsApp, the number comes wrapped in direction marks the visitor cannot see.
  await box(page, fields.scammerContact.label).fill(`\u202A${scammer}\u202C`)
  await form(page).getByLabel(fields.happenedOn.label).fill("2026-11-20")
  await box(page, fields.reporterName.label).fill("Asha Rao")
  await box(page, fields.email.label).fill("asha@example.in")
  await box(page, fields.phone.label).fill("98765 43210")
  await form(page).getByRole("checkbox", { name: fields.consent.label }).check()

  await sendButton(page).click()
  await firstStored
  await page.clock.fastForward(submitTimeoutMs + 1_000)
  const toasts = page.getByRole("region", { name: /Notifications/ })
  await expect(toasts.getByText(fraudReportForm.failure.title)).toBeVisible()
  release()
  expect(await storedReports(page, scammer)).toHaveLength(1)
  await expect(box(page, fields.reporterName.label)).toHaveValue("Asha Rao")

  // The resend, pressed twice: one more request, the same key, still one row.
  await sendButton(page).dblclick()
  const sent = page.getByRole("heading", { name: fraudReportForm.sent.title })
  await expect(sent).toBeVisible()
  await expect(sent).toBeFocused()
  expect(inserts).toBe(2)
  const rows = await storedReports(page, scammer)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    scammer_contact: scammer,
    happened_on: "2026-11-20",
    reporter_name: "Asha Rao",
    email: "asha@example.in",
    phone: "+919876543210",
    consent: true,
  })
  await page.unrouteAll({ behavior: "ignoreErrors" })
  await axeAtEveryWidth(page)

  // The recruitment team's inbox: one mail, naming the scammer's number and the day.
  await expect.poll(async () => (await mailsNaming(page, scammer)).length, { timeout: 20_000 }).toBe(1)
  await page.waitForTimeout(2_000)
  const mails = await mailsNaming(page, scammer)
  expect(mails).toHaveLength(1)
  expect(mails[0]!.subject).toBe(`Fraud report: ${scammer} on 20 November 2026`)
  for (const value of ["Asha Rao", "asha@example.in", "+919876543210", "PhonePe for registration"])
    expect(mails[0]!.text).toContain(value)
})

test("a refused field is told why beside it, and keeps what was typed, from the form and from the database", async ({
  page,
}) => {
  // Six axe runs at three widths.
  test.setTimeout(90_000)
  await page.setViewportSize(viewports.mobile)
  await page.goto("/recruitment-fraud")
  await waitForHydration(page)
  await axeAtEveryWidth(page)

  await box(page, fields.whatHappened.label).fill("Paid fee")
  await box(page, fields.scammerContact.label).fill("9")
  await box(page, fields.email.label).fill("asha@example")
  await sendButton(page).click()
  const whatHappened = box(page, fields.whatHappened.label)
  await expect(whatHappened).toBeFocused()
  for (const [label, message] of [
    [fields.whatHappened.label, fraudReportMessages.whatHappened],
    [fields.scammerContact.label, fraudReportMessages.scammerContact],
    [fields.email.label, fraudReportMessages.email],
  ] as const) {
    await expect(box(page, label)).toHaveAttribute("aria-invalid", "true")
    await expect(box(page, label)).toHaveAccessibleDescription(new RegExp(message.replace(/[()]/g, "\\$&")))
  }
  const consent = form(page).getByRole("checkbox", { name: fields.consent.label })
  await expect(consent).toHaveAccessibleDescription(new RegExp(fraudReportMessages.consent))
  await expect(whatHappened).toHaveValue("Paid fee")
  await expect(box(page, fields.email.label)).toHaveValue("asha@example")
  await axeAtEveryWidth(page)

  // Sent past the form (a number with a right-to-left override), the database refuses the field,
  // and the page says so beside it.
  const stamp = `${Date.now()}`.slice(-6)
  await page.route("**/rest/v1/fraud_reports", async (route) => {
    if (route.request().method() !== "POST") return route.continue()
    const body = JSON.parse(route.request().postData() ?? "{}") as Record<string, unknown>
    await route.continue({ postData: JSON.stringify({ ...body, scammer_contact: `+91 9\u202E${stamp}` }) })
  })
  await whatHappened.fill("Asked for a ₹5,000 deposit for a laptop before joining.")
  await box(page, fields.scammerContact.label).fill(`+91 90000 ${stamp}`)
  await box(page, fields.email.label).fill("")
  await sendButton(page).click()
  const contact = box(page, fields.scammerContact.label)
  await expect(contact).toHaveAttribute("aria-invalid", "true")
  await expect(contact).toHaveAccessibleDescription(/Our server did not accept the Number, e-mail or link/)
  await expect(contact).toHaveValue(`+91 90000 ${stamp}`)
  await expect(whatHappened).toHaveValue("Asked for a ₹5,000 deposit for a laptop before joining.")
  expect(await storedReports(page, `+91 90000 ${stamp}`)).toHaveLength(0)
})

test("the page is linked from Careers and the footer, and names the Government's channels", async ({
  page,
}) => {
  await page.goto("/careers")
  await waitForHydration(page)
  const notice = page.getByRole("region", { name: "We never charge candidates a fee" })
  await notice.getByRole("link", { name: /How to spot a job scam/ }).click()
  await expect(page).toHaveURL(/\/recruitment-fraud$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We never charge a fee")
  await expect(page.getByRole("link", { name: "Report at cybercrime.gov.in" })).toHaveAttribute(
    "href",
    "https://cybercrime.gov.in",
  )
  await expect(page.getByRole("link", { name: "Call 1930" })).toHaveAttribute("href", "tel:1930")

  await page.goto("/")
  await waitForHydration(page)
  await page.getByRole("contentinfo").getByRole("link", { name: "Job scam warning" }).click()
  await expect(page).toHaveURL(/\/recruitment-fraud$/)
})
