import { chromium } from "playwright"
import { chromiumLaunchOptions } from "../e2e/chromium.mjs"
const [,, path, selector, out, width] = process.argv
const browser = await chromium.launch(chromiumLaunchOptions())
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, reducedMotion: "reduce" })
await page.goto("http://127.0.0.1:3999" + path, { waitUntil: "networkidle" })
const el = page.locator(selector).first()
await el.scrollIntoViewIfNeeded()
await page.waitForTimeout(300)
await el.screenshot({ path: out })
await browser.close()
