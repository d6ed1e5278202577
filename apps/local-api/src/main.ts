import { localDataApi, localDataApiUrl } from "@repo/contact-client/local"
import { defaultDataDir } from "./database.ts"
import { startLocalApi } from "./server.ts"

const dataDir = process.env.LOCAL_API_DATA_DIR || defaultDataDir
const port = Number(new URL(localDataApiUrl(process.env.LOCAL_API_PORT)).port)
const siteOrigins = (process.env.SITE_ORIGIN ?? "")
  .split(",")
  .map((origin) => origin.trim())
  .filter((origin) => origin !== "")

try {
  const api = await startLocalApi({ dataDir, port, siteOrigins })
  console.log(`Local data API on ${api.url} (database: ${dataDir})`)
  console.log(`  POST ${api.url}/rest/v1/contact_submissions with apikey ${localDataApi.key}`)
  console.log(`  GET  ${api.url}/local/submissions — or run \`pnpm submissions\``)

  const stop = (signal: string) => {
    console.log(`${signal}: closing the local data API`)
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once("SIGINT", () => stop("SIGINT"))
  process.once("SIGTERM", () => stop("SIGTERM"))
} catch (error) {
  if ((error as { code?: string }).code === "EADDRINUSE") {
    console.error(
      `Port ${port} is in use (is the local data API already running?): set LOCAL_API_PORT to move the local data API.`,
    )
  } else {
    console.error(error)
  }
  process.exit(1)
}
