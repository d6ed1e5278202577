import { expect, test, type APIRequestContext, type Page } from "@playwright/test"

import { jobAlertPages } from "@repo/content/job-alert-pages"
import { jobAlertForm } from "@repo/content/jobs"

import { expectNoAxeViolationsAtBothWidths } from "./axe-widths"
import { sidewaysOverflows } from "./layout"
import { waitForHydration } from "./support"

// Job alerts end to end (issue 44): the form on /jobs, the one confirmation mail in the local inbox
// (MailDev beside the local data API, mailed by the notify function) and the confirm page.
const inboxUrl = `http://127.0.0.1:${process.env.LOCAL_MAIL_PORT ?? 54324}`
const apiUrl = `http://127.0.0.1:${process.env.LOCAL_API_PORT ?? 54321}`
// The local data API's service key (apps/local-api/src/notify-stack.ts), as the job-alerts function
// uses it: to hand out an alert and learn the token its mail would carry.
const localServiceKey = "sb_secret_talentrise_local"

type CaughtMail = { id: string; subject: string; text: string; to: { address: string }[] }

async function mailsTo(request: APIRequestContext, address: string): Promise<CaughtMail[]> {
  const response = await request.get(`${inboxUrl}/api/email`)
  expect(response.ok()).toBe(true)
  return ((await response.json()) as CaughtMail[]).filter((mail) =>
    mail.to.some((to) => to.address === address),
  )
}

async function subscribe(page: Page, email: string) {
  const form = page.getByRole("form", { name: jobAlertForm.heading })
  await form.getByRole("textbox", { name: jobAlertForm.fields.email.label }).fill(email)
  await form.getByRole("checkbox", { name: jobAlertForm.fields.consent.label }).check()
  await form.getByRole("button", { name: jobAlertForm.submitLabel }).click()
  await expect(page.getByRole("heading", { name: jobAlertForm.sent.title })).toBeVisible()
}

test("subscribing with Noida chosen mails one confirmation, whose link confirms, and no more that hour", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const email = `ravi.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
  await page.goto("/jobs?location=Noida")
  await waitForHydration(page)
  const form = page.getByRole("form", { name: jobAlertForm.heading })
  await expect(page.locator("[data-slot=job-alert-filters]")).toContainText("Noida")

  // Nothing typed: each field says what to do, and nothing is sent.
  await form.getByRole("button", { name: jobAlertForm.submitLabel }).click()
  await expect(form.getByRole("textbox", { name: jobAlertForm.fields.email.label })).toBeFocused()
  await expect(form.getByRole("alert")).toHaveCount(2)

  await subscribe(page, email)
  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 20_000 }).toBe(1)
  const [confirmation] = await mailsTo(request, email)
  expect(confirmation!.subject).toBe("Confirm your Talentrise HR job alert")
  expect(confirmation!.text).toContain(`e-mail ${email} new roles`)
  expect(confirmation!.text).toContain("matching: Noida")
  expect(confirmation!.text).toContain("/jobs on ")
  expect(confirmation!.text).toContain("If it was not you, ignore this mail")

  // Five more within the hour: each answered "check your inbox", none mailed.
  for (let again = 0; again < 5; again++) {
    await page.getByRole("button", { name: jobAlertForm.sent.another }).click()
    await subscribe(page, email)
  }
  await page.waitForTimeout(3_000)
  expect(await mailsTo(request, email)).toHaveLength(1)

  // The link opens a page that confirms only when its button is pressed.
  const link = /https?:\/\/\S+\/jobs\/alerts\/confirm\?token=[0-9a-f]{64}/.exec(confirmation!.text)?.[0]
  expect(link).toBeTruthy()
  const { pathname, search } = new URL(link!)
  await page.goto(`${pathname}${search}`)
  await waitForHydration(page)
  await expect(page.getByRole("heading", { name: jobAlertPages.confirm.title })).toBeVisible()
  expect(await page.content()).not.toContain(search.slice("?token=".length))
  await page.getByRole("button", { name: jobAlertPages.confirm.button }).click()
  await expect(page.getByRole("heading", { name: jobAlertPages.confirm.confirmed.title })).toBeFocused()
  expect(await mailsTo(request, email)).toHaveLength(1)

  // Used once: the same link no longer works.
  await page.goto(`${pathname}${search}`)
  await waitForHydration(page)
  await page.getByRole("button", { name: jobAlertPages.confirm.button }).click()
  await expect(page.getByRole("heading", { name: jobAlertPages.confirm.unknown.title })).toBeVisible()

  // An alert handed out to this subscriber carries its unsubscribe link; the page unsubscribes at once.
  const call = async (fn: string, data: unknown) =>
    (await request.post(`${apiUrl}/rest/v1/rpc/${fn}`, { headers: { apikey: localServiceKey }, data })).json()
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date())
  const slug = `e2e-${Date.now()}`
  const roles = [
    { slug, location: "Noida", function: "Technology", engagement: "permanent", datePosted: today },
  ]
  const due = (await call("job_alert_due", { roles, batch_size: 1000 })) as { subscription_id: string }[]
  let token: string | undefined
  for (const { subscription_id } of due) {
    const claim = (await call("job_alert_claim", { subscriber_id: subscription_id, slugs: [slug] })) as {
      email: string
      unsubscribe_token: string
    } | null
    if (claim?.email === email) token = claim.unsubscribe_token
  }
  expect(token).toBeTruthy()
  await page.goto(`${jobAlertPages.unsubscribe.path}?token=${token}`)
  await waitForHydration(page)
  await page.getByRole("button", { name: jobAlertPages.unsubscribe.button }).click()
  await expect(
    page.getByRole("heading", { name: jobAlertPages.unsubscribe.unsubscribed.title }),
  ).toBeFocused()
  await page.reload()
  await waitForHydration(page)
  await page.getByRole("button", { name: jobAlertPages.unsubscribe.button }).click()
  await expect(page.getByRole("heading", { name: jobAlertPages.unsubscribe.unknown.title })).toBeVisible()
})

test("a subscriber moves their alert from Noida to Pune on the page the confirmation links to", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const copy = jobAlertPages.manage
  const email = `meera.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
  // Contract roles: the other journey's Noida role (permanent) never reaches this subscriber.
  await page.goto("/jobs?location=Noida&engagement=contract")
  await waitForHydration(page)
  await subscribe(page, email)
  await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 20_000 }).toBe(1)
  const [confirmation] = await mailsTo(request, email)
  const link =
    /https?:\/\/\S+\/jobs\/alerts\/confirm\?token=[0-9a-f]{64}&manage=[0-9a-f]{32}\.[0-9a-f]{64}/.exec(
      confirmation!.text,
    )?.[0]
  expect(link).toBeTruthy()
  const { pathname, search } = new URL(link!)
  const manageToken = new URLSearchParams(search).get("manage")!
  await page.goto(`${pathname}${search}`)
  await waitForHydration(page)
  await page.getByRole("button", { name: jobAlertPages.confirm.button }).click()
  await expect(page.getByRole("heading", { name: jobAlertPages.confirm.confirmed.title })).toBeFocused()

  // The confirmed page leads to the alert's filters, as /jobs offers them, chosen as subscribed.
  await page.getByRole("link", { name: jobAlertPages.confirm.manage }).click()
  await expect(page).toHaveURL(new RegExp(`${copy.path}\\?token=${manageToken.replace(".", "\\.")}$`))
  await expect(page.getByRole("heading", { name: copy.title, level: 1 })).toBeVisible()
  const form = page.getByRole("form", { name: copy.title })
  const location = form.getByRole("combobox", { name: "Location" })
  await expect(location).toHaveValue("Noida")
  await expect(form.getByRole("combobox", { name: "Function" })).toHaveValue("")
  await expect(form.getByRole("combobox", { name: "Engagement" })).toHaveValue("contract")
  await expect(location.getByRole("option", { name: "Pune" })).toHaveCount(1)
  await expect(page.getByRole("link", { name: copy.unsubscribe })).toHaveAttribute(
    "href",
    `${jobAlertPages.unsubscribe.path}?token=${manageToken}`,
  )
  await expectNoAxeViolationsAtBothWidths(page)
  expect(await sidewaysOverflows(page, [320, 375, 1280])).toEqual([])

  await location.selectOption("Pune")
  await form.getByRole("button", { name: copy.button }).click()
  const saved = page.getByRole("heading", { name: copy.saved.title })
  await expect(saved).toBeFocused()
  await expect(page.getByRole("status").filter({ has: saved })).toContainText(
    "new roles matching: Pune, Contract.",
  )
  await expectNoAxeViolationsAtBothWidths(page)

  // Stored: the page opened again shows Pune.
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole("combobox", { name: "Location" })).toHaveValue("Pune")

  // The alert job now finds this subscriber for a new Pune role and not for a new Noida one
  // (the function test runs the job itself and reads the mail).
  const subscriptionId = manageToken
    .slice(0, 32)
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5")
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date())
  const stamp = Date.now()
  const roles = [
    {
      slug: `noida-${stamp}`,
      location: "Noida",
      function: "Operations",
      engagement: "contract",
      datePosted: today,
    },
    {
      slug: `pune-${stamp}`,
      location: "Pune",
      function: "Operations",
      engagement: "contract",
      datePosted: today,
    },
  ]
  const due = (await (
    await request.post(`${apiUrl}/rest/v1/rpc/job_alert_due`, {
      headers: { apikey: localServiceKey },
      data: { roles, batch_size: 1000 },
    })
  ).json()) as { subscription_id: string; slugs: string[] }[]
  expect(due.find((item) => item.subscription_id === subscriptionId)?.slugs).toEqual([`pune-${stamp}`])
})

test("the manage page says when its link does not work, and shows no form", async ({ page }) => {
  const copy = jobAlertPages.manage
  await page.goto(`${copy.path}?token=${"0".repeat(32)}.${"0".repeat(64)}`)
  await waitForHydration(page)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
  await expect(page.getByRole("heading", { name: copy.unknown.title })).toBeFocused()
  await expect(page.getByRole("combobox")).toHaveCount(0)
  await expect(page.getByRole("link", { name: copy.back })).toBeVisible()
  await page.goto(copy.path)
  await waitForHydration(page)
  await expect(page.getByRole("alert")).toHaveText(copy.missing)
})

test("the unsubscribe page says when its link does not work", async ({ page }) => {
  await page.goto(`${jobAlertPages.unsubscribe.path}?token=${"0".repeat(32)}.${"0".repeat(64)}`)
  await waitForHydration(page)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
  await page.getByRole("button", { name: jobAlertPages.unsubscribe.button }).click()
  await expect(page.getByRole("heading", { name: jobAlertPages.unsubscribe.unknown.title })).toBeVisible()
})
