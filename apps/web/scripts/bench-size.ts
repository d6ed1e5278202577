// First-load weight of every prerendered page: the JavaScript and CSS a browser fetches before the
// page is interactive, in gzip bytes, checked against the budgets below (it exits 1 over one).
// Usage: pnpm bench:size (after a build; BUILD_DIR picks the folder).
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

import { clientDir as client, prerenderedPages } from "./lib/build"
import { moduleGraph } from "./lib/module-graph"

const KiB = 1024
/**
 * First-load JavaScript budgets, gzip: Home's, each calculator's within 20 KiB of Home's, and each
 * form page's (the form, react-hook-form and the form layer hydrate at once) within 38 KiB of it.
 * The calculators' budget rose from 15 KiB, and Home's from 130, when the tools began to pick the
 * statutory figures by date (decision 044): issue 45 is to bring both back.
 */
const budgets = {
  home: 131 * KiB,
  toolOverHome: 20 * KiB,
  formOverHome: 38 * KiB,
}
const formPages = ["/contact", "/hire", "/recruitment-fraud"]

const gzipCache = new Map<string, number>()
function gzipSize(assetPath: string): number {
  if (!gzipCache.has(assetPath))
    gzipCache.set(assetPath, gzipSync(readFileSync(join(client, assetPath)), { level: 9 }).length)
  return gzipCache.get(assetPath)!
}

const graph = moduleGraph(client)

function firstLoad(html: string) {
  const entries = new Set<string>()
  const css = new Set<string>()
  for (const [, href = ""] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g))
    entries.add(href)
  for (const [, src = ""] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) entries.add(src)
  // React Router's inline module script imports the entry and the route modules.
  for (const [, body = ""] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
    for (const [, spec = ""] of body.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) entries.add(spec)
  const js = new Set(graph.withImports([...entries]))
  for (const [, href = ""] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) css.add(href)
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join("")
  // The site's style sheet is written into each page (a <style> element), not linked.
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("")
  const sum = (set: Set<string>) => [...set].reduce((total, asset) => total + gzipSize(asset), 0)
  return {
    js: sum(js),
    inlineJs: inline ? gzipSync(inline).length : 0,
    css: sum(css) + (inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0),
    html: gzipSync(html).length,
    requests: js.size + css.size,
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const rows = prerenderedPages().map(({ path, html }) => ({ path, ...firstLoad(html) }))
const home = rows.find((row) => row.path === "/")

console.log(`First-load weight per route (gzip, KiB) — ${client}\n`)
const header = ["route", "JS", "Δ JS vs /", "inline JS", "CSS (inline)", "HTML", "files"]
const table = rows.map((r) => [
  r.path,
  kib(r.js),
  home ? `${r.js - home.js >= 0 ? "+" : ""}${kib(r.js - home.js)}` : "",
  kib(r.inlineJs),
  kib(r.css),
  kib(r.html),
  String(r.requests),
])
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)))
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")
console.log(line(header))
console.log(widths.map((w) => "-".repeat(w)).join("  "))
for (const row of table) console.log(line(row))

const over: string[] = []
if (!home) over.push("no prerendered Home page")
else {
  if (home.js > budgets.home)
    over.push(`/ ships ${kib(home.js)} KiB of JavaScript (budget ${kib(budgets.home)})`)
  for (const row of rows.filter((r) => r.path.startsWith("/tools/")))
    if (row.js - home.js > budgets.toolOverHome)
      over.push(
        `${row.path} ships ${kib(row.js - home.js)} KiB more than / (budget ${kib(budgets.toolOverHome)})`,
      )
  for (const row of rows.filter((r) => formPages.includes(r.path)))
    if (row.js - home.js > budgets.formOverHome)
      over.push(
        `${row.path} ships ${kib(row.js - home.js)} KiB more than / (budget ${kib(budgets.formOverHome)})`,
      )
}
if (over.length) {
  console.error(`\nOver budget:\n${over.map((o) => `  ${o}`).join("\n")}`)
  process.exit(1)
}
console.log(
  `\nWithin budget: / at most ${kib(budgets.home)} KiB, each /tools/* page within ${kib(budgets.toolOverHome)} KiB of it, ${formPages.join(" and ")} within ${kib(budgets.formOverHome)} KiB.`,
)
