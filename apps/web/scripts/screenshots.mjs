// Screenshots of pages at phone and desktop widths, for review: node scripts/screenshots.mjs / /about …
// Expects the site served at BASE_URL (default http://127.0.0.1:3000); writes PNGs to shots/.
import { mkdir } from "node:fs/promises"
import { chromium } from "playwright"

import { chromiumLaunchOptions } from "../e2e/chromium.mjs"

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000"
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"]
const widths = (process.env.WIDTHS ?? "375,1280").split(",").map(Number)
await mkdir("shots", { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions())
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" })
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" })
    // A full-page shot shows what a reader sees on reaching each part: parts laid out only near
    // the screen (content-visibility: auto, docs/decisions/095) are laid out first.
    await page.evaluate(() => {
      for (const element of document.body.querySelectorAll("*")) {
        if (getComputedStyle(element).contentVisibility === "auto")
          element.style.contentVisibility = "visible"
      }
    })
    const name = path === "/" ? "home" : path.replace(/^\//, "").replace(/[/?=&]/g, "_")
    await page.screenshot({ path: `shots/${name}-${width}.png`, fullPage: process.env.FULL !== "0" })
    console.log(`shots/${name}-${width}.png`)
  }
  await page.close()
}
await browser.close()
