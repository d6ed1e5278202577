import { expect, test, type Page } from "@playwright/test"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { makePdf } from "@repo/contact-client/testing/documents"

import {
  countRequests,
  form,
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
import { trackErrors, waitForHydration } from "./support"

// The application's key is kept with the draft, the row goes first and authorises one upload:
// a reload and a resend, a failed upload, a long file name and a name of invisible characters.

const pdf = makePdf("Asha Rao — Payroll Manager — curriculum vitae", { size: 120 * 1024 })

// A file on disk, as a candidate picks it: picked again after a reload, it has the same name, size
// and date, so it is the same application.
let folder = ""
test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "apply-resend-"))
})
test.afterAll(() => {
  rmSync(folder, { recursive: true, force: true })
})
function fileOnDisk(name: string): string {
  const path = join(folder, name)
  writeFileSync(path, pdf)
  return path
}

const field = (page: Page, name: string) => page.getByRole("main").getByRole("textbox", { name })

async function fillApplication(page: Page, email: string, resume: string, fullName = "Asha Rao") {
  const main = page.getByRole("main")
  await field(page, "Full Name").fill(fullName)
  await field(page, "Email").fill(email)
  await field(page, "Mobile Number").fill("98765 43210")
  await field(page, "Current City").fill("Pune")
  await main.getByRole("combobox", { name: "Total Experience" }).selectOption("5-8")
  await main.getByRole("combobox", { name: "Notice Period" }).selectOption("60-days")
  await resumeInput(page).setInputFiles(resume)
  await main.getByRole("checkbox", { name: /I consent/ }).check()
}

function expectOneRowOneFile(rows: StoredApplication[]) {
  expect(rows).toHaveLength(1)
  expect(rows[0]?.resume_file_size).toBe(pdf.length)
  expect(readFileSync(rows[0]!.resume_file)).toEqual(pdf)
}

test.describe("an application sent again", () => {
  test("a send whose answers never come, a reload and a resend store one row and one file", async ({
    page,
  }) => {
    const errors = trackErrors(page)
    await openApplication(page)
    const email = uniqueEmail("reload")
    const resume = fileOnDisk("Asha Rao CV.pdf")
    await fillApplication(page, email, resume)
    const { uploads, inserts } = countRequests(page)

    // The row and the file reach the data API, but the upload's answer is held: the page still
    // says it is sending when the candidate gives up and reloads.
    let held = 0
    const release: (() => void)[] = []
    await page.route(uploadPattern, async (route) => {
      if (route.request().method() !== "POST" || held > 0) return route.fallback()
      held++
      await route.fetch()
      await new Promise<void>((resolve) => release.push(resolve))
      await route.abort("timedout").catch(() => undefined)
    })
    await submitButton(page).click()
    await expect.poll(() => held).toBe(1)
    await expect(form(page).getByRole("button", { name: "Sending your application…" })).toBeDisabled()
    await expect
      .poll(async () => (await storedApplications(page, email))[0]?.resume_file_size)
      .toBe(pdf.length)

    // The held answer is dropped with the page (unrouting it first would let it through).
    await page.reload()
    release.forEach((resolve) => resolve())
    await waitForHydration(page)
    // The draft is back, apart from the file, which is chosen again.
    await expect(field(page, "Email")).toHaveValue(email)
    await resumeInput(page).setInputFiles(resume)
    await submitButton(page).click()
    await expect(success(page)).toBeVisible()

    const rows = await storedApplications(page, email)
    expectOneRowOneFile(rows)
    // Both sends carried the same key, kept with the draft across the reload.
    expect(inserts).toHaveLength(2)
    expect(uploads).toHaveLength(2)
    const keys = inserts.map(
      (request) => (request.postDataJSON() as { idempotency_key: string }).idempotency_key,
    )
    expect(new Set(keys)).toEqual(new Set([rows[0]?.idempotency_key]))
    expect(errors.filter((error) => !/Failed to load resource|not sent/.test(error))).toEqual([])
  })

  test("an upload that fails after the row is stored is shown, and a resend sends only the upload", async ({
    page,
  }) => {
    await openApplication(page)
    const email = uniqueEmail("upload-failed")
    await fillApplication(page, email, fileOnDisk("Asha Rao CV.pdf"))
    const { uploads, inserts } = countRequests(page)
    let failed = 0
    await page.route(uploadPattern, async (route) => {
      if (route.request().method() !== "POST" || failed > 0) return route.fallback()
      failed++
      return route.abort("connectionreset")
    })
    await submitButton(page).click()
    await expect(notifications(page).getByText("Your application was not sent")).toBeVisible()
    // The row is stored; its file is not; nothing typed is lost.
    const [row] = await storedApplications(page, email)
    expect(row?.resume_file_size).toBeNull()
    await expect(field(page, "Email")).toHaveValue(email)
    await expect(form(page)).toContainText("Asha Rao CV.pdf")

    await submitButton(page).click()
    await expect(success(page)).toBeVisible()
    expectOneRowOneFile(await storedApplications(page, email))
    expect(inserts).toHaveLength(1)
    expect(uploads).toHaveLength(2)
    expect(new Set(uploads.map((request) => request.url())).size).toBe(1)
  })
})

test.describe("what the application form takes", () => {
  test("a file name of 255+ characters with an emoji at the cut is stored, cut whole", async ({ page }) => {
    await openApplication(page)
    const email = uniqueEmail("long-name")
    // Longer than the file system allows for a name, so the file is given as bytes with its name.
    const name = `${"a".repeat(254)}😀😀😀 résumé.pdf`
    await fillApplication(page, email, fileOnDisk("short.pdf"))
    await resumeInput(page).setInputFiles({ name, mimeType: "application/pdf", buffer: pdf })
    await submitButton(page).click()
    await expect(success(page)).toBeVisible()
    const rows = await storedApplications(page, email)
    expectOneRowOneFile(rows)
    expect(rows[0]?.resume_name).toBe(`${"a".repeat(251)}.pdf`)
  })

  test("a name of invisible characters is refused under the field, and nothing typed is lost", async ({
    page,
  }) => {
    await openApplication(page)
    const email = uniqueEmail("invisible")
    const { inserts } = countRequests(page)
    await fillApplication(page, email, fileOnDisk("Asha Rao CV.pdf"), "\u200b\u00a0\u200b")
    await submitButton(page).click()
    const fullName = field(page, "Full Name")
    await expect(fullName).toBeFocused()
    await expect(fullName).toHaveAccessibleDescription(/Full name must have at least 2 letters/)
    await expect(form(page).getByText("Full name must have at least 2 letters")).toBeVisible()
    await expect(fullName).toHaveValue("\u200b\u00a0\u200b")
    await expect(field(page, "Email")).toHaveValue(email)
    await expect(form(page)).toContainText("Asha Rao CV.pdf")
    expect(inserts).toHaveLength(0)

    // A Devanagari name goes through.
    await fullName.fill("प्रिया शर्मा")
    await submitButton(page).click()
    await expect(success(page)).toBeVisible()
    expect((await storedApplications(page, email))[0]?.full_name).toBe("प्रिया शर्मा")
  })
})
