import { chromium } from "@playwright/test"
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-dev-shm-usage"] })
const p = await b.newPage({ viewport: { width: 375, height: 812 } })
await p.goto("http://127.0.0.1:4390" + process.argv[2], { waitUntil: "load" })
await p.evaluate(() => document.fonts.ready)
await p.waitForTimeout(1000)
const [y, h, out] = [Number(process.argv[3]), Number(process.argv[4]), process.argv[5]]
await p.screenshot({ path: out, fullPage: true, clip: { x: 0, y, width: 375, height: h } })
await b.close()
