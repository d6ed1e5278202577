// The content editor end to end: a member of staff adds a client role with a pay range in the
// editor at /admin (Decap CMS on its local proxy, as `pnpm dev` runs it), the file appears, a build
// publishes it on /jobs with its own page, JobPosting and sitemap entry; moving its closing date to
// yesterday takes it off the next build; an article's title is edited. Everything is written to a
// scratch copy of the content (CONTENT_ROOT, made by global-setup.ts), never to the repository.
import { spawn, execFileSync, type ChildProcess } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { addDays, dateInIndia } from "@repo/content/dates"
import { lawEntry } from "@repo/content/law-entry"
import { expect, test } from "@playwright/test"

import { waitForHydration } from "../e2e/support"
import { addItems, choose, expectFieldError, openEditor, publish } from "./editor-steps"
import { contentRoot, editorBuildDir, sitePort } from "./ports"

const today = dateInIndia()
const slug = "payroll-executive-ghaziabad"
const roleFile = join(contentRoot, "packages/content/src/jobs", `${slug}.md`)
const appDir = join(import.meta.dirname, "..")

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

test("a role added in the editor is published by the next build, leaves after its closing date, and an article is retitled", async ({
  page,
}) => {
  test.setTimeout(300_000)

  // Add the role, first with a closing date before its posting: refused beside the field.
  await openEditor(page, "#/collections/jobs/new")
  await page.getByLabel("Job title").fill("Payroll Executive")
  await page.getByLabel("Client, described").fill("A listed FMCG company")
  await choose(page, "Industry", "Manufacturing")
  await choose(page, "Function", "Finance & Accounts")
  await page.getByLabel("City").fill("Ghaziabad")
  await choose(page, "Engagement", "Contract")
  await page.getByLabel("Experience").fill("2-4 years")
  await page.getByLabel("From (₹)").fill("32000")
  await page.getByLabel("To (₹)").fill("42000")
  await choose(page, "Per", "a month")
  await page.getByLabel("Posted on").fill(today)
  await page.getByLabel("Last day to apply").fill(addDays(today, -1))
  await page
    .getByLabel("Summary")
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
  await page.locator("[data-slate-editor]").click()
  await page.keyboard.type(
    "The client makes packaged foods at a plant in Ghaziabad and runs payroll for its own and contract staff. You join its HR team through us, on a twelve-month contract, with PF, ESI and paid leave from the first day.",
  )
  // The preview beside the form is the site's own page, or the build's refusal while it would refuse.
  const preview = page.frameLocator("iframe")
  await expect(preview.getByRole("alert")).toContainText(
    'field "validThrough": must not be before datePosted',
  )
  await publish(page)
  await expectFieldError(page, "The closing date must not be before the posted date.")
  expect(existsSync(roleFile)).toBe(false)

  await page.getByLabel("Last day to apply").fill(addDays(today, 30))
  await expect(preview.getByRole("heading", { level: 1, name: "Payroll Executive" })).toBeVisible()
  await expect(preview.getByText("₹32,000–42,000 a month")).toBeVisible()
  await publish(page)
  await expect.poll(() => existsSync(roleFile), { timeout: 15_000 }).toBe(true)
  const saved = readFileSync(roleFile, "utf8")
  for (const line of [
    "title: Payroll Executive",
    "location: Ghaziabad",
    "min: 32000",
    "max: 42000",
    "period: month",
  ])
    expect(saved).toContain(line)

  // The next build lists it, gives it a page with its pay in the JobPosting, and a sitemap entry.
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
    // Once the page runs, its filters apply at once (the static page's Filter button goes).
    await waitForHydration(jobs)
    await expect(jobs.getByRole("button", { name: "Filter" })).toBeHidden()
    // A filter by its city finds it, alone, and puts the city in the address.
    await jobs.getByLabel("Location").selectOption("Ghaziabad")
    await expect(jobs).toHaveURL(/\?location=Ghaziabad$/)
    await expect(jobs.getByRole("article")).toHaveCount(1)
    await expect(jobs.getByRole("article")).toContainText("₹32,000–42,000 a month")
    await jobs.close()
  } finally {
    site.stop()
  }

  // Its closing date moved to yesterday: the next build has neither its card nor its page.
  await openEditor(page, `#/collections/jobs/entries/${slug}`)
  await page.getByLabel("Posted on").fill(addDays(today, -10))
  await page.getByLabel("Last day to apply").fill(addDays(today, -1))
  await publish(page)
  await expect.poll(() => readFileSync(roleFile, "utf8"), { timeout: 15_000 }).toContain(addDays(today, -1))
  site = await buildAndServe()
  try {
    expect(await (await fetch(`${site.origin}/jobs`)).text()).not.toContain("Payroll Executive")
    expect((await fetch(`${site.origin}/jobs/${slug}`)).status).toBe(404)
    expect(await (await fetch(`${site.origin}/sitemap.xml`)).text()).not.toContain(slug)
  } finally {
    site.stop()
  }

  // An article's title, edited in the editor, is in its file, and the rest of the file is as it was.
  const article = join(contentRoot, "packages/content/src/articles/tier-2-cities.md")
  const before = readFileSync(article, "utf8")
  const bodyOf = (text: string) => text.slice(text.indexOf("\n---\n", 4) + 5).trim()
  await openEditor(page, "#/collections/articles/entries/tier-2-cities")
  await page.getByLabel("Title", { exact: true }).fill("Hiring Beyond the Metros in 2027")
  await publish(page)
  await expect
    .poll(() => readFileSync(article, "utf8"), { timeout: 15_000 })
    .toContain("title: Hiring Beyond the Metros in 2027")
  expect(bodyOf(readFileSync(article, "utf8"))).toBe(bodyOf(before))
})

test("on a phone, a law's entry fits the screen, refuses a source that is not https and saves a review", async ({
  page,
}) => {
  const lawFile = join(contentRoot, "packages/content/src/laws/posh.json")
  const before = readFileSync(lawFile, "utf8")
  await page.setViewportSize({ width: 375, height: 812 })
  await openEditor(page, "#/collections/laws/entries/posh")
  const address = page.locator('input[id^="url-field"]')
  await address.fill("http://www.indiacode.nic.in/handle/123456789/2104")
  // Decap sets its entry screen to 800 px at least; editor.css fits it to the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await publish(page)
  await expectFieldError(page, "http and other addresses are refused")
  expect(readFileSync(lawFile, "utf8")).toBe(before)

  // Once the field shows its error, a fill adds to the text instead of replacing it: empty it first.
  await address.fill("")
  await address.fill("https://www.indiacode.nic.in/handle/123456789/2104")
  await page.getByLabel("Reviewed on").fill(today)
  await publish(page)
  await expect.poll(() => readFileSync(lawFile, "utf8"), { timeout: 15_000 }).toContain(today)
  // What the editor wrote is what the build accepts.
  expect(lawEntry.safeParse(JSON.parse(readFileSync(lawFile, "utf8"))).success).toBe(true)
})
