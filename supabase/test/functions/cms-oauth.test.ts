import { describe, expect, it } from "vitest"

import {
  authorizeUrl,
  cookieState,
  fromSite,
  handshakePage,
  handshakeScript,
  newState,
  routeOf,
  stateCookieHeader,
  stateMatches,
  type OAuthSettings,
} from "../../functions/_shared/cms-oauth.ts"

const settings: OAuthSettings = {
  clientId: "Iv1.abc",
  clientSecret: "secret",
  siteOrigin: "https://www.talentrise.example",
  functionUrl: "https://proj.supabase.co/functions/v1/cms-oauth",
}

/**
 * Runs the callback page's script against a fake opener; returns what it posted, and where. The
 * reply comes from `replyFrom`, sent by the opener or, with `fromOpener` false, by another window.
 */
function runHandshake(script: string, replyFrom: string, fromOpener = true) {
  const posted: [string, string][] = []
  let listener: ((event: { origin: string; source: unknown }) => void) | undefined
  const opener = { postMessage: (message: string, origin: string) => posted.push([message, origin]) }
  const window = {
    opener,
    addEventListener: (_: string, handler: typeof listener) => (listener = handler),
  }
  new Function("window", script)(window)
  listener!({ origin: replyFrom, source: fromOpener ? opener : {} })
  return posted
}

describe("the editor's GitHub sign-in", () => {
  it("sends the browser to GitHub with a fresh state, kept in a cookie for this function only", () => {
    const state = newState()
    expect(state).toMatch(/^[0-9a-f]{64}$/)
    expect(newState()).not.toBe(state)
    const url = new URL(authorizeUrl(settings, state))
    expect(url.origin + url.pathname).toBe("https://github.com/login/oauth/authorize")
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "Iv1.abc",
      redirect_uri: "https://proj.supabase.co/functions/v1/cms-oauth/callback",
      scope: "repo",
      state,
    })
    expect(stateCookieHeader(settings, state)).toBe(
      `cms_oauth_state=${state}; Path=/functions/v1/cms-oauth; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
    )
  })

  it("accepts only the state this browser was given", () => {
    const state = newState()
    const kept = cookieState(`other=1; cms_oauth_state=${state}`)
    expect(kept).toBe(state)
    expect(stateMatches(state, kept)).toBe(true)
    expect(stateMatches(newState(), kept)).toBe(false)
    expect(stateMatches(state, undefined)).toBe(false)
    expect(stateMatches(null, kept)).toBe(false)
    expect(stateMatches("", "")).toBe(false)
  })

  it("starts only from the site's own editor", () => {
    expect(fromSite(settings, "https://www.talentrise.example/admin")).toBe(true)
    expect(fromSite(settings, "https://www.talentrise.example.evil.com/admin")).toBe(false)
    expect(fromSite(settings, "http://www.talentrise.example/admin")).toBe(false)
    expect(fromSite(settings, null)).toBe(false)
    expect(fromSite(settings, "not a url")).toBe(false)
  })

  it("hands the token to the site's window and to no other origin", () => {
    const script = handshakeScript(settings.siteOrigin, { token: "gho_123" })
    const toSite = runHandshake(script, settings.siteOrigin)
    expect(toSite).toEqual([
      ["authorizing:github", settings.siteOrigin],
      [`authorization:github:success:{"token":"gho_123","provider":"github"}`, settings.siteOrigin],
    ])
    const toStranger = runHandshake(script, "https://evil.example")
    expect(toStranger).toEqual([["authorizing:github", settings.siteOrigin]])
    // A window of the site's origin that is not the editor which opened the pop-up gets nothing.
    const toOtherWindow = runHandshake(script, settings.siteOrigin, false)
    expect(toOtherWindow).toEqual([["authorizing:github", settings.siteOrigin]])
  })

  it("answers its two routes exactly, and nothing that merely ends like one", () => {
    expect(routeOf("/cms-oauth/auth")).toBe("auth")
    expect(routeOf("/cms-oauth/callback")).toBe("callback")
    // The same routes when a gateway passes the public path through unstripped.
    expect(routeOf("/functions/v1/cms-oauth/auth")).toBe("auth")
    expect(routeOf("/functions/v1/cms-oauth/callback")).toBe("callback")
    for (const path of [
      "/functions/v1/auth",
      "/functions/v2/cms-oauth/auth",
      "/x/functions/v1/cms-oauth/auth",
      "/functions/v1/cms-oauth/auth/",
      "/auth",
      "/callback",
      "/cms-oauth/x/auth",
      "/cms-oauth/auth/",
      "/cms-oauth/callback/x",
      "/anything/auth",
      "/cms-oauth/AUTH",
      "/cms-oauth",
    ])
      expect(routeOf(path), path).toBeUndefined()
  })

  it("goes to GitHub, or to a stand-in a test names", () => {
    const state = newState()
    expect(new URL(authorizeUrl(settings, state)).origin).toBe("https://github.com")
    const standIn = new URL(authorizeUrl({ ...settings, githubUrl: "http://127.0.0.1:9/" }, state))
    expect(standIn.origin + standIn.pathname).toBe("http://127.0.0.1:9/login/oauth/authorize")
  })

  it("serves the handshake under a policy that allows that script alone", async () => {
    const { html, policy } = await handshakePage(settings.siteOrigin, { error: "</script><script>alert(1)" })
    expect(html.match(/<script>/g)).toHaveLength(1)
    expect(policy).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]+=*';/)
  })
})
