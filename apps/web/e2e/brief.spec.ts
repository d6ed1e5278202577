// The staffing brief (/hire, issue 36): reached from the service pages, the contact page and the
// header; one brief is one row and one mail, even after a stalled send and a resend.
import { expect, test, type Page } from "@playwright/test"

import { submitTimeoutMs } from "@repo/contact-client/submit"
import { staffingBriefForm } from "@repo/content/staffing-request"

import { expectNoAxeViolationsAtBothWidths } from "./axe-widths"
import { viewports, waitForHydration } from "./support"

const apiPort = Number(process.env.LOCAL_API_PORT ?? 54321)
const briefsUrl = `http://127.0.0.1:${apiPort}/local/briefs`
const inboxUrl = `http://127.0.0.1:${process.env.LOCAL_MAIL_PORT ?? 54324}`

type StoredBrief = {
  email: string
  company: string
  engagement: string
  idempotency_key: string
  roles: { title: string; headcount: number; locations: string; experience: string; pay?: string }[]
}
type CaughtMail = { subject: string; text: string }

async function storedBriefs(page: Page, email: string): Promise<StoredBrief[]> {
  const response = await page.request.get(briefsUrl)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as StoredBrief[]).filter((row) => row.email === email)
}

async function mailsNaming(page: Page, needle: string): Promise<CaughtMail[]> {
  const response = await page.request.get(`${inboxUrl}/api/email`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as CaughtMail[]).filter((mail) => mail.text.includes(needle))
}

/** A date `days` from today, as a date input takes it. */
function daysFromNow(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

const form = (page: Page) => page.getByRole("form", { name: staffingBriefForm.heading })
const role = (page: Page, number: number) => form(page).getByRole("group", { name: `Role ${number}` })
const sendButton = (page: Page) => form(page).getByRole("button", { name: staffingBriefForm.submitLabel })

async function fillBrief(page: Page, company: string, email: string) {
  const brief = form(page)
  await brief.getByRole("textbox", { name: "Company" }).fill(company)
  await brief.getByRole("textbox", { name: "Your name" }).fill("Priya Sharma")
  await brief.getByRole("textbox", { name: "Work e-mail" }).fill(email)
  await brief.getByRole("textbox", { name: "Phone" }).fill("98765 43210")
  const first = role(page, 1)
  await first.getByRole("textbox", { name: "Job title" }).fill("Warehouse associate")
  await first.getByRole("textbox", { name: "Headcount" }).fill("40")
  await first.getByRole("textbox", { name: "Location(s)" }).fill("Noida, Greater Noida")
  await first.getByRole("combobox", { name: "Experience" }).selectOption("fresher")
  await first.getByRole("textbox", { name: /Monthly pay/ }).fill("₹18,000–22,000 a month")
  await brief.getByRole("button", { name: staffingBriefForm.role.add }).click()
  const second = role(page, 2)
  await second.getByRole("textbox", { name: "Job title" }).fill("Shift supervisor")
  await second.getByRole("textbox", { name: "Headcount" }).fill("5")
  await second.getByRole("textbox", { name: "Location(s)" }).fill("Noida")
  await second.getByRole("combobox", { name: "Experience" }).selectOption("3-5")
  await brief.getByLabel("Start date").fill(daysFromNow(20))
  await brief.getByLabel("End date").fill(daysFromNow(120))
  await brief.getByRole("combobox", { name: "Shift or working pattern" }).selectOption("rotational")
  await brief.getByRole("checkbox", { name: "PF and ESI registration" }).check()
  await brief.getByRole("textbox", { name: "Notes" }).fill("Festive-season peak at our Sector 63 warehouse.")
}

test("a two-role brief from Request Staff Quote is one row and one mail, after a stalled send and a resend", async ({
  page,
}) => {
  test.setTimeout(90_000)
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`
  const email = `brief.${stamp}@example.in`
  const company = `Sharma Logistics ${stamp}`

  await page.clock.install()
  let inserts = 0
  let stored = () => {}
  const firstStored = new Promise<void>((resolve) => (stored = resolve))
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/rest/v1/staffing_requests", async (route) => {
    if (route.request().method() !== "POST") return route.continue()
    inserts++
    if (inserts > 1) return route.continue()
    // The first insert is stored; its answer is held until the page has given up on it.
    const response = await route.fetch()
    stored()
    await released
    await route.fulfill({ response }).catch(() => {})
  })

  await page.goto("/services/contractual-staffing")
  await waitForHydration(page)
  await page.getByRole("main").getByRole("link", { name: "Request Staff Quote" }).first().click()
  await expect(page).toHaveURL(/\/hire\?engagement=temporary$/)
  await waitForHydration(page)
  await expect(form(page).getByRole("radio", { name: "Temporary staffing" })).toBeChecked()
  await fillBrief(page, company, email)
  await expect(form(page).getByText("45 people across 2 roles")).toBeVisible()

  await sendButton(page).click()
  await firstStored
  await page.clock.fastForward(submitTimeoutMs + 1_000)
  const toasts = page.getByRole("region", { name: /Notifications/ })
  await expect(toasts.getByText(staffingBriefForm.failure.title)).toBeVisible()
  release()
  expect(await storedBriefs(page, email)).toHaveLength(1)
  // Nothing typed is lost.
  await expect(role(page, 2).getByRole("textbox", { name: "Job title" })).toHaveValue("Shift supervisor")
  await expect(form(page).getByRole("textbox", { name: "Company" })).toHaveValue(company)

  // The resend, pressed twice: one more request, the same key, still one row.
  await sendButton(page).dblclick()
  const sent = page.getByRole("heading", { name: staffingBriefForm.sent.title })
  await expect(sent).toBeVisible()
  await expect(sent).toBeFocused()
  await expect(page.getByRole("status", { name: staffingBriefForm.sent.title })).toContainText(
    `${email} within 24 hours`,
  )
  expect(inserts).toBe(2)
  const rows = await storedBriefs(page, email)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({ company, engagement: "temporary" })
  expect(rows[0]!.roles.map((stored) => [stored.title, stored.headcount])).toEqual([
    ["Warehouse associate", 40],
    ["Shift supervisor", 5],
  ])
  await page.unrouteAll({ behavior: "ignoreErrors" })

  // The team's inbox: one mail, naming the company, the first role and the headcount total.
  await expect.poll(async () => (await mailsNaming(page, email)).length, { timeout: 20_000 }).toBe(1)
  await page.waitForTimeout(2_000)
  const mails = await mailsNaming(page, email)
  expect(mails).toHaveLength(1)
  expect(mails[0]!.subject).toBe(
    `Staffing brief from ${company}: Warehouse associate and 1 more role, 45 people`,
  )
  for (const value of [
    "45 across 2 roles",
    "Warehouse associate: 40 people",
    "Shift supervisor: 5 people",
    "Temporary staffing",
    "Rotational shifts",
    "PF and ESI registration",
    "+919876543210",
  ])
    expect(mails[0]!.text).toContain(value)
})

test("an empty brief is told what to enter, in the site's voice, and focus goes to the first field", async ({
  page,
}) => {
  await page.goto("/hire")
  await waitForHydration(page)
  await sendButton(page).click()
  const alerts = form(page).getByRole("alert")
  await expect(alerts.first()).toBeVisible()
  const texts = await alerts.allTextContents()
  expect(texts.length).toBeGreaterThanOrEqual(10)
  for (const text of texts) expect(text).toMatch(/^(Enter|Choose) [a-z0-9]/)
  await expect(form(page).getByRole("textbox", { name: "Company" })).toBeFocused()
  // A headcount of 0 and an end before the start are refused with what to do.
  await role(page, 1).getByRole("textbox", { name: "Headcount" }).fill("0")
  await form(page).getByLabel("Start date").fill(daysFromNow(30))
  await form(page).getByLabel("End date").fill(daysFromNow(10))
  await sendButton(page).click()
  await expect(role(page, 1).getByText("Enter how many people, from 1 to 10,000")).toBeVisible()
  await expect(form(page).getByText("Enter an end date on or after the start date")).toBeVisible()
})

test("the draft survives a reload, both roles included", async ({ page }) => {
  await page.goto("/hire?engagement=rpo")
  await waitForHydration(page)
  await expect(form(page).getByRole("radio", { name: "RPO (we run your hiring)" })).toBeChecked()
  await form(page).getByRole("textbox", { name: "Company" }).fill("Iyer Foods")
  await role(page, 1).getByRole("textbox", { name: "Job title" }).fill("Packer")
  await form(page).getByRole("button", { name: staffingBriefForm.role.add }).click()
  await role(page, 2).getByRole("textbox", { name: "Job title" }).fill("Quality checker")
  await page.reload()
  await waitForHydration(page)
  await expect(form(page).getByRole("textbox", { name: "Company" })).toHaveValue("Iyer Foods")
  await expect(role(page, 2).getByRole("textbox", { name: "Job title" })).toHaveValue("Quality checker")
  await expect(form(page).getByRole("radio", { name: "RPO (we run your hiring)" })).toBeChecked()
})

test("RPO's Get RPO Quote and International Staffing's call to action open the brief", async ({ page }) => {
  await page.goto("/services/rpo")
  await waitForHydration(page)
  await page.getByRole("main").getByRole("link", { name: "Get RPO Quote" }).first().click()
  await expect(page).toHaveURL(/\/hire\?engagement=rpo$/)
  await waitForHydration(page)
  await expect(form(page).getByRole("radio", { name: "RPO (we run your hiring)" })).toBeChecked()

  await page.goto("/services/international-staffing")
  await waitForHydration(page)
  await page.getByRole("main").getByRole("link", { name: "Request overseas staff" }).first().click()
  await expect(page).toHaveURL(/\/hire$/)
  await expect(form(page)).toBeVisible()
})

test("the contact page sends a client with a hiring need to the brief", async ({ page }) => {
  await page.goto("/contact")
  await waitForHydration(page)
  await page.getByRole("main").getByRole("link", { name: "Request staff" }).click()
  await expect(page).toHaveURL(/\/hire$/)
})

test("the header leads to the brief: the Services menu at 1280 px, the menu at 375 px", async ({ page }) => {
  await page.setViewportSize(viewports.desktop)
  await page.goto("/")
  await waitForHydration(page)
  const banner = page.getByRole("banner")
  await banner.getByRole("button", { name: "Services" }).click()
  await banner.getByRole("link", { name: /Request staff/ }).click()
  await expect(page).toHaveURL(/\/hire$/)

  await page.setViewportSize(viewports.mobile)
  await page.goto("/")
  await waitForHydration(page)
  await banner.getByRole("button", { name: "Menu" }).click()
  await banner.getByRole("link", { name: "Request staff" }).click()
  await expect(page).toHaveURL(/\/hire$/)
  await expect(form(page)).toBeVisible()
})

test("the brief has no axe violations at 375 and 1280 px, empty and with errors", async ({ page }) => {
  await page.goto("/hire")
  await waitForHydration(page)
  await expectNoAxeViolationsAtBothWidths(page)
  await sendButton(page).click()
  await expect(form(page).getByRole("alert").first()).toBeVisible()
  await expectNoAxeViolationsAtBothWidths(page)
})
