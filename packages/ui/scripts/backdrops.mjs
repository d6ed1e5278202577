// Builds the small PNGs behind the dark bands' backdrops (src/assets/backdrop/): the glows, the grid
// tile and the grid's fade. The glows' colours come from the colour tokens in src/styles/globals.css.
// Images instead of CSS gradients: far less raster work in a phone's first frame (docs/decisions/001).
//
// Run after changing a colour token: pnpm --filter @repo/ui backdrops
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { deflateSync } from "node:zlib"

const here = import.meta.dirname
const outDir = resolve(here, "../src/assets/backdrop")
const css = readFileSync(resolve(here, "../src/styles/globals.css"), "utf8")

/** The sRGB bytes of an `oklch(L C H)` colour token in globals.css. */
function tokenRgb(name) {
  const match = new RegExp(`--color-${name}:\\s*oklch\\(([\\d.]+) ([\\d.]+) ([\\d.]+)\\)`).exec(css)
  if (!match) throw new Error(`globals.css has no oklch token --color-${name}`)
  const [lightness, chroma, hue] = match.slice(1).map(Number)
  const a = chroma * Math.cos((hue * Math.PI) / 180)
  const b = chroma * Math.sin((hue * Math.PI) / 180)
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ]
  return linear.map((value) => {
    const clamped = Math.min(1, Math.max(0, value))
    const encoded = clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * clamped ** (1 / 2.4) - 0.055
    return Math.round(encoded * 255)
  })
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes) {
  let c = 0xffffffff
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** An RGBA PNG; `pixel(x, y)` returns [r, g, b, a] in 0-255. Rows use the "up" filter (smooth ramps). */
function png(width, height, pixel) {
  const rows = []
  let previous = Buffer.alloc(width * 4)
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width * 4)
    for (let x = 0; x < width; x++) row.set(pixel(x, y).map(Math.round), x * 4)
    const filtered = Buffer.alloc(width * 4 + 1)
    filtered[0] = 2
    for (let i = 0; i < row.length; i++) filtered[i + 1] = (row[i] - previous[i]) & 0xff
    rows.push(filtered)
    previous = row
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 6, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ])
}

/**
 * A radial glow: the colour at `alpha` in the centre, fading linearly towards the edge, as a CSS
 * radial gradient does. The last 12 % of the radius eases into nothing: the browser scales an image
 * up with a cubic filter, which draws a dark ring where a straight fade meets the clear edge.
 */
function glow(rgb, alpha, size = 64) {
  const ease = 0.06
  const falloff = (t) => (t < 2 * ease ? (t * t) / (4 * ease) : t - ease) / (1 - ease)
  return png(size, size, (x, y) => {
    const distance = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) / (size / 2)
    return [...rgb, 255 * alpha * falloff(Math.max(0, 1 - distance))]
  })
}

mkdirSync(outDir, { recursive: true })
const files = {
  // The brand blue at 55 % and the saffron accent at 14 %, as the bands' gradients had them.
  "glow-primary.png": glow(tokenRgb("primary"), 0.55),
  "glow-accent.png": glow(tokenRgb("accent"), 0.14),
  // One 56 px cell of the grid at 2x: a 1 px line along its top and left edge, white at 5 %.
  "grid-cell.png": png(112, 112, (x, y) => [255, 255, 255, x < 2 || y < 2 ? 255 * 0.05 : 0]),
  // The grid's fade, a mask: opaque at the top, clear at the bottom.
  "fade-down.png": png(1, 64, (_, y) => [0, 0, 0, 255 * (1 - y / 63)]),
}
for (const [name, bytes] of Object.entries(files)) {
  writeFileSync(resolve(outDir, name), bytes)
  console.log(`${name}: ${bytes.length} bytes`)
}
