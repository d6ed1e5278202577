// The editor's files and policy, for `pnpm dev` (dev-plugin.ts) and for the build
// (scripts/postbuild.ts copies them to build/client/admin). The editor is Decap's
// prebuilt bundle from npm, served from our origin: nothing loads from a CDN, and no page of the
// site links to it or loads it.
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join } from "node:path"

import { jobsOnDisk } from "../../../packages/content/src/disk.ts"
import { site } from "../../../packages/content/src/site.ts"
import { editorConfig, localCmsPort } from "./config.ts"
import { previewsOutDir } from "./paths.ts"

const require = createRequire(import.meta.url)
const adminDir = import.meta.dirname
const decapDist = dirname(require.resolve("decap-cms/dist/decap-cms.js"))

type Env = Record<string, string | undefined>

/** Where the OAuth exchange runs in production: the Supabase project's functions. */
function functionsOrigin(env: Env): string {
  return env.VITE_SUPABASE_URL
    ? new URL(env.VITE_SUPABASE_URL).origin
    : `http://127.0.0.1:${env.LOCAL_FUNCTION_PORT || 54326}`
}

/** The client roles' titles and cities; none when a file is broken (the editor must still open to fix it). */
function rolesOnFile(env: Env) {
  try {
    return jobsOnDisk(env.CONTENT_ROOT || undefined).map(({ slug, title, location }) => ({
      slug,
      title,
      location,
    }))
  } catch {
    return []
  }
}

/**
 * config.yml for this environment: a local build (no VITE_SUPABASE_URL) edits the files on disk
 * through Decap's proxy on LOCAL_CMS_PORT; a production build signs in with GitHub only.
 */
export function editorConfigFor(env: Env = process.env) {
  const production = Boolean(env.VITE_SUPABASE_URL)
  return editorConfig({
    localBackendPort: production ? undefined : localCmsPort(env),
    repo: env.CMS_GITHUB_REPO || "talentrise/talentrise-web",
    branch: env.CMS_BRANCH || "main",
    oauthBaseUrl: functionsOrigin(env),
    // "View Live" opens the entry's own page here: the site's canonical origin, or in `pnpm dev`
    // the dev server's own address (dev-plugin.ts passes it as SITE_URL).
    siteUrl: (env.SITE_URL || site.defaultSiteUrl).replace(/\/+$/, ""),
    roles: rolesOnFile(env),
  })
}

/**
 * The editor's own Content-Security-Policy. Decap compiles its config schema with `new Function`
 * (ajv) and styles itself at run time (emotion), so it needs 'unsafe-eval' and inline styles,
 * which the site's pages never allow: the policy is the editor's alone. It talks to GitHub's API,
 * the OAuth function and, locally, Decap's proxy; it shows GitHub avatars and the site's images.
 */
export function editorPolicy(env: Env = process.env): string {
  const connect = ["'self'", "https://api.github.com", functionsOrigin(env)]
  if (!env.VITE_SUPABASE_URL) connect.push(`http://localhost:${localCmsPort(env)}`)
  const directives: Record<string, readonly string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-eval'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": [
      "'self'",
      "data:",
      "blob:",
      "https://avatars.githubusercontent.com",
      "https://raw.githubusercontent.com",
    ],
    "font-src": ["'self'", "data:"],
    "connect-src": connect,
    "frame-src": ["'self'", "blob:"],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ")
}

/** The previews' two files (previews.config.ts), as built into `dir`. */
export const previewFiles = ["previews.js", "previews.css"] as const

/**
 * Every file of /admin: its name under /admin/ and its contents. The previews come from `previews`,
 * where `pnpm build` (or, in `pnpm dev`, the dev plugin) built them; a build without them fails.
 */
export function editorFiles(
  env: Env = process.env,
  previews: string = previewsOutDir(env),
): Map<string, string | Buffer> {
  const files = new Map<string, string | Buffer>([
    ["index.html", readFileSync(join(adminDir, "index.html"), "utf8")],
    ["editor.js", readFileSync(join(adminDir, "editor.js"), "utf8")],
    ["editor.css", readFileSync(join(adminDir, "editor.css"), "utf8")],
    ["config.yml", `${JSON.stringify(editorConfigFor(env), null, 2)}\n`],
  ])
  for (const name of previewFiles) {
    const file = join(previews, name)
    if (!existsSync(file))
      throw new Error(
        `${file} is missing: build the editor's previews (vite build -c admin/previews.config.ts)`,
      )
    files.set(name, readFileSync(file))
  }
  // The bundle and the chunks it loads on demand, from the same folder (no source maps).
  for (const name of readdirSync(decapDist))
    if (/^([\w-]+\.)?decap-cms\.js$/.test(name)) files.set(name, readFileSync(join(decapDist, name)))
  return files
}
