// The content editor end to end, at 375 px, as a recruiter uses it on a phone: each mistake that
// once took /jobs down is refused beside its field before Publish and nothing reaches the files; a
// role is posted, closed in one action, and its address then says it has closed; a figure and a
// law are edited with one-line diffs. Each build from the edited copy passes. Everything is
// written to a scratch copy of the content (CONTENT_ROOT, made by global-setup.ts), never to the
// repository. Each recruiter task is timed, and the times are printed at the end.
import { spawn, execFileSync, type ChildProcess } from "node:child_process"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import AxeBuilder from "@axe-core/playwright"
import { addDays, dateInIndia } from "@repo/content/dates"
import { lawEntry } from "@repo/content/law-entry"
import { expect, test, type Page } from "@playwright/test"

import { waitForHydration } from "../e2e/support"
import { addItems, choose, expectRefusedBeside, openEditor, publish, refill } from "./editor-steps"
import { contentRoot, editorBuildDir, sitePort } from "./ports"

const today = dateInIndia()
const slug = "payroll-executive-ghaziabad"
const jobsDir = join(contentRoot, "packages/content/src/jobs")
const roleFile = join(jobsDir, `${slug}.md`)
const appDir = join(import.meta.dirname, "..")
const phone = { width: 375, height: 812 }

/** Builds the site from the scratch copy, as of today, and serves it; returns its origin. */
async function buildAndServe(): Promise<{ origin: string; stop: () => void }> {
  execFileSync("pnpm", ["build"], {
    cwd: appDir,
    env: { ...process.env, CONTENT_ROOT: contentRoot, BUILD_DIR: editorBuildDir, BUILD_DATE: today },
    stdio: "ignore",
  })
  const server: ChildProcess = spawn("pnpm", ["exec", "tsx", "server/serve.ts"], {
    cwd: appDir,
    env: { ...process.env, BUILD_DIR: editorBuildDir, PORT: String(sitePort) },
    stdio: "ignore",
  })
  const origin = `http://127.0.0.1:${sitePort}`
  await expect
    .poll(
      () =>
        fetch(origin).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200)
  return { origin, stop: () => server.kill() }
}

const jobPosting = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map(([, json]) => JSON.parse(json!) as { "@type"?: string; baseSalary?: unknown })
    .find((data) => data["@type"] === "JobPosting")

/** The lines of `after` that differ from `before`'s, by position. */
const changedLines = (before: string, after: string) => {
  const old = before.split("\n")
  const now = after.split("\n")
  return now
    .filter((line, index) => line !== old[index])
    .concat(old.length === now.length ? [] : ["(length)"])
}

const body =
  "The client makes packaged foods at a plant in Ghaziabad and runs payroll for its own and contract staff. You join its HR team through us, on a twelve-month contract, with PF, ESI and paid leave from the first day."

/**
 * Fills a new role correctly, as a recruiter would. Fields are found among those on screen: the
 * role's Hindi side (decision 104) has fields of the same names, kept off a phone's screen.
 */
async function fillRole(page: Page) {
  await page.getByLabel("Job title").filter({ visible: true }).fill("Payroll Executive")
  await page.getByLabel("Client, described").filter({ visible: true }).fill("A listed FMCG company")
  await choose(page, "Industry", "Manufacturing")
  await choose(page, "Function", "Finance & Accounts")
  await page.getByLabel("City").filter({ visible: true }).fill("Ghaziabad")
  await choose(page, "Engagement", "Contract")
  await page.getByLabel("Experience").filter({ visible: true }).fill("2-4 years")
  await page.getByLabel("From (₹)").filter({ visible: true }).fill("32,000")
  await page.getByLabel("To (₹)").filter({ visible: true }).fill("42k")
  await choose(page, "Per", "a month")
  await page.getByLabel("Posted on").filter({ visible: true }).fill(today)
  await page.getByLabel("Last day to apply").filter({ visible: true }).fill(addDays(today, 30))
  await page
    .getByLabel("Summary")
    .filter({ visible: true })
    .fill(
      "Run the monthly payroll inputs, PF and ESI challans for a plant of 600 people, on our payroll for the client.",
    )
  await addItems(page, "What you will do", [
    "Collect attendance and overtime from the plant every month.",
    "Prepare PF and ESI challans and file them on time.",
    "Answer employees' questions about their payslips.",
  ])
  await addItems(page, "What you need", [
    "Two years or more of payroll for a factory.",
    "Working knowledge of PF, ESI and the wage codes.",
    "Comfortable with Excel and a payroll system.",
  ])
  await page.locator("[data-slate-editor]").filter({ visible: true }).click()
  await page.keyboard.type(body)
}

/**
 * Replaces the body's text, and checks the rich text editor holds exactly it: a select-all that
 * lands before the editor has its selection leaves the old text in, which would then publish.
 */
async function typeBody(page: Page, text: string) {
  const editor = page.locator("[data-slate-editor]").filter({ visible: true })
  await expect(async () => {
    // Out and back in: after Publish's refusal the editor can keep a selection of its own that a
    // click into it does not replace, and a select-all then selects nothing.
    await editor.blur()
    await editor.click()
    await expect(editor).toBeFocused()
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.press("Backspace")
    await page.keyboard.type(text)
    await expect(editor).toHaveText(text, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

const roleFiles = () => readdirSync(jobsDir).sort()

test.describe.configure({ mode: "serial" })

const timings: Record<string, number> = {}
async function timed<T>(task: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now()
  const result = await run()
  timings[task] = Math.round((Date.now() - started) / 100) / 10
  return result
}

test.afterAll(() => {
  console.log(`Recruiter tasks at 375 px, seconds: ${JSON.stringify(timings)}`)
})

test("on a phone, each mistake that broke /jobs is refused beside its field and nothing reaches the files", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(phone)
  const filesBefore = roleFiles()
  await openEditor(page, "#/collections/jobs/new")
  await fillRole(page)

  // Each mistake on an otherwise good role: Publish scrolls to it and says why, beside the field.
  await timed("fix a mistake", async () => {
    await typeBody(
      page,
      "Eighteen words cannot say what a role is, where it sits, on whose rolls, or what it pays.",
    )
    await publish(page)
    await expectRefusedBeside(
      page,
      "About the role",
      "must say what the role is about in at least 30 words (now 18)",
    )
    await expect(page.locator(".talentrise-publish-status")).toContainText(
      "Not published: one field needs a fix",
    )
    await typeBody(page, body)
  })

  await refill(page, "Job title", "Payroll Executive ".repeat(9).trim())
  await publish(page)
  await expectRefusedBeside(page, "Job title", "Job title must be at most 80 characters")
  // A title within 80 characters that makes an address over 76 with its city.
  await refill(
    page,
    "Job title",
    "Payroll Executive for Statutory Compliance and Monthly Wage Processing Desk",
  )
  await publish(page)
  await expectRefusedBeside(page, "Job title", "shorten the title")
  await refill(page, "Job title", "Payroll Executive")

  await refill(page, "Last day to apply", addDays(today, 91))
  await publish(page)
  await expectRefusedBeside(
    page,
    "Last day to apply",
    `must be at most 90 days after the posted date: ${addDays(today, 90)} at the latest`,
  )

  // Both dates in the past: the role would never show.
  await refill(page, "Posted on", addDays(today, -20))
  await refill(page, "Last day to apply", addDays(today, -2))
  await publish(page)
  await expectRefusedBeside(page, "Last day to apply", "has passed")
  await refill(page, "Posted on", today)
  await refill(page, "Last day to apply", addDays(today, 30))

  // Pay: "16" is a slip of three zeros; text that is no amount is refused; "16k" is ₹16,000.
  await refill(page, "From (₹)", "16")
  await publish(page)
  await expectRefusedBeside(page, "From (₹)", "₹16 a month is below ₹5,000: did you mean ₹16,000?")
  await refill(page, "From (₹)", "sixteen")
  await publish(page)
  await expectRefusedBeside(page, "From (₹)", "write an amount in rupees, such as 16000, 16,000 or 16k")
  await refill(page, "From (₹)", "16k")
  await expect(page.getByText("Saved as ₹16,000").filter({ visible: true })).toBeVisible()

  // The maximum below the minimum, published from the bottom of the form: Publish scrolls up to it.
  await refill(page, "To (₹)", "12,000")
  await page.locator("[data-slate-editor]").filter({ visible: true }).scrollIntoViewIfNeeded()
  await publish(page)
  await expectRefusedBeside(page, "To (₹)", "The maximum must not be below the minimum.")
  await refill(page, "To (₹)", "42k")

  // The same title and city as a role already on the site.
  await refill(page, "Job title", "Site Engineer, Civil")
  await refill(page, "City", "Noida")
  await publish(page)
  await expectRefusedBeside(page, "Job title", "is already on the site for Noida")

  // Nothing of this reached the files.
  expect(roleFiles()).toEqual(filesBefore)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await page.screenshot({ path: "/work/shots/47/editor-refused-375.png" })
})

test("a role posted on a phone is on /jobs after a build; closed in one action, its address says so", async ({
  page,
}) => {
  test.setTimeout(420_000)
  await page.setViewportSize(phone)
  await timed("post a role", async () => {
    await openEditor(page, "#/collections/jobs/new")
    await fillRole(page)
    await publish(page)
    await expect.poll(() => existsSync(roleFile), { timeout: 15_000 }).toBe(true)
  })
  const saved = readFileSync(roleFile, "utf8")
  for (const line of [
    "title: Payroll Executive",
    "location: Ghaziabad",
    "min: 32000",
    "max: 42000",
    "period: month",
  ])
    expect(saved).toContain(line)

  let site = await buildAndServe()
  try {
    const rolePage = await (await fetch(`${site.origin}/jobs/${slug}`)).text()
    expect(jobPosting(rolePage)?.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", minValue: 32000, maxValue: 42000, unitText: "MONTH" },
    })
    expect(await (await fetch(`${site.origin}/sitemap.xml`)).text()).toContain(`/jobs/${slug}</loc>`)
    const jobs = await page.context().newPage()
    await jobs.goto(`${site.origin}/jobs`)
    await expect(jobs.getByRole("link", { name: "Payroll Executive" })).toBeVisible()
    await waitForHydration(jobs)
    await jobs.getByLabel("Location").selectOption("Ghaziabad")
    await expect(jobs).toHaveURL(/\?location=Ghaziabad$/)
    await expect(jobs.getByRole("article")).toHaveCount(1)
    await jobs.close()
  } finally {
    site.stop()
  }

  // "Close this role now and publish": one action writes the day it closed.
  await timed("close a role", async () => {
    await openEditor(page, `#/collections/jobs/entries/${slug}`)
    await page.getByRole("button", { name: "Close this role now and publish" }).click()
    await expect
      .poll(() => readFileSync(roleFile, "utf8"), { timeout: 15_000 })
      .toContain(`closedOn: ${today}`)
  })

  site = await buildAndServe()
  try {
    expect(await (await fetch(`${site.origin}/jobs`)).text()).not.toContain("Payroll Executive")
    expect(await (await fetch(`${site.origin}/sitemap.xml`)).text()).not.toContain(slug)
    const response = await fetch(`${site.origin}/jobs/${slug}`)
    expect(response.status).toBe(200)
    const html = await response.text()
    // Prerendered: the static page itself says it, with no posting for search engines.
    expect(html).toContain("This role has closed")
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)
    expect(jobPosting(html)).toBeUndefined()
    const closed = await page.context().newPage()
    for (const viewport of [phone, { width: 1280, height: 900 }]) {
      await closed.setViewportSize(viewport)
      await closed.goto(`${site.origin}/jobs/${slug}`)
      await expect(closed.getByRole("heading", { level: 1, name: "This role has closed" })).toBeVisible()
      await expect(
        closed.getByText("Payroll Executive, Ghaziabad, stopped taking applications"),
      ).toBeVisible()
      // Open roles like it (finance first), each a link to its page.
      const similar = closed.getByRole("region", { name: "Open roles like it" }).getByRole("listitem")
      await expect(similar.first()).toBeVisible()
      await expect(similar.first().getByRole("link")).toHaveAttribute("href", /^\/jobs\/[a-z0-9-]+$/)
      await expect(closed.getByRole("link", { name: "See all open roles" })).toHaveAttribute("href", "/jobs")
      const results = await new AxeBuilder({ page: closed })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze()
      expect(results.violations.map((violation) => violation.id)).toEqual([])
      await closed.screenshot({ path: `/work/shots/47/closed-role-${viewport.width}.png`, fullPage: true })
    }
    await closed.close()
  } finally {
    site.stop()
  }
})

test("on a phone, a figure and a law are edited with one-line diffs, and the law refuses a source that is not https", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(phone)

  // The figures' list reads as what each counts, and a search finds a law by what pages call it.
  await openEditor(page, "#/collections/figures")
  await expect(page.getByText(/150\+ Businesses we have worked for/)).toBeVisible()
  await openEditor(page, "#/collections/laws")
  await page.getByPlaceholder(/Search/).fill("POSH")
  await page.keyboard.press("Enter")
  await expect(page.getByRole("main").getByRole("listitem").first()).toContainText("(POSH Act, 2013)")

  const figureFile = join(contentRoot, "packages/content/src/figures/clients.json")
  const figureBefore = readFileSync(figureFile, "utf8")
  await timed("edit a figure", async () => {
    await openEditor(page, "#/collections/figures/entries/clients")
    await refill(page, "Value", "160+")
    await refill(page, "As of", today)
    await publish(page)
    await expect.poll(() => readFileSync(figureFile, "utf8"), { timeout: 15_000 }).toContain('"160+"')
  })
  expect(changedLines(figureBefore, readFileSync(figureFile, "utf8"))).toEqual([
    '  "value": "160+",',
    `  "asOf": "${today}"`,
  ])

  const lawFile = join(contentRoot, "packages/content/src/laws/posh.json")
  const before = readFileSync(lawFile, "utf8")
  await openEditor(page, "#/collections/laws/entries/posh")
  const address = page.locator('input[id^="url-field"]')
  await address.fill("http://www.indiacode.nic.in/handle/123456789/2104")
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await publish(page)
  await expect(page.getByText("http and other addresses are refused")).toBeVisible()
  expect(readFileSync(lawFile, "utf8")).toBe(before)

  await address.fill("")
  await address.fill("https://www.indiacode.nic.in/handle/123456789/2104")
  await refill(page, "Reviewed on", today)
  await publish(page)
  await expect.poll(() => readFileSync(lawFile, "utf8"), { timeout: 15_000 }).toContain(today)
  // One line: the review date. What the editor wrote is what the build accepts.
  expect(changedLines(before, readFileSync(lawFile, "utf8"))).toEqual([`  "reviewedOn": "${today}"`])
  expect(lawEntry.safeParse(JSON.parse(readFileSync(lawFile, "utf8"))).success).toBe(true)
})

test("a rate row added in the editor, with a later from-date, changes the tools' result from that day on", async ({
  page,
}) => {
  test.setTimeout(300_000)
  const rateFile = join(contentRoot, "packages/content/src/rates/pf-wage-ceiling.json")
  const before = readFileSync(rateFile, "utf8")
  const later = addDays(today, 20)
  await page.setViewportSize({ width: 375, height: 812 })
  await openEditor(page, "#/collections/rates/entries/pf-wage-ceiling")
  await page.getByRole("button", { name: "Add row" }).click()
  await page.getByLabel("Applies from").last().fill(later)
  await page.getByLabel("Figure").last().fill("30000")
  await page
    .getByLabel("What it is")
    .last()
    .fill(
      "Notification under section 2(89) of the Code on Social Security, 2020: a wage ceiling for the test",
    )
  await page
    .getByLabel(/^Number/)
    .last()
    .fill("S.O. 9999(E)")
  await page.getByLabel("Dated").last().fill(today)
  await page.getByLabel("Checked on").last().fill(today)
  // No source yet: refused beside the field, and nothing reaches the file.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await publish(page)
  await expect(page.getByText(/This field is required|is required/i).first()).toBeVisible()
  expect(readFileSync(rateFile, "utf8")).toBe(before)

  await page
    .getByLabel("Official source")
    .last()
    .fill("https://egazette.gov.in/WriteReadData/2026/999999.pdf")
  await publish(page)
  // The editor's local backend writes the file in place: read while it writes, it is empty or cut
  // short, and the poll tries again.
  const rowsOnDisk = () => {
    try {
      return (JSON.parse(readFileSync(rateFile, "utf8")) as { rows: unknown[] }).rows.length
    } catch {
      return null
    }
  }
  await expect.poll(rowsOnDisk, { timeout: 15_000 }).toBe(JSON.parse(before).rows.length + 1)
  const saved = JSON.parse(readFileSync(rateFile, "utf8")) as { rows: { from: string; value: number }[] }
  expect(saved.rows.at(-1)).toMatchObject({ from: later, value: 30000 })

  // The next build: ₹40,000 of basic pays PF on ₹25,000 today and on ₹30,000 from the new row's day.
  const site = await buildAndServe()
  try {
    const tool = await page.context().newPage()
    await tool.setViewportSize({ width: 1280, height: 900 })
    const table = "Employer cost breakdown"
    const employerShare = () =>
      tool.getByRole("table", { name: table }).getByRole("row", { name: /^EPF/ }).getByRole("cell").first()
    await tool.goto(`${site.origin}/tools/employer-cost#gross=60,000&basic=40,000`)
    await waitForHydration(tool)
    // 12% of ₹25,000 = 3,000, of which 2,083 to the pension fund.
    await expect(employerShare()).toHaveText("₹917")
    await tool.goto(`${site.origin}/tools/employer-cost#on=${later}&gross=60,000&basic=40,000`)
    await tool.reload()
    await waitForHydration(tool)
    // 12% of ₹30,000 = 3,600, of which the same 2,083 (its cap has no new row) to the pension fund.
    await expect(employerShare()).toHaveText("₹1,517")
    const rates = await (await fetch(`${site.origin}/tools/rates`)).text()
    expect(rates).toContain("₹25,000 a month")
    await tool.close()
  } finally {
    site.stop()
  }
})
