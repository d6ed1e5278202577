// Runs after `react-router build` and finishes the static site from what the build prerendered
// (the route table): sitemap.xml, robots.txt, the 404.html static hosts serve for unknown paths,
// and the security headers of server/headers.mjs for static hosts (`_headers` for Netlify and
// Cloudflare Pages, `vercel.json`), each page with a CSP that hashes its own inline scripts and
// style; and each page's JavaScript starts after its first paint (startScriptsAfterFirstPaint).
// It fails the build when the output disagrees with itself or with the build's environment.
//
// Environment: BUILD_DIR (default build), SITE_URL (canonical origin), VITE_SUPABASE_URL.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, copyFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"

import {
  contentSecurityPolicy,
  dataApiOrigin,
  immutableCache,
  inlineScriptHashes,
  inlineStyleHashes,
  securityHeaders,
} from "../server/headers.mjs"

const app = resolve(import.meta.dirname, "..")
const buildDir = resolve(app, process.env.BUILD_DIR ?? "build")
const client = join(buildDir, "client")

const siteSource = readFileSync(resolve(app, "../../packages/content/src/site.ts"), "utf8")
const defaultSiteUrl = /defaultSiteUrl:\s*"([^"]+)"/.exec(siteSource)?.[1]
const siteUrl = (process.env.SITE_URL || defaultSiteUrl || "").replace(/\/+$/, "")
const connectOrigin = dataApiOrigin()

const problems = []
const problem = (message) => problems.push(message)

if (!existsSync(client)) {
  console.error(`postbuild: no build at ${client}; run react-router build first.`)
  process.exit(1)
}
if (!/^https?:\/\/[^/]+$/.test(siteUrl))
  problem(`SITE_URL must be an origin such as https://example.com, not "${siteUrl}"`)

/** Every prerendered page: each route of the table is a folder with an index.html. */
function prerenderedPages(dir = client, url = "") {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return prerenderedPages(full, `${url}/${name}`)
    return name === "index.html" ? [{ path: url || "/", file: full, html: readFileSync(full, "utf8") }] : []
  })
}

const pages = prerenderedPages().sort((a, b) => a.path.localeCompare(b.path))
const notFound = pages.find((page) => page.path === "/404")
const sitePages = pages.filter((page) => page !== notFound)
if (!notFound) problem("no prerendered /404 page: react-router.config.ts must prerender it")
if (!sitePages.some((page) => page.path === "/")) problem("no prerendered home page")


const absolute = (path) => (path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`)
const attribute = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]

for (const page of pages) {
  // Canonical and share URLs come from SITE_URL as the app saw it at build time.
  const canonical = /<link\b[^>]*rel="canonical"[^>]*>/.exec(page.html)?.[0]
  if (page !== notFound) {
    const href = canonical && attribute(canonical, "href")
    if (href !== absolute(page.path))
      problem(
        `${page.path}: canonical URL is ${href ?? "missing"}, expected ${absolute(page.path)} (build with the same SITE_URL)`,
      )
  }
  for (const [, tag] of page.html.matchAll(/(<meta\b[^>]*property="og:image"[^>]*>)/g)) {
    const content = attribute(tag, "content") ?? ""
    if (!content.startsWith(`${siteUrl}/`)) problem(`${page.path}: og:image ${content} is not on ${siteUrl}`)
    else if (!existsSync(join(client, content.slice(siteUrl.length))))
      problem(`${page.path}: og:image ${content} is not in the build`)
  }
  // Structured data must be valid JSON, or search engines ignore it.
  for (const [, json] of page.html.matchAll(
    /<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    try {
      JSON.parse(json)
    } catch (error) {
      problem(`${page.path}: JSON-LD does not parse (${error.message})`)
    }
  }
  // A hash can allow an inline script element, never an event-handler attribute or javascript: URL.
  for (const [tag] of page.html.matchAll(/<[a-z][^>]*>/gi)) {
    if (/\son[a-z]+\s*=/i.test(tag))
      problem(`${page.path}: inline event handler the CSP would block: ${tag.slice(0, 80)}`)
    if (/=\s*"\s*javascript:/i.test(tag))
      problem(`${page.path}: javascript: URL the CSP would block: ${tag.slice(0, 80)}`)
  }
  page.csp = contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(page.html),
    styleHashes: inlineStyleHashes(page.html),
    connectOrigin,
  })
}

// The forms post where the bundle was built to post: the connect-src origin must be in the code.
const assetsDir = join(client, "assets")
const bundle = existsSync(assetsDir)
  ? readdirSync(assetsDir)
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(join(assetsDir, name), "utf8"))
  : []
if (!bundle.some((code) => code.includes(connectOrigin)))
  problem(
    `no script in the build posts to ${connectOrigin}: build and postbuild saw different VITE_SUPABASE_URL values`,
  )

if (problems.length > 0) {
  console.error(`postbuild: ${problems.length} problem(s) in ${relative(process.cwd(), client)}:`)
  for (const message of problems) console.error(`  - ${message}`)
  process.exit(1)
}

// Unknown paths on a static host get 404.html (with 404 status) at the root of the site.
copyFileSync(notFound.file, join(client, "404.html"))

// Every page a visitor can reach, by its canonical URL.
const sitemap = [
  `<?xml version="1.0" encoding="UTF-8"?>`,
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
  ...sitePages.map((page) => `  <url><loc>${absolute(page.path)}</loc></url>`),
  `</urlset>`,
  ``,
].join("\n")
writeFileSync(join(client, "sitemap.xml"), sitemap)
writeFileSync(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)

// For static hosts. Every path gets the site-wide headers and a policy allowing the inline scripts
// of any page (so the 404 page, served at any unknown path, runs); each page's own path also gets
// its exact policy. Hosts that join the two (Netlify, Cloudflare Pages) enforce both, which leaves
// the page's own; hosts where the later rule wins (Vercel) apply the page's own.
const unionPolicy = contentSecurityPolicy({
  scriptHashes: [...new Set(pages.flatMap((page) => inlineScriptHashes(page.html)))].sort(),
  styleHashes: [...new Set(pages.flatMap((page) => inlineStyleHashes(page.html)))].sort(),
  connectOrigin,
})
const sitewide = { ...securityHeaders, "Content-Security-Policy": unionPolicy }
const pathForms = (path) => (path === "/" ? ["/"] : [path, `${path}/`])

const headersFile = [
  "# Written by scripts/postbuild.mjs from server/headers.mjs at build time; edit those, not this.",
  "/*",
  ...Object.entries(sitewide).map(([name, value]) => `  ${name}: ${value}`),
  "",
  "/assets/*",
  `  Cache-Control: ${immutableCache}`,
  "",
  ...sitePages.flatMap((page) =>
    pathForms(page.path).flatMap((path) => [path, `  Content-Security-Policy: ${page.csp}`, ""]),
  ),
].join("\n")
writeFileSync(join(client, "_headers"), headersFile)

const vercel = {
  $schema: "https://openapi.vercel.sh/vercel.json",
  trailingSlash: false,
  headers: [
    { source: "/(.*)", headers: Object.entries(sitewide).map(([key, value]) => ({ key, value })) },
    { source: "/assets/(.*)", headers: [{ key: "Cache-Control", value: immutableCache }] },
    ...sitePages.map((page) => ({
      source: page.path,
      headers: [{ key: "Content-Security-Policy", value: page.csp }],
    })),
  ],
}
writeFileSync(join(client, "vercel.json"), `${JSON.stringify(vercel, null, 2)}\n`)

// What the production server needs to serve this build as the static hosts will.
writeFileSync(
  join(buildDir, "build-info.json"),
  `${JSON.stringify({ siteUrl, connectOrigin, pages: sitePages.map((page) => page.path) }, null, 2)}\n`,
)

console.log(
  `postbuild: ${sitePages.length} pages in sitemap.xml for ${siteUrl}; robots.txt, 404.html, _headers and vercel.json written (connect-src ${connectOrigin}).`,
)
