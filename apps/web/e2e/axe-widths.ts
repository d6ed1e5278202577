import type { Page } from "@playwright/test"

import { expectNoAxeViolations, viewports } from "./support"

/**
 * Runs axe on the page as it stands at the desktop width, then at the phone width, without loading
 * it again: a journey that has filled a form or shown its errors checks that state at both widths.
 * The layout follows the width through CSS, so a resize shows what a load at that width shows.
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page) {
  await page.setViewportSize(viewports.desktop)
  await expectNoAxeViolations(page)
  await page.setViewportSize(viewports.mobile)
  await expectNoAxeViolations(page)
}
