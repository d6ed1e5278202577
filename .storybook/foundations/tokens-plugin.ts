// The design tokens, read at build time from the CSS that defines them (Tailwind's theme, then the
// design system's globals.css, whose @theme overrides it), so the Foundations pages cannot drift
// from what the components draw with. Parsed with PostCSS, the parser Tailwind itself builds on.
import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { resolve } from "node:path"

import { clampChroma, formatHex, parse, rgb, wcagContrast } from "culori"
import postcss from "postcss"
import type { Plugin } from "vite"

const require = createRequire(import.meta.url)

export const globalsCss = resolve(import.meta.dirname, "../../packages/ui/src/styles/globals.css")
const tailwindTheme = require.resolve("tailwindcss/theme.css")

export type Token = {
  name: string
  value: string
  source: "globals.css" | "tailwindcss"
  /** A colour's sRGB hex (`#1d4ed8`), for design tools that take no OKLCH; gamut-mapped where needed. */
  hex?: string
}

/** A colour value's sRGB hex: the nearest in-gamut colour of the same lightness and hue. */
export function hexOf(value: string): string | undefined {
  const colour = parse(value)
  return colour ? formatHex(clampChroma(colour, "oklch")) : undefined
}

/** Every custom property declared in an @theme block (or the :root layer Tailwind's theme uses). */
export function readThemeTokens(file: string, source: Token["source"]): Token[] {
  const root = postcss.parse(readFileSync(file, "utf8"), { from: file })
  const tokens: Token[] = []
  root.walkAtRules("theme", (theme) => {
    theme.each((node) => {
      if (node.type === "decl" && node.prop.startsWith("--")) {
        const value = node.value.replace(/\s+/g, " ").trim()
        const hex = node.prop.startsWith("--color-") ? hexOf(value) : undefined
        tokens.push({ name: node.prop, value, source, ...(hex ? { hex } : {}) })
      }
    })
  })
  return tokens
}

/** The tokens in force: Tailwind's defaults, each replaced by globals.css where it sets its own. */
export function readTokens(): Token[] {
  const byName = new Map<string, Token>()
  for (const token of [
    ...readThemeTokens(tailwindTheme, "tailwindcss"),
    ...readThemeTokens(globalsCss, "globals.css"),
  ]) {
    byName.set(token.name, token)
  }
  return [...byName.values()]
}

// A text colour and the background it is set on in the components. `X-foreground` on `X` comes from
// the names; these are the other pairs the sections use.
const extraPairs: [text: string, background: string][] = [
  ["muted-foreground", "background"],
  ["primary", "background"],
  ["primary", "primary-soft"],
  ["ink-muted", "ink"],
  ["ink-muted", "ink-soft"],
  ["ink-foreground", "ink-soft"],
  ["accent", "ink"],
  ["accent-foreground", "accent-soft"],
  ["success", "background"],
  ["success", "success-soft"],
  ["destructive", "background"],
]

export type ContrastPair = { text: string; background: string; ratio: number; aa: boolean; aaLarge: boolean }

/** Each text/background pair's WCAG 2 contrast ratio: AA asks 4.5:1 for body text, 3:1 for large text. */
export function contrastPairs(tokens: Token[]): ContrastPair[] {
  const colours = new Map(
    tokens.filter((token) => token.name.startsWith("--color-")).map((t) => [t.name.slice(8), t.value]),
  )
  const fromGlobals = new Set(
    tokens
      .filter((t) => t.source === "globals.css" && t.name.startsWith("--color-"))
      .map((t) => t.name.slice(8)),
  )
  const named: [string, string][] = [...fromGlobals]
    .filter((name) => name.endsWith("-foreground") && colours.has(name.replace(/-foreground$/, "")))
    .map((name) => [name, name.replace(/-foreground$/, "")])
  const pairs: [string, string][] = [["foreground", "background"], ...named, ...extraPairs]
  return pairs.map(([text, background]) => {
    const textValue = colours.get(text)
    const backgroundValue = colours.get(background)
    if (!textValue || !backgroundValue)
      throw new Error(`No colour token --color-${text} or --color-${background}`)
    const ratio = Math.round(wcagContrast(textValue, backgroundValue) * 100) / 100
    return { text, background, ratio, aa: ratio >= 4.5, aaLarge: ratio >= 3 }
  })
}

// Where the site's classes are written: the design system's components and the site's routes.
const sourceRoots = [
  resolve(import.meta.dirname, "../../packages/ui/src"),
  resolve(import.meta.dirname, "../../apps/web/app"),
]

/** The source files the site is built from: components, sections and routes, not their stories or tests. */
function siteSources(): string[] {
  return sourceRoots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file))
      .map((file) => resolve(root, file)),
  )
}

/**
 * How often the site's source uses each class a size, radius or shadow token makes (`text-title`,
 * `rounded-xl`, `shadow-card`), with or without a variant (`sm:text-5xl`): the Foundations pages
 * show the scale the site uses, not every step Tailwind offers.
 */
export function classUsage(tokens: Token[]): Record<string, number> {
  const classes = tokens.flatMap((token) => {
    const match = /^--(text|radius|shadow)-([a-z0-9]+)$/.exec(token.name)
    if (!match) return []
    const [, kind, name] = match
    return [`${kind === "radius" ? "rounded" : kind}-${name}`]
  })
  const counts: Record<string, number> = Object.fromEntries(classes.map((name) => [name, 0]))
  const texts = siteSources().map((file) => readFileSync(file, "utf8"))
  for (const name of classes) {
    const pattern = new RegExp(`(?<![\\w-])${name}(?![\\w-])`, "g")
    for (const text of texts) counts[name] = (counts[name] ?? 0) + (text.match(pattern)?.length ?? 0)
  }
  return counts
}

/**
 * The design system's colours as W3C Design Tokens (the DTCG format, 2025.10): one `color` token
 * per `--color-*` of globals.css, its `$value` the DTCG colour object in sRGB with its hex, its
 * `$extensions` the OKLCH the CSS declares. Figma's variable import, Tokens Studio, Style
 * Dictionary and Terrazzo read it as it is.
 */
export function dtcgTokens(tokens: Token[]) {
  const color: Record<string, unknown> = {}
  for (const token of tokens) {
    if (token.source !== "globals.css" || !token.name.startsWith("--color-")) continue
    const parsed = parse(token.value)
    if (!parsed) continue
    const srgb = rgb(clampChroma(parsed, "oklch"))
    const round = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 10_000) / 10_000
    color[token.name.slice("--color-".length)] = {
      $type: "color",
      $value: {
        colorSpace: "srgb",
        components: [round(srgb.r), round(srgb.g), round(srgb.b)],
        ...(srgb.alpha !== undefined && srgb.alpha < 1 ? { alpha: srgb.alpha } : {}),
        hex: formatHex(srgb),
      },
      $extensions: { "com.talentrise.css": { property: token.name, value: token.value } },
    }
  }
  return {
    $description:
      "Talentrise design tokens, read from packages/ui/src/styles/globals.css when Storybook builds.",
    color,
  }
}

/** Where the tokens file is served and built: beside Storybook's index.html. */
export const dtcgFileName = "design-tokens.json"

const moduleId = "virtual:design-tokens"
const resolvedId = `\0${moduleId}`

export function designTokens(): Plugin {
  return {
    name: "talentrise:design-tokens",
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined
    },
    // `pnpm storybook` serves the file; `pnpm build-storybook` writes it into storybook-static/.
    configureServer(server) {
      server.middlewares.use(`/${dtcgFileName}`, (_request, response) => {
        response.setHeader("Content-Type", "application/json")
        response.end(`${JSON.stringify(dtcgTokens(readTokens()), null, 2)}\n`)
      })
    },
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: dtcgFileName,
        source: `${JSON.stringify(dtcgTokens(readTokens()), null, 2)}\n`,
      })
    },
    load(id) {
      if (id !== resolvedId) return undefined
      this.addWatchFile(globalsCss)
      const tokens = readTokens()
      return [
        `export const tokens = ${JSON.stringify(tokens)}`,
        `export const contrast = ${JSON.stringify(contrastPairs(tokens))}`,
        `export const usage = ${JSON.stringify(classUsage(tokens))}`,
        "",
      ].join("\n")
    },
  }
}
