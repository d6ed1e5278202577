// The production server (server/serve.ts) cannot be knocked over: malformed addresses, percent
// encodings, methods and headers, sent over raw sockets to the loopback server the tests run,
// never get a 5xx, and the home page still answers 200 after each batch. The same seed starts
// both sizes, so the deep run replays the default run's requests first.
import { expect, test } from "@playwright/test"
import { connect } from "node:net"

// The default run sends 200 requests; `pnpm test:deep` (E2E_DEEP=1) sends 1,200.
const deep = process.env.E2E_DEEP === "1"
const batches = deep ? 12 : 2
const perBatch = 100
const concurrency = 8

/** A small seeded generator (mulberry32), so a failing request can be replayed. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const percent = [
  "%",
  "%%",
  "%E0%A4%A",
  "%E0%A4",
  "%ZZ",
  "%C0%AF",
  "%C0%AE%C0%AE%C0%AF",
  "%00",
  "%2e%2e%2f",
  "%2e%2e/",
  "..%2f",
  "%2F",
  "%5C",
  "%FF%FE",
  "%ED%A0%80",
  "%F4%90%80%80",
  "%25",
  "%u002e",
  "%0d%0aSet-Cookie:%20x=1",
  "%3Cscript%3E",
  "%5F",
  "%5f",
  "%2E",
  "%2e",
  "%2f",
  "./",
]
const segments = [
  "",
  ".",
  "..",
  "...",
  "about",
  "index.html",
  "404",
  "404.html",
  "assets",
  "_headers",
  "vercel.json",
  "services",
  "blog",
  "~",
  "\\",
  "..\\..",
  "a".repeat(300),
  "é",
  "😀",
  ";x=1",
  "*",
  "%",
  "favicon.svg",
  "build-info.json",
  "..%2f..%2fpackage.json",
  "%5Fheaders",
  "vercel%2Ejson",
  "..%2f_headers",
  "._headers",
]
const methods = [
  "GET",
  "GET",
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "get",
  "G€T",
  "CONNECT",
]
const headerSets: string[][] = [
  [],
  ["Range: bytes=0-10"],
  ["Range: bytes=99999999999-"],
  ["Range: bytes=-0"],
  ["Range: bytes=garbage"],
  ["Range: bytes=5-1"],
  ["Range: bytes=0-1,2-3,4-5"],
  ["Accept-Encoding: br;q=abc, gzip;q=-1, *;q=x"],
  ["Accept-Encoding: zstd, br, gzip, deflate, identity"],
  ["Accept: application/json"],
  ["If-None-Match: *"],
  ['If-None-Match: "' + "x".repeat(2000) + '"'],
  ["If-Modified-Since: yesterday"],
  ["Content-Length: 5", "", "hello"],
  ["Content-Length: -1"],
  ["Transfer-Encoding: chunked", "", "zz\r\nnot a chunk\r\n"],
  ["Expect: 100-continue"],
  ["X-Long: " + "y".repeat(8000)],
  ["Host:"],
  ["Connection: upgrade", "Upgrade: websocket"],
]

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)]!
}

/** One malformed request line and its headers. */
function requestFor(next: () => number): string {
  const depth = 1 + Math.floor(next() * 4)
  const parts = Array.from({ length: depth }, () =>
    next() < 0.5
      ? pick(next, segments)
      : `${pick(next, segments)}${pick(next, percent)}${pick(next, segments)}`,
  )
  let path = `/${parts.join(next() < 0.8 ? "/" : "//")}`
  if (next() < 0.15) path += `?${pick(next, percent)}=${pick(next, percent)}`
  if (next() < 0.05) path = `http://example.com${path}`
  if (next() < 0.03) path = "*"
  if (next() < 0.03) path = `/${"x".repeat(20_000)}`
  const extra = pick(next, headerSets)
  const body = extra.indexOf("")
  const headers = body === -1 ? extra : extra.slice(0, body)
  const payload = body === -1 ? "" : extra.slice(body + 1).join("\r\n")
  const host = headers.some((line) => line.startsWith("Host:")) ? [] : ["Host: 127.0.0.1"]
  return [
    `${pick(next, methods)} ${path} HTTP/1.1`,
    ...host,
    ...headers,
    "Connection: close",
    "",
    payload,
  ].join("\r\n")
}

/** Sends raw bytes; resolves the status code of the answer, or 0 if the server closed without one. */
function send(port: number, raw: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port })
    let head = ""
    const timer = setTimeout(() => {
      socket.destroy()
      resolve(-1)
    }, 10_000)
    socket.setEncoding("latin1")
    socket.on("data", (chunk: string) => {
      head += chunk
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)
      if (status) {
        clearTimeout(timer)
        socket.destroy()
        resolve(Number(status[1]))
      }
    })
    socket.on("error", () => undefined)
    socket.on("close", () => {
      clearTimeout(timer)
      resolve(0)
    })
    socket.write(Buffer.from(raw, "utf8"))
  })
}

/**
 * The host files (`_headers`, `vercel.json`) and the 404 page's own address, spelt as a static
 * host would resolve them: decoded, dot segments and doubled slashes collapsed (issue 37).
 */
const hostFileSpellings = [
  "/_headers",
  "/./_headers",
  "/%5Fheaders",
  "/%5fheaders",
  "/vercel%2Ejson",
  "/vercel%2ejson",
  "/assets/..%2f_headers",
  "/assets/..%2F_headers",
  "/assets/%2e%2e/vercel.json",
  "/assets/..%5Cvercel.json",
  "//_headers",
  "/./vercel.json",
  "/_headers/",
  "/%2F_headers",
  "/404%2Ehtml",
]

test("the production server never serves its host files, however the address encodes them", async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port)
  for (const path of hostFileSpellings) {
    const status = await send(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
    expect(status, path).toBe(404)
  }
})

test("nor to an absolute-form or authority-form request target, which get 404 or 400 (issue 46)", async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port)
  const get = (target: string, host = "Host: 127.0.0.1\r\n") =>
    send(port, `GET ${target} HTTP/1.1\r\n${host}Connection: close\r\n\r\n`)
  for (const path of hostFileSpellings)
    for (const origin of ["http://x", "HTTP://X", `http://127.0.0.1:${port}`, "https://x:443", "http://x/"]) {
      const status = await get(`${origin}${path}`)
      expect([400, 404], `${origin}${path}`).toContain(status)
    }
  for (const target of ["127.0.0.1:80", `127.0.0.1:${port}`, "x:80/_headers", "x:80/vercel.json", "*"])
    expect(await get(target), target).toBe(400)
  expect(await get("/", "Host: 127.0.0.1\r\nHost: evil.example\r\n"), "two Host headers").toBe(400)
  expect(await send(port, "GET /_headers\r\n\r\n"), "HTTP/0.9").toBe(400)
  expect(await get("http://x/"), "a page, absolute-form").toBe(200)
})

test("the production server answers every malformed request with less than 500 and keeps serving", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(deep ? 180_000 : 60_000)
  const port = Number(new URL(baseURL!).port)
  const next = random(17)
  const statuses = new Map<number, number>()
  let sent = 0
  for (let batch = 0; batch < batches; batch++) {
    const requests = Array.from({ length: perBatch }, () => requestFor(next))
    let index = 0
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (index < requests.length) {
          const raw = requests[index++]!
          const status = await send(port, raw)
          sent++
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
          expect(status, `answer to ${JSON.stringify(raw.slice(0, 300))}`).toBeLessThan(500)
          expect(status, `no answer (timed out) to ${JSON.stringify(raw.slice(0, 300))}`).not.toBe(-1)
        }
      }),
    )
    const home = await request.get("/")
    expect(home.status(), `after batch ${batch + 1}`).toBe(200)
  }
  expect(sent).toBe(batches * perBatch)
  console.log(`${sent} requests, statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`)
})
