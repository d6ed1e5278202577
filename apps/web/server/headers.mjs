// Response headers for the site: the one source of truth. The production server (serve.mjs)
// applies them to every response, and the build (scripts/postbuild.mjs) writes the same values
// into `_headers` (Netlify, Cloudflare Pages) and `vercel.json` for static hosts.
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { resolve } from "node:path"

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

/** Hashed assets never change under their name; everything else is revalidated. */
export const immutableCache = "public, max-age=31536000, immutable"
export const revalidateCache = "no-cache"

/** Where the project's own local data API listens when no Supabase project is configured. */
function localDataApiUrl() {
  const source = readFileSync(
    resolve(import.meta.dirname, "../../../packages/contact-client/src/local.ts"),
    "utf8",
  )
  const url = /\burl:\s*"([^"]+)"/.exec(source)?.[1]
  if (!url) throw new Error("packages/contact-client/src/local.ts no longer names the local data API's url")
  return url
}

/**
 * The origin the contact and newsletter forms post to: the build's VITE_SUPABASE_URL, or the
 * local data API on LOCAL_API_PORT, exactly as apps/web/app/lib/data-api.ts picks it.
 */
export function dataApiOrigin(env = process.env) {
  if (env.VITE_SUPABASE_URL) return new URL(env.VITE_SUPABASE_URL).origin
  const local = new URL(localDataApiUrl())
  if (env.LOCAL_API_PORT?.trim()) local.port = env.LOCAL_API_PORT.trim()
  return local.origin
}

const executableTypes = new Set(["", "module", "text/javascript", "application/javascript"])

/**
 * The CSP source expression of every inline script the browser would execute in a page. Data
 * blocks (`application/ld+json`) are not scripts to the browser and need no hash.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? ""
    if (!executableTypes.has(type)) continue
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return [...hashes].sort()
}

/** The CSP source expression of every inline style element in a page (the site's style sheet). */
export function inlineStyleHashes(html) {
  const hashes = new Set()
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`)
  return [...hashes].sort()
}

/**
 * The Content-Security-Policy for a page whose inline scripts and style elements have these hashes. Scripts run only
 * from our origin or with a listed hash: no 'unsafe-inline', no 'unsafe-eval'. Style sheets come
 * from our origin or are the page's own hashed style element; style *attributes* stay allowed because the prerendered HTML carries some
 * (Radix positions popovers and hides native selects with them, the logo sets its font with one).
 * Images and fonts may also be data: URLs: the build inlines the style sheet's small ones (the bands'
 * backdrops, the brand face's ₹), and the page hero's picture has an empty one for phones.
 */
export function contentSecurityPolicy({ scriptHashes = [], styleHashes = [], connectOrigin }) {
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes],
    "style-src": ["'self'", ...styleHashes],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", connectOrigin],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "frame-src": ["'none'"],
    "worker-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ")
}

/**
 * Every header for one response. `html` is the page's markup when the file is an HTML page: its
 * inline scripts are hashed into its own policy. Other files get the policy without hashes.
 */
export function headersFor(ext, { html, connectOrigin = dataApiOrigin(), immutable = false } = {}) {
  const page = ext === ".html" && html
  return {
    ...securityHeaders,
    "Content-Security-Policy": contentSecurityPolicy({
      scriptHashes: page ? inlineScriptHashes(html) : [],
      styleHashes: page ? inlineStyleHashes(html) : [],
      connectOrigin,
    }),
    "Cache-Control": immutable ? immutableCache : revalidateCache,
  }
}
