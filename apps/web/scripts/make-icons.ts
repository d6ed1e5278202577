// Renders the site's icons and its Open Graph share card from public/favicon.svg and the brand
// font, in headless Chromium (no network), and writes them to public/. Run after changing the mark,
// the name or the tagline: pnpm --filter @repo/web icons
import { chromium } from "@playwright/test"
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { resolve } from "node:path"

import { site } from "@repo/content/site"

import { chromiumLaunchOptions } from "../e2e/chromium.mjs"

const app = resolve(import.meta.dirname, "..")
const publicDir = resolve(app, "public")
const mark = readFileSync(resolve(publicDir, "favicon.svg"), "utf8")

const { name, shortName, tagline } = site
const city = site.branchOffice.locality

const require = createRequire(import.meta.url)
const fontFile =
  require.resolve("@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2")
const fontData = readFileSync(fontFile).toString("base64")

const brand = { blue: "#0e49bc", ink: "#0a142f", saffron: "#f2b13c" }

function markOn(background: string, size: number, inset: number) {
  // The bars of the mark on a full-bleed square: what launchers mask and iOS rounds itself.
  const scale = (size - inset * 2) / 36
  const bars = mark.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" fill="${background}"/>
    <g transform="translate(${inset} ${inset}) scale(${scale})">${bars}</g></svg>`
}

const cardHtml = `<!doctype html><html><head><meta charset="utf-8"><style>
  @font-face { font-family: "Brand"; src: url(data:font/woff2;base64,${fontData}) format("woff2"); font-weight: 200 800; }
  * { box-sizing: border-box; margin: 0 }
  body { width: 1200px; height: 630px; font-family: "Brand", sans-serif; color: #fff; overflow: hidden;
    background: radial-gradient(circle at 88% 12%, #1d5fe0 0, transparent 46%),
      linear-gradient(135deg, ${brand.ink} 0%, #0b2466 62%, ${brand.blue} 100%); }
  .card { position: relative; height: 100%; padding: 72px 80px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 26px; }
  .brand svg { width: 104px; height: 104px; }
  .name { font-size: 64px; font-weight: 800; letter-spacing: -0.02em; }
  .name span { color: ${brand.saffron}; }
  h1 { margin-top: 64px; font-size: 54px; line-height: 1.12; font-weight: 750; letter-spacing: -0.02em; max-width: 960px; }
  .where { margin-top: 8px; font-size: 26px; font-weight: 600; color: rgb(255 255 255 / 0.78); }
  .foot { margin-top: auto; display: flex; gap: 14px; flex-wrap: wrap; font-size: 26px; font-weight: 600; }
  .foot span { padding: 10px 22px; border-radius: 999px; background: rgb(255 255 255 / 0.1); border: 1px solid rgb(255 255 255 / 0.22); }
  .bars { position: absolute; right: 80px; bottom: 0; display: flex; align-items: flex-end; gap: 18px; opacity: 0.16; }
  .bars i { display: block; width: 56px; border-radius: 14px 14px 0 0; background: #fff; }
</style></head><body><div class="card">
  <div class="brand">${mark}<div><div class="name">${name.replace(/ (\S+)$/, " <span>$1</span>")}</div><div class="where">${city}, India</div></div></div>
  <h1>${tagline.charAt(0).toUpperCase()}${tagline.slice(1)}</h1>
  <div class="foot"><span>Recruitment &amp; RPO</span><span>Staffing</span><span>Payroll</span><span>Compliance</span></div>
  <div class="bars"><i style="height:80px"></i><i style="height:130px"></i><i style="height:190px; background:${brand.saffron}"></i></div>
</div></body></html>`

/** An .ico holding PNG images (a format every current browser reads). */
function ico(pngs: { size: number; data: Buffer }[]) {
  const header = Buffer.alloc(6 + 16 * pngs.length)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pngs.length, 4)
  let offset = header.length
  pngs.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size >= 256 ? 0 : size, entry)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...pngs.map((png) => png.data)])
}

const browser = await chromium.launch(chromiumLaunchOptions())
const page = await browser.newPage({ deviceScaleFactor: 1 })

async function render(html: string, width: number, height: number, { transparent = false } = {}) {
  await page.setViewportSize({ width, height })
  await page.setContent(html)
  await page.evaluate(() => document.fonts.ready)
  return page.screenshot({ omitBackground: transparent, type: "png" })
}

const svgPage = (svg: string, size: number) =>
  `<!doctype html><style>*{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`

const outputs: Record<string, Buffer> = {
  "favicon-16.png": await render(svgPage(mark, 16), 16, 16, { transparent: true }),
  "favicon-32.png": await render(svgPage(mark, 32), 32, 32, { transparent: true }),
  "icon-192.png": await render(svgPage(mark, 192), 192, 192, { transparent: true }),
  "icon-512.png": await render(svgPage(mark, 512), 512, 512, { transparent: true }),
  "icon-maskable-512.png": await render(svgPage(markOn(brand.blue, 512, 0), 512), 512, 512),
  "apple-touch-icon.png": await render(svgPage(markOn(brand.blue, 180, 0), 180), 180, 180),
  "og.png": await render(cardHtml, 1200, 630),
}
await browser.close()

writeFileSync(
  resolve(publicDir, "favicon.ico"),
  ico([
    { size: 16, data: outputs["favicon-16.png"]! },
    { size: 32, data: outputs["favicon-32.png"]! },
  ]),
)
for (const [file, data] of Object.entries(outputs)) {
  if (file.startsWith("favicon-")) continue
  writeFileSync(resolve(publicDir, file), data)
}

const manifest = {
  name,
  short_name: shortName,
  description: `${name}: ${tagline}.`,
  start_url: "/",
  scope: "/",
  display: "standalone",
  background_color: "#ffffff",
  theme_color: brand.blue,
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
}
writeFileSync(resolve(publicDir, "site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`)
console.log(
  `Wrote favicon.ico, ${Object.keys(outputs)
    .filter((f) => !f.startsWith("favicon-"))
    .join(", ")} and site.webmanifest to ${publicDir}`,
)
