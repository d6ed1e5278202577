// Builds src/assets/icons.svg: one <symbol> per name of src/components/icon-names.ts, drawn from
// lucide's own icon data, so pages show icons without shipping an icon library in JavaScript.
// IconSprite writes these symbols into the page; Icon draws one with <use href="#icon-…">.
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join, resolve } from "node:path"
import { pathToFileURL } from "node:url"

import { iconNames } from "../src/components/icon-names"

const here = import.meta.dirname
const require = createRequire(import.meta.url)
const lucideIcons = join(dirname(require.resolve("lucide-react/package.json")), "dist", "esm", "icons")

function escape(value: unknown) {
  return String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")
}

type IconNode = [tag: string, attributes: Record<string, unknown>]

function element([tag, attrs]: IconNode) {
  const attributes = Object.entries(attrs)
    .filter(([key]) => key !== "key")
    .map(([key, value]) => `${key}="${escape(value)}"`)
    .join(" ")
  return `<${tag} ${attributes}/>`
}

// Some names are re-exports of a renamed icon: follow them to the file that holds the drawing.
function iconFile(name: string): string {
  const file = join(lucideIcons, `${name}.mjs`)
  const alias = readFileSync(file, "utf8").match(/export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/)
  return alias?.[1] ? iconFile(alias[1]) : file
}

export async function renderSprite(names: readonly string[] = iconNames) {
  const symbols: string[] = []
  for (const name of names) {
    const { __iconData } = (await import(pathToFileURL(iconFile(name)).href)) as {
      __iconData: { node: IconNode[] }
    }
    // The symbols live in the page's own document (IconSprite), so their ids carry a prefix that
    // no anchor or form field on a page takes.
    symbols.push(
      `<symbol id="icon-${name}" viewBox="0 0 24 24">${__iconData.node.map(element).join("")}</symbol>`,
    )
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`
}

export const spritePath = resolve(here, "../src/assets/icons.svg")

if (process.argv[1] === import.meta.filename) {
  writeFileSync(spritePath, await renderSprite())
  console.log(`Wrote ${spritePath}`)
}
