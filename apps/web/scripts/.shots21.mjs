import { chromium } from "playwright"
import { chromiumLaunchOptions } from "/work/wt21/apps/web/e2e/chromium.mjs"
const base = "http://127.0.0.1:4121"
const out = "/work/drafts/shots/issue-21"
const pages = process.argv.slice(2)
const browser = await chromium.launch(chromiumLaunchOptions())
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: "reduce" })
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: "networkidle" })
    await page.waitForTimeout(600)
    await page.evaluate(() => { for (const b of document.querySelectorAll(".render-on-approach")) b.style.contentVisibility = "visible" })
    const name = path.replace(/^\//, "").replace(/[/?=&,.%]/g, "_").slice(0, 80)
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true })
    console.log(`${out}/${name}-${width}.png`)
  }
  await page.close()
}
await browser.close()
