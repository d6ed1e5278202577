import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { mkdtempSync, rmSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { PGlite } from "@electric-sql/pglite"
import { localDataApi } from "@repo/contact-client/local"
import { defaultDataDir, lockDataDir, openPglite, pgliteSql, type Sql } from "./database.ts"
import { listApplications } from "./applications.ts"
import type { Database } from "@repo/contact-client/database.types"
import { prepareDatabase } from "./migrate.ts"
import {
  executeInsert,
  executeMutation,
  executeSelect,
  fromDatabaseError,
  loadSchemaCache,
  parsePrefer,
  planDelete,
  planInsert,
  planUpdate,
  postgrestError,
  asRole,
  refuseInvalidUtf8,
  tableNotFound,
  type ApiResponse,
  type SchemaCache,
} from "./postgrest.ts"
import { storageErrors, uploadObject } from "./storage.ts"
import { localServiceKey } from "./notify-stack.ts"
import { removeObjects, sendObject, signObject, verifyToken } from "./storage-service.ts"
import { setVaultSecret, takeQueuedRequests } from "./supabase-stand-ins.ts"

/** The largest request body accepted; anything larger gets 413 without being read further. */
export const maxBodyBytes = 64 * 1024

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

// The gateway's answers in front of Supabase's PostgREST when the key is missing or wrong.
const missingKeyBody = {
  message: "No API key found in request",
  hint: "No `apikey` request header or url param was found.",
}
const invalidKeyBody = {
  message: "Invalid API key",
  hint: "Double check your Supabase `anon` or `service_role` API key.",
}

const localOrigin = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/

/** A Host header naming this machine: localhost or 127.0.0.1, with any port. */
export function isLocalHost(host: string | undefined): boolean {
  return host !== undefined && /^(localhost|127\.0\.0\.1)(:\d{1,5})?$/i.test(host)
}

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

type Tables = Database["public"]["Tables"]

/** A stored enquiry or newsletter sign-up, as the generated row type names its columns. */
export type SubmissionRecord = Pick<
  Tables["contact_submissions"]["Row"],
  | "id"
  | "created_at"
  | "first_name"
  | "last_name"
  | "email"
  | "company"
  | "service_interest"
  | "message"
  | "form_type"
  | "idempotency_key"
> & {
  /** When the firm was mailed about it (null: not yet; a newsletter row never is). */
  notified_at?: string | null
}

/** A stored staffing brief, every column. */
export type BriefRecord = Tables["staffing_requests"]["Row"]

/** Every stored staffing brief, oldest first. Runs as the database owner. */
export async function listBriefs(sql: Sql): Promise<BriefRecord[]> {
  const { rows } = await sql.query<{ brief: BriefRecord }>(
    "select to_jsonb(stored) as brief from public.staffing_requests as stored order by created_at, id",
  )
  return rows.map((row) => row.brief)
}

/** Every stored submission, oldest first (the newest is last). Runs as the database owner. */
export async function listSubmissions(sql: Sql): Promise<SubmissionRecord[]> {
  const { rows } = await sql.query<Omit<SubmissionRecord, "created_at"> & { created_at: Date | string }>(`
    select id, created_at, first_name, last_name, email, company, service_interest, message, form_type,
      idempotency_key, to_jsonb(stored) ->> 'notified_at' as notified_at
    from public.contact_submissions as stored
    order by created_at, ctid
  `)
  return rows.map((row) => ({
    ...row,
    created_at: row.created_at instanceof Date ? row.created_at.toISOString() : String(row.created_at),
  }))
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

function createQueue() {
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

class BodyTooLarge extends Error {}

/**
 * The body as the JSON PostgREST would make of it: JSON as sent; a form (urlencoded) as one object
 * of strings; CSV as an array of objects keyed by the header line, where an unquoted or quoted
 * `NULL` is null (PostgREST's csvToJson). Any other type gets PostgREST's 415.
 */
export function toJsonBody(contentType: string, text: string): string | ApiResponse {
  if (contentType === "application/json") return text
  if (contentType === "application/x-www-form-urlencoded")
    return JSON.stringify(Object.fromEntries(new URLSearchParams(text)))
  if (contentType === "text/csv") {
    const [header, ...lines] = parseCsv(text)
    if (!header) return JSON.stringify([])
    if (lines.some((line) => line.length !== header.length))
      return postgrestError(400, "PGRST102", "All lines must have same number of fields")
    return JSON.stringify(
      lines.map((line) =>
        Object.fromEntries(header.map((name, index) => [name, line[index] === "NULL" ? null : line[index]])),
      ),
    )
  }
  return postgrestError(415, "PGRST107", `Content-Type not acceptable: ${contentType}`)
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; a final line break is optional. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ""
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ",") {
      row.push(field)
      field = ""
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index++
      row.push(field)
      rows.push(row)
      row = []
      field = ""
    } else field += char
  }
  if (field !== "" || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

/**
 * How deep a JSON body may nest. A row is one level, a batch two, a jsonb value a few more; twelve
 * kilobytes of `[` made PGlite fail with a 500 (`XX000 bad buffer ID: 0`) where PostgreSQL answers
 * a 4xx, so a deeper body is refused before the database sees it.
 */
export const maxJsonDepth = 32

/** Whether JSON text nests arrays and objects deeper than `max`, counted outside strings. */
export function nestsDeeperThan(text: string, max: number = maxJsonDepth): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c)
        index++ // a backslash escapes the next character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true
    } else if (char === 0x5d || char === 0x7d) depth--
  }
  return false
}

const tooDeep = () =>
  postgrestError(
    400,
    "PGRST102",
    "Empty or invalid json",
    `The body nests arrays or objects more than ${maxJsonDepth} deep`,
  )

const utf8 = new TextDecoder("utf-8", { fatal: true })

function isUtf8(body: Buffer): boolean {
  try {
    utf8.decode(body)
    return true
  } catch {
    return false
  }
}

/** Reads the body up to `limit` bytes; stops reading and rejects as soon as it would exceed it. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"])
    if (Number.isFinite(declared) && declared > limit) return reject(new BodyTooLarge())
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        cleanup()
        req.pause()
        reject(new BodyTooLarge())
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => {
      cleanup()
      resolve(Buffer.concat(chunks))
    }
    const onError = (error: Error) => {
      cleanup()
      reject(error)
    }
    const cleanup = () => {
      req.off("data", onData)
      req.off("end", onEnd)
      req.off("error", onError)
    }
    req.on("data", onData)
    req.on("end", onEnd)
    req.on("error", onError)
  })
}

/** Response headers of `/local/submissions` that say which server answered and where its rows live. */
export const localApiHeaders = { database: "x-local-api-database", pid: "x-local-api-pid" } as const

export function createLocalApiServer(
  options: LocalApiOptions,
  cache: SchemaCache,
): Server & { deliverQueued(): Promise<void>; requestSweep(): Promise<void> } {
  const {
    sql,
    filesDir,
    apiKey = localDataApi.key,
    serviceKey = localServiceKey,
    log = (line: string) => console.log(line),
  } = options
  const siteOrigins = new Set(options.siteOrigins ?? [])
  const enqueue = createQueue()
  const inBackground = <T>(task: () => Promise<T>) => enqueue(task, true)
  // The service role's Storage calls are the notify function's: background work.
  const serviceStorage = { sql, enqueue: inBackground, filesDir }
  const knownFunctions = new Set<string>()

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

  function send(
    res: ServerResponse,
    { status, body }: ApiResponse,
    extraHeaders: Record<string, string> = {},
  ) {
    for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value)
    if (body === undefined) {
      res.writeHead(status).end()
      return
    }
    const text = JSON.stringify(body)
    res
      .writeHead(status, {
        "content-type": "application/json; charset=utf-8",
        "content-length": Buffer.byteLength(text),
      })
      .end(text)
  }

  async function handleRest(req: IncomingMessage, res: ServerResponse, url: URL, table: string) {
    const key = req.headers.apikey ?? url.searchParams.get("apikey")
    if (key === undefined || key === null || key === "")
      return send(res, { status: 401, body: missingKeyBody })
    if (key !== apiKey) return send(res, { status: 401, body: invalidKeyBody })

    const profile = req.headers["content-profile"] ?? req.headers["accept-profile"]
    if (profile !== undefined && profile !== "public") {
      return send(
        res,
        postgrestError(
          406,
          "PGRST106",
          `Invalid schema: ${profile}`,
          null,
          "Only the following schemas are exposed: public",
        ),
      )
    }
    if (table === "" || !cache.has(table)) return send(res, tableNotFound(table))

    // PostgREST runs every method it knows as the request's role; anon is refused by Postgres.
    if (req.method === "GET" || req.method === "HEAD") {
      const answer = await enqueue(() => executeSelect(sql, cache, table))
      return send(res, req.method === "HEAD" ? { status: answer.status } : answer)
    }
    if (req.method === "DELETE") {
      const planned = planDelete(cache, table)
      if ("error" in planned) return send(res, planned.error)
      return send(res, await enqueue(() => executeMutation(sql, planned.plan)))
    }
    if (req.method !== "POST" && req.method !== "PATCH") {
      return send(res, postgrestError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`))
    }

    let body: Buffer
    try {
      body = await readBody(req, maxBodyBytes)
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return send(
          res,
          {
            status: 413,
            body: {
              message: "Request Entity Too Large",
              hint: `The body may be at most ${maxBodyBytes} bytes.`,
            },
          },
          { connection: "close" },
        )
      }
      throw error
    }
    const contentType = (req.headers["content-type"] ?? "application/json")
      .split(";")[0]
      ?.trim()
      .toLowerCase()
    if (!isUtf8(body)) return send(res, await enqueue(() => refuseInvalidUtf8(sql, body)))
    const bodyText = toJsonBody(contentType ?? "", body.toString("utf8"))
    if (typeof bodyText !== "string") return send(res, bodyText)
    if (nestsDeeperThan(bodyText)) return send(res, tooDeep())

    if (req.method === "PATCH") {
      const planned = planUpdate(cache, table, bodyText)
      if ("error" in planned) return send(res, planned.error)
      return send(res, await enqueue(() => executeMutation(sql, planned.plan)))
    }
    const prefer = parsePrefer(
      Array.isArray(req.headers.prefer) ? req.headers.prefer.join(",") : req.headers.prefer,
    )
    const planned = planInsert(
      cache,
      table,
      bodyText,
      url.searchParams.get("columns"),
      prefer,
      url.searchParams.get("on_conflict"),
    )
    if ("error" in planned) return send(res, planned.error)
    return send(res, await enqueue(() => executeInsert(sql, planned.plan, prefer)))
  }

  /** `POST /rest/v1/rpc/<fn>` with named arguments, run as the key's role, as PostgREST does. */
  async function handleRpc(req: IncomingMessage, res: ServerResponse, url: URL, fn: string) {
    const key = req.headers.apikey ?? url.searchParams.get("apikey")
    if (key === undefined || key === null || key === "")
      return send(res, { status: 401, body: missingKeyBody })
    if (key !== apiKey && key !== serviceKey) return send(res, { status: 401, body: invalidKeyBody })
    if (req.method !== "POST")
      return send(res, postgrestError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`))
    let args: Record<string, unknown>
    try {
      const text = (await readBody(req, maxBodyBytes)).toString("utf8")
      if (nestsDeeperThan(text)) return send(res, tooDeep())
      const parsed: unknown = JSON.parse(text || "{}")
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        throw new Error("not an object")
      args = parsed as Record<string, unknown>
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return send(res, { status: 413, body: { message: "Request Entity Too Large" } })
      return send(res, postgrestError(400, "PGRST102", "Empty or invalid json"))
    }
    const names = Object.keys(args).sort()
    const identifier = /^[a-z_][a-z0-9_]*$/
    const role = key === serviceKey ? "service_role" : "anon"
    // A function once found stays known: the lookup is a database task per call otherwise.
    const known =
      knownFunctions.has(fn) ||
      (identifier.test(fn) &&
        (
          await enqueue(
            () =>
              sql.query(
                `select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'public' and p.proname = $1`,
                [fn],
              ),
            role === "service_role",
          )
        ).rows.length > 0)
    if (known) knownFunctions.add(fn)
    if (!known || !identifier.test(fn) || !names.every((name) => identifier.test(name))) {
      return send(
        res,
        postgrestError(
          404,
          "PGRST202",
          `Could not find the function public.${fn}(${names.join(", ")}) in the schema cache`,
        ),
      )
    }
    const call = `select to_jsonb(public."${fn}"(${names.map((name, index) => `"${name}" => $${index + 1}`).join(", ")})) as result`
    const values = names.map((name) => {
      const value = args[name]
      return value !== null && typeof value === "object" ? JSON.stringify(value) : value
    })
    try {
      const result = await enqueue(
        () =>
          asRole(
            sql,
            role,
            false,
            async () => (await sql.query<{ result: unknown }>(call, values)).rows[0]?.result,
          ),
        role === "service_role",
      )
      return send(res, { status: 200, body: result ?? null })
    } catch (error) {
      return send(res, fromDatabaseError(error))
    }
  }

  async function handleStorage(req: IncomingMessage, res: ServerResponse, url: URL, objectPath: string) {
    // A signed URL carries its own authority (the token), as on Storage.
    const signed = /^sign\/(.+)$/.exec(objectPath)
    if (signed && req.method === "GET") {
      let target = ""
      try {
        target = decodeURIComponent(signed[1] ?? "")
      } catch {
        // Refused below.
      }
      const granted = verifyToken(url.searchParams.get("token") ?? "")
      if (granted === null || granted !== target)
        return send(res, {
          status: 400,
          body: { statusCode: "400", error: "InvalidJWT", message: "invalid signature" },
        })
      const slash = target.indexOf("/")
      const answer = await sendObject(
        serviceStorage,
        res,
        target.slice(0, slash),
        target.slice(slash + 1),
        url.searchParams.get("download"),
      )
      return answer ? send(res, answer) : undefined
    }
    const key = req.headers.apikey ?? url.searchParams.get("apikey")
    if (key === undefined || key === null || key === "")
      return send(res, { status: 401, body: missingKeyBody }, { connection: "close" })
    if (key === serviceKey) {
      const path = objectPath.replace(/^authenticated\//, "")
      const slash = path.indexOf("/")
      let bucket = path
      let name = ""
      try {
        bucket = decodeURIComponent(slash === -1 ? path : path.slice(0, slash))
        name = slash === -1 ? "" : decodeURIComponent(path.slice(slash + 1))
      } catch {
        return send(res, storageErrors.invalidKey(path))
      }
      if (req.method === "GET" && !signed) {
        const answer = await sendObject(serviceStorage, res, bucket, name)
        return answer ? send(res, answer) : undefined
      }
      if (req.method === "POST" && signed) {
        const [signBucket, ...rest] = (signed[1] ?? "").split("/")
        const body = (await readBody(req, maxBodyBytes)).toString("utf8")
        return send(
          res,
          await signObject(
            serviceStorage,
            decodeURIComponent(signBucket ?? ""),
            decodeURIComponent(rest.join("/")),
            body,
          ),
        )
      }
      if (req.method === "DELETE" && name === "") {
        const body = (await readBody(req, maxBodyBytes)).toString("utf8")
        return send(res, await removeObjects(serviceStorage, bucket, body))
      }
    }
    if (key !== apiKey && key !== serviceKey)
      return send(res, { status: 401, body: invalidKeyBody }, { connection: "close" })
    if (req.method !== "POST") {
      return send(
        res,
        { status: 405, body: { statusCode: "405", error: "Method Not Allowed", message: req.method } },
        { connection: "close" },
      )
    }
    const slash = objectPath.indexOf("/")
    let bucket = objectPath
    let name = ""
    try {
      bucket = decodeURIComponent(slash === -1 ? objectPath : objectPath.slice(0, slash))
      name = slash === -1 ? "" : decodeURIComponent(objectPath.slice(slash + 1))
    } catch {
      // An undecodable name is refused as invalid below.
    }
    const answer = await uploadObject({ sql, enqueue, filesDir, bucket, name, req })
    // A refusal may come before the body was read: close the connection rather than read it.
    return send(res, answer, answer.status === 200 ? {} : { connection: "close" })
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://local-api")
    const origin = req.headers.origin

    if (url.pathname === "/local/submissions") {
      // A development helper for `pnpm submissions` and end-to-end tests. No CORS, so pages cannot
      // read it; and only for a local Host, so a page on a rebound DNS name cannot either.
      if (!isLocalHost(req.headers.host))
        return send(res, {
          status: 403,
          body: { message: "The submissions list answers only to localhost and 127.0.0.1" },
        })
      if (req.method !== "GET")
        return send(res, postgrestError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`))
      // Named, so `pnpm submissions` can say which server and which database it read.
      return send(
        res,
        { status: 200, body: await enqueue(() => listSubmissions(sql)) },
        {
          [localApiHeaders.database]: encodeURI(options.database ?? "unnamed"),
          [localApiHeaders.pid]: String(process.pid),
        },
      )
    }

    if (url.pathname === "/local/briefs") {
      // As /local/submissions: every staffing brief, oldest first.
      if (!isLocalHost(req.headers.host))
        return send(res, {
          status: 403,
          body: { message: "The briefs list answers only to localhost and 127.0.0.1" },
        })
      if (req.method !== "GET")
        return send(res, postgrestError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`))
      return send(res, { status: 200, body: await enqueue(() => listBriefs(sql)) })
    }

    if (url.pathname === "/local/applications") {
      // As /local/submissions: every application, with where its résumé is on disk.
      if (!isLocalHost(req.headers.host))
        return send(res, {
          status: 403,
          body: { message: "The applications list answers only to localhost and 127.0.0.1" },
        })
      if (req.method !== "GET")
        return send(res, postgrestError(405, "PGRST117", `Unsupported HTTP method: ${req.method}`))
      return send(res, { status: 200, body: await enqueue(() => listApplications(sql, filesDir)) })
    }

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

    const storage = /^\/storage\/v1\/object\/(.+)$/.exec(url.pathname)
    if (storage) return handleStorage(req, res, url, storage[1] ?? "")

    const rpc = /^\/rest\/v1\/rpc\/([^/]+)\/?$/.exec(url.pathname)
    if (rpc) return handleRpc(req, res, url, decodeURIComponent(rpc[1] ?? ""))

    const rest = /^\/rest\/v1\/([^/]*)\/?$/.exec(url.pathname)
    if (rest) {
      let table: string
      try {
        table = decodeURIComponent(rest[1] ?? "")
      } catch {
        table = rest[1] ?? ""
      }
      return handleRest(req, res, url, table)
    }

    return send(res, postgrestError(404, "PGRST125", "Invalid path specified in request URL"))
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
