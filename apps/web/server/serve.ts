// The production server for the prerendered site, as `pnpm start` runs it: serve-handler (the
// static server behind Vercel's `serve`) with the header rules the build wrote into vercel.json,
// behind compression, so it answers as the static hosts will (docs/decisions/011-static-server.md).
//
// Environment: PORT (3000), HOST (127.0.0.1), BUILD_DIR (build).
import { createReadStream, lstat, readFileSync, statSync } from "node:fs"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import { join, posix, resolve } from "node:path"
import { Readable } from "node:stream"
import { promisify } from "node:util"

import compression from "compression"
import serveHandler from "serve-handler"

import { revalidateCache, securityHeaders } from "./headers.ts"

type HeaderRule = { source: string; headers: { key: string; value: string }[] }
type VercelConfig = { trailingSlash?: boolean; headers: HeaderRule[] }
type BuildInfo = { pages: string[] }

/**
 * Not pages of the site: the static hosts' instructions, and the 404 page's own addresses (a
 * host serves it for unknown addresses, with status 404).
 */
const notServed = new Set(["/_headers", "/vercel.json", "/404", "/404.html", "/404/index.html"])

/**
 * The request target in origin-form (`/path?query`), as serve-handler must be given it, or null
 * when it is not one a GET may have. An absolute-form target (`http://host/path`, which HTTP/1.1
 * servers must accept) is reduced to its path and query; authority-form (`host:443`, CONNECT's),
 * asterisk-form (`*`, OPTIONS') and anything else get a 400. serve-handler serves
 * `url.parse(target).pathname`, which for `http://x/vercel.json` is `/vercel.json`, while the
 * deny-list saw the whole target and let the file out (issue 46): now both see the same path.
 */
export function originForm(target: string): string | null {
  if (target.startsWith("/")) return target
  if (!/^https?:\/\//i.test(target)) return null
  try {
    const url = new URL(target)
    return `${url.pathname}${url.search}`
  } catch {
    return null
  }
}

/**
 * The path as serve-handler will resolve an origin-form target (`url.parse(target).pathname`):
 * up to `?` or `#`, decoded, backslashes as slashes, `.`, `..` and `//` collapsed, no trailing slash. The
 * deny-list is checked against this, not the raw address, or `/./_headers`, `/%5Fheaders` and
 * `/assets/..%2f_headers` reach the file (issue 37). Null when the address does not decode
 * (serve-handler answers that with 400).
 */
export function resolvedPath(url: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent((url.split("?")[0] ?? "/").split("#")[0] ?? "/")
  } catch {
    return null
  }
  const normal = posix.normalize(`/${decoded.replaceAll("\\", "/")}`)
  return normal.length > 1 ? normal.replace(/\/+$/, "") : normal
}

/** A file no build has: asking serve-handler for it gives the 404 page, with status 404. */
const missing = "/.not-a-page"
const statFile = promisify(lstat)

/**
 * vercel.json's rules as serve-handler applies them. Vercel matches a rule's source, a
 * path-to-regexp pattern, against the address; serve-handler matches a glob against the file it
 * serves. So `(.*)` becomes `**`, and a page's rule (`/about`) is also given for its file
 * (`/about/index.html`). The 404 page is served as `/404.html` for any unknown address, and takes
 * the site-wide rule, as on Vercel.
 */
export function serveRules(vercel: VercelConfig, pages: readonly string[]): HeaderRule[] {
  const pageSet = new Set(pages)
  return vercel.headers.flatMap((rule) => {
    if (pageSet.has(rule.source))
      return [rule, { ...rule, source: rule.source === "/" ? "/index.html" : `${rule.source}/index.html` }]
    if (/[()[\]{}?+!@:*]/.test(rule.source.replaceAll("(.*)", "")))
      throw new Error(
        `vercel.json rule ${rule.source}: only exact paths and (.*) are translated for serve-handler`,
      )
    return [{ ...rule, source: rule.source.replaceAll("(.*)", "**") }]
  })
}

/**
 * serve-handler answers a file-system error other than "not found" with a 500. A request path can
 * cause some (a name too long, a NUL byte, a path through a file): they mean "no such file" here.
 */
async function lstatOrMissing(path: string) {
  try {
    return await statFile(path)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === "ENOENT" || code === "ENOTDIR") throw error
    throw Object.assign(new Error(`No such file: ${code ?? "invalid path"}`), { code: "ENOENT" })
  }
}

/**
 * How long a connection may take, in milliseconds, as a static host bounds it: the request's
 * headers within `headers` of connecting (or of the previous response), the whole request within
 * `request`, and an idle keep-alive connection is closed after `keepAlive`; a socket that sends
 * nothing at all gets a 408 once `headers` has passed. Node's own defaults (60 s for headers,
 * checked every 30 s) left 300 silent sockets open for over a minute.
 */
export const connectionTimeouts = { headers: 10_000, request: 30_000, keepAlive: 5_000, check: 1_000 }

export type SiteServerOptions = { buildDir: string; timeouts?: Partial<typeof connectionTimeouts> }

/** The request handler for one build. Throws when there is no build to serve. */
export function createSiteServer({ buildDir, timeouts = {} }: SiteServerOptions): Server {
  const root = join(buildDir, "client")
  try {
    statSync(join(root, "vercel.json"))
  } catch {
    throw new Error(`No build at ${root}: run the build first (pnpm build).`)
  }
  const vercel = JSON.parse(readFileSync(join(root, "vercel.json"), "utf8")) as VercelConfig
  const { pages } = JSON.parse(readFileSync(join(buildDir, "build-info.json"), "utf8")) as BuildInfo
  const config = {
    public: root,
    cleanUrls: true,
    trailingSlash: vercel.trailingSlash ?? false,
    directoryListing: false,
    symlinks: false,
    etag: true,
    headers: serveRules(vercel, pages),
  }
  const sitewide = Object.fromEntries(
    (vercel.headers.find((rule) => rule.source === "/(.*)")?.headers ?? []).map(({ key, value }) => [
      key,
      value,
    ]),
  )
  const compress = compression()

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // Every response, even one serve-handler writes itself (a 400 for a malformed address), starts
    // with the site-wide rule; the rules for the file served then add to it or replace it.
    for (const [name, value] of Object.entries({ ...securityHeaders, ...sitewide }))
      res.setHeader(name, value)
    res.setHeader("Cache-Control", revalidateCache)
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end()
      return
    }
    // One Host, and a request line with a version (HTTP/0.9 has neither headers nor status): what
    // would reach a host's CDN as an ambiguous request is refused here.
    const target = originForm(req.url ?? "/")
    if (target === null || req.httpVersionMajor < 1 || (req.headersDistinct.host?.length ?? 0) > 1) {
      res
        .writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" })
        .end("Bad Request")
      return
    }
    req.url = target
    const path = resolvedPath(target)
    if (path !== null && notServed.has(path)) req.url = missing
    await new Promise<void>((done) => compress(req as never, res as never, () => done()))
    // A 416 (a range past the end) gets no body: serve-handler would send the whole file with it.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      const headers = rest.find((arg) => typeof arg === "object" && arg !== null) as
        Record<string, unknown> | undefined
      if (status === 416 && headers) {
        for (const name of Object.keys(headers))
          if (/^content-(length|type|encoding)$/i.test(name)) delete headers[name]
        headers["Content-Length"] = 0
      }
      return writeHead(status, ...rest)
    }) as typeof res.writeHead
    await serveHandler(req, res, config, {
      lstat: lstatOrMissing as unknown as typeof lstat,
      createReadStream: ((file: string, options: object) =>
        res.statusCode === 416 ? Readable.from([]) : createReadStream(file, options)) as never,
    })
  }

  const limits = { ...connectionTimeouts, ...timeouts }
  const server = createServer(
    {
      headersTimeout: limits.headers,
      requestTimeout: limits.request,
      keepAliveTimeout: limits.keepAlive,
      connectionsCheckingInterval: limits.check,
    },
    (req, res) => {
      handle(req, res).catch((error: unknown) => {
        console.error(`${req.method} ${req.url}:`, error)
        if (!res.headersSent) res.writeHead(500).end()
        else res.destroy()
      })
    },
  )
  return server
}

/** The one line printed when the port is taken, instead of a stack trace. */
export function portInUseMessage(port: number): string {
  return `Port ${port} is in use: set PORT to another port (PORT=${port + 1} pnpm start).`
}

async function main() {
  const buildDir = resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build")
  const port = Number(process.env.PORT || 3000)
  const host = process.env.HOST || "127.0.0.1"
  let server: Server
  try {
    server = createSiteServer({ buildDir })
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
  server.once("error", (error: NodeJS.ErrnoException) => {
    console.error(error.code === "EADDRINUSE" ? portInUseMessage(port) : `Could not serve: ${error.message}`)
    process.exit(1)
  })
  server.listen(port, host, () => {
    console.log(`Serving ${join(buildDir, "client")} at http://${host}:${port}`)
  })
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => server.close(() => process.exit(0)))
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main()
