// The quick apply for a client's role (issue 43, decision 097): from /jobs at 375 px, a candidate
// applies with a name, a mobile number and a city; one row, one mail that leads with the mobile as
// a tel: link and the role; a stalled send that is resent is still one row; a phone's photo of a
// résumé is taken and a renamed executable refused beside the field.
import { expect, test, type Page } from "@playwright/test"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

import { quickInsertTimeoutMs } from "@repo/contact-client/quick-apply"
import { jobsOnDisk } from "@repo/content/disk"
import { jobPage, jobPath, roleIsOpen } from "@repo/content/jobs"
import { quickApplyCopy as copy } from "@repo/content/quick-apply"

import { freshMobile, mailsNaming, storedFor } from "./quick-apply-support"
import { buildDate, expectNoAxeViolations, viewports, waitForHydration } from "./support"

const role = jobsOnDisk().find((entry) => roleIsOpen(entry, buildDate()))!
const form = (page: Page) => page.getByRole("form", { name: copy.formHeading })
const box = (page: Page, label: string) => form(page).getByRole("textbox", { name: label, exact: true })
const applyButton = (page: Page) => form(page).getByRole("button", { name: copy.submitLabel })

async function fillMinimum(page: Page, mobile: string) {
  await box(page, copy.fields.fullName.label).fill("Ravi Kumar")
  await box(page, copy.fields.mobile.label).fill(mobile)
  await box(page, copy.fields.city.label).fill("Noida")
  await form(page)
    .getByRole("checkbox", { name: /I consent/ })
    .check()
}

let folder = ""
test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "quick-apply-"))
})
test.afterAll(() => {
  rmSync(folder, { recursive: true, force: true })
})

test("at 375 px, a candidate applies from /jobs with a name, a mobile and a city: one row, one mail, even after a stalled send", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(viewports.mobile)
  const mobile = freshMobile()

  await page.clock.install()
  let inserts = 0
  let stored = () => {}
  const firstStored = new Promise<void>((resolve) => (stored = resolve))
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/rest/v1/quick_applications", async (route) => {
    if (route.request().method() !== "POST") return route.continue()
    inserts++
    if (inserts > 1) return route.continue()
    // The first insert is stored; its answer is held until the page has given up on it.
    const response = await route.fetch()
    stored()
    await released
    await route.fulfill({ response }).catch(() => {})
  })

  await page.goto("/jobs")
  await waitForHydration(page)
  await page.getByRole("main").getByRole("link", { name: role.title }).first().click()
  await expect(page).toHaveURL(new RegExp(`${jobPath(role.slug)}$`))
  await page.getByRole("main").getByRole("link", { name: jobPage.applyLabel }).first().click()
  await expect(page).toHaveURL(new RegExp(`${jobPath(role.slug)}/apply$`))
  await waitForHydration(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.heading(role.title))
  await expectNoAxeViolations(page)

  await fillMinimum(page, mobile.typed)
  await applyButton(page).click()
  await firstStored
  await page.clock.fastForward(quickInsertTimeoutMs + 1_000)
  const toasts = page.getByRole("region", { name: /Notifications/ })
  await expect(toasts.getByText(copy.failure.title)).toBeVisible()
  release()
  expect(await storedFor(page, mobile.stored)).toHaveLength(1)
  await expect(box(page, copy.fields.fullName.label)).toHaveValue("Ravi Kumar")

  // The resend, pressed twice: the same key, still one row.
  await applyButton(page).dblclick()
  const sent = page.getByRole("heading", { name: copy.sent.title })
  await expect(sent).toBeVisible()
  await expect(sent).toBeFocused()
  await expect(
    page.getByRole("main").getByRole("link", { name: copy.sent.call.number.display }),
  ).toHaveAttribute("href", `tel:${copy.sent.call.number.tel}`)
  await expect(page.getByRole("main").getByRole("link", { name: copy.sent.money.linkLabel })).toHaveAttribute(
    "href",
    "/recruitment-fraud",
  )
  const rows = await storedFor(page, mobile.stored)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    full_name: "Ravi Kumar",
    city: "Noida",
    email: null,
    role_slug: role.slug,
    role_title: role.title,
    resume_path: null,
  })
  await page.unrouteAll({ behavior: "ignoreErrors" })
  await expectNoAxeViolations(page)

  // The recruiters' inbox: one mail, the mobile first as a call link, and the role.
  await expect.poll(async () => (await mailsNaming(page, mobile.stored)).length, { timeout: 20_000 }).toBe(1)
  await page.waitForTimeout(2_000)
  const mails = await mailsNaming(page, mobile.stored)
  expect(mails).toHaveLength(1)
  expect(mails[0]!.subject).toBe(`Quick apply: ${role.title}, Ravi Kumar, call ${mobile.stored}`)
  expect(mails[0]!.html).toContain(`href="tel:${mobile.stored}"`)
  const text = mails[0]!.text
  expect(text.indexOf(mobile.stored)).toBeLessThan(text.indexOf(role.title))
  expect(text).toContain(`${role.title}, ${role.client}, ${role.location}`)
})

test("a refused field is told why beside it; a JPEG résumé is taken and a renamed executable refused", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize(viewports.mobile)
  await page.goto(`${jobPath(role.slug)}/apply`)
  await waitForHydration(page)

  await box(page, copy.fields.mobile.label).fill("12345")
  await applyButton(page).click()
  const name = box(page, copy.fields.fullName.label)
  await expect(name).toBeFocused()
  for (const [label, message] of [
    [copy.fields.fullName.label, copy.messages.fullName],
    [copy.fields.mobile.label, copy.messages.mobile],
    [copy.fields.city.label, copy.messages.city],
  ] as const) {
    await expect(box(page, label)).toHaveAttribute("aria-invalid", "true")
    await expect(box(page, label)).toHaveAccessibleDescription(new RegExp(message.replace(/[()+]/g, "\\$&")))
  }
  await expect(box(page, copy.fields.mobile.label)).toHaveValue("12345")
  await expectNoAxeViolations(page)

  // A renamed Windows program: refused as soon as it is chosen, beside the field.
  const exe = join(folder, "resume.jpg")
  writeFileSync(exe, Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00]), Buffer.alloc(2048)]))
  const fileInput = form(page).locator('input[type="file"]')
  await fileInput.setInputFiles(exe)
  await expect(form(page).getByText(copy.messages.resume.content)).toBeVisible()
  // The message says it may be left out, and it can be: the file and its message go.
  await form(page).getByRole("button", { name: copy.resume.remove }).click()
  await expect(form(page).getByText(copy.messages.resume.content)).toHaveCount(0)
  await expect(form(page).getByText("resume.jpg")).toHaveCount(0)
  await expect(fileInput).toBeFocused()
  await expect(fileInput).not.toHaveAttribute("aria-invalid", "true")

  // A phone's photo of a résumé: taken, stored with the row, and named in the mail.
  const jpeg = join(folder, "IMG_2031.jpeg")
  writeFileSync(
    jpeg,
    Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.alloc(4096, 7),
      Buffer.from([0xff, 0xd9]),
    ]),
  )
  await fileInput.setInputFiles(jpeg)
  await expect(form(page).getByText(copy.messages.resume.content)).toHaveCount(0)
  const mobile = freshMobile()
  await fillMinimum(page, mobile.typed)
  await applyButton(page).click()
  await expect(page.getByRole("heading", { name: copy.sent.title })).toBeVisible()
  await expect
    .poll(async () => (await storedFor(page, mobile.stored))[0]?.resume_file_size ?? null)
    .toBe(4096 + 8)
  const [row] = await storedFor(page, mobile.stored)
  expect(row).toMatchObject({ resume_type: "image/jpeg" })
  expect(row!.resume_path).toMatch(new RegExp(`^job-${role.slug}/[0-9a-f-]{36}\\.jpg$`))
  await expect.poll(async () => (await mailsNaming(page, mobile.stored)).length, { timeout: 20_000 }).toBe(1)
  expect((await mailsNaming(page, mobile.stored))[0]!.text).toContain("Résumé Ravi Kumar.jpg")
})
