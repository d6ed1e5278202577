// How tall pages are at a phone's width: each path loaded from a running production build
// (`pnpm --filter @repo/web serve`), at 375 x 812, and `document.documentElement.scrollHeight` read
// once the page and its fonts have loaded. Issue 38 measured Home with it (docs/decisions/058-phone-pages.md).
//
//   tsx scripts/page-heights.ts http://127.0.0.1:5573 / /services/compliance-audit
import { chromium } from "@playwright/test"

import { chromiumArgs, chromiumPath } from "../e2e/chromium.mjs"
import { layOutInFull } from "../e2e/layout"

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2)
const width = Number(process.env.WIDTH ?? 375)

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs() })
const page = await browser.newPage({ viewport: { width, height: 812 } })
for (const path of paths.length > 0 ? paths : ["/"]) {
  await page.goto(new URL(path, base).href, { waitUntil: "load" })
  await page.evaluate(() => document.fonts.ready)
  // Laid out in full: parts not yet near the screen hold an estimate (content-visibility: auto).
  await layOutInFull(page)
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  console.log(`${String(height).padStart(6)} px  ${path} at ${width} px`)
}
await browser.close()
