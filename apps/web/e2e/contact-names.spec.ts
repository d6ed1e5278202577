import { expect, test, type Page, type Request } from "@playwright/test"

import { waitForHydration } from "./support"

// A name needs two letters: zero-width and no-break spaces are not letters. The message names the
// field, focus goes to it, and nothing typed is lost.

const apiPort = Number(process.env.LOCAL_API_PORT ?? 54321)
const submissionsUrl = `http://127.0.0.1:${apiPort}/local/submissions`

const field = (page: Page, label: string) =>
  page.getByRole("main").getByRole("textbox", { name: label, exact: true })
const form = (page: Page) => page.getByRole("form", { name: "Send us a Message" })
const sendButton = (page: Page) => form(page).getByRole("button", { name: "Send Message" })

test("the contact form refuses names of invisible characters, naming each field, and keeps the text", async ({
  page,
}) => {
  await page.goto("/contact")
  await waitForHydration(page)
  await expect(sendButton(page)).toBeEnabled()
  const inserts: Request[] = []
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/rest/v1/contact_submissions"))
      inserts.push(request)
  })

  const email = `names.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`
  await field(page, "First name").fill("\u200b\u200b")
  await field(page, "Last name").fill("\u00a0\u00a0\u00a0")
  await field(page, "Email").fill(email)
  await field(page, "Company").fill("Iyer Textiles")
  await field(page, "Message").fill("We need twelve payroll staff in Noida.")
  await sendButton(page).click()

  await expect(field(page, "First name")).toBeFocused()
  await expect(field(page, "First name")).toHaveAccessibleDescription(
    "First name must have at least 2 letters",
  )
  await expect(field(page, "Last name")).toHaveAccessibleDescription("Last name must have at least 2 letters")
  await expect(field(page, "First name")).toHaveValue("\u200b\u200b")
  await expect(field(page, "Message")).toHaveValue("We need twelve payroll staff in Noida.")
  expect(inserts).toHaveLength(0)

  // Names in Devanagari are letters.
  await field(page, "First name").fill("अनु")
  await field(page, "Last name").fill("अय्यर")
  await sendButton(page).click()
  await expect(field(page, "Message")).toHaveValue("")
  await expect
    .poll(async () => {
      const rows = (await (await page.request.get(submissionsUrl)).json()) as {
        email: string
        first_name: string
        last_name: string
      }[]
      return rows.filter((row) => row.email === email).map((row) => [row.first_name, row.last_name])
    })
    .toEqual([["अनु", "अय्यर"]])
})
