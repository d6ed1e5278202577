// Runs after `react-router build` and finishes the static site from what the build prerendered
// (the route table): sitemap.xml, robots.txt, the 404.html static hosts serve for unknown paths,
// and the security headers of server/headers.ts for static hosts (`_headers` for Netlify and
// Cloudflare Pages, `vercel.json`), each page with a CSP that hashes its own inline scripts.
// It fails the build when the output disagrees with itself or with the build's environment.
//
// Environment: BUILD_DIR (default build), SITE_URL (canonical origin), VITE_SUPABASE_URL, BUILD_DATE.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"

import { buildDateFrom } from "@repo/content/dates"
import { lawsDueForReview, reviewIntervalDays, type IsoDate } from "@repo/content/laws"
import { site } from "@repo/content/site"

import {
  contentSecurityPolicy,
  dataApiOrigin,
  immutableCache,
  inlineScriptHashes,
  editorOpenerPolicy,
  securityHeaders,
} from "../server/headers"
import { editorFiles, editorPolicy } from "../admin/files"
import { buildDir, clientDir as client, editorFolder, isSitePage, prerenderedPages } from "./lib/build"
import { faceFilesAfterPaint } from "./lib/brand-face"
import { iconAfterFirstPaint } from "./lib/icon-after-paint"
import { sitemapXml } from "./lib/sitemap"

const siteUrl = (process.env.SITE_URL || site.defaultSiteUrl).replace(/\/+$/, "")
const connectOrigin = dataApiOrigin()
// The day the site is built as of, as vite.config.ts saw it (BUILD_DATE, or today in India).
const buildDate = buildDateFrom(process.env.BUILD_DATE)

const problems: string[] = []
const problem = (message: string) => problems.push(message)

if (!existsSync(client)) {
  console.error(`postbuild: no build at ${client}; run react-router build first.`)
  process.exit(1)
}
if (!/^https?:\/\/[^/]+$/.test(siteUrl))
  problem(`SITE_URL must be an origin such as https://example.com, not "${siteUrl}"`)

const pages = prerenderedPages().map((page) => ({ ...page, csp: "" }))
const notFound = pages.find((page) => !isSitePage(page.path))
const sitePages = pages.filter((page) => isSitePage(page.path))
if (!notFound) problem("no prerendered /404 page: react-router.config.ts must prerender it")
if (!sitePages.some((page) => page.path === "/")) problem("no prerendered home page")
const home = sitePages.find((page) => page.path === "/")
// React separates adjacent text with empty comments: "© <!-- -->2026".
if (home && !home.html.replaceAll("<!-- -->", "").includes(`© ${buildDate.slice(0, 4)} `))
  problem(
    `the home page's footer does not say © ${buildDate.slice(0, 4)}: build and postbuild saw different dates`,
  )

/**
 * Starts a page's scripts after its first contentful paint (at most 2 s later; at once in a hidden
 * tab). Then the brand face's files are requested (lib/brand-face.ts, docs/decisions/024), a page
 * opened at a section (#grievance-officer) is brought back to it once the face has loaded and
 * re-wrapped the text above it, unless the visitor has scrolled meanwhile, the web app manifest is
 * linked, the icon's link points at the icon (lib/icon-after-paint.ts), the page's module preloads
 * are added, and React Router's module script runs as written
 * but for its static imports, which become awaited dynamic ones (docs/decisions/004). A script
 * with anything else that imports fails the build rather than shipping a page that never hydrates.
 */
const routerScript = /<script type="module" async="">([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>/
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g
const staticImport = /^import (?:\* as (\w+) from )?"([^"]+)";$/gm
const afterFirstPaint = (faceScript: string, iconScript: string) => `await new Promise((go) => {
  if (document.visibilityState !== "visible") return go();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(go, 0));
  new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length && go()).observe({ type: "paint", buffered: true });
  setTimeout(go, 2000);
});
{
  const anchor = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  let moved = false;
  for (const type of ["wheel", "touchstart", "keydown", "mousedown"]) addEventListener(type, () => (moved = true), { once: true, passive: true });
  ${faceScript}
  if (anchor) brandFace.then(() => document.fonts.ready).then(() => moved || anchor.scrollIntoView());
}
document.head.append(Object.assign(document.createElement("link"), { rel: "manifest", href: "/site.webmanifest" }));
${iconScript}`

const siteStyles = /(<style data-precedence="default" data-href="site-styles">)([\s\S]*?)(<\/style>)/
const coreFace = "Plus Jakarta Sans Variable"

function startScriptsAfterFirstPaint(page: { path: string; html: string }) {
  const styles = siteStyles.exec(page.html)
  const split = styles && faceFilesAfterPaint(styles[2]!, coreFace)
  if (!styles || !split) {
    problem(`${page.path}: no inlined site sheet with the ${coreFace} face; see startScriptsAfterFirstPaint`)
    return
  }
  // The data: faces are added right after the sheet, before <body> is parsed (lib/brand-face.ts).
  const headScript = split.headScript && `<script>${split.headScript}</script>`
  page.html = page.html.replace(styles[0], () => `${styles[1]}${split.sheet}${styles[3]}${headScript}`)
  const icon = iconAfterFirstPaint(page.html)
  if (!icon) {
    problem(`${page.path}: no <link rel="icon"> to an icon of ours in the head; see lib/icon-after-paint.ts`)
    return
  }
  page.html = icon.html
  const script = routerScript.exec(page.html)
  const preloads = [...page.html.matchAll(modulePreload)].map(([, href]) => href!)
  const body = script?.[1] ?? ""
  const modules = [...body.matchAll(staticImport)].map(([, , href]) => href!)
  const imports = body.replace(staticImport, (_, name?: string, href?: string) =>
    name ? `const ${name} = await import("${href}");` : `await import("${href}");`,
  )
  if (!script || preloads.length === 0 || modules.length === 0 || /\bimport\s*["{*\w]/.test(imports)) {
    problem(`${page.path}: React Router's module script changed form; see startScriptsAfterFirstPaint`)
    return
  }
  const start = [
    afterFirstPaint(split.script, icon.script),
    `await Promise.all(${JSON.stringify(preloads)}.map((href) => new Promise((done) => document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, onload: done, onerror: done })))));`,
  ].join("\n")
  page.html = page.html
    .replace(modulePreload, "")
    .replace(script[0], `<script type="module" async="">${start}\n${imports}</script>`)
}

const absolute = (path: string) => (path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`)
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]

for (const page of pages) {
  startScriptsAfterFirstPaint(page)
  // Canonical and share URLs come from SITE_URL as the app saw it at build time.
  const canonical = /<link\b[^>]*rel="canonical"[^>]*>/.exec(page.html)?.[0]
  if (page !== notFound) {
    const href = canonical && attribute(canonical, "href")
    if (href !== absolute(page.path))
      problem(
        `${page.path}: canonical URL is ${href ?? "missing"}, expected ${absolute(page.path)} (build with the same SITE_URL)`,
      )
  }
  for (const [, tag = ""] of page.html.matchAll(/(<meta\b[^>]*property="og:image"[^>]*>)/g)) {
    const content = attribute(tag, "content") ?? ""
    if (!content.startsWith(`${siteUrl}/`)) problem(`${page.path}: og:image ${content} is not on ${siteUrl}`)
    else if (!existsSync(join(client, content.slice(siteUrl.length))))
      problem(`${page.path}: og:image ${content} is not in the build`)
  }
  // Structured data must be valid JSON, or search engines ignore it.
  for (const [, json = ""] of page.html.matchAll(
    /<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    try {
      JSON.parse(json)
    } catch (error) {
      problem(`${page.path}: JSON-LD does not parse (${(error as Error).message})`)
    }
  }
  // A hash can allow an inline script element, never an event-handler attribute or javascript: URL.
  for (const [tag] of page.html.matchAll(/<[a-z][^>]*>/gi)) {
    if (/\son[a-z]+\s*=/i.test(tag))
      problem(`${page.path}: inline event handler the CSP would block: ${tag.slice(0, 80)}`)
    if (/=\s*"\s*javascript:/i.test(tag))
      problem(`${page.path}: javascript: URL the CSP would block: ${tag.slice(0, 80)}`)
  }
  const scriptHashes = inlineScriptHashes(page.html)
  page.csp = contentSecurityPolicy({ scriptHashes, connectOrigin })
  // Static hosts serve the 404 page at any unknown path, under the site-wide headers: its policy
  // travels in the page, ahead of its first script.
  if (page === notFound) {
    const policy = contentSecurityPolicy({ scriptHashes, connectOrigin, inMeta: true })
    page.html = page.html.replace(
      /<meta charSet="utf-8"\/>/,
      (charset) => `${charset}<meta http-equiv="Content-Security-Policy" content="${policy}"/>`,
    )
    if (!page.html.includes('http-equiv="Content-Security-Policy"'))
      problem(`${page.path}: no <meta charSet="utf-8"/> to put the page's policy after`)
  }
  writeFileSync(page.file, page.html)
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
copyFileSync(notFound!.file, join(client, "404.html"))

// Every page a visitor can reach and a search engine may list, by its canonical URL: not the
// noindex ones (a job alert's confirm, unsubscribe and manage pages).
const sitemap = sitemapXml(
  sitePages.filter((page) => !/<meta name="robots" content="noindex"/.test(page.html)),
  siteUrl,
)
writeFileSync(join(client, "sitemap.xml"), sitemap)
writeFileSync(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)

// For static hosts. Every path gets the site-wide headers; each page's own path also gets its
// policy, which hashes exactly its inline scripts, and the 404 page carries its own in a <meta>.
// No policy is site-wide: scripts, fonts and images have no use for one, and a policy that allowed
// every page's scripts grew with each page, on every response (docs/decisions/063).
const sitewide = securityHeaders

// The content editor (docs/decisions/080-git-based-cms.md): Decap's bundle from npm and its
// config, at /admin, under a policy of its own and noindex. No page links to it or loads it, and
// the sitemap, built from the prerendered pages, leaves it out. Its opener policy lets its sign-in
// pop-up answer it (docs/decisions/090).
mkdirSync(join(client, editorFolder), { recursive: true })
for (const [name, contents] of editorFiles()) writeFileSync(join(client, editorFolder, name), contents)
const editorHeaders = {
  "Content-Security-Policy": editorPolicy(),
  "Cross-Origin-Opener-Policy": editorOpenerPolicy,
  "X-Robots-Tag": "noindex, nofollow",
}
const pathForms = (path: string) => (path === "/" ? ["/"] : [path, `${path}/`])

// `_headers` cannot replace a site-wide header for one path on both hosts that read it: Cloudflare
// Pages joins the values of every matching rule with a comma (`same-origin, same-origin-allow-popups`
// is no policy at all), and Netlify keeps one. So the opener policy, which only a document heeds,
// is written for each document's path rather than under `/*`: each page gets the site's, /admin the
// editor's. The 404 page at an unknown address gets none from `_headers` (it opens no window and
// holds nothing); vercel.json, which Vercel and the production server apply in order, keeps the
// site's under `/(.*)` and replaces it for /admin (docs/decisions/090).
const { "Cross-Origin-Opener-Policy": siteOpenerPolicy, ...sitewideButOpener } = sitewide
const headersFile = [
  "# Written by scripts/postbuild.ts from server/headers.ts at build time; edit those, not this.",
  "/*",
  ...Object.entries(sitewideButOpener).map(([name, value]) => `  ${name}: ${value}`),
  "",
  "/assets/*",
  `  Cache-Control: ${immutableCache}`,
  "",
  ...[`/${editorFolder}`, `/${editorFolder}/*`].flatMap((path) => [
    path,
    ...Object.entries(editorHeaders).map(([name, value]) => `  ${name}: ${value}`),
    "",
  ]),
  ...sitePages.flatMap((page) =>
    pathForms(page.path).flatMap((path) => [
      path,
      `  Content-Security-Policy: ${page.csp}`,
      `  Cross-Origin-Opener-Policy: ${siteOpenerPolicy}`,
      "",
    ]),
  ),
].join("\n")
writeFileSync(join(client, "_headers"), headersFile)

const vercel = {
  $schema: "https://openapi.vercel.sh/vercel.json",
  trailingSlash: false,
  headers: [
    { source: "/(.*)", headers: Object.entries(sitewide).map(([key, value]) => ({ key, value })) },
    { source: "/assets/(.*)", headers: [{ key: "Cache-Control", value: immutableCache }] },
    ...[`/${editorFolder}`, `/${editorFolder}/(.*)`].map((source) => ({
      source,
      headers: Object.entries(editorHeaders).map(([key, value]) => ({ key, value })),
    })),
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
  `${JSON.stringify({ siteUrl, connectOrigin, buildDate, pages: sitePages.map((page) => page.path) }, null, 2)}\n`,
)

console.log(
  `postbuild: ${sitemap.split("<url>").length - 1} pages in sitemap.xml for ${siteUrl}; robots.txt, 404.html, _headers and vercel.json written (connect-src ${connectOrigin}).`,
)

// The law register as of the build's day: entries nobody has re-read against their source for
// longer than the interval are listed, not failed, so a stale register is seen at every build.
const dueForReview = lawsDueForReview(buildDate as IsoDate)
console.log(
  dueForReview.length === 0
    ? `postbuild: every law-register entry was reviewed within ${reviewIntervalDays} days of ${buildDate}.`
    : `postbuild: ${dueForReview.length} law-register entries not reviewed within ${reviewIntervalDays} days of ${buildDate} (packages/content/src/laws.ts, reviewedOn):\n${dueForReview
        .map(
          (entry) => `  ${entry.id}: ${entry.name}, reviewed ${entry.reviewedOn} (${entry.daysAgo} days ago)`,
        )
        .join("\n")}`,
)
