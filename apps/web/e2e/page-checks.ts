// What a page of one template must show without scripts, beyond what every page shows: that it
// renders its record from @repo/content. The every-page test (pages.spec.ts) runs the check of the
// page's route module in the load it makes anyway, so these cost no page load of their own. The
// facts themselves are the content package's tests; here, that each part of the record reaches the
// page.
import { readFileSync } from "node:fs"

import { articlePage, displayDate, type Article } from "@repo/content/blog"
import { articlesOnDisk, jobsOnDisk, legalDocumentsOnDisk } from "@repo/content/disk"
import { fraudLink } from "@repo/content/fraud-links"
import { formatPay, jobApplyPath, jobPath, roleIsOpen, roleTextIn } from "@repo/content/jobs"
import { services, type ServiceSlug } from "@repo/content/services"
import {
  cyberCrimeChannels,
  firmDomain,
  fraudHero,
  fraudReportForm,
  fraudSeo,
  howWeContact,
  neverAndSigns,
  officialHelp,
} from "@repo/content/recruitment-fraud"
import { servicePages } from "@repo/content/services/pages"
import { site } from "@repo/content/site"
import { expect, type Page } from "@playwright/test"

import { buildDate } from "./support"

type PageCheck = (page: Page, path: string) => Promise<void>

/** The contact form's Service interest for each page: the one its service record names. */
const interestOf = (slug: ServiceSlug) => services.find((service) => service.slug === slug)?.interest

/** The last segment of a page's address: the slug of its record. */
const slugOf = (path: string) => path.split("/").at(-1) ?? ""

/** How many tables rendered Markdown holds: each must reach the page. */
const tablesIn = (html: string) => html.match(/<table[\s>]/g)?.length ?? 0

/** The first paragraph of an article: text only that article's page may carry. */
export function opening(article: Article) {
  const first = /<p>([\s\S]*?)<\/p>/.exec(article.html)?.[1]
  if (!first) throw new Error(`${article.slug} has no paragraph`)
  const text = first
    .replace(/<[^>]+>/g, "")
    .replace(/&#x26;|&amp;/g, "&")
    .replace(/&#x3C;|&lt;/g, "<")
  return text.slice(0, 80)
}

/** The titles of a section's items (its h3s), in document order. */
function itemTitles(page: Page, sectionHeading: string | RegExp) {
  return page
    .getByRole("region", { name: sectionHeading })
    .getByRole("heading", { level: 3 })
    .allTextContents()
}

/** Each numbered step as "01 Title", in document order. */
async function stepsOf(page: Page, sectionHeading: string | RegExp) {
  const items = page.getByRole("region", { name: sectionHeading }).locator("ol > li")
  const steps: string[] = []
  for (const item of await items.all()) {
    const number = await item.locator('[data-slot="process-step-number"]').textContent()
    const title = await item.getByRole("heading", { level: 3 }).textContent()
    steps.push(`${number} ${title}`)
  }
  return steps
}

/** An article reads in full: title, byline, hero image, its text and tables, and the way on. */
const article: PageCheck = async (page, path) => {
  const record = articlesOnDisk().find((entry) => entry.slug === slugOf(path))
  if (!record) throw new Error(`No article for ${path}`)
  await expect(page).toHaveTitle(new RegExp(`^${record.title.replace(/[()?]/g, "\\$&")}`))
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.title)
  const header = page.getByRole("main").locator("header")
  await expect(header).toContainText(record.category)
  await expect(header).toContainText(`By ${record.author}`)
  await expect(header).toContainText(displayDate(record.date))
  await expect(header).toContainText(`${record.readTime} min read`)
  await expect(page.getByRole("link", { name: articlePage.backLink.label })).toHaveAttribute("href", "/blog")

  const hero = page.getByRole("img", { name: record.image.alt })
  await expect(hero).toHaveAttribute("src", record.image.src)
  await expect(hero).toHaveAttribute("width", "1200")
  await expect(hero).toHaveAttribute("height", "600")
  await expect(hero).toHaveAttribute("fetchpriority", "high")

  const headings = record.toc.map((item) => item.text)
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toContainText(headings)
  await expect(page.getByText(opening(record))).toBeVisible()
  await expect(page.getByRole("main").getByRole("table")).toHaveCount(tablesIn(record.html))

  await expect(page.getByRole("link", { name: articlePage.cta.action.label })).toHaveAttribute(
    "href",
    "/contact",
  )
  // Two other articles, as cards below the text, each with its own lazily loaded picture.
  const related = page.getByRole("link", { name: /^Read More about / })
  await expect(related).toHaveCount(2)
  for (const img of await page.getByRole("main").locator("ul img").all())
    await expect(img).toHaveAttribute("loading", "lazy")
}

/** A service page renders its record: hero, every section in order, and calls to action to its service. */
const service: PageCheck = async (page, path) => {
  const slug = slugOf(path) as ServiceSlug
  const record = servicePages[slug]
  const main = page.getByRole("main")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.hero.headline)
  await expect(page).toHaveTitle(record.seo.title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", record.seo.description)
  for (const highlight of record.hero.highlights) await expect(main).toContainText(highlight)
  const headings = await main.getByRole("heading", { level: 2 }).allTextContents()
  expect(headings).toEqual([...record.sections.map((section) => section.heading), record.cta.heading])

  for (const section of record.sections) {
    const region = main.getByRole("region", { name: section.heading, exact: true })
    const where = `${slug}: ${section.heading}`
    switch (section.kind) {
      case "process":
        expect(await stepsOf(page, section.heading), where).toEqual(
          section.steps.map((step) => `${step.number} ${step.title}`),
        )
        break
      case "benefits":
      case "cards":
        expect(await itemTitles(page, section.heading), where).toEqual(
          section.items.map((item) => item.title),
        )
        break
      case "split":
        expect(await itemTitles(page, section.heading), where).toEqual(
          section.columns.map((column) => column.title),
        )
        for (const item of section.columns.flatMap((column) => column.items))
          await expect(region, where).toContainText(item)
        break
      case "checklist":
        for (const item of section.items) await expect(region, where).toContainText(item)
        break
      case "acts": {
        const acts = region.locator("ul > li")
        await expect(acts, where).toHaveCount(section.acts.length)
        for (const [index, act] of section.acts.entries()) {
          await expect(acts.nth(index), where).toContainText(act.area)
          await expect(acts.nth(index).getByRole("heading", { level: 3 }), where).toContainText(act.act)
        }
        if (section.note) await expect(region, where).toContainText(section.note.text)
        break
      }
      case "risk": {
        const figures = await region
          .locator("dl > div")
          .evaluateAll((groups) =>
            groups.map((group) => [
              group.querySelector("dd")?.textContent ?? "",
              group.querySelector("dt")?.textContent ?? "",
            ]),
          )
        expect(figures, where).toEqual(section.figures.map((figure) => [figure.value, figure.label]))
        break
      }
    }
  }

  // Every link to the contact page arrives with this service chosen, every link to the staffing
  // brief at /hire; the hero's action and the closing call to action lead where the record says.
  const linksTo = (prefix: string) =>
    main
      .locator(`a[href^="${prefix}"]`)
      .evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute("href")]))
  const contactLinks = await linksTo("/contact")
  const briefLinks = await linksTo("/hire")
  expect(contactLinks.length + briefLinks.length).toBeGreaterThan(0)
  for (const [label, href] of contactLinks)
    expect(href, `${label}`).toBe(`/contact?service=${interestOf(slug)}`)
  for (const [label, href] of briefLinks) expect(href, `${label}`).toMatch(/^\/hire(\?engagement=[a-z-]+)?$/)
  await expect(
    main.getByRole("link", { name: record.hero.action.label, exact: true }).first(),
  ).toHaveAttribute("href", record.hero.action.href)
  const cta = main.getByRole("region", { name: record.cta.heading })
  expect(
    await cta.getByRole("link").evaluateAll((all) => all.map((link) => link.getAttribute("href"))),
  ).toEqual([record.cta.primary.href, ...(record.cta.secondary ? [record.cta.secondary.href] : [])])
}

/** A legal page shows every table of its document (they stack on a phone: the every-page test). */
const legal: PageCheck = async (page, path) => {
  const record = legalDocumentsOnDisk().find((entry) => `/${entry.slug}` === path)
  if (!record) throw new Error(`No legal document for ${path}`)
  const html = [record.introHtml, ...record.sections.map((section) => section.html)].join("")
  await expect(page.getByRole("main").getByRole("table")).toHaveCount(tablesIn(html))
}

/** The /tools note sits in a band of the cards' grey, continued (the band check keeps it inside). */
const tools: PageCheck = async (page) => {
  const note = page.locator("[data-slot=tools-privacy]")
  await expect(note.getByText(/The calculators run in your browser/)).toBeVisible()
  await expect(note.getByRole("link", { name: /statutory rate/i })).toHaveAttribute("href", "/tools/rates")
  const colours = await page.evaluate(() =>
    ["[data-slot=tools-privacy]", "[data-slot=service-cards]"].map(
      (selector) => getComputedStyle(document.querySelector(selector)!).backgroundColor,
    ),
  )
  expect(colours[0]).toBe(colours[1])
}

/** The Hindi messages (apps/web/messages/hi.json), for the checks of a page under /hi. */
const hindi = JSON.parse(readFileSync(new URL("../messages/hi.json", import.meta.url), "utf8")) as Record<
  string,
  string
>
const inHindi = (path: string) => path.startsWith("/hi/")

/** A role's page shows its pay and its lists, and applies through its own form; in either language. */
const job: PageCheck = async (page, path) => {
  const hi = inHindi(path)
  const english = hi ? path.slice("/hi".length) : path
  const role = jobsOnDisk().find((entry) => jobPath(entry.slug) === english)
  if (!role) throw new Error(`No role file for ${path}`)
  const text = roleTextIn(role, hi ? "hi" : "en")
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(text.title)
  if (hi) await expect(main.getByText(/^₹[\d,.–]+ (लाख )?प्रति (माह|वर्ष)$/)).toBeVisible()
  else await expect(main.getByText(formatPay(role.pay), { exact: true })).toBeVisible()
  const doing = hi ? hindi.job_responsibilities! : "What you will do"
  const needing = hi ? hindi.job_requirements! : "What you need"
  await expect(main.getByRole("region", { name: doing }).getByRole("listitem")).toHaveCount(
    text.responsibilities.length,
  )
  await expect(main.getByRole("region", { name: needing }).getByRole("listitem")).toHaveCount(
    text.requirements.length,
  )
  // The role's quick apply, in the page's language.
  await expect(
    main.getByRole("link", { name: hi ? hindi.job_apply! : "Apply for this role" }),
  ).toHaveAttribute("href", `${hi ? "/hi" : ""}${jobApplyPath(role.slug)}`)
  // Every role leads to the recruitment-fraud page, in its own language.
  await expect(
    main.getByRole("link", { name: hi ? hindi.job_fraud_link! : fraudLink.label, exact: true }),
  ).toHaveAttribute("href", hi ? `/hi${fraudLink.href}` : fraudLink.href)
}

/** /jobs lists every open role, each linking to its page, and names no client it should not. */
const jobs: PageCheck = async (page, path) => {
  const hi = path.startsWith("/hi")
  const open = jobsOnDisk().filter((role) => roleIsOpen(role, buildDate()))
  const cards = page.getByRole("main").getByRole("article")
  await expect(cards).toHaveCount(open.length)
  for (const role of open)
    await expect(
      page.getByRole("link", { name: roleTextIn(role, hi ? "hi" : "en").title, exact: true }),
    ).toHaveAttribute("href", `${hi ? "/hi" : ""}${jobPath(role.slug)}`)
}

/**
 * The recruitment-fraud page, without scripts: the firm's real addresses and number from site.ts,
 * what it never asks for, the Government of India's channels, and the report form with its fields.
 */
const recruitmentFraud: PageCheck = async (page, path) => {
  const main = page.getByRole("main")
  // The Hindi page's words are hindi.spec.ts's to check; its facts are these.
  if (inHindi(path)) {
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindi.fraud_hero_title!)
    for (const fact of [site.careersEmail, site.email, site.phone.display, firmDomain])
      await expect(main).toContainText(fact)
    await expect(main.getByRole("form", { name: hindi.fraud_form_heading! })).toBeVisible()
    return
  }
  await expect(page).toHaveTitle(fraudSeo.title)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fraudHero.title)
  for (const fact of [site.careersEmail, site.email, site.phone.display, firmDomain])
    await expect(main.getByRole("region", { name: howWeContact.heading })).toContainText(fact)
  for (const item of neverAndSigns.columns.flatMap((column) => column.items))
    await expect(main).toContainText(item)
  await expect(main.getByRole("link", { name: officialHelp.portalLabel })).toHaveAttribute(
    "href",
    cyberCrimeChannels.portal.href,
  )
  await expect(main.getByRole("link", { name: officialHelp.helplineLabel })).toHaveAttribute(
    "href",
    "tel:1930",
  )
  const report = main.getByRole("form", { name: fraudReportForm.heading })
  await expect(report.getByRole("textbox", { name: fraudReportForm.fields.whatHappened.label })).toBeVisible()
  await expect(
    report.getByRole("textbox", { name: fraudReportForm.fields.scammerContact.label }),
  ).toBeVisible()
}

/** Each route module's own check, by its file in app/routes.ts (templates.ts names them). */
export const pageChecks: Partial<Record<string, PageCheck>> = {
  "routes/article.tsx": article,
  "routes/service.tsx": service,
  "routes/legal.tsx": legal,
  "routes/tools.tsx": tools,
  "routes/job.tsx": job,
  "routes/jobs.tsx": jobs,
  "routes/recruitment-fraud.tsx": recruitmentFraud,
}
