// The design tokens, read at build time from the CSS that defines them (Tailwind's theme, then the
// design system's globals.css, whose @theme overrides it), so the Foundations pages cannot drift
// from what the components draw with. Parsed with PostCSS, the parser Tailwind itself builds on.
import { readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { resolve } from "node:path"

import { wcagContrast } from "culori"
import postcss from "postcss"
import type { Plugin } from "vite"

const require = createRequire(import.meta.url)

export const globalsCss = resolve(import.meta.dirname, "../../packages/ui/src/styles/globals.css")
const tailwindTheme = require.resolve("tailwindcss/theme.css")

export type Token = { name: string; value: string; source: "globals.css" | "tailwindcss" }

/** Every custom property declared in an @theme block (or the :root layer Tailwind's theme uses). */
export function readThemeTokens(file: string, source: Token["source"]): Token[] {
  const root = postcss.parse(readFileSync(file, "utf8"), { from: file })
  const tokens: Token[] = []
  root.walkAtRules("theme", (theme) => {
    theme.each((node) => {
      if (node.type === "decl" && node.prop.startsWith("--")) {
        tokens.push({ name: node.prop, value: node.value.replace(/\s+/g, " ").trim(), source })
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

const moduleId = "virtual:design-tokens"
const resolvedId = `\0${moduleId}`

export function designTokens(): Plugin {
  return {
    name: "talentrise:design-tokens",
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined
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
