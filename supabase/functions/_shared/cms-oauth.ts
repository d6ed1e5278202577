// The content editor's GitHub sign-in (docs/decisions/080-git-based-cms.md): Decap CMS opens
// /functions/v1/cms-oauth/auth in a pop-up; the function sends the browser to GitHub with a
// one-time `state`, GitHub returns to /callback with a code, and the function trades the code for
// a token with the OAuth app's secret and hands the token to the editor's window by postMessage,
// to the site's origin only. No network here: index.ts does the requests.

/** What the function needs to know, from its secrets. */
export type OAuthSettings = {
  clientId: string
  clientSecret: string
  /** The site's origin, where the editor runs: the only window the token is posted to. */
  siteOrigin: string
  /** This function's public address, ending in /cms-oauth. */
  functionUrl: string
  /** GitHub's web origin: https://github.com, or a stand-in on loopback in a test (CMS_GITHUB_URL). */
  githubUrl?: string
}

/** GitHub's web origin for these settings. */
export function githubOrigin(settings: OAuthSettings): string {
  return (settings.githubUrl ?? "https://github.com").replace(/\/+$/, "")
}

/**
 * Which of the function's two routes a request's path is, matched exactly. Supabase's gateway
 * strips `/functions/v1` and hands the function `/cms-oauth/<route>` (its self-hosted gateway does
 * so with `strip_path` on `/functions/v1/`, and the routing guide's examples route on
 * `/<function>/…`); should a host pass the public path through whole, `/functions/v1/cms-oauth/<route>`
 * is the same route, so sign-in does not hang on that one detail. Anything else, such as
 * `/cms-oauth/x/auth` or `/cms-oauth/auth/`, is no route (issue 46: any path ending in `/auth` was
 * taken for it).
 */
export function routeOf(pathname: string): "auth" | "callback" | undefined {
  const route = /^(?:\/functions\/v1)?\/cms-oauth\/(auth|callback)$/.exec(pathname)?.[1]
  return route === "auth" || route === "callback" ? route : undefined
}

/** The cookie that carries the state from /auth to /callback, for this function's path only. */
export const stateCookie = "cms_oauth_state"

/** A fresh, unguessable state: 32 random bytes, hex. */
export function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")
}

/** Where /auth sends the browser: GitHub's consent page for this app, with the state. */
export function authorizeUrl(settings: OAuthSettings, state: string, scope = "repo"): string {
  const url = new URL(`${githubOrigin(settings)}/login/oauth/authorize`)
  url.searchParams.set("client_id", settings.clientId)
  url.searchParams.set("redirect_uri", `${settings.functionUrl}/callback`)
  url.searchParams.set("scope", scope)
  url.searchParams.set("state", state)
  return url.toString()
}

/** The Set-Cookie header that keeps the state for ten minutes, unreadable by scripts. */
export function stateCookieHeader(settings: OAuthSettings, state: string): string {
  const path = new URL(settings.functionUrl).pathname
  return `${stateCookie}=${state}; Path=${path}; Max-Age=600; HttpOnly; Secure; SameSite=Lax`
}

/** The state the browser brought back in its cookie. */
export function cookieState(cookieHeader: string | null): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=")
    if (name === stateCookie) return value.join("=")
  }
  return undefined
}

/** Whether the state GitHub returned is the one this browser was given (compared in constant time). */
export function stateMatches(returned: string | null, kept: string | undefined): boolean {
  if (!returned || !kept || !/^[0-9a-f]{64}$/.test(kept) || returned.length !== kept.length) return false
  let difference = 0
  for (let i = 0; i < kept.length; i++) difference |= returned.charCodeAt(i) ^ kept.charCodeAt(i)
  return difference === 0
}

/**
 * Whether /auth was opened from the editor: the pop-up's Referer (a top-level navigation carries no
 * Origin) must be the site's origin. A page elsewhere cannot start a sign-in in the firm's name.
 */
export function fromSite(settings: OAuthSettings, referer: string | null): boolean {
  if (!referer) return false
  try {
    return new URL(referer).origin === settings.siteOrigin
  } catch {
    return false
  }
}

const json = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c")

/**
 * The script of the page /callback returns: Decap's handshake. It tells the opener it is
 * authorising, waits for the opener's answer from the site's origin, and posts the result to that
 * origin alone; a message from any other window or origin is ignored.
 */
export function handshakeScript(siteOrigin: string, outcome: { token: string } | { error: string }): string {
  const message =
    "token" in outcome
      ? `authorization:github:success:${JSON.stringify({ token: outcome.token, provider: "github" })}`
      : `authorization:github:error:${JSON.stringify({ message: outcome.error })}`
  return [
    `const origin = ${json(siteOrigin)};`,
    `const message = ${json(message)};`,
    `window.addEventListener("message", (event) => {`,
    `  if (event.origin !== origin || event.source !== window.opener) return;`,
    `  window.opener.postMessage(message, origin);`,
    `}, { once: false });`,
    `window.opener && window.opener.postMessage("authorizing:github", origin);`,
  ].join("\n")
}

/** The /callback page: the handshake, under a policy that allows that one script and nothing else. */
export async function handshakePage(
  siteOrigin: string,
  outcome: { token: string } | { error: string },
): Promise<{ html: string; policy: string }> {
  const script = handshakeScript(siteOrigin, outcome)
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script))
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)))
  const text =
    "token" in outcome ? "Signed in. This window closes itself." : "Sign-in failed. Close this window."
  return {
    html: `<!doctype html><html lang="en"><meta charset="utf-8"><title>Content editor sign-in</title><p>${text}</p><script>${script}</script></html>`,
    policy: `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  }
}
