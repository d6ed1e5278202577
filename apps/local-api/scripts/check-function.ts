// Part of `pnpm typecheck`: type-checks the Edge Functions under Deno, from the install-time cache.
import { spawnSync } from "node:child_process"
import { denoDir, denoExecutable, notifyFunctionConfig, notifyFunctionEntry } from "../src/notify-stack.ts"

const result = spawnSync(
  denoExecutable(),
  ["check", "--cached-only", "--config", notifyFunctionConfig, notifyFunctionEntry],
  {
    env: { ...process.env, DENO_DIR: denoDir, DENO_NO_PACKAGE_JSON: "1", DENO_NO_UPDATE_CHECK: "1" },
    stdio: "inherit",
  },
)
process.exitCode = result.status ?? 1
