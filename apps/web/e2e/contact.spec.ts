import { expect, test, type Page, type Request } from "@playwright/test"

import { expectNoAxeViolationsAtBothWidths } from "./axe-widths"
import { trackErrors, viewports, waitForHydration } from "./support"

const apiPort = Number(process.env.LOCAL_API_PORT ?? 54321)
const submissionsUrl = `http://127.0.0.1:${apiPort}/local/submissions`
const insertPath = "**/rest/v1/contact_submissions"

const messages = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  email: "Please enter a valid email address",
  company: "Company name must be at least 2 characters",
  message: "Message must be at least 10 characters",
}

type StoredRow = {
  first_name: string | null
  last_name: string | null
  email: string
  company: string | null
  service_interest: string | null
  message: string | null
  form_type: string
}

/** Rows the local data API has stored, read through its local-only helper. */
async function storedRows(page: Page, email: string): Promise<StoredRow[]> {
  const response = await page.request.get(submissionsUrl)
  expect(response.ok()).toBe(true)
  const rows = (await response.json()) as StoredRow[]
  return rows.filter((row) => row.email === email)
}

/** An address no other test uses, so rows can be told apart in the shared database. */
function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
}

function field(page: Page, label: string) {
  return page.getByRole("main").getByRole("textbox", { name: label, exact: true })
}

const form = (page: Page) => page.getByRole("form", { name: "Send us a Message" })
const sendButton = (page: Page) => form(page).getByRole("button", { name: "Send Message" })
const serviceSelect = (page: Page) => page.getByRole("combobox", { name: "Service interest" })
const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ })

async function openContact(page: Page, path = "/contact") {
  await page.goto(path)
  await waitForHydration(page)
  await expect(sendButton(page)).toBeEnabled()
}

async function chooseService(page: Page, label: string) {
  await serviceSelect(page).click()
  await page.getByRole("option", { name: label, exact: true }).click()
  await expect(serviceSelect(page)).toHaveText(label)
}

type Enquiry = { firstName: string; lastName: string; email: string; company: string; message: string }

async function fillEnquiry(page: Page, enquiry: Enquiry) {
  await field(page, "First name").fill(enquiry.firstName)
  await field(page, "Last name").fill(enquiry.lastName)
  await field(page, "Email").fill(enquiry.email)
  await field(page, "Company").fill(enquiry.company)
  await field(page, "Message").fill(enquiry.message)
}

function enquiry(email: string): Enquiry {
  return {
    firstName: "Ananya",
    lastName: "Iyer",
    email,
    company: "Iyer Logistics",
    message: "We need 25 warehouse associates in Noida by March.",
  }
}

/** Counts the inserts the page sends to the data API (the CORS preflight is not one). */
function countInserts(page: Page) {
  const sent: Request[] = []
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/rest/v1/contact_submissions"))
      sent.push(request)
  })
  return sent
}

test.describe("contact page", () => {
  test("an empty submit shows all five messages under their fields, announced, focus on the first, axe-clean", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop)
    await openContact(page)
    await sendButton(page).click()

    for (const [label, message] of [
      ["First name", messages.firstName],
      ["Last name", messages.lastName],
      ["Email", messages.email],
      ["Company", messages.company],
      ["Message", messages.message],
    ] as const) {
      const control = field(page, label)
      await expect(control).toHaveAttribute("aria-invalid", "true")
      await expect(control).toHaveAccessibleDescription(message)
    }
    await expect(form(page).getByRole("alert")).toHaveText(Object.values(messages))
    await expect(field(page, "First name")).toBeFocused()
    await expect(serviceSelect(page)).not.toHaveAttribute("aria-invalid", "true")
    // Every error showing: no axe violations at either width.
    await expectNoAxeViolationsAtBothWidths(page)

    // The messages follow the visitor's corrections.
    await field(page, "First name").fill("A")
    await expect(form(page).getByText(messages.firstName)).toBeVisible()
    await field(page, "First name").fill("Al")
    await expect(form(page).getByText(messages.firstName)).toHaveCount(0)
    await expect(field(page, "First name")).not.toHaveAttribute("aria-invalid", "true")
    await field(page, "Email").fill("al@example")
    await expect(form(page).getByText(messages.email)).toBeVisible()
    await field(page, "Email").fill("al@example.in")
    await expect(form(page).getByText(messages.email)).toHaveCount(0)
    await expect(form(page).getByRole("alert")).toHaveCount(3)
  })

  test("a valid enquiry shows 'Sending...', then the success toast, resets the form and stores the row as sent", async ({
    page,
  }) => {
    const email = uniqueEmail("ananya")
    await openContact(page)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(insertPath, async (route) => {
      await held
      await route.continue()
    })

    await field(page, "First name").fill("  Ananya ")
    await field(page, "Last name").fill("Iyer")
    await field(page, "Email").fill(` ${email} `)
    await field(page, "Company").fill("Iyer Logistics  ")
    await chooseService(page, "Payroll Management")
    await field(page, "Message").fill("\n  Payroll for 300 staff across three states, from April.  ")
    await sendButton(page).click()

    const sending = form(page).getByRole("button", { name: "Sending..." })
    await expect(sending).toBeVisible()
    await expect(sending).toBeDisabled()
    release()

    const toast = notifications(page).getByRole("listitem").filter({ hasText: "Message sent successfully!" })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText("We'll get back to you within 24 hours.")
    await expect(sendButton(page)).toBeEnabled()
    for (const label of ["First name", "Last name", "Email", "Company", "Message"])
      await expect(field(page, label)).toHaveValue("")
    await expect(serviceSelect(page)).toHaveText("Select a service")

    expect(await storedRows(page, email)).toEqual([
      expect.objectContaining({
        first_name: "Ananya",
        last_name: "Iyer",
        email,
        company: "Iyer Logistics",
        service_interest: "payroll-management",
        message: "Payroll for 300 staff across three states, from April.",
        form_type: "contact_page",
      }),
    ])

    // The draft went with the message: a reload shows an empty form.
    await page.reload()
    await waitForHydration(page)
    await expect(field(page, "First name")).toHaveValue("")
    await expect(field(page, "Message")).toHaveValue("")
  })

  test("when the request fails, the error toast shows, the values stay and the error is logged", async ({
    page,
  }) => {
    const email = uniqueEmail("failed")
    const errors = trackErrors(page)
    await openContact(page)
    await page.route(insertPath, (route) => route.abort())

    await fillEnquiry(page, enquiry(email))
    await chooseService(page, "RPO Solutions")
    await sendButton(page).click()

    const toast = notifications(page).getByRole("listitem").filter({ hasText: "Error sending message" })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText("Please try again or contact us directly.")
    await expect(field(page, "First name")).toHaveValue("Ananya")
    await expect(field(page, "Email")).toHaveValue(email)
    await expect(field(page, "Message")).toHaveValue(enquiry(email).message)
    await expect(serviceSelect(page)).toHaveText("RPO Solutions")
    await expect(sendButton(page)).toBeEnabled()
    expect(errors.some((error) => error.includes("Error sending message"))).toBe(true)
    expect(await storedRows(page, email)).toEqual([])
  })

  test("a reload keeps the draft", async ({ page }) => {
    const email = uniqueEmail("draft")
    await openContact(page)
    await fillEnquiry(page, enquiry(email))
    await chooseService(page, "Compliance & Audit")

    await page.reload()
    await waitForHydration(page)
    await expect(field(page, "First name")).toHaveValue("Ananya")
    await expect(field(page, "Last name")).toHaveValue("Iyer")
    await expect(field(page, "Email")).toHaveValue(email)
    await expect(field(page, "Company")).toHaveValue("Iyer Logistics")
    await expect(field(page, "Message")).toHaveValue(enquiry(email).message)
    await expect(serviceSelect(page)).toHaveText("Compliance & Audit")
  })

  test("?service=rpo preselects RPO Solutions; an unknown service is ignored", async ({ page }) => {
    await openContact(page, "/contact?service=rpo")
    await expect(serviceSelect(page)).toHaveText("RPO Solutions")

    await openContact(page, "/contact?service=recruitment")
    await expect(serviceSelect(page)).toHaveText("Select a service")
  })

  test("a service page's call to action arrives with its service chosen", async ({ page }) => {
    await page.goto("/services/hr-consulting")
    await waitForHydration(page)
    await page.getByRole("main").getByRole("link", { name: "Book an HR Consultation" }).first().click()
    await expect(page).toHaveURL(/\/contact\?service=hr-consulting$/)
    await expect(serviceSelect(page)).toHaveText("HR Consulting")
  })

  test("a bot that fills the hidden field sees success, and nothing is sent", async ({ page }) => {
    const email = uniqueEmail("bot")
    const inserts = countInserts(page)
    await openContact(page)
    await fillEnquiry(page, enquiry(email))
    const trap = page.locator('input[name="website"]')
    await expect(trap).toHaveAttribute("tabindex", "-1")
    await expect(trap).toHaveAttribute("autocomplete", "off")
    await trap.evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"))
    await sendButton(page).click()

    await expect(
      notifications(page).getByRole("listitem").filter({ hasText: "Message sent successfully!" }),
    ).toBeVisible()
    await expect(field(page, "Email")).toHaveValue("")
    expect(inserts).toHaveLength(0)
    expect(await storedRows(page, email)).toEqual([])
  })

  test("a double click sends the enquiry once", async ({ page }) => {
    const email = uniqueEmail("double")
    const inserts = countInserts(page)
    await openContact(page)
    await fillEnquiry(page, enquiry(email))
    await sendButton(page).dblclick()

    await expect(
      notifications(page).getByRole("listitem").filter({ hasText: "Message sent successfully!" }),
    ).toBeVisible()
    expect(inserts).toHaveLength(1)
    expect(await storedRows(page, email)).toHaveLength(1)
  })

  test("the form can be completed and sent with the keyboard alone", async ({ page }) => {
    const email = uniqueEmail("keyboard")
    await openContact(page)
    // Tab from the top of the page to the first field.
    for (let presses = 0; presses < 40; presses++) {
      if (await field(page, "First name").evaluate((input) => input === document.activeElement)) break
      await page.keyboard.press("Tab")
    }
    await expect(field(page, "First name")).toBeFocused()
    await page.keyboard.type("Meera")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Nair")
    await page.keyboard.press("Tab")
    await page.keyboard.type(email)
    await page.keyboard.press("Tab")
    await page.keyboard.type("Nair Textiles")
    await page.keyboard.press("Tab")
    await expect(serviceSelect(page)).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("listbox")).toBeVisible()
    // Each arrow moves focus a moment later (Radix focuses the next option in a timeout), so the
    // next key waits for it, as a person watching the list does.
    const option = (name: string) => page.getByRole("option", { name })
    await expect(option("HR Consulting")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(option("RPO Solutions")).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(option("Contractual Staffing")).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(serviceSelect(page)).toHaveText("Contractual Staffing")
    await expect(serviceSelect(page)).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(field(page, "Message")).toBeFocused()
    await page.keyboard.type("Forty machine operators for our Pune plant.")
    await page.keyboard.press("Tab")
    await expect(sendButton(page)).toBeFocused()
    await page.keyboard.press("Enter")

    await expect(
      notifications(page).getByRole("listitem").filter({ hasText: "Message sent successfully!" }),
    ).toBeVisible()
    expect(await storedRows(page, email)).toEqual([
      expect.objectContaining({
        first_name: "Meera",
        service_interest: "staffing",
        form_type: "contact_page",
      }),
    ])
  })

  test("the contact cards, the emergency line and the FAQ", async ({ page }) => {
    await openContact(page)
    const main = page.getByRole("main")
    const quick = main.getByRole("region", { name: "Quick Contact" })
    await expect(quick.getByRole("link", { name: "hello@talentrise.example" })).toHaveAttribute(
      "href",
      "mailto:hello@talentrise.example",
    )
    await expect(quick.getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    )
    await expect(quick).toContainText("Mon-Sat: 10:00 AM - 7:00 PM")
    const branch = main.getByRole("region", { name: "Branch Office" })
    await expect(branch.locator("address")).toContainText("Noida, Uttar Pradesh 201309")
    await expect(branch.getByRole("link", { name: "+91 98765 43210" })).toBeVisible()
    await expect(branch.getByRole("link", { name: "hello@talentrise.example" })).toBeVisible()
    await expect(
      main.getByRole("region", { name: "Need Immediate Assistance?" }).getByRole("link", {
        name: "Call Emergency Line",
      }),
    ).toHaveAttribute("href", "tel:+919876543210")
    await expect(main.getByRole("link", { name: "Call us for more info" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    )

    const faq = main.getByRole("region", { name: "Frequently asked questions" })
    await expect(faq.getByRole("listitem")).toHaveCount(4)
    const answer = faq.getByText(/4-8 weeks/)
    await expect(answer).toBeHidden()
    await faq.getByText("How long does a typical project take?").click()
    await expect(answer).toBeVisible()
    await expect(answer).toContainText("6-12 months")
    await faq.getByText("How long does a typical project take?").click()
    await expect(answer).toBeHidden()
    // By keyboard too.
    await faq.getByText("How long does a typical project take?").focus()
    await page.keyboard.press("Enter")
    await expect(answer).toBeVisible()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Space")
    await expect(faq.getByText(/retainer/)).toBeVisible()
  })

  test("without JavaScript the page reads fully and the form is there, its button waiting for scripts", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/contact")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us")
    await expect(page).toHaveTitle(/^Contact Us \| Talentrise HR/)
    for (const label of ["First name", "Last name", "Email", "Company", "Message"])
      await expect(field(page, label)).toBeVisible()
    await expect(serviceSelect(page)).toBeVisible()
    await expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled()
    await expect(page.getByText(/Sending this form needs JavaScript/)).toBeVisible()
    const faqAnswer = page.getByText(/4-8 weeks/)
    await page.getByText("How long does a typical project take?").click()
    await expect(faqAnswer).toBeVisible()
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const faqPage = jsonLd
      .map((text) => JSON.parse(text) as { "@type"?: string })
      .find((data) => data["@type"] === "FAQPage")
    expect(faqPage).toMatchObject({
      mainEntity: expect.arrayContaining([expect.objectContaining({ "@type": "Question" })]),
    })
    await context.close()
  })
})

test.describe("newsletter", () => {
  test("the blog's Stay Updated box checks the address, then stores a newsletter row", async ({ page }) => {
    const email = uniqueEmail("reader")
    await page.goto("/blog")
    await waitForHydration(page)
    const box = page.getByRole("form", { name: "Stay Updated" })
    const input = box.getByLabel("E-mail address")
    const subscribe = box.getByRole("button", { name: "Subscribe" })

    await input.fill("reader@example")
    await subscribe.click()
    await expect(input).toHaveAttribute("aria-invalid", "true")
    await expect(input).toHaveAccessibleDescription(messages.email)
    await expect(box.getByRole("alert")).toHaveText(messages.email)
    await expect(input).toBeFocused()

    await input.fill(email)
    await expect(box.getByRole("alert")).toHaveCount(0)
    await subscribe.click()
    await expect(
      notifications(page).getByRole("listitem").filter({ hasText: "You're subscribed!" }),
    ).toBeVisible()
    await expect(input).toHaveValue("")
    expect(await storedRows(page, email)).toEqual([
      expect.objectContaining({
        first_name: null,
        last_name: null,
        email,
        company: null,
        service_interest: null,
        message: null,
        form_type: "newsletter",
      }),
    ])
  })

  test("a failed subscription shows the error toast and keeps the address", async ({ page }) => {
    const email = uniqueEmail("offline")
    await page.goto("/blog")
    await waitForHydration(page)
    await page.route(insertPath, (route) => route.abort())
    const box = page.getByRole("form", { name: "Stay Updated" })
    await box.getByLabel("E-mail address").fill(email)
    await box.getByRole("button", { name: "Subscribe" }).click()
    await expect(
      notifications(page).getByRole("listitem").filter({ hasText: "Error subscribing" }),
    ).toBeVisible()
    await expect(box.getByLabel("E-mail address")).toHaveValue(email)
    expect(await storedRows(page, email)).toEqual([])
  })
})
