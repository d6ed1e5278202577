// Part of `pnpm typecheck`: type-checks the Edge Functions under Deno, from the install-time cache.
import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import {
  denoDir,
  denoExecutable,
  notifyFunctionConfig,
  notifyFunctionEntry,
  jobAlertsFunctionEntry,
} from "@repo/local-api/notify-stack"

// notify, job-alerts, and the content editor's sign-in (cms-oauth), which imports nothing from npm.
const cmsOAuth = (name: string) => fileURLToPath(new URL(`../functions/cms-oauth/${name}`, import.meta.url))
const checks = [
  [notifyFunctionConfig, notifyFunctionEntry],
  // job-alerts imports what notify does, from the same lock file.
  [notifyFunctionConfig, jobAlertsFunctionEntry],
  [cmsOAuth("deno.json"), cmsOAuth("index.ts")],
]

let status = 0
for (const [config, entry] of checks) {
  const result = spawnSync(denoExecutable(), ["check", "--cached-only", "--config", config!, entry!], {
    env: { ...process.env, DENO_DIR: denoDir, DENO_NO_PACKAGE_JSON: "1", DENO_NO_UPDATE_CHECK: "1" },
    stdio: "inherit",
  })
  status ||= result.status ?? 1
}
process.exitCode = status
