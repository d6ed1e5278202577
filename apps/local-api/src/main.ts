import { localDataApi, localDataApiUrl } from "@repo/contact-client/local"
import { defaultDataDir } from "./database.ts"
import {
  localNotifySecret,
  notifyPorts,
  startMailCatcher,
  startNotifyFunction,
  type MailCatcher,
  type NotifyFunction,
} from "./notify-stack.ts"
import { startLocalApi, type RunningLocalApi } from "./server.ts"

const dataDir = process.env.LOCAL_API_DATA_DIR || defaultDataDir
const port = Number(new URL(localDataApiUrl(process.env.LOCAL_API_PORT)).port)
const siteOrigins = (process.env.SITE_ORIGIN ?? "")
  .split(",")
  .map((origin) => origin.trim())
  .filter((origin) => origin !== "")
const ports = notifyPorts()
// pg_cron runs the sweep every five minutes; LOCAL_SWEEP_SECONDS changes that here.
const sweepSeconds = Number(process.env.LOCAL_SWEEP_SECONDS || 300)

let mail: MailCatcher | undefined
let api: RunningLocalApi | undefined
let notify: NotifyFunction | undefined

async function stopAll() {
  await notify?.stop()
  await api?.close()
  await mail?.stop()
}

try {
  mail = await startMailCatcher(ports.mail, ports.smtp)
  const functionUrl = `http://127.0.0.1:${ports.function}`
  api = await startLocalApi({
    dataDir,
    port,
    siteOrigins,
    notify: { url: functionUrl, secret: localNotifySecret },
    sweepEveryMs: sweepSeconds * 1000,
  })
  notify = await startNotifyFunction({ port: ports.function, supabaseUrl: api.url, smtpPort: ports.smtp })
  console.log(`Local data API on ${api.url} (database: ${dataDir})`)
  console.log(`  POST ${api.url}/rest/v1/contact_submissions with apikey ${localDataApi.key}`)
  console.log(`  GET  ${api.url}/local/submissions — or run \`pnpm submissions\``)
  console.log(`The team's inbox: ${mail.url} (SMTP on 127.0.0.1:${mail.smtpPort})`)
  console.log(`The notify function: ${notify.url} (the sweep every ${sweepSeconds} s, or \`pnpm sweep\`)`)

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: closing the local data API, the notify function and the inbox`)
    stopAll().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once("SIGINT", () => stop("SIGINT"))
  process.once("SIGTERM", () => stop("SIGTERM"))
  // tsx runs this file in a child process; when tsx is killed outright (kill -9), nothing is
  // relayed, and this process would keep the ports. Handed to another parent, it stops.
  const parent = process.ppid
  const watch = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(watch)
    stop("The process that started it is gone")
  }, 500)
  watch.unref()
} catch (error) {
  await stopAll().catch(() => undefined)
  const { code, port: taken } = error as { code?: string; port?: number }
  if (code === "EADDRINUSE" && taken === ports.function) {
    console.error(
      `Port ${taken} is in use, so the notify function cannot start: set LOCAL_FUNCTION_PORT to move it (is an earlier local data API still running?).`,
    )
  } else if (code === "EADDRINUSE") {
    console.error(
      `A port is in use (is the local data API already running?): LOCAL_API_PORT (${port}), LOCAL_MAIL_PORT (${ports.mail}), LOCAL_SMTP_PORT (${ports.smtp}) and LOCAL_FUNCTION_PORT (${ports.function}) move its servers.`,
    )
  } else {
    console.error(error)
  }
  process.exit(1)
}
