// Records which Chromium drew the baselines, and after a run with mismatches says where the images
// are and whether the browser changed since the baselines were made.
import { execFileSync } from "node:child_process"
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { join, relative } from "node:path"

import type { TestProject } from "vitest/node"

import { chromiumPath } from "../../apps/web/e2e/chromium.mjs"
import { baselineDir, chromiumVersionFile, resultsDir } from "./paths.ts"

function chromiumVersion(): string {
  return execFileSync(chromiumPath, ["--version"], { encoding: "utf8" }).trim()
}

export default function setup(project: TestProject) {
  const updating = project.vitest.config.snapshotOptions.updateSnapshot === "all"
  const current = chromiumVersion()
  // Old diffs would read as this run's.
  rmSync(resultsDir, { recursive: true, force: true })

  return () => {
    if (updating) {
      mkdirSync(baselineDir, { recursive: true })
      writeFileSync(chromiumVersionFile, `${current}\n`)
      return
    }
    if (!existsSync(resultsDir)) return
    const actuals = readdirSync(resultsDir).filter((file) => file.endsWith("-actual.png"))
    const missing = readdirSync(resultsDir).filter((file) => file.endsWith("-reference.png"))
    // Vitest writes the actual and diff images beside each other; the expected one stays in the
    // baselines, so a copy joins them and CI's artifact holds all three.
    for (const actual of actuals) {
      const name = actual.replace(/-actual\.png$/, "")
      const baseline = join(baselineDir, `${name}.png`)
      if (existsSync(baseline)) copyFileSync(baseline, join(resultsDir, `${name}-expected.png`))
    }
    if (actuals.length === 0 && missing.length === 0) return
    const recorded = existsSync(chromiumVersionFile)
      ? readFileSync(chromiumVersionFile, "utf8").trim()
      : "unknown"
    const browser =
      recorded === current
        ? `The baselines were made with this Chromium (${current}): the difference comes from the code.`
        : `The baselines were made with ${recorded}; this run used ${current}. If the differences are only anti-aliasing, the browser changed: update the baselines.`
    console.log(
      [
        "",
        `Visual regression: ${actuals.length} capture(s) differ from their baseline, ${missing.length} have none.`,
        `Expected, actual and diff images: ${relative(process.cwd(), resultsDir)}/`,
        browser,
        "After an intended change: pnpm test:visual:update (then review and commit the baselines).",
        "",
      ].join("\n"),
    )
  }
}
