// When sending fails, the toast keeps the spec's title and description and says why, the form
// keeps every value, and a resend never makes a second row: one enquiry is one row even when the
// first attempt got through but its answer never came back.
import { expect, test, type Page } from "@playwright/test"

import { randomUUID } from "node:crypto"

import { localDataApi } from "@repo/contact-client/local"
import type { ContactSubmissionRow } from "@repo/contact-client/row"
import { submitTimeoutMs } from "@repo/contact-client/submit"

import { waitForHydration } from "./support"

const apiPort = Number(process.env.LOCAL_API_PORT ?? 54321)
const submissionsUrl = `http://127.0.0.1:${apiPort}/local/submissions`
const insertUrl = `http://127.0.0.1:${apiPort}/rest/v1/contact_submissions`

type StoredRow = { email: string; idempotency_key: string | null; message: string | null }

async function storedRows(page: Page, email: string): Promise<StoredRow[]> {
  const response = await page.request.get(submissionsUrl)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as StoredRow[]).filter((row) => row.email === email)
}

const field = (page: Page, label: string) =>
  page.getByRole("main").getByRole("textbox", { name: label, exact: true })

test("a stalled request past the time limit, then a resend, leaves one row and loses nothing typed", async ({
  page,
}) => {
  const email = `resend.${Date.now()}@example.in`
  const values = {
    "First name": "Naveen",
    "Last name": "Pillai",
    Email: email,
    Company: "Pillai Exports",
    Message: "Please call me about staffing for our new warehouse.",
  }

  // The page's clock runs as usual until the test moves it past the time limit.
  await page.clock.install()

  // The first insert reaches the data API and is stored; its answer is held until the page has
  // given up on it.
  let inserts = 0
  let stored = () => {}
  const firstStored = new Promise<void>((resolve) => (stored = resolve))
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/rest/v1/contact_submissions", async (route) => {
    if (route.request().method() !== "POST") return route.continue()
    inserts++
    if (inserts > 1) return route.continue()
    const response = await route.fetch()
    stored()
    await released
    await route.fulfill({ response }).catch(() => {
      // The page gave up on this request at its time limit: nothing to answer.
    })
  })

  await page.goto("/contact")
  await waitForHydration(page)
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value)
  const send = page.getByRole("main").getByRole("button", { name: "Send Message" })
  await send.click()
  await firstStored

  const toast = page.getByRole("region", { name: /Notifications/ })
  // Just short of the limit the page is still waiting.
  await page.clock.fastForward(submitTimeoutMs - 1_000)
  await expect(page.getByRole("main").getByRole("button", { name: "Sending..." })).toBeDisabled()
  await expect(toast.getByText("Error sending message")).toHaveCount(0)
  await page.clock.fastForward(2_000)
  await expect(toast.getByText("Error sending message")).toBeVisible()
  await expect(
    toast.getByText(/Please try again or contact us directly\. Our server took too long to answer/),
  ).toBeVisible()
  release()
  expect(await storedRows(page, email)).toHaveLength(1)
  for (const [label, value] of Object.entries(values)) await expect(field(page, label)).toHaveValue(value)

  await send.click()
  await expect(toast.getByText("Message sent successfully!")).toBeVisible()
  expect(inserts).toBe(2)
  const rows = await storedRows(page, email)
  expect(rows).toHaveLength(1)
  expect(rows[0]?.idempotency_key).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  )
  await page.unrouteAll({ behavior: "ignoreErrors" })
})

async function fillContact(page: Page, email: string) {
  await page.goto("/contact")
  await waitForHydration(page)
  await field(page, "First name").fill("Farah")
  await field(page, "Last name").fill("Qureshi")
  await field(page, "Email").fill(email)
  await field(page, "Company").fill("Qureshi Textiles")
  await field(page, "Message").fill("We would like to talk about an HR audit.")
}

const failureToast = (page: Page) =>
  page
    .getByRole("region", { name: /Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: "Error sending message" })

test("offline: the toast says so, and the values stay", async ({ page, context }) => {
  const email = `offline.${Date.now()}@example.in`
  await fillContact(page, email)
  await context.setOffline(true)
  await page.getByRole("main").getByRole("button", { name: "Send Message" }).click()
  await expect(failureToast(page)).toContainText("Please try again or contact us directly.")
  await expect(failureToast(page)).toContainText("You seem to be offline")
  await expect(field(page, "Email")).toHaveValue(email)
  await context.setOffline(false)
})

test("a field the database refused: the toast names it", async ({ page }) => {
  await page.route("**/rest/v1/contact_submissions", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            code: "23514",
            details: null,
            hint: null,
            message:
              'new row for relation "contact_submissions" violates check constraint "contact_submissions_company_check"',
          }),
        })
      : route.continue(),
  )
  await fillContact(page, `refused.${Date.now()}@example.in`)
  await page.getByRole("main").getByRole("button", { name: "Send Message" }).click()
  await expect(failureToast(page)).toContainText("Our server did not accept the Company field")
  await expect(field(page, "Company")).toHaveValue("Qureshi Textiles")
})

test("sending too often: the sixth enquiry in an hour from one address is refused with a clear cause", async ({
  page,
}) => {
  const email = `often.${Date.now()}@example.in`
  // Five enquiries stored as the site stores them: inserted through the data API with the public key.
  for (let sent = 1; sent <= 5; sent++) {
    const row: ContactSubmissionRow = {
      first_name: "Farah",
      last_name: "Qureshi",
      email,
      company: "Qureshi Textiles",
      service_interest: null,
      message: `Enquiry number ${sent} about an HR audit.`,
      form_type: "contact_page",
      idempotency_key: randomUUID(),
    }
    const response = await page.request.post(insertUrl, {
      headers: { apikey: localDataApi.key, "content-type": "application/json", prefer: "return=minimal" },
      data: row,
    })
    expect(response.status(), await response.text()).toBe(201)
  }
  expect(await storedRows(page, email)).toHaveLength(5)

  // The sixth, sent through the form, meets the database's limit.
  await fillContact(page, email)
  await page.getByRole("main").getByRole("button", { name: "Send Message" }).click()
  await expect(failureToast(page)).toContainText(
    "This e-mail address has sent several messages in the last hour",
  )
  await expect(field(page, "Message")).toHaveValue("We would like to talk about an HR audit.")
  expect(await storedRows(page, email)).toHaveLength(5)
})
