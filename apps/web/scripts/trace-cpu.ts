// The main thread's work after the first contentful paint, by CPU time, from the traces
// bench:lighthouse keeps (LIGHTHOUSE_TRACES=<folder>). Lighthouse simulates a phone by stretching
// each task's wall time 4x; on a shared machine a task's wall time grows with the other work, its
// CPU time (the trace's thread duration) much less. Per route: the median over the runs of
// Σ max(0, 4 × CPU − 50 ms) over the top-level tasks after FCP ("blocking", Lighthouse's TBT rule
// on CPU time), the CPU milliseconds after FCP, and the longest tasks at 4x.
// Usage: pnpm --filter @repo/web exec tsx scripts/trace-cpu.ts <folder> (docs/decisions/095).
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; tdur?: number }

const folder = process.argv[2]
if (!folder) {
  console.error("Usage: tsx scripts/trace-cpu.ts <folder of bench:lighthouse traces>")
  process.exit(1)
}

const slowdown = 4
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const routes = new Map<string, { blocking: number; cpu: number; longest: number[] }[]>()
for (const name of readdirSync(folder).filter((file) => /-run\d+\.json$/.test(file))) {
  const trace = JSON.parse(readFileSync(join(folder, name), "utf8")) as { traceEvents: TraceEvent[] }
  const fcp = trace.traceEvents.find((event) => event.name === "firstContentfulPaint")
  if (!fcp) continue
  const tasks = trace.traceEvents
    .filter(
      (e) => e.ph === "X" && e.name === "RunTask" && e.pid === fcp.pid && e.tid === fcp.tid && e.ts >= fcp.ts,
    )
    .map((e) => (e.tdur ?? 0) / 1000)
  const route = name
    .replace(/-run\d+\.json$/, "")
    .replaceAll("_", "/")
    .replace(/^\/\//, "/")
  const runs = routes.get(route) ?? []
  runs.push({
    blocking: tasks.reduce((sum, cpu) => sum + Math.max(0, slowdown * cpu - 50), 0),
    cpu: tasks.reduce((sum, cpu) => sum + cpu, 0),
    longest: tasks
      .map((cpu) => slowdown * cpu)
      .filter((ms) => ms > 50)
      .sort((a, b) => b - a)
      .slice(0, 3),
  })
  routes.set(route, runs)
}

console.log("route                          blocking ms (4x CPU)  CPU ms after FCP  longest tasks at 4x, ms")
for (const [route, runs] of [...routes].sort(([a], [b]) => a.localeCompare(b))) {
  const blocking = median(runs.map((run) => run.blocking))
  const cpu = median(runs.map((run) => run.cpu))
  const longest = runs.map((run) => run.longest.map(Math.round).join(",") || "-").join(" | ")
  console.log(
    `${route.padEnd(30)} ${String(Math.round(blocking)).padStart(20)}  ${String(Math.round(cpu)).padStart(16)}  ${longest}`,
  )
}
console.log(`\nMedian of ${Math.max(...[...routes.values()].map((runs) => runs.length))} run(s) per route.`)
