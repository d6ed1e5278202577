import { expect, test } from "@playwright/test"
import { jobsOnDisk } from "@repo/content/disk"
import { roleIsOpen } from "@repo/content/jobs"
import { serviceHref, services } from "@repo/content/services"

import { buildDate } from "./support"

// An address choosing every filter, from the open role whose choices have the longest names: the
// alert form lists them.
const longestNamed = jobsOnDisk()
  .filter((role) => roleIsOpen(role, buildDate()))
  .map((role) => ({ location: role.location, function: role.function, engagement: role.engagement }))
  .sort((a, b) => Object.values(b).join("").length - Object.values(a).join("").length)[0]
const everyFilter = new URLSearchParams(longestNamed).toString()

// Parts app.css lays out only when they come near the screen (content-visibility: auto,
// docs/decisions/095). Until then each holds the height app.css keeps for it; a part taller than
// that would let what follows it sit where its text will be, and an audit would read that band's
// background for the text. So each part, laid out, fits the space kept for it at every width.
const parts = [
  ...["stats-band", "service-cards", "industry-grid", "feature-grid", "testimonials"].map((slot) => ({
    path: "/",
    selector: `main > [data-slot="${slot}"]`,
  })),
  { path: "/tools/in-hand-salary", selector: '[data-slot="tool-rules"]' },
  ...["/jobs", "/hi/jobs"].flatMap((path) => [
    { path, selector: '[data-slot="job-search"] > ul > li' },
    // The alert form with every filter chosen, its tallest before it is used, and the links after it.
    {
      path: `${path}?${everyFilter}`,
      selector: '[data-slot="job-alert-form"]',
      // The label and the three filters chosen.
      ready: '[data-slot="job-alert-filters"] > :nth-child(4)',
    },
    { path, selector: '[data-slot="jobs-elsewhere"]' },
  ]),
  // Every band below a service page's hero but the acts list and the closing call to action.
  ...services.map(({ slug }) => ({
    path: serviceHref(slug),
    selector: 'main > section:not(:first-child):not([data-slot="acts-list"]):not([data-slot="cta-band"])',
  })),
  // The brief's parts below who is asking, and the aside after it.
  {
    path: "/hire",
    selector:
      '[data-slot="staffing-brief-form"] [data-part]:not([data-part="contact"]), [data-slot="brief-aside"]',
  },
  { path: "/tools/employer-cost", selector: '[data-slot="tool-rules"]' },
  { path: "/tools/gratuity", selector: '[data-slot="tool-rules"]' },
  // The footer, in English and in Hindi.
  ...["/", "/hi/jobs"].map((path) => ({ path, selector: '[data-slot="site-footer"]' })),
]

for (const { path, selector, ready } of parts as { path: string; selector: string; ready?: string }[])
  test(`${path}: ${selector} fits the space kept for it at every width`, async ({ page }) => {
    for (const width of [320, 375, 768, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(path)
      // What the page shows only once it runs (the filters the address chose).
      if (ready) await page.locator(ready).waitFor({ state: "attached" })
      const found = await page.evaluate((selector) => {
        return [...document.querySelectorAll<HTMLElement>(selector)].map((part) => {
          const style = getComputedStyle(part)
          const kept = Number.parseFloat(style.containIntrinsicBlockSize.replace("auto", ""))
          const deferred = style.contentVisibility
          part.style.contentVisibility = "visible"
          const height = part.getBoundingClientRect().height
          part.style.contentVisibility = ""
          return { kept, height, deferred }
        })
      }, selector)
      expect(found.length, `${path} at ${width} px`).toBeGreaterThan(0)
      for (const { kept, height, deferred } of found) {
        expect(deferred).toBe("auto")
        expect(height, `${path} at ${width} px`).toBeLessThanOrEqual(kept)
      }
    }
    // A printed page is laid out in full.
    await page.emulateMedia({ media: "print" })
    const printed = await page.evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)].map((part) => getComputedStyle(part).contentVisibility),
      selector,
    )
    expect(printed).not.toContain("auto")
  })
