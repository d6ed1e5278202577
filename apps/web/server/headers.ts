// Response headers for the site: the one source of truth. The build (scripts/postbuild) writes
// them into `_headers` (Netlify, Cloudflare Pages) and `vercel.json` for static hosts, and the
// production server (serve.ts) serves the build with the rules of that `vercel.json`.
import { createHash } from "node:crypto"

import { localDataApiUrl } from "@repo/contact-client/local"

/**
 * Features the site never uses are switched off for it and for anything it could embed. Sharing an
 * article uses the Web Share API or writes the link to the clipboard, so those two stay on for
 * our own origin: clipboard-write by name, web-share by its default allowlist ('self'), since
 * browsers without Web Share (Chromium on Linux) log an error for the name on every page. The
 * retired `interest-cohort` (FLoC) is left out for the same reason; `browsing-topics` replaces it.
 */
export const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "clipboard-read=()",
  "clipboard-write=(self)",
  "display-capture=()",
  "encrypted-media=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ")

/** Sent with every response. */
export const securityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": permissionsPolicy,
  "Cross-Origin-Opener-Policy": "same-origin",
  // For browsers that predate `frame-ancestors`.
  "X-Frame-Options": "DENY",
}

/**
 * The content editor's opener policy (issue 46). Its GitHub sign-in opens the cms-oauth function,
 * another origin, in a pop-up that answers by `window.opener.postMessage`; under the site's
 * `same-origin` the browser severs that opener, the handshake never arrives and nobody can sign
 * in. `same-origin-allow-popups` keeps the editor's own pop-ups' opener and still isolates the
 * editor from any page that opens it. Only /admin gets it (docs/decisions/090).
 */
export const editorOpenerPolicy = "same-origin-allow-popups"

/**
 * Hashed assets never change under their name; everything else is revalidated on each use, with
 * the value Vercel and Netlify send by default, so the build's rules need not name it.
 */
export const immutableCache = "public, max-age=31536000, immutable"
export const revalidateCache = "public, max-age=0, must-revalidate"

/**
 * The origin the contact and newsletter forms post to: the build's VITE_SUPABASE_URL, or the
 * local data API on LOCAL_API_PORT, exactly as apps/web/app/lib/data-api.ts picks it.
 */
export function dataApiOrigin(env: Record<string, string | undefined> = process.env): string {
  return env.VITE_SUPABASE_URL ? new URL(env.VITE_SUPABASE_URL).origin : localDataApiUrl(env.LOCAL_API_PORT)
}

const executableTypes = new Set(["", "module", "text/javascript", "application/javascript"])

/**
 * The CSP source expression of every inline script the browser would execute in a page. Data
 * blocks (`application/ld+json`) are not scripts to the browser and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = "", body = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? ""
    if (!executableTypes.has(type)) continue
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return [...hashes].sort()
}

export type PolicyOptions = {
  scriptHashes?: readonly string[]
  connectOrigin: string
  /** For a `<meta http-equiv>` element, which cannot carry frame-ancestors (X-Frame-Options refuses framing). */
  inMeta?: boolean
}

/**
 * The Content-Security-Policy for a page whose inline scripts have these hashes. Scripts run only
 * from our origin or with a listed hash: no 'unsafe-inline', no 'unsafe-eval'.
 *
 * Styles may be inline, as elements and attributes (docs/decisions/012-csp-inline-styles.md):
 * Radix Select and react-remove-scroll (the scroll lock of every menu, select and dialog) insert
 * `<style>` elements while the page runs, one of them with the scrollbar's measured width in it, so
 * no list of hashes can allow them, and a policy with hashes ignores 'unsafe-inline'. What an
 * injected style could do is bounded by the rest of the policy: it cannot run script, and it can
 * load nothing from another origin (img-src and font-src allow only our own and data: URLs).
 * Images and fonts may be data: URLs: the build inlines the style sheet's small ones (the bands'
 * backdrops, the brand face's ₹), and the page hero's picture has an empty one for phones.
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  connectOrigin,
  inMeta = false,
}: PolicyOptions): string {
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", connectOrigin],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "frame-src": ["'none'"],
    "worker-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    ...(inMeta ? {} : { "frame-ancestors": ["'none'"] }),
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ")
}
