import { execFile } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import type { Server } from "node:http"
import { connect, createServer, type AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { connectionTimeouts, createSiteServer, portInUseMessage, serveRules } from "./serve"

const run = promisify(execFile)

/** Sends `request` as it is over a raw socket; the answer, and how long until the server closed it. */
function raw(origin: string, request: string): Promise<{ response: string; closedAfterMs: number }> {
  const { hostname, port } = new URL(origin)
  const started = Date.now()
  return new Promise((done, fail) => {
    let response = ""
    const socket = connect(Number(port), hostname, () => {
      if (request !== "") socket.write(request)
    })
    socket.on("data", (chunk) => (response += chunk.toString("latin1")))
    socket.on("error", fail)
    socket.on("close", () => done({ response, closedAfterMs: Date.now() - started }))
  })
}

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1])

/** A build as postbuild leaves it: two pages, the 404 page, an asset and the static-host rules. */
function fakeBuild(): string {
  const buildDir = mkdtempSync(join(tmpdir(), "serve-test-"))
  const client = join(buildDir, "client")
  for (const dir of ["about", "404", "assets"]) mkdirSync(join(client, dir), { recursive: true })
  writeFileSync(join(client, "index.html"), "<h1>Home</h1>")
  writeFileSync(join(client, "about", "index.html"), "<h1>About</h1>")
  writeFileSync(join(client, "404", "index.html"), "<h1>Not found</h1>")
  writeFileSync(join(client, "404.html"), "<h1>Not found</h1>")
  writeFileSync(join(client, "assets", "entry-abc123.js"), "console.log(1)")
  writeFileSync(join(client, "_headers"), "/*\n  X-Frame-Options: DENY\n")
  const rule = (source: string, key: string, value: string) => ({ source, headers: [{ key, value }] })
  writeFileSync(
    join(client, "vercel.json"),
    JSON.stringify({
      trailingSlash: false,
      headers: [
        rule("/(.*)", "Content-Security-Policy", "sitewide"),
        rule("/assets/(.*)", "Cache-Control", "public, max-age=31536000, immutable"),
        rule("/", "Content-Security-Policy", "home"),
        rule("/about", "Content-Security-Policy", "about"),
      ],
    }),
  )
  writeFileSync(join(buildDir, "build-info.json"), JSON.stringify({ pages: ["/", "/about"] }))
  return buildDir
}

describe("serveRules", () => {
  it("gives a page's rule for the file serve-handler serves it from, too", () => {
    const rules = serveRules(
      {
        headers: [
          { source: "/(.*)", headers: [] },
          { source: "/", headers: [] },
          { source: "/about", headers: [] },
        ],
      },
      ["/", "/about"],
    )
    expect(rules.map((rule) => rule.source)).toEqual([
      "/**",
      "/",
      "/index.html",
      "/about",
      "/about/index.html",
    ])
    expect(() => serveRules({ headers: [{ source: "/blog/:slug", headers: [] }] }, [])).toThrow(
      /only exact paths/,
    )
  })
})

describe("the production server on a build", () => {
  let buildDir: string
  let server: Server
  let origin: string

  beforeAll(async () => {
    buildDir = fakeBuild()
    server = createSiteServer({ buildDir })
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((done) => server.close(done))
    rmSync(buildDir, { recursive: true, force: true })
  })

  it("serves each page at its clean address with the page's own rule", async () => {
    const home = await fetch(`${origin}/`)
    expect(home.status).toBe(200)
    expect(home.headers.get("content-security-policy")).toBe("home")
    const about = await fetch(`${origin}/about`)
    expect(await about.text()).toBe("<h1>About</h1>")
    expect(about.headers.get("content-security-policy")).toBe("about")
    expect(about.headers.get("x-frame-options")).toBe("DENY")
    const slashed = await fetch(`${origin}/about/`, { redirect: "manual" })
    expect(slashed.status).toBe(301)
    expect(slashed.headers.get("location")).toBe("/about")
  })

  it("answers an unknown address, the 404 page's own and the host files with the 404 page and 404", async () => {
    for (const path of ["/nowhere", "/404", "/404.html", "/_headers", "/vercel.json"]) {
      const response = await fetch(`${origin}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toBe("<h1>Not found</h1>")
      expect(response.headers.get("content-security-policy"), path).toBe("sitewide")
    }
  })

  it("hides the host files however the address spells them", async () => {
    for (const path of [
      "/./_headers",
      "/%5Fheaders",
      "/%5fheaders",
      "/vercel%2Ejson",
      "/assets/..%2f_headers",
      "/assets/%2e%2e/vercel.json",
      "//_headers",
      "/_headers/",
      "/assets/..%5cvercel.json",
      "/404%2ehtml",
      "/_headers?x=1",
    ]) {
      const response = await fetch(`${origin}${path}`)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toBe("<h1>Not found</h1>")
    }
  })

  it("hides the host files from an absolute-form target, and refuses authority-form and asterisk-form", async () => {
    for (const target of [
      "http://x/vercel.json",
      "http://x/_headers",
      "HTTP://X/_headers?x=1",
      "https://x/./vercel.json",
      "http://x/assets/..%2f_headers",
      "http://x:80/%5Fheaders",
      "http://x/404.html",
    ]) {
      const { response } = await raw(origin, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
      expect(statusOf(response), target).toBe(404)
      expect(response, target).toContain("<h1>Not found</h1>")
      expect(response, target).not.toContain('sitewide"')
    }
    const page = await raw(origin, "GET http://x/about HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    expect(statusOf(page.response)).toBe(200)
    expect(page.response).toContain("<h1>About</h1>")
    for (const target of [
      "x:80",
      "127.0.0.1:80",
      "*",
      "http:vercel.json",
      "ftp://x/_headers",
      "vercel.json",
    ]) {
      const { response } = await raw(origin, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)
      expect(statusOf(response), target).toBe(400)
      expect(response, target).not.toContain("$schema")
    }
  })

  it("answers two Host headers, or a request line without a version (HTTP/0.9), with 400", async () => {
    const twice = await raw(origin, "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n")
    expect(statusOf(twice.response)).toBe(400)
    for (const request of ["GET /\r\n\r\n", "GET / HTTP/0.9\r\n\r\n"]) {
      const { response } = await raw(origin, request)
      expect(statusOf(response), JSON.stringify(request)).toBe(400)
      expect(response).not.toContain("<h1>Home</h1>")
    }
    const once = await raw(origin, "GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")
    expect(statusOf(once.response)).toBe(200)
  })

  it("answers a range past the end with 416 and an empty body", async () => {
    for (const range of ["bytes=99999999999-", "bytes=5000-6000"]) {
      const response = await fetch(`${origin}/about`, { headers: { range, "accept-encoding": "identity" } })
      expect(response.status, range).toBe(416)
      expect(response.headers.get("content-range"), range).toMatch(/^bytes \*\/\d+$/)
      expect(await response.text(), range).toBe("")
    }
    const partial = await fetch(`${origin}/about`, { headers: { range: "bytes=0-3" } })
    expect(partial.status).toBe(206)
    expect(await partial.text()).toBe("<h1>")
  })

  it("caches hashed assets for a year and revalidates the rest", async () => {
    const asset = await fetch(`${origin}/assets/entry-abc123.js`)
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect((await fetch(`${origin}/about`)).headers.get("cache-control")).toBe(
      "public, max-age=0, must-revalidate",
    )
  })

  it("survives an address that does not decode, and answers it with 400", async () => {
    const response = await fetch(`${origin}/%E0%A4%A`)
    expect(response.status).toBe(400)
    expect(response.headers.get("x-frame-options")).toBe("DENY")
    expect((await fetch(`${origin}/`)).status).toBe(200)
  })

  it("answers a name too long for the file system, or with a NUL, with the 404 page rather than a 500", async () => {
    for (const path of [`/${"a".repeat(5000)}`, "/%00", `/about/${"b".repeat(300)}.js`]) {
      expect((await fetch(`${origin}${path}`)).status, path.slice(0, 20)).toBe(404)
    }
  })

  it("allows only GET and HEAD", async () => {
    const response = await fetch(`${origin}/`, { method: "POST", body: "x" })
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("GET, HEAD")
  })
})

describe("idle connections", () => {
  let buildDir: string
  let server: Server
  let origin: string

  beforeAll(async () => {
    buildDir = fakeBuild()
    server = createSiteServer({
      buildDir,
      timeouts: { headers: 800, request: 2_000, keepAlive: 400, check: 100 },
    })
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((done) => server.close(done))
    rmSync(buildDir, { recursive: true, force: true })
  })

  it("closes a socket that sends nothing, or headers that never end, once the header timeout passes", async () => {
    const [silent, partial] = await Promise.all([
      raw(origin, ""),
      raw(origin, "GET / HTTP/1.1\r\nHost: a\r\n"),
    ])
    for (const { response, closedAfterMs } of [silent, partial]) {
      expect(statusOf(response)).toBe(408)
      expect(closedAfterMs).toBeGreaterThanOrEqual(700)
      expect(closedAfterMs).toBeLessThan(1_900)
    }
  })

  it("closes a kept-alive connection once it has been idle for the keep-alive timeout", async () => {
    const { response, closedAfterMs } = await raw(origin, "GET / HTTP/1.1\r\nHost: a\r\n\r\n")
    expect(statusOf(response)).toBe(200)
    expect(response).toMatch(/\r\nKeep-Alive: timeout=0\r\n|\r\nKeep-Alive: timeout=\d+\r\n/i)
    expect(closedAfterMs).toBeLessThan(1_900)
  })

  it("uses the limits a static host has by default", () => {
    expect(connectionTimeouts).toEqual({ headers: 10_000, request: 30_000, keepAlive: 5_000, check: 1_000 })
  })
})

describe("starting it", () => {
  it("says in one line that the port is in use, and how to choose another", async () => {
    const blocker = createServer()
    await new Promise<void>((done) => blocker.listen(0, "127.0.0.1", done))
    const port = (blocker.address() as AddressInfo).port
    const buildDir = fakeBuild()
    try {
      const failure = await run(
        process.execPath,
        ["--import", "tsx", resolve(import.meta.dirname, "serve.ts")],
        {
          env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: buildDir },
        },
      ).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      )
      expect(failure?.code).toBe(1)
      expect(failure?.stderr).toBe(`${portInUseMessage(port)}\n`)
      expect(portInUseMessage(3000)).toBe(
        "Port 3000 is in use: set PORT to another port (PORT=3001 pnpm start).",
      )
    } finally {
      blocker.close()
      rmSync(buildDir, { recursive: true, force: true })
    }
  })
})
