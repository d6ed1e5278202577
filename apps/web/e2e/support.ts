import AxeBuilder from "@axe-core/playwright"
import { expect, type Locator, type Page } from "@playwright/test"

import { readFileSync } from "node:fs"
import { join } from "node:path"

import { buildDir, isSitePage, prerenderedPaths } from "../scripts/lib/build"
import { whileLaidOutInFull } from "./layout"

// The prerender list comes from the route table, so a route added later is covered by every check
// without touching the tests.
export { prerenderedPaths }

/** The pages a visitor can reach (everything but the 404 page). */
export function sitePaths() {
  return prerenderedPaths().filter(isSitePage)
}

/** The day the build was made as of (BUILD_DATE or the day in India), as postbuild recorded it. */
export function buildDate(): string {
  return (JSON.parse(readFileSync(join(buildDir, "build-info.json"), "utf8")) as { buildDate: string })
    .buildDate
}

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const

/** Collects console errors and uncaught exceptions for the life of a page. */
export function trackErrors(page: Page) {
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  return errors
}

/** Waits until React has hydrated the document. */
export async function waitForHydration(page: Page) {
  // Hydration starts after the first paint: wait for the router to exist and React to have adopted
  // the page's <main> (its props are attached to the element as it hydrates).
  await page.waitForFunction(
    () =>
      Boolean((window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter) &&
      Object.keys(document.getElementById("main") ?? {}).some((key) => key.startsWith("__reactProps")),
  )
  await page.waitForLoadState("networkidle")
}

/**
 * Waits until React has adopted an element whose code loads apart from the page's (the desktop
 * Services menu): until then it is the prerendered HTML, which a hover does not open.
 */
export async function waitForHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps"))))
    .toBe(true)
}

/**
 * axe on the page as a reader sees it: parts laid out only near the screen (docs/decisions/095) are
 * laid out for the check, as a part resized since its last layout keeps that layout's height until
 * it nears the screen. Lighthouse's audit of a fresh load reads them as they are.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await whileLaidOutInFull(page, () =>
    new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze(),
  )
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  )
  expect(summary).toEqual([])
}

/** Records CSP violations (DOM events and the console's reports) from before the page's first script. */
export async function watchCspViolations(page: Page) {
  const reported: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) reported.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim()),
    )
  })
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
    ...reported,
  ]
}
