// The content editor's GitHub sign-in, beside notify: GET /cms-oauth/auth starts it, GitHub
// returns to GET /cms-oauth/callback. The logic is in _shared/cms-oauth.ts; this file does the
// requests. Secrets: CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET, CMS_SITE_ORIGIN, and
// CMS_FUNCTION_URL (https://<project>.supabase.co/functions/v1/cms-oauth). apps/web/DEPLOYING.md.
// CMS_GITHUB_URL (GitHub's web origin) is for tests only, which stand GitHub in on loopback.
import {
  authorizeUrl,
  cookieState,
  fromSite,
  githubOrigin,
  handshakePage,
  newState,
  routeOf,
  stateCookie,
  stateCookieHeader,
  stateMatches,
  type OAuthSettings,
} from "../_shared/cms-oauth.ts"

function settings(): OAuthSettings {
  const value = (name: string) => {
    const found = Deno.env.get(name)
    if (!found) throw new Error(`${name} is not set`)
    return found
  }
  return {
    clientId: value("CMS_GITHUB_CLIENT_ID"),
    clientSecret: value("CMS_GITHUB_CLIENT_SECRET"),
    siteOrigin: new URL(value("CMS_SITE_ORIGIN")).origin,
    functionUrl: value("CMS_FUNCTION_URL").replace(/\/+$/, ""),
    githubUrl: Deno.env.get("CMS_GITHUB_URL") || undefined,
  }
}

async function exchange(config: OAuthSettings, code: string): Promise<{ token: string } | { error: string }> {
  const response = await fetch(`${githubOrigin(config)}/login/oauth/access_token`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({ client_id: config.clientId, client_secret: config.clientSecret, code }),
  })
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string
    error_description?: string
  }
  return body.access_token
    ? { token: body.access_token }
    : { error: body.error_description ?? "GitHub refused the code" }
}

async function handle(request: Request): Promise<Response> {
  if (request.method !== "GET") return new Response(null, { status: 405, headers: { Allow: "GET" } })
  const config = settings()
  const url = new URL(request.url)
  const route = routeOf(url.pathname)
  if (route === "auth") {
    if (!fromSite(config, request.headers.get("referer")))
      return new Response("Sign in from the site's editor.", { status: 403 })
    const state = newState()
    return new Response(null, {
      status: 302,
      headers: { Location: authorizeUrl(config, state), "Set-Cookie": stateCookieHeader(config, state) },
    })
  }
  if (route === "callback") {
    const kept = cookieState(request.headers.get("cookie"))
    const outcome = !stateMatches(url.searchParams.get("state"), kept)
      ? { error: "The sign-in's state did not match: start again from the editor." }
      : url.searchParams.get("code")
        ? await exchange(config, url.searchParams.get("code")!)
        : { error: url.searchParams.get("error_description") ?? "GitHub sent no code" }
    const page = await handshakePage(config.siteOrigin, outcome)
    return new Response(page.html, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": page.policy,
        "Cache-Control": "no-store",
        // The state is single-use.
        "Set-Cookie": `${stateCookie}=; Path=${new URL(config.functionUrl).pathname}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
      },
    })
  }
  return new Response("Not found", { status: 404 })
}

// Hosted, the Edge Runtime decides where the function listens; locally (a test) CMS_PORT does.
const localPort = Deno.env.get("CMS_PORT")
if (localPort)
  Deno.serve(
    {
      hostname: "127.0.0.1",
      port: Number(localPort),
      onListen: ({ port }) => console.log(`cms-oauth listening on ${port}`),
    },
    handle,
  )
else Deno.serve(handle)
