// First-load weight of every prerendered page: the JavaScript and CSS a browser fetches before the
// page is interactive, in gzip bytes. Usage: pnpm bench:size (after a build; BUILD_DIR picks the folder).
import { readFileSync, readdirSync, statSync } from "node:fs"
import { join, resolve } from "node:path"
import { gzipSync } from "node:zlib"

import { moduleGraph } from "./module-graph.mjs"

const client = resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", "client")

function pages(dir, url = "") {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return pages(full, `${url}/${name}`)
    return name === "index.html" ? [{ path: url || "/", file: full }] : []
  })
}

const gzipCache = new Map()
function gzipSize(assetPath) {
  if (!gzipCache.has(assetPath))
    gzipCache.set(assetPath, gzipSync(readFileSync(join(client, assetPath)), { level: 9 }).length)
  return gzipCache.get(assetPath)
}

const graph = moduleGraph(client)

function firstLoad(html) {
  const entries = new Set()
  const css = new Set()
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) entries.add(href)
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+)"/g)) entries.add(src)
  // Inline scripts name the modules they start or preload after the first paint.
  for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g))
    for (const [, spec] of body.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) entries.add(spec)
  const js = new Set(graph.withImports([...entries]))
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) css.add(href)
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join("")
  // The site's style sheet is written into each page (a <style> element), not linked.
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("")
  const sum = (set) => [...set].reduce((total, asset) => total + gzipSize(asset), 0)
  return {
    js: sum(js),
    inlineJs: inline ? gzipSync(inline).length : 0,
    css: sum(css) + (inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0),
    html: gzipSync(html).length,
    requests: js.size + css.size,
  }
}

const kib = (bytes) => (bytes / 1024).toFixed(1)
const rows = pages(client)
  .sort((a, b) => a.path.localeCompare(b.path))
  .map(({ path, file }) => ({ path, ...firstLoad(readFileSync(file, "utf8")) }))
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
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)))
const line = (cells) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ")
console.log(line(header))
console.log(widths.map((w) => "-".repeat(w)).join("  "))
for (const row of table) console.log(line(row))
