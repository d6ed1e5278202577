// Renders the article illustrations (art/blog/*.svg, 2:1 vector drawings) to WebP at 1200 and 600 px
// wide, in headless Chromium, and writes them to public/images/blog/. A page shows the raster: an SVG
// <img> is built as a document of its own on the page's main thread (28-30 ms per page on /blog and
// an article, traced), where a WebP decodes off it. Run after changing a drawing:
// node scripts/make-blog-images.mjs
import { chromium } from "@playwright/test"
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { basename, resolve } from "node:path"

import { chromiumLaunchOptions } from "../e2e/chromium.mjs"

const app = resolve(import.meta.dirname, "..")
const sourceDir = resolve(app, "art/blog")
const outDir = resolve(app, "public/images/blog")
const widths = [1200, 600]
const quality = 0.86

mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions())
const page = await browser.newPage({ deviceScaleFactor: 1 })
for (const file of readdirSync(sourceDir).filter((name) => name.endsWith(".svg"))) {
  const svg = readFileSync(resolve(sourceDir, file), "utf8")
  for (const width of widths) {
    const height = width / 2
    await page.setViewportSize({ width, height })
    const base64 = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const image = new Image(width, height)
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
        await image.decode()
        const canvas = document.createElement("canvas")
        canvas.width = width
        canvas.height = height
        canvas.getContext("2d").drawImage(image, 0, 0, width, height)
        const blob = await new Promise((done) => canvas.toBlob(done, "image/webp", quality))
        const bytes = new Uint8Array(await blob.arrayBuffer())
        let binary = ""
        for (const byte of bytes) binary += String.fromCharCode(byte)
        return btoa(binary)
      },
      { svg, width, height, quality },
    )
    const out = resolve(outDir, `${basename(file, ".svg")}-${width}.webp`)
    writeFileSync(out, Buffer.from(base64, "base64"))
    console.log(`${out}: ${Math.round(Buffer.byteLength(base64, "base64") / 1024)} KiB`)
  }
}
await browser.close()
