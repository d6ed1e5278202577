// Renders the site's illustrations (art/**/*.svg) to WebP in headless Chromium, at three widths, into
// the same folders under public/images/: `<name>-<width>.webp`. The largest width is the drawing's own,
// or twice it for a drawing under 1000 px (sharp on a 2x screen); the others are two thirds (a phone's
// full-width picture: 650-700 device pixels) and half of that. A page shows the raster, which decodes
// off the main thread (docs/decisions/001). Run after changing a drawing:
// pnpm --filter @repo/web illustrations
import { chromium } from "@playwright/test"
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { basename, dirname, relative, resolve } from "node:path"

import { chromiumLaunchOptions } from "../e2e/chromium.mjs"

const app = resolve(import.meta.dirname, "..")
const artDir = resolve(app, "art")
const quality = 0.86

const drawings = readdirSync(artDir, { recursive: true }).filter((name) => name.endsWith(".svg"))
const browser = await chromium.launch(chromiumLaunchOptions())
const page = await browser.newPage({ deviceScaleFactor: 1 })
for (const file of drawings) {
  const svg = readFileSync(resolve(artDir, file), "utf8")
  const size = /<svg[^>]*\bwidth="(\d+)"[^>]*\bheight="(\d+)"/.exec(svg)
  if (!size) throw new Error(`${file}: the <svg> element needs width and height attributes`)
  const [ownWidth, ownHeight] = [Number(size[1]), Number(size[2])]
  const large = ownWidth < 1000 ? ownWidth * 2 : ownWidth
  const outDir = resolve(app, "public/images", dirname(file))
  mkdirSync(outDir, { recursive: true })
  for (const width of [large, Math.round((large * 2) / 3), large / 2]) {
    const height = Math.round((width * ownHeight) / ownWidth)
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
    console.log(`${relative(app, out)}: ${Math.round(Buffer.byteLength(base64, "base64") / 1024)} KiB`)
  }
}
await browser.close()
