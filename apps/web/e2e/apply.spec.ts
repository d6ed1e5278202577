import { expect, test, type Page } from "@playwright/test"
import { existsSync, readFileSync } from "node:fs"

import { makePdf } from "@repo/contact-client/testing/documents"
import { fraudLink } from "@repo/content/fraud-links"

import {
  countRequests,
  form,
  insertPattern,
  notifications,
  openApplication,
  resumeInput,
  storedApplications,
  submitButton,
  success,
  uniqueEmail,
  uploadPattern,
  type StoredApplication,
} from "./apply-support"
import { expectNoAxeViolationsAtBothWidths } from "./axe-widths"
import { expectNoAxeViolations, trackErrors, viewports, waitForHydration } from "./support"

const pdf = makePdf("Asha Rao — Payroll Manager — curriculum vitae", { size: 180 * 1024 })
const resumeFile = { name: "Asha Rao CV.pdf", mimeType: "application/pdf", buffer: pdf }

async function fillApplication(page: Page, email: string) {
  const main = page.getByRole("main")
  await main.getByRole("textbox", { name: "Full Name" }).fill("Asha Rao")
  await main.getByRole("textbox", { name: "Email" }).fill(email)
  await main.getByRole("textbox", { name: "Mobile Number" }).fill("98765 43210")
  await main.getByRole("textbox", { name: "Current City" }).fill("Pune")
  await main.getByRole("combobox", { name: "Total Experience" }).selectOption("5-8")
  await main.getByRole("combobox", { name: "Notice Period" }).selectOption("60-days")
  await main.getByRole("textbox", { name: "LinkedIn Profile" }).fill("linkedin.com/in/asha-rao")
  await resumeInput(page).setInputFiles(resumeFile)
  await main.getByRole("checkbox", { name: /I consent/ }).check()
}

function expectOneStoredFile(rows: StoredApplication[]) {
  expect(rows).toHaveLength(1)
  const [row] = rows
  expect(row?.resume_file_size).toBe(pdf.length)
  expect(existsSync(row!.resume_file)).toBe(true)
  expect(readFileSync(row!.resume_file)).toEqual(pdf)
}

test.describe("job applications", () => {
  test("Apply Now leads to the opening's form; a real PDF is stored with one row naming it", async ({
    page,
  }) => {
    const errors = trackErrors(page)
    await page.goto("/careers")
    await waitForHydration(page)
    await page.getByRole("link", { name: "Apply Now: Payroll Manager" }).click()
    await expect(page).toHaveURL(/\/careers\/apply\/payroll-manager$/)
    await expect(page.getByRole("heading", { level: 1, name: "Apply for Payroll Manager" })).toBeVisible()
    await expect(submitButton(page)).toBeEnabled()

    const email = uniqueEmail("asha")
    await fillApplication(page, email)
    // The chosen file, by name and size.
    await expect(form(page)).toContainText("Asha Rao CV.pdf")
    await expect(form(page)).toContainText(`${Math.round(pdf.length / 1024)} KB`)

    const { uploads, inserts } = countRequests(page)
    await submitButton(page).click()
    await expect(success(page)).toBeVisible()
    await expect(success(page)).toBeFocused()
    await expect(page.getByRole("status")).toContainText("What happens next")

    const rows = await storedApplications(page, email)
    expectOneStoredFile(rows)
    expect(rows[0]).toMatchObject({
      opening_id: "payroll-manager",
      opening_title: "Payroll Manager",
      full_name: "Asha Rao",
      mobile: "+919876543210",
      resume_name: "Asha Rao CV.pdf",
      resume_type: "application/pdf",
      resume_size: pdf.length,
    })
    expect(rows[0]?.resume_path).toMatch(/^payroll-manager\/[0-9a-f-]{36}\.pdf$/)
    expect(uploads).toHaveLength(1)
    expect(inserts).toHaveLength(1)
    expect(errors).toEqual([])
  })

  test("the general application is stored under 'general'", async ({ page }) => {
    await page.goto("/careers")
    await page.getByRole("link", { name: "Send Your Résumé" }).click()
    await expect(page).toHaveURL(/\/careers\/apply$/)
    await waitForHydration(page)
    const email = uniqueEmail("general")
    await fillApplication(page, email)
    await submitButton(page).click()
    await expect(success(page)).toBeVisible()
    const rows = await storedApplications(page, email)
    expectOneStoredFile(rows)
    expect(rows[0]).toMatchObject({ opening_id: "general", opening_title: "General application" })
    // What to do if someone then asks for money: the way to the recruitment-fraud page.
    await expect(
      page.locator('[data-slot="form-sent"]').getByRole("link", { name: fraudLink.label, exact: true }),
    ).toHaveAttribute("href", fraudLink.href)
  })

  test("an empty submit names every required field and moves focus to the first, axe-clean at both widths", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop)
    await openApplication(page)
    await expectNoAxeViolations(page)
    const { uploads } = countRequests(page)
    await submitButton(page).click()
    const alerts = form(page).getByRole("alert")
    await expect(alerts).toHaveText([
      "Enter your full name (at least 2 characters)",
      "Enter a valid e-mail address",
      "Enter a 10-digit Indian mobile number, with or without +91 (e.g. 98765 43210)",
      "Enter the city you live in",
      "Choose your total experience",
      "Choose your notice period",
      "Attach your résumé (PDF, DOC or DOCX, up to 5 MB)",
      "Agree to the processing of your data so we can consider your application",
    ])
    await expect(page.getByRole("main").getByRole("textbox", { name: "Full Name" })).toBeFocused()
    // Every error showing: no axe violations at either width.
    await expectNoAxeViolationsAtBothWidths(page)
    expect(uploads).toHaveLength(0)
  })

  test("a text file renamed .pdf, or a file over 5 MB, is refused as it is chosen and before sending", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop)
    await openApplication(page)
    const { uploads } = countRequests(page)
    const email = uniqueEmail("renamed")
    await fillApplication(page, email)
    await resumeInput(page).setInputFiles({
      name: "resume.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("This is a plain text file that someone renamed to .pdf\n"),
    })
    const message =
      "This file is named .pdf but is not a PDF document. Save or export your résumé as PDF, DOC or DOCX and choose it again."
    // Named as soon as it is chosen, before any send.
    await expect(resumeInput(page)).toHaveAccessibleDescription(message)
    await submitButton(page).click()
    await expect(form(page).getByRole("alert")).toHaveText([message])
    await expect(resumeInput(page)).toBeFocused()
    expect(uploads).toHaveLength(0)
    expect(await storedApplications(page, email)).toHaveLength(0)

    // A file over 5 MB is named too.
    await resumeInput(page).setInputFiles({
      name: "big.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024, 0x20)]),
    })
    await expect(resumeInput(page)).toHaveAccessibleDescription(
      /This file is 6\.\d MB; a résumé can be at most 5 MB\./,
    )
    expect(uploads).toHaveLength(0)
  })

  test("a network drop during the upload keeps everything, offers e-mail; a retry uploads the file alone: one row and one file", async ({
    page,
  }) => {
    await openApplication(page)
    const email = uniqueEmail("dropped")
    await fillApplication(page, email)
    const { uploads, inserts } = countRequests(page)
    let dropped = 0
    await page.route(uploadPattern, async (route) => {
      if (route.request().method() === "POST" && dropped === 0) {
        dropped++
        return route.abort("connectionreset")
      }
      return route.fallback()
    })
    await submitButton(page).click()
    await expect(notifications(page).getByText("Your application was not sent")).toBeVisible()
    const fallback = form(page).getByRole("link", { name: "E-mail careers@talentrise.example" })
    await expect(fallback).toHaveAttribute(
      "href",
      "mailto:careers@talentrise.example?subject=Application%3A%20Payroll%20Manager",
    )
    // Nothing is lost, the file included. The row went first; its file has not arrived.
    await expect(page.getByRole("main").getByRole("textbox", { name: "Email" })).toHaveValue(email)
    await expect(form(page)).toContainText("Asha Rao CV.pdf")
    expect((await storedApplications(page, email)).map((row) => row.resume_file_size)).toEqual([null])

    await submitButton(page).click()
    await expect(success(page)).toBeVisible()
    expectOneStoredFile(await storedApplications(page, email))
    expect(dropped).toBe(1)
    expect(inserts).toHaveLength(1)
    expect(uploads).toHaveLength(2)
  })

  test("a resend after lost answers (the row's, then the file's) leaves one row and one file", async ({
    page,
  }) => {
    await openApplication(page)
    const email = uniqueEmail("resend")
    await fillApplication(page, email)
    const { uploads, inserts } = countRequests(page)
    const answers: number[] = []
    let lost = 0
    // The first insert and the first upload reach the data API, but their answers never come back.
    for (const pattern of [insertPattern, uploadPattern]) {
      await page.route(pattern, async (route) => {
        if (route.request().method() !== "POST") return route.fallback()
        const response = await route.fetch()
        answers.push(response.status())
        if (lost < 2 && (pattern === insertPattern ? lost === 0 : lost === 1)) {
          lost++
          return route.abort("connectionreset")
        }
        return route.fulfill({ response })
      })
    }
    await submitButton(page).click()
    await expect(notifications(page).getByText("Your application was not sent")).toBeVisible()
    expect((await storedApplications(page, email)).map((row) => row.resume_file_size)).toEqual([null])

    // Resend: the row is already stored (a quiet success), the file goes in, and its answer is lost.
    await submitButton(page).click()
    await expect.poll(() => lost).toBe(2)
    await expect(submitButton(page)).toBeEnabled()
    expectOneStoredFile(await storedApplications(page, email))

    // Resend again: the row is known, and the file is there (409).
    await submitButton(page).click()
    await expect(success(page)).toBeVisible()
    expectOneStoredFile(await storedApplications(page, email))
    expect(inserts).toHaveLength(2)
    expect(uploads).toHaveLength(2)
    expect(answers).toEqual([201, 201, 200, 400])
  })

  test("a double submit sends once: one row and one file", async ({ page }) => {
    await openApplication(page)
    const email = uniqueEmail("double")
    await fillApplication(page, email)
    const { uploads, inserts } = countRequests(page)
    // Hold the upload so the second press lands while the first is in flight.
    await page.route(uploadPattern, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      return route.fallback()
    })
    await submitButton(page).dblclick()
    await form(page).evaluate((element: HTMLFormElement) => element.requestSubmit())
    await expect(form(page).getByRole("button", { name: "Sending your application…" })).toBeDisabled()
    await expect(success(page)).toBeVisible()
    expectOneStoredFile(await storedApplications(page, email))
    expect(uploads).toHaveLength(1)
    expect(inserts).toHaveLength(1)
  })

  test("a reload keeps the draft, apart from the file", async ({ page }) => {
    await openApplication(page)
    const email = uniqueEmail("draft")
    await fillApplication(page, email)
    await page.reload()
    await waitForHydration(page)
    const main = page.getByRole("main")
    await expect(main.getByRole("textbox", { name: "Email" })).toHaveValue(email)
    await expect(main.getByRole("combobox", { name: "Notice Period" })).toHaveValue("60-days")
    await expect(main.getByRole("checkbox", { name: /I consent/ })).toBeChecked()
    await expect(form(page)).toContainText("Choose a file or drop it here")
  })
})
