import { chromium } from "@playwright/test"
import { readFileSync } from "node:fs"
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-dev-shm-usage"] })
const p = await b.newPage({ viewport: { width: 375, height: 1000 } })
const data = readFileSync(process.argv[2]).toString("base64")
await p.setContent(`<body style="margin:0"><img src="data:image/png;base64,${data}" style="display:block;width:375px"></body>`)
await p.screenshot({ path: process.argv[4], fullPage: true, clip: { x: 0, y: Number(process.argv[3]), width: 375, height: 1000 } })
await b.close()
