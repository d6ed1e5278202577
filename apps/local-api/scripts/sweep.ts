/**
 * `pnpm sweep`: runs the sweep pg_cron runs every five minutes, against the local notify function
 * (LOCAL_FUNCTION_PORT): mails rows not yet mailed after 2 minutes, removes résumés with no
 * application after an hour, and deletes what the privacy policy's periods have expired.
 * `pnpm sweep --now` takes every unmailed row and every orphan file, whatever its age.
 */
import { localNotifySecret, notifyPorts } from "../src/notify-stack.ts"

const url = `http://127.0.0.1:${notifyPorts().function}/sweep`
const now = process.argv.includes("--now")

try {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-notify-secret": localNotifySecret },
    body: JSON.stringify(now ? { min_age_seconds: 0, orphan_age_seconds: 0 } : {}),
    signal: AbortSignal.timeout(120_000),
  })
  const result: unknown = await response.json()
  console.log(`POST ${url} → ${response.status}`)
  console.log(JSON.stringify(result, null, 2))
  if (!response.ok) process.exitCode = 1
} catch (error) {
  console.error(
    `No notify function answered at ${url} (${(error as Error).message}). Start it with \`pnpm dev\` or \`pnpm start\`; LOCAL_FUNCTION_PORT moves it.`,
  )
  process.exitCode = 1
}
