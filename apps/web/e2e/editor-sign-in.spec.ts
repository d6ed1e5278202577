// The content editor's GitHub sign-in, end to end in Chromium (issue 46): the built /admin, as the
// production server serves it with its real headers, opens the real cms-oauth Edge Function (under
// Deno, as the local stack runs functions) in a pop-up; GitHub's two pages are stood in on loopback,
// and so is api.github.com, where the editor shows it holds the token. Under the site-wide
// `Cross-Origin-Opener-Policy: same-origin` the pop-up loses its opener and the editor never hears
// back: this test fails with that header on /admin.
import { expect, test, type BrowserContext } from "@playwright/test"
import { spawn, type ChildProcess } from "node:child_process"
import { createServer, request as httpRequest, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { fileURLToPath } from "node:url"

import { denoDir, denoExecutable } from "../../local-api/src/notify-stack.ts"

const functionEntry = fileURLToPath(
  new URL("../../../supabase/functions/cms-oauth/index.ts", import.meta.url),
)
const functionConfig = fileURLToPath(
  new URL("../../../supabase/functions/cms-oauth/deno.json", import.meta.url),
)

const clientId = "Iv1.editor-test"
const clientSecret = "editor-test-secret"
const code = "code-from-github"
const token = "gho_token_from_the_test"

async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** GitHub's consent page (which consents at once) and its token exchange, on loopback. */
function githubStandIn(exchanged: string[]): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://github.test")
    if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
      if (url.searchParams.get("client_id") !== clientId) return void res.writeHead(400).end()
      const back = new URL(url.searchParams.get("redirect_uri")!)
      back.searchParams.set("code", code)
      back.searchParams.set("state", url.searchParams.get("state") ?? "")
      return void res.writeHead(302, { Location: back.href }).end()
    }
    if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
      let body = ""
      req.on("data", (chunk: Buffer) => (body += chunk.toString()))
      req.on("end", () => {
        const sent = JSON.parse(body) as { client_id: string; client_secret: string; code: string }
        exchanged.push(sent.code)
        const ok = sent.client_id === clientId && sent.client_secret === clientSecret && sent.code === code
        res
          .writeHead(200, { "Content-Type": "application/json" })
          .end(JSON.stringify(ok ? { access_token: token } : { error_description: "bad code" }))
      })
      return
    }
    res.writeHead(404).end()
  })
}

/**
 * Supabase's gateway in front of the function: /functions/v1/cms-oauth/… reaches the function as
 * /cms-oauth/…. `/forge` is a page of the function's origin that is not the sign-in: it posts a
 * made-up token to whatever window opened it.
 */
function gateway(functionOrigin: () => string): Server {
  return createServer((req, res) => {
    const url = req.url ?? "/"
    if (url === "/forge") {
      const script = `setInterval(() => { window.opener && window.opener.postMessage("authorizing:github", "*"); window.opener && window.opener.postMessage('authorization:github:success:{"token":"forged","provider":"github"}', "*") }, 50)`
      return void res
        .writeHead(200, { "Content-Type": "text/html" })
        .end(`<p>Not the sign-in</p><script>${script}</script>`)
    }
    if (!url.startsWith("/functions/v1/cms-oauth/")) return void res.writeHead(404).end()
    const upstream = httpRequest(
      `${functionOrigin()}${url.slice("/functions/v1".length)}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on("error", () => res.writeHead(502).end())
    req.pipe(upstream)
  })
}

async function startFunction(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess }> {
  const child = spawn(
    denoExecutable(),
    ["run", "--cached-only", "--config", functionConfig, "--allow-net", "--allow-env", functionEntry],
    {
      env: {
        ...process.env,
        DENO_DIR: denoDir,
        DENO_NO_PACKAGE_JSON: "1",
        DENO_NO_UPDATE_CHECK: "1",
        ...env,
      },
      stdio: ["pipe", "pipe", "pipe"],
    },
  )
  const port = await new Promise<number>((done, fail) => {
    let output = ""
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const listening = /cms-oauth listening on (\d+)/.exec(output)
      if (listening) done(Number(listening[1]))
    })
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("exit", (status) => fail(new Error(`cms-oauth exited (${status}):\n${output}`)))
  })
  return { origin: `http://127.0.0.1:${port}`, child }
}

/** The built config.yml, pointed at this test's gateway and without the local proxy, as production's. */
async function editorAgainst(context: BrowserContext, gatewayOrigin: string, githubApiCalls: string[]) {
  await context.route("**/admin/config.yml", async (route) => {
    const built = await route.fetch()
    const config = (await built.json()) as { backend: Record<string, unknown>; local_backend?: unknown }
    expect(config.backend.auth_endpoint).toBe("functions/v1/cms-oauth/auth")
    delete config.local_backend
    config.backend.base_url = gatewayOrigin
    await route.fulfill({ response: built, body: JSON.stringify(config) })
  })
  // api.github.com: the editor's first call with the token names the user; nothing else is needed.
  await context.route("https://api.github.com/**", async (route) => {
    githubApiCalls.push(
      `${route.request().headers().authorization ?? ""} ${new URL(route.request().url()).pathname}`,
    )
    const path = new URL(route.request().url()).pathname
    const body =
      path === "/user"
        ? { login: "staff-editor", name: "Staff Editor", avatar_url: "" }
        : path.startsWith("/repos/")
          ? { permissions: { push: true, admin: false } }
          : {}
    await route.fulfill({ status: path === "/user" || path.startsWith("/repos/") ? 200 : 404, json: body })
  })
  // Nothing leaves the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost|api\.github\.com)/, (route) => route.abort())
}

test.describe("the editor's GitHub sign-in", () => {
  let github: Server
  let front: Server
  let fn: { origin: string; child: ChildProcess }
  let gatewayOrigin: string
  const exchanged: string[] = []

  test.beforeAll(async ({ baseURL }) => {
    github = githubStandIn(exchanged)
    const githubOrigin = await listen(github)
    front = gateway(() => fn.origin)
    gatewayOrigin = await listen(front)
    fn = await startFunction({
      CMS_PORT: "0",
      CMS_GITHUB_CLIENT_ID: clientId,
      CMS_GITHUB_CLIENT_SECRET: clientSecret,
      CMS_SITE_ORIGIN: new URL(baseURL!).origin,
      CMS_FUNCTION_URL: `${gatewayOrigin}/functions/v1/cms-oauth`,
      CMS_GITHUB_URL: githubOrigin,
    })
  })

  test.afterAll(async () => {
    fn?.child.kill("SIGTERM")
    await Promise.all([github, front].map((server) => new Promise((done) => server?.close(done))))
  })

  test("the pop-up from /admin hands the editor its token", async ({ page, context }) => {
    const calls: string[] = []
    await editorAgainst(context, gatewayOrigin, calls)
    const document = await page.goto("/admin/")
    const login = page.getByRole("button", { name: "Login with GitHub" })
    await expect(login).toBeVisible({ timeout: 20_000 })
    const popup = page.waitForEvent("popup")
    await login.click()
    const signIn = await popup
    await expect.poll(() => exchanged.includes(code), { timeout: 15_000 }).toBe(true)
    // The handshake reached the editor: it closed the pop-up and called GitHub with the token.
    await expect.poll(() => signIn.isClosed(), { timeout: 15_000 }).toBe(true)
    await expect
      .poll(() => calls.find((call) => call.endsWith(" /user")), { timeout: 15_000 })
      .toBe(`token ${token} /user`)
    await expect(login).toBeHidden()
    expect(document?.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups")
  })

  test("a sign-in message from any other window is ignored, even from the function's origin", async ({
    page,
    context,
  }) => {
    const calls: string[] = []
    await editorAgainst(context, gatewayOrigin, calls)
    await page.goto("/admin/")
    const login = page.getByRole("button", { name: "Login with GitHub" })
    await expect(login).toBeVisible({ timeout: 20_000 })
    // A window of the function's origin, opened by the editor, that posts a made-up token non-stop.
    const forger = page.waitForEvent("popup")
    await page.evaluate((url) => void window.open(url, "forger"), `${gatewayOrigin}/forge`)
    await (await forger).waitForLoadState()
    const popup = page.waitForEvent("popup")
    await login.click()
    await popup
    await expect.poll(() => calls.find((call) => call.endsWith(" /user")), { timeout: 15_000 }).toBeTruthy()
    expect(calls.filter((call) => call.includes("forged"))).toEqual([])
    expect(calls.find((call) => call.endsWith(" /user"))).toBe(`token ${token} /user`)
  })
})
