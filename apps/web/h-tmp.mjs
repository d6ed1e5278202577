import { chromium } from "@playwright/test"
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-dev-shm-usage"] })
const p = await b.newPage({ viewport: { width: 375, height: 812 } })
await p.goto("http://127.0.0.1:4390" + (process.argv[2] ?? "/"), { waitUntil: "load" })
await p.evaluate(() => document.fonts.ready)
await p.waitForTimeout(1500)
const r = await p.evaluate(() => {
  const out = [String(document.documentElement.scrollHeight)]
  for (const s of document.querySelectorAll("header, main > *, main > * > section, footer")) out.push(`${Math.round(s.getBoundingClientRect().height)}  ${s.tagName} ${s.getAttribute("aria-labelledby") ?? ""} ${String(s.className).slice(0,50)}`)
  return out
})
console.log(r.join("\n"))
if (process.argv[3]) await p.screenshot({ path: process.argv[3], fullPage: true })
await b.close()
