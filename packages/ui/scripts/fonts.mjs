// Builds the brand face's three cut files in src/assets/fonts from @fontsource's files, each holding
// exactly the characters of its @font-face unicode-range in src/styles/globals.css (the style sheet
// is the one list; edit a range there, then run: pnpm --filter @repo/ui fonts). The weight axis is
// cut to the face's font-weight range there (the site sets 400 to 800): a quarter fewer bytes.
//
// - plus-jakarta-sans-core.woff2: ASCII and the punctuation the site's text uses, cut from the Latin
//   file; every page preloads it.
// - plus-jakarta-sans-latin.woff2: the rest of Latin (accented letters a visitor may type), loaded
//   only by a page that shows such a character; a file of the package's own, so an app needs no
//   dependency on @fontsource to resolve it.
// - plus-jakarta-sans-extras.woff2: the few characters beyond Latin the site uses (₹), inlined.
// - noto-sans-devanagari.woff2: the Devanagari face of Hindi pages, from its own style sheet,
//   src/styles/devanagari.css, which only those pages link (docs/decisions/105).
// Why: docs/decisions/001.
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, resolve } from "node:path"
import subsetFont from "subset-font"

const require = createRequire(import.meta.url)
/** A file of an @fontsource package. */
const fontsource = (name, file) => resolve(dirname(require.resolve(`${name}/package.json`)), "files", file)
const jakarta = "@fontsource-variable/plus-jakarta-sans"
const devanagari = "@fontsource-variable/noto-sans-devanagari"

/** Each cut: the package file it is cut from, and the style sheet whose @font-face declares it. */
const sources = {
  "plus-jakarta-sans-core.woff2": [
    fontsource(jakarta, "plus-jakarta-sans-latin-wght-normal.woff2"),
    "globals.css",
  ],
  "plus-jakarta-sans-latin.woff2": [
    fontsource(jakarta, "plus-jakarta-sans-latin-wght-normal.woff2"),
    "globals.css",
  ],
  "plus-jakarta-sans-extras.woff2": [
    fontsource(jakarta, "plus-jakarta-sans-latin-ext-wght-normal.woff2"),
    "globals.css",
  ],
  "noto-sans-devanagari.woff2": [
    fontsource(devanagari, "noto-sans-devanagari-devanagari-wght-normal.woff2"),
    "devanagari.css",
  ],
}

const sheet = (name) => readFileSync(resolve(import.meta.dirname, "../src/styles", name), "utf8")

/** The characters of a unicode-range such as "U+0020-007E, U+00A9". */
function characters(range) {
  return range
    .split(",")
    .map((part) => part.trim().replace(/^U\+/i, "").split("-"))
    .flatMap(([from, to = from]) => {
      const chars = []
      for (let code = parseInt(from, 16); code <= parseInt(to, 16); code += 1)
        chars.push(String.fromCodePoint(code))
      return chars
    })
    .join("")
}

for (const [file, [source, styles]] of Object.entries(sources)) {
  const face = [...sheet(styles).matchAll(/@font-face\s*\{([^}]*)\}/g)]
    .map((m) => m[1])
    .find((body) => body.includes(file))
  const range = face && /unicode-range:([^;]*);/.exec(face)?.[1]
  if (!range) throw new Error(`${styles} has no @font-face with a unicode-range for ${file}`)
  const weights = face && /font-weight:\s*(\d+)\s+(\d+);/.exec(face)
  if (!weights) throw new Error(`${styles} has no @font-face with a font-weight range for ${file}`)
  const text = characters(range)
  const subset = await subsetFont(readFileSync(source), text, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: Number(weights[1]), max: Number(weights[2]) } },
  })
  writeFileSync(resolve(import.meta.dirname, "../src/assets/fonts", file), subset)
  console.log(`${file}: ${[...text].length} characters, ${subset.length} bytes`)
}
