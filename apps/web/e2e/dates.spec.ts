// Dated facts as the built site states them, for the day it was built (build-info.json's buildDate:
// BUILD_DATE, or the day in India). Every opening is checked on the side of its dates the build
// falls on: open ones are listed, in the sitemap and described as JobPostings with both dates;
// closed ones are gone from all three, and their form says so. A build with a later BUILD_DATE
// (BUILD_DATE=2027-01-02 BUILD_DIR=build-later pnpm build, then the same BUILD_DIR here) runs the
// closed side against the real pages.
import { expect, test } from "@playwright/test"

import { applyPath, isOpen, openings } from "@repo/content/careers"

import { buildDate, expectNoAxeViolations, waitForHydration } from "./support"

const today = buildDate()

type Node = Record<string, unknown>

test("the footer's copyright year is the build's year", async ({ page }) => {
  await page.goto("/about")
  await expect(page.getByRole("contentinfo")).toContainText(`© ${today.slice(0, 4)} `)
})

test("/careers lists, and describes as JobPostings, exactly the openings open on the build's date", async ({
  page,
}) => {
  await page.goto("/careers")
  const open = openings.filter((opening) => isOpen(opening, today))
  const main = page.getByRole("main")
  await expect(main.getByRole("article")).toHaveCount(open.length)
  for (const opening of openings) {
    const card = main.getByRole("article", { name: opening.title, exact: true })
    await expect(card).toHaveCount(isOpen(opening, today) ? 1 : 0)
  }

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const postings = blocks
    .map((text) => JSON.parse(text) as Node)
    .filter((node) => node["@type"] === "JobPosting")
  expect(postings.map((posting) => posting.title)).toEqual(open.map((opening) => opening.title))
  for (const [i, posting] of postings.entries()) {
    expect(posting.datePosted).toBe(open[i]!.datePosted)
    expect(posting.validThrough).toBe(`${open[i]!.validThrough}T23:59:59+05:30`)
    // Search engines drop a posting whose closing date has passed; ours must be live on the build's date.
    expect(String(posting.validThrough).slice(0, 10) >= today).toBe(true)
  }
})

test("the sitemap lists the forms of open openings and not those of closed ones", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text()
  for (const opening of openings) {
    const listed = xml.includes(`${applyPath(opening.id)}</loc>`)
    expect(listed, `${opening.id} in sitemap.xml`).toBe(isOpen(opening, today))
  }
  expect(xml).toContain("/careers/apply</loc>")
})

for (const opening of openings) {
  test(`${applyPath(opening.id)} takes applications while open and says when it has closed`, async ({
    page,
  }) => {
    const response = await page.goto(applyPath(opening.id))
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    const main = page.getByRole("main")
    const robots = page.locator('meta[name="robots"]')
    if (isOpen(opening, today)) {
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(`Apply for ${opening.title}`)
      await expect(main.getByRole("button", { name: "Submit Application" })).toBeVisible()
      await expect(robots).toHaveCount(0)
      return
    }
    if (today < opening.datePosted) {
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(
        `The ${opening.title} role is not open yet`,
      )
    } else {
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(`The ${opening.title} role has closed`)
      await expect(main).toContainText("We stopped taking applications for this opening on")
    }
    await expect(main.getByRole("button", { name: "Submit Application" })).toHaveCount(0)
    await expect(robots).toHaveAttribute("content", "noindex, follow")
    await expectNoAxeViolations(page)
    const general = main.getByRole("link", { name: /Send us your résumé/ })
    await expect(general).toHaveAttribute("href", "/careers/apply")
    await general.click()
    await expect(page).toHaveURL(/\/careers\/apply$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Send us your résumé")
  })
}
