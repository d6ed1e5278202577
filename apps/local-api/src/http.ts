import type { IncomingMessage, ServerResponse } from "node:http"
import type { Sql } from "./database.ts"
import { postgrestError, type ApiResponse, type SchemaCache } from "./postgrest.ts"

/** The largest request body accepted; anything larger gets 413 without being read further. */
export const maxBodyBytes = 64 * 1024

// The gateway's answers in front of Supabase's PostgREST when the key is missing or wrong.
export const missingKey: ApiResponse = {
  status: 401,
  body: {
    message: "No API key found in request",
    hint: "No `apikey` request header or url param was found.",
  },
}
export const invalidKey: ApiResponse = {
  status: 401,
  body: { message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." },
}

/** The key a request carries, as the gateway reads it: the `apikey` header, else `?apikey=`. */
export function requestKey(req: IncomingMessage, url: URL): string {
  const key = req.headers.apikey ?? url.searchParams.get("apikey")
  return typeof key === "string" ? key : (key?.[0] ?? "")
}

/** A Host header naming this machine: localhost or 127.0.0.1, with any port. */
export function isLocalHost(host: string | undefined): boolean {
  return host !== undefined && /^(localhost|127\.0\.0\.1)(:\d{1,5})?$/i.test(host)
}

/** Runs a database task in the API's one queue; `inBackground` lets a visitor's task go first. */
export type Enqueue = <T>(task: () => Promise<T>, inBackground?: boolean) => Promise<T>

/** What every router is given: the database, its queue and the keys. */
export type RouterContext = {
  sql: Sql
  cache: SchemaCache
  enqueue: Enqueue
  /** Where uploaded objects are kept (`<filesDir>/<bucket>/<name>`). */
  filesDir: string
  apiKey: string
  serviceKey: string
  /** Where the rows live (a data directory or `memory://`), named to `pnpm submissions`. */
  database?: string
}

/** Answers the request; `match` is the part of the path the router's pattern captured. */
export type Router = (req: IncomingMessage, res: ServerResponse, url: URL, match: string) => Promise<void>

export function send(
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

export class BodyTooLarge extends Error {}

/** Reads the body up to `limit` bytes; stops reading and rejects as soon as it would exceed it. */
export function readBody(req: IncomingMessage, limit: number = maxBodyBytes): Promise<Buffer> {
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

export const tooDeep = () =>
  postgrestError(
    400,
    "PGRST102",
    "Empty or invalid json",
    `The body nests arrays or objects more than ${maxJsonDepth} deep`,
  )

export const unsupportedMethod = (method: string | undefined) =>
  postgrestError(405, "PGRST117", `Unsupported HTTP method: ${method}`)
