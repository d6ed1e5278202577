import { resolve } from "node:path"

const repoRoot = resolve(import.meta.dirname, "../..")

// One folder holds every baseline, so an intended change regenerates them wholesale.
export const baselineDir = resolve(import.meta.dirname, "baselines")
export const chromiumVersionFile = resolve(baselineDir, "CHROMIUM_VERSION")
// Where CI keeps its output (test-results/ is ignored by git and kept as the run's artifact).
export const resultsDir = resolve(repoRoot, "test-results/visual")
