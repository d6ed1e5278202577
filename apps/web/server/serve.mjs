// Production static server for the prerendered site: every route is a folder with an index.html,
// unknown paths get the prerendered 404 page with HTTP 404, assets are cached for a year, and every
// response carries the security headers of headers.mjs, each page with its own script hashes.
import { createServer } from "node:http"
import { readFile, readdir, stat } from "node:fs/promises"
import { extname, join, normalize, resolve } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

import { dataApiOrigin, headersFor } from "./headers.mjs"

const buildDir = resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build")
const root = join(buildDir, "client")
// The data API the build was made for (scripts/postbuild.mjs records it); without that record,
// the same environment variable the build reads.
const buildInfo = await readFile(join(buildDir, "build-info.json"), "utf8")
  .then((text) => JSON.parse(text))
  .catch(() => ({}))
const connectOrigin = buildInfo.connectOrigin ?? dataApiOrigin()
// Instructions for static hosts, not part of the site.
const hostConfig = new Set(["/_headers", "/vercel.json"])
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? "127.0.0.1"

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
}
const compressible = new Set([".html", ".js", ".css", ".json", ".webmanifest", ".xml", ".txt", ".svg"])

/** Every file of the build, read once, with its compressed forms: the site is small and static. */
async function loadFiles(dir, base = "") {
  const files = new Map()
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    const url = `${base}/${entry.name}`
    if (entry.isDirectory()) {
      for (const [key, value] of await loadFiles(path, url)) files.set(key, value)
      continue
    }
    const body = await readFile(path)
    const ext = extname(entry.name)
    if (hostConfig.has(url)) continue
    const file = { body, ext, type: types[ext] ?? "application/octet-stream" }
    file.headers = headersFor(ext, {
      html: ext === ".html" ? body.toString("utf8") : undefined,
      connectOrigin,
      immutable: url.startsWith("/assets/"),
    })
    if (compressible.has(ext) && body.length > 512) {
      file.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      file.gzip = gzipSync(body, { level: 9 })
    }
    files.set(url, file)
  }
  return files
}

await stat(root).catch(() => {
  console.error(`No build at ${root}: run the build first.`)
  process.exit(1)
})
const files = await loadFiles(root)
const notFound = files.get("/404/index.html")

const baseHeaders = headersFor("", { connectOrigin })

function lookup(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/\\/g, "/")
  if (clean.includes("..")) return undefined
  if (clean.endsWith("/")) return files.get(`${clean}index.html`)
  return files.get(clean) ?? files.get(`${clean}/index.html`)
}

function send(req, res, status, file) {
  const accept = String(req.headers["accept-encoding"] ?? "")
  let body = file.body
  const headers = {
    "Content-Type": file.type,
    Vary: "Accept-Encoding",
    ...file.headers,
  }
  if (file.br && /\bbr\b/.test(accept)) {
    body = file.br
    headers["Content-Encoding"] = "br"
  } else if (file.gzip && /\bgzip\b/.test(accept)) {
    body = file.gzip
    headers["Content-Encoding"] = "gzip"
  }
  headers["Content-Length"] = body.length
  res.writeHead(status, headers)
  res.end(req.method === "HEAD" ? undefined : body)
}

const server = createServer((req, res) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", ...baseHeaders }).end()
    return
  }
  let pathname
  try {
    pathname = new URL(req.url ?? "/", "http://localhost").pathname
  } catch {
    pathname = "/"
  }
  // One URL per page: /about/ and /about/index.html both redirect to /about.
  if (pathname.length > 1 && (pathname.endsWith("/") || pathname.endsWith("/index.html"))) {
    const target = pathname.replace(/\/index\.html$/, "").replace(/\/+$/, "") || "/"
    if (lookup(target)) {
      res.writeHead(308, { Location: target, ...baseHeaders }).end()
      return
    }
  }
  const file = pathname === "/404" ? undefined : lookup(pathname)
  if (file) send(req, res, 200, file)
  else if (notFound) send(req, res, 404, notFound)
  else res.writeHead(404, baseHeaders).end("Not found")
})

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}`)
})

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)))
