import { expect, test, type APIRequestContext, type Page } from "@playwright/test"

import { makePdf } from "@repo/contact-client/testing/documents"
import { site } from "@repo/content/site"

import { waitForHydration } from "./support"

// The team's inbox: MailDev, started beside the local data API (apps/local-api/src/main.ts).
const inboxUrl = `http://127.0.0.1:${process.env.LOCAL_MAIL_PORT ?? 54324}`

type CaughtMail = {
  id: string
  subject: string
  text: string
  html: string
  envelope: { to: { address: string }[] }
}

/** The mails in the inbox whose text names `needle`, once `count` of them have arrived. */
async function mailsNaming(request: APIRequestContext, needle: string, count = 1): Promise<CaughtMail[]> {
  let found: CaughtMail[] = []
  await expect
    .poll(
      async () => {
        const response = await request.get(`${inboxUrl}/api/email`)
        expect(response.ok()).toBe(true)
        found = ((await response.json()) as CaughtMail[]).filter((mail) => mail.text.includes(needle))
        return found.length
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count)
  return found
}

function uniqueEmail(name: string) {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
}

async function settle(page: Page) {
  // A second mail would come from a second webhook or a sweep; give one the time to arrive.
  await page.waitForTimeout(2_000)
}

test.describe("leads reach the team's inbox", () => {
  test("an enquiry from the contact page makes exactly one mail, with every field", async ({ page }) => {
    const email = uniqueEmail("ananya")
    const company = `Iyer Logistics ${Date.now()}`
    await page.goto("/contact")
    await waitForHydration(page)
    const main = page.getByRole("main")
    await main.getByRole("textbox", { name: "First name", exact: true }).fill("Ananya")
    await main.getByRole("textbox", { name: "Last name", exact: true }).fill("Iyer")
    await main.getByRole("textbox", { name: "Email", exact: true }).fill(email)
    await main.getByRole("textbox", { name: "Company", exact: true }).fill(company)
    await main
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Payroll for 300 staff across three states, from April.")
    await page.getByRole("button", { name: "Send Message" }).click()
    await expect(page.getByRole("region", { name: /Notifications/ })).toContainText(
      "Message sent successfully!",
    )

    const [mail] = await mailsNaming(page.request, email)
    await settle(page)
    expect(await mailsNaming(page.request, email)).toHaveLength(1)
    expect(mail!.subject).toBe(`Enquiry from ${company}`)
    expect(mail!.envelope.to.map((to) => to.address)).toEqual([site.email])
    for (const value of [
      "Ananya Iyer",
      email,
      company,
      "Payroll for 300 staff across three states, from April.",
    ])
      expect(mail!.text).toContain(value)
  })

  test("an application makes exactly one mail whose résumé link downloads the same file", async ({
    page,
  }) => {
    const email = uniqueEmail("asha")
    const pdf = makePdf("Asha Rao — Payroll Manager — curriculum vitae", { size: 120 * 1024 })
    await page.goto("/careers/apply/payroll-manager")
    await waitForHydration(page)
    const form = page.getByRole("form", { name: "Your application" })
    const main = page.getByRole("main")
    await main.getByRole("textbox", { name: "Full Name" }).fill("Asha Rao")
    await main.getByRole("textbox", { name: "Email" }).fill(email)
    await main.getByRole("textbox", { name: "Mobile Number" }).fill("98765 43210")
    await main.getByRole("textbox", { name: "Current City" }).fill("Pune")
    await main.getByRole("combobox", { name: "Total Experience" }).selectOption("5-8")
    await main.getByRole("combobox", { name: "Notice Period" }).selectOption("60-days")
    await form
      .getByRole("button", { name: "Résumé", exact: true })
      .setInputFiles({ name: "Asha Rao CV.pdf", mimeType: "application/pdf", buffer: pdf })
    await main.getByRole("checkbox", { name: /I consent/ }).check()
    await form.getByRole("button", { name: "Submit Application" }).click()
    await expect(page.getByRole("heading", { name: "Application received" })).toBeVisible()

    const [mail] = await mailsNaming(page.request, email)
    await settle(page)
    expect(await mailsNaming(page.request, email)).toHaveLength(1)
    expect(mail!.subject).toBe("Application: Payroll Manager, Asha Rao")
    expect(mail!.envelope.to.map((to) => to.address)).toEqual([site.careersEmail])
    for (const value of [
      "Asha Rao",
      email,
      "+919876543210",
      "Pune",
      "5-8 years",
      "60 days",
      "Résumé Asha Rao.pdf", // the download, named by the function from the candidate (decision 072)
      "Asha Rao CV.pdf", // and, on "Sent as", the name the candidate's file had
    ])
      expect(mail!.text).toContain(value)

    const link = /href="([^"]*\/storage\/v1\/object\/sign\/[^"]+)"/
      .exec(mail!.html)?.[1]
      ?.replaceAll("&amp;", "&")
    expect(link).toBeDefined()
    const download = await page.request.get(link!)
    expect(download.status()).toBe(200)
    expect(Buffer.compare(await download.body(), pdf)).toBe(0)
  })
})
