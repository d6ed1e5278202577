// Lighthouse 13 on every prerendered route (mobile defaults: Moto G Power, simulated slow 4G and
// 4x CPU slowdown), against the production server on a free port, in Debian's Chromium. Three runs
// per route; the table shows the median of each metric. Usage: pnpm bench:lighthouse (after a
// build; BUILD_DIR picks the folder, CHROMIUM_PATH the browser, LIGHTHOUSE_RUNS the run count,
// LIGHTHOUSE_TRACES a folder for each run's trace (DevTools' Performance panel opens them) and report, and any
// arguments limit the routes: pnpm bench:lighthouse / /contact).
import { spawn, type ChildProcess } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { createServer, type AddressInfo } from "node:net"
import { join } from "node:path"

import * as chromeLauncher from "chrome-launcher"
import lighthouse, { type Result } from "lighthouse"

import { chromiumArgs, chromiumPath } from "../e2e/chromium.mjs"
import { appDir as app, buildDir, clientDir as client, isSitePage, prerenderedPaths } from "./lib/build"

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const tracesDir = process.env.LIGHTHOUSE_TRACES

const targets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1500,
  tbt: 100,
  cls: 0.01,
}

function freePort() {
  return new Promise<number>((done, fail) => {
    const probe = createServer()
    probe.once("error", fail)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => done(port))
    })
  })
}

async function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", join(app, "server/serve.ts")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server/serve.ts exited with ${server.exitCode}`)
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return server
    await new Promise((wait) => setTimeout(wait, 250))
  }
  server.kill()
  throw new Error("server/serve.ts did not start within 120 s")
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function measure(lhr: Result) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  type SummaryRow = { resourceType?: string; transferSize?: number; requestCount?: number }
  const details = lhr.audits["resource-summary"]?.details
  const summary = (details && "items" in details ? details.items : []) as SummaryRow[]
  const row = (type: string): SummaryRow => summary.find((item) => item.resourceType === type) ?? {}
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: value("largest-contentful-paint"),
    fcp: value("first-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    jsKib: (row("script").transferSize ?? 0) / 1024,
    requests: row("total").requestCount ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/** The audits that cost points in a run, for the notes under the table. */
function failing(lhr: Result) {
  return Object.values(lhr.categories)
    .filter((category) => category.id !== "performance")
    .flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]),
    )
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit!.id)
}

const requested = process.argv.slice(2)
// Every page a visitor can reach: the 404 page answers 404 and is noindex by design.
const paths = (requested.length > 0 ? requested : prerenderedPaths().filter(isSitePage)).sort()
const port = await freePort()
const server = await startServer(port)

/** One Lighthouse run in a fresh browser; a run the browser botches (no trace) is tried again. */
async function audit(url: string, attempt = 1): Promise<{ lhr: Result; trace: unknown }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs(), "--headless=new"],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    })
    const error = result ? result.lhr.runtimeError : { message: "no result" }
    if (!error) return { lhr: result!.lhr, trace: result!.artifacts.Trace }
    if (attempt >= 3) throw new Error(`${url}: ${error.message}`)
  } finally {
    await chrome.kill()
  }
  return audit(url, attempt + 1)
}

type Measures = ReturnType<typeof measure>
type Row = Measures & { path: string }

const rows: Row[] = []
const notes = new Map<string, true>()
try {
  for (const path of paths) {
    const samples: Measures[] = []
    for (let run = 1; run <= runs; run += 1) {
      const { lhr, trace } = await audit(`http://127.0.0.1:${port}${path}`)
      if (tracesDir) {
        mkdirSync(tracesDir, { recursive: true })
        const name = `${path.replaceAll("/", "_") || "_"}-run${run}.json`
        writeFileSync(join(tracesDir, name), JSON.stringify(trace))
        // The report beside it: its long-tasks and total-blocking-time audits say what the simulation counted.
        writeFileSync(join(tracesDir, name.replace(/\.json$/, ".lhr.json")), JSON.stringify(lhr))
      }
      samples.push(measure(lhr))
      for (const id of failing(lhr)) notes.set(`${path} ${id}`, true)
      process.stderr.write(`  ${path} run ${run}/${runs}: performance ${samples.at(-1)!.performance}\n`)
    }
    const keys = Object.keys(samples[0]!) as (keyof Measures)[]
    const medians = Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]))
    rows.push({ path, ...(medians as Measures) })
  }
} finally {
  server.kill()
}

const misses = (row: Row) =>
  [
    row.performance < targets.performance && "performance",
    row.accessibility < targets.accessibility && "accessibility",
    row.bestPractices < targets.bestPractices && "best practices",
    row.seo < targets.seo && "SEO",
    row.lcp > targets.lcp && "LCP",
    row.tbt > targets.tbt && "TBT",
    row.cls > targets.cls && "CLS",
  ].filter(Boolean)

const header = [
  "route",
  "perf",
  "a11y",
  "best pr.",
  "SEO",
  "LCP s",
  "FCP s",
  "TBT ms",
  "CLS",
  "JS KiB",
  "requests",
]
const table = rows.map((row) => [
  row.path,
  String(row.performance),
  String(row.accessibility),
  String(row.bestPractices),
  String(row.seo),
  (row.lcp / 1000).toFixed(2),
  (row.fcp / 1000).toFixed(2),
  String(Math.round(row.tbt)),
  row.cls.toFixed(3),
  row.jsKib.toFixed(1),
  String(row.requests),
])
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((cells) => cells[column]!.length)),
)
const line = (cells: string[]) =>
  `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(" | ")} |`

console.log(`\nLighthouse 13, mobile, median of ${runs} run(s) per route — ${client}\n`)
console.log(line(header))
console.log(
  `|${widths.map((width, column) => (column === 0 ? `:${"-".repeat(width + 1)}` : `${"-".repeat(width + 1)}:`)).join("|")}|`,
)
for (const cells of table) console.log(line(cells))

const missed = rows.filter((row) => misses(row).length > 0)
console.log(
  `\nTargets: performance ≥ ${targets.performance}, accessibility, best practices and SEO 100, LCP ≤ ${targets.lcp / 1000} s, TBT ≤ ${targets.tbt} ms, CLS ≤ ${targets.cls}.`,
)
if (missed.length === 0) console.log("Every route meets every target.")
else for (const row of missed) console.log(`  ${row.path} misses: ${misses(row).join(", ")}`)
// Lighthouse simulates a mobile CPU by scaling the tasks it observed on this one: on a busy machine
// (a low index) the simulated blocking time and paints grow with the load, not with the page.
console.log(
  `Lighthouse's CPU benchmark index on this machine during the runs: median ${Math.round(median(rows.map((row) => row.benchmarkIndex)))} (min ${Math.round(Math.min(...rows.map((row) => row.benchmarkIndex)))}).`,
)
if (notes.size > 0) console.log(`Audits that cost points in some run: ${[...notes.keys()].join("; ")}`)

writeFileSync(join(buildDir, "lighthouse.json"), `${JSON.stringify({ runs, rows }, null, 2)}\n`)
