// Builds src/assets/fonts/plus-jakarta-sans-extras.woff2: the few characters the site uses beyond the
// brand face's Latin file (₹), cut from @fontsource's Latin Extended file with every weight kept.
//
// The whole Latin Extended file is 22 KB; a page with one ₹ downloaded all of it at the highest
// priority before its first paint (an article, the case studies, the compliance service). Cut to
// what is used it is 1 KB, which the build inlines into the style sheet.
//
// After adding a character here, add it to the "Extras" face's unicode-range in src/styles/globals.css
// and run: pnpm --filter @repo/ui fonts
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, resolve } from "node:path"
import subsetFont from "subset-font"

export const extraCharacters = "₹"

const require = createRequire(import.meta.url)
const fontsource = dirname(require.resolve("@fontsource-variable/plus-jakarta-sans/package.json"))
const source = readFileSync(resolve(fontsource, "files/plus-jakarta-sans-latin-ext-wght-normal.woff2"))
const subset = await subsetFont(source, extraCharacters, { targetFormat: "woff2" })
const outDir = resolve(import.meta.dirname, "../src/assets/fonts")
mkdirSync(outDir, { recursive: true })
writeFileSync(resolve(outDir, "plus-jakarta-sans-extras.woff2"), subset)
console.log(`plus-jakarta-sans-extras.woff2: ${[...extraCharacters].join(" ")}, ${subset.length} bytes`)
