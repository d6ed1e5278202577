import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { mkdtempSync, rmSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { PGlite } from "@electric-sql/pglite"
import { localDataApi } from "@repo/contact-client/local"
import { defaultDataDir, lockDataDir, openPglite, pgliteSql, type Sql } from "./database.ts"
import { prepareDatabase } from "./migrate.ts"
import { fromDatabaseError, loadSchemaCache, postgrestError, type SchemaCache } from "./postgrest.ts"
import { localServiceKey } from "./notify-stack.ts"
import { setVaultSecret, takeQueuedRequests } from "./supabase-stand-ins.ts"
import { send, type Enqueue, type Router, type RouterContext } from "./http.ts"
import { localPath, localRouter } from "./routers/local.ts"
import { restRouter } from "./routers/rest.ts"
import { rpcRouter } from "./routers/rpc.ts"
import { storageRouter } from "./routers/storage.ts"

export type { BriefRecord, SubmissionRecord } from "./routers/local.ts"

const allowedHeaders = [
  "apikey",
  "authorization",
  "content-type",
  "prefer",
  "x-client-info",
  "accept-profile",
  "content-profile",
  "x-retry-count",
  "x-upsert",
  "cache-control",
  "x-metadata",
]

const localOrigin = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

export type LocalApiOptions = {
  sql: Sql
  /** Where uploaded objects are kept (`<filesDir>/<bucket>/<name>`). */
  filesDir: string
  /** The key callers must send as `apikey`; defaults to the shared local key. */
  apiKey?: string
  /** The service-role key for `/rest/v1/rpc/*` and Storage's service calls; defaults to the local one. */
  serviceKey?: string
  /**
   * Plays pg_net: after each request, POSTs what the database queued with `net.http_post` (the
   * webhook to the notify function). Defaults to true.
   */
  webhooks?: boolean
  /** Origins allowed besides any http://localhost:* and http://127.0.0.1:* (e.g. SITE_ORIGIN). */
  siteOrigins?: readonly string[]
  /** One line per request; defaults to stdout. */
  log?: (line: string) => void
  /** Where the rows live (a data directory or `memory://`), named to `pnpm submissions`. */
  database?: string
}

/**
 * Runs tasks one at a time: PGlite has a single connection, and a transaction must not interleave.
 * A visitor's task goes before waiting background tasks (the notify function's calls, pg_net's
 * queue, the local helpers): with the webhooks on, 50 visitors at once otherwise queued behind the
 * function's calls back into the API, and some hit the form's 15 s limit (issue 37). Background
 * work still gets one turn in `backgroundShare`, or a flood of visitors would hold back the
 * function's `notify_sent` until its claim expired, and a lead would be mailed twice.
 */
const backgroundShare = 4

function createQueue(): Enqueue {
  type Waiting = { task: () => Promise<unknown>; resolve(value: unknown): void; reject(error: unknown): void }
  const visitors: Waiting[] = []
  const background: Waiting[] = []
  let running = false
  let sinceBackground = 0
  function next(): Waiting | undefined {
    if (background.length > 0 && (visitors.length === 0 || sinceBackground >= backgroundShare - 1)) {
      sinceBackground = 0
      return background.shift()
    }
    sinceBackground++
    return visitors.shift()
  }
  async function pump() {
    if (running) return
    running = true
    for (let task = next(); task; task = next()) {
      try {
        task.resolve(await task.task())
      } catch (error) {
        task.reject(error)
      }
    }
    running = false
  }
  return function enqueue<T>(task: () => Promise<T>, inBackground = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      ;(inBackground ? background : visitors).push({
        task,
        resolve: resolve as (value: unknown) => void,
        reject,
      })
      void pump()
    })
  }
}

export function createLocalApiServer(
  options: LocalApiOptions,
  cache: SchemaCache,
): Server & { deliverQueued(): Promise<void>; requestSweep(): Promise<void> } {
  const { sql, log = (line: string) => console.log(line) } = options
  const siteOrigins = new Set(options.siteOrigins ?? [])
  const enqueue = createQueue()
  const inBackground = <T>(task: () => Promise<T>) => enqueue(task, true)
  const context: RouterContext = {
    sql,
    cache,
    enqueue,
    filesDir: options.filesDir,
    apiKey: options.apiKey ?? localDataApi.key,
    serviceKey: options.serviceKey ?? localServiceKey,
    ...(options.database !== undefined ? { database: options.database } : {}),
  }
  // First match wins. The local lists answer before CORS: pages must not read them.
  const routes: { path: RegExp; router: Router; cors: boolean }[] = [
    { path: localPath, router: localRouter(context), cors: false },
    { path: /^\/storage\/v1\/object\/(.+)$/, router: storageRouter(context), cors: true },
    { path: /^\/rest\/v1\/rpc\/([^/]+)\/?$/, router: rpcRouter(context), cors: true },
    { path: /^\/rest\/v1\/([^/]*)\/?$/, router: restRouter(context), cors: true },
  ]

  /**
   * Sends the requests the database queued (committed rows of net.http_request_queue), as pg_net's
   * worker does after a commit. A failure is logged; it never reaches the visitor's request.
   */
  // A take waiting in the queue, not yet started: a request that committed before it starts is
  // covered by it, so under load many requests share one take instead of queueing one each.
  let waitingDelivery: Promise<void> | null = null
  function deliverQueued(): Promise<void> {
    if (waitingDelivery) return waitingDelivery
    let started = false
    let delivery: Promise<void> | null = null
    delivery = inBackground(() => {
      // An idle queue starts the task at once, before `delivery` is even assigned.
      started = true
      if (waitingDelivery === delivery) waitingDelivery = null
      return takeQueuedRequests(sql)
    }).then(post)
    if (!started) waitingDelivery = delivery
    return delivery
  }

  async function post(requests: Awaited<ReturnType<typeof takeQueuedRequests>>): Promise<void> {
    await Promise.all(
      requests.map(async (request) => {
        try {
          const response = await fetch(request.url, {
            method: "POST",
            headers: request.headers,
            body: JSON.stringify(request.body),
            signal: AbortSignal.timeout(request.timeout_milliseconds),
          })
          await response.arrayBuffer()
          log(`${new Date().toISOString()} webhook POST ${request.url} ${response.status}`)
        } catch (error) {
          log(`${new Date().toISOString()} webhook POST ${request.url} failed: ${(error as Error).message}`)
        }
      }),
    )
  }

  const isAllowedOrigin = (origin: string) => localOrigin.test(origin) || siteOrigins.has(origin)

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://local-api")
    const origin = req.headers.origin
    const matched = routes.find((route) => route.path.test(url.pathname))
    if (matched?.cors !== false) {
      if (origin !== undefined && isAllowedOrigin(origin)) {
        res.setHeader("access-control-allow-origin", origin)
        res.setHeader("access-control-expose-headers", "content-range, content-location")
      }
      res.setHeader("vary", "Origin")

      if (req.method === "OPTIONS") {
        if (origin !== undefined && !isAllowedOrigin(origin)) return send(res, { status: 403 })
        return send(
          res,
          { status: 204 },
          {
            "access-control-allow-methods": "POST, OPTIONS",
            "access-control-allow-headers": allowedHeaders.join(", "),
            "access-control-max-age": "600",
            allow: "GET, POST, OPTIONS",
          },
        )
      }
    }
    if (!matched) return send(res, postgrestError(404, "PGRST125", "Invalid path specified in request URL"))
    return matched.router(req, res, url, matched.path.exec(url.pathname)?.[1] ?? "")
  }

  const server = createServer((req, res) => {
    const started = performance.now()
    res.on("finish", () => {
      const ms = (performance.now() - started).toFixed(1)
      log(`${new Date().toISOString()} ${req.method} ${req.url} ${res.statusCode} ${ms}ms`)
    })
    handle(req, res)
      .catch((error: unknown) => {
        if (!res.headersSent) send(res, fromDatabaseError(error))
        else res.destroy()
      })
      .then(() => {
        // Only a write can queue a webhook; the function's calls (RPCs) queue none.
        if (
          options.webhooks !== false &&
          req.method !== "GET" &&
          req.method !== "OPTIONS" &&
          !req.url?.startsWith("/rest/v1/rpc/")
        )
          return deliverQueued()
      })
      .catch((error: unknown) => log(`webhook delivery failed: ${(error as Error).message}`))
  })
  /** What pg_cron's job does: asks the function to sweep (through the webhook queue). */
  async function requestSweep(): Promise<void> {
    await inBackground(() => sql.exec("select private.request_sweep()"))
    await deliverQueued()
  }
  return Object.assign(server, { deliverQueued, requestSweep })
}

export type StartOptions = {
  /** A PGlite data directory, or `memory://`. Defaults to <repo>/.data/local-api. */
  dataDir?: string
  host?: string
  /** 0 picks a free port. */
  port?: number
  apiKey?: string
  siteOrigins?: readonly string[]
  log?: (line: string) => void
  /** Where uploaded files go; defaults to `<dataDir>/storage`, or a temporary folder for `memory://`. */
  filesDir?: string
  serviceKey?: string
  /** Whether the API plays pg_net (see LocalApiOptions.webhooks); defaults to true. */
  webhooks?: boolean
  /** The notify function's URL and secret, stored in (the stand-in of) Vault for the webhook. */
  notify?: { url: string; secret: string }
  /** Runs the sweep pg_cron would (`private.request_sweep()`) this often; off when unset. */
  sweepEveryMs?: number
}

export type RunningLocalApi = {
  url: string
  port: number
  /** Where uploaded files are: `<filesDir>/<bucket>/<name>`. */
  filesDir: string
  db: PGlite
  sql: Sql
  /** Sends what the database queued for pg_net now (each request already does it after it answers). */
  deliverQueued(): Promise<void>
  /** Stops accepting requests, waits for those in flight, then closes the database. */
  close(): Promise<void>
}

/** Opens the database, applies the migrations and starts serving. */
export async function startLocalApi(options: StartOptions = {}): Promise<RunningLocalApi> {
  const { dataDir = defaultDataDir, host = "127.0.0.1", port = 54321, log } = options
  const filesDir =
    options.filesDir ??
    (dataDir.startsWith("memory://")
      ? mkdtempSync(join(tmpdir(), "local-api-files-"))
      : join(dataDir, "storage"))
  // Claim the directory before opening it: two processes must never write one PGlite database.
  const release = dataDir.startsWith("memory://") ? () => {} : lockDataDir(dataDir)
  // Uploads cut off by a crash (a SIGKILL mid-body) leave their partial bytes here, where no row
  // and no sweep ever sees them; with the directory locked, none of them is still being written.
  rmSync(join(filesDir, ".incoming"), { recursive: true, force: true })
  let db: PGlite
  try {
    db = await openPglite(dataDir)
  } catch (error) {
    release()
    throw error
  }
  const sql = pgliteSql(db)
  let cache: SchemaCache
  try {
    await prepareDatabase(sql)
    if (options.notify) {
      await setVaultSecret(sql, "notify_url", options.notify.url)
      await setVaultSecret(sql, "notify_secret", options.notify.secret)
    }
    cache = await loadSchemaCache(sql)
  } catch (error) {
    await db.close()
    release()
    throw error
  }
  const server = createLocalApiServer(
    {
      sql,
      filesDir,
      ...(options.apiKey !== undefined ? { apiKey: options.apiKey } : {}),
      ...(options.siteOrigins !== undefined ? { siteOrigins: options.siteOrigins } : {}),
      ...(log !== undefined ? { log } : {}),
      ...(options.serviceKey !== undefined ? { serviceKey: options.serviceKey } : {}),
      ...(options.webhooks !== undefined ? { webhooks: options.webhooks } : {}),
      database: dataDir,
    },
    cache,
  )
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject)
      server.listen(port, host, () => {
        server.off("error", reject)
        resolve()
      })
    })
  } catch (error) {
    await db.close()
    release()
    throw error
  }
  const address = server.address() as AddressInfo
  let closing: Promise<void> | undefined
  const sweeping =
    options.sweepEveryMs === undefined
      ? undefined
      : setInterval(() => {
          server.requestSweep().catch((error: unknown) => console.error(`sweep: ${(error as Error).message}`))
        }, options.sweepEveryMs)
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    filesDir,
    db,
    sql,
    deliverQueued: () => server.deliverQueued(),
    close() {
      closing ??= (async () => {
        clearInterval(sweeping)
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeIdleConnections()
        })
        await db.close()
        release()
      })()
      return closing
    },
  }
}
