// Runs after `react-router build` and finishes the static site from what the build prerendered
// (the route table): sitemap.xml, robots.txt, the 404.html static hosts serve for unknown paths,
// and the security headers of server/headers.ts for static hosts (`_headers` for Netlify and
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
  securityHeaders,
} from "../server/headers.ts"
import { moduleGraph } from "./module-graph.mjs"

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

const graph = moduleGraph(client)

/**
 * Starts a page's JavaScript after its first paint. React Router writes a module preload for every
 * chunk into the head and imports them from an inline module script, so the browser fetches the
 * whole bundle while it still waits to paint: on a slow connection the scripts share the bandwidth
 * the first paint needs, and Lighthouse's simulation counts every script that arrived before the
 * paint as blocking it. The prerendered page reads fully without JavaScript, so the same imports
 * now start once the browser reports the first contentful paint, preloaded in parallel as before.
 * (Waiting for the next animation frame was not enough: the frame is drawn then but shown up to
 * 100 ms later, and a script requested in between counted as blocking the paint, which moved
 * Lighthouse's simulated FCP from 0.9 to 1.4 s in some runs.) A browser without paint timing waits
 * for a frame; a slow report is not waited for beyond 2 s. A hidden tab (which paints nothing)
 * starts at once, and does not wait between steps (its timers are throttled).
 *
 * The work is spread over short tasks, so a tap or a key press is never queued behind it: one
 * preload started per task (starting all eight at once took 13 to 17 ms); then, once every module
 * is fetched and compiled (the browser compiles a preloaded module off the main thread; running one
 * before that finishes made the main thread wait for or redo it), one module run per task, each
 * after the modules it imports (importing the route modules at once ran the framework, the shell
 * and the page's modules in one task of 30 to 40 ms).
 *
 * While the modules first run, Error.stackTraceLimit is unset (and restored once the entry module
 * has run, or a module fails to load). React DOM creates five Error objects as it loads, and with
 * DevTools attached, as they are for Lighthouse, PageSpeed Insights and the end-to-end tests, V8
 * records each one's stack, which meant re-parsing React DOM's ~200 kB module function for its
 * source positions: 16 to 23 ms of one task, traced (V8.CollectSourcePositions), that a visitor's
 * browser never spends. With no limit set, no stack is recorded. An error thrown by a module as it
 * first runs is still reported, without a stack.
 *
 * Fails the build if React Router's script no longer looks as expected, rather than shipping a
 * page that never hydrates.
 */
function startScriptsAfterFirstPaint(page) {
  if (page.html.includes('<script type="module" async="">const preloads = ')) return // done by an earlier run
  const preloads = [...page.html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map((m) => m[1])
  const scripts = [...page.html.matchAll(/<script type="module" async="">([\s\S]*?)<\/script>/g)]
  if (scripts.length !== 1 || preloads.length === 0) {
    problem(`${page.path}: expected one module script and its module preloads from React Router`)
    return
  }
  const [tag, body] = scripts[0]
  const effects = [...body.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1])
  const namespaces = [...body.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map(([, name, url]) => ({
    name,
    url,
  }))
  const modules = /^\s*window\.__reactRouterRouteModules = (\{[^;\n]*\});$/m.exec(body)?.[1]
  const entry = /^import\("([^"]+)"\);$/m.exec(body)?.[1]
  const rest = body
    .replace(/^import "[^"]+";$/gm, "")
    .replace(/^import \* as \w+ from "[^"]+";$/gm, "")
    .replace(/^\s*window\.__reactRouterRouteModules = \{[^;\n]*\};$/m, "")
    .replace(/^import\("[^"]+"\);$/m, "")
  if (!modules || !entry || rest.trim() !== "") {
    problem(
      `${page.path}: React Router's module script has an unexpected form; update startScriptsAfterFirstPaint`,
    )
    return
  }
  const imports = [...effects.map((url) => ({ name: "", url })), ...namespaces]
  const inOrder = graph.withImports(imports.map((entryImport) => entryImport.url))
  const deferred = [
    `const preloads = ${JSON.stringify(preloads)};`,
    `const nextTask = () => document.visibilityState !== "visible" ? Promise.resolve() : globalThis.scheduler?.yield ? scheduler.yield() : new Promise((go) => setTimeout(go, 0));`,
    `await new Promise((go) => { if (document.visibilityState !== "visible") return go(); if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(go, 0)); new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); go(); } }).observe({ type: "paint", buffered: true }); setTimeout(go, 2000); });`,
    `const compiled = [];`,
    `for (const href of preloads) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; compiled.push(new Promise((done) => { link.onload = link.onerror = done; })); document.head.append(link); await nextTask(); }`,
    `await Promise.all(compiled);`,
    `const stackTraceLimit = Error.stackTraceLimit; Error.stackTraceLimit = undefined;`,
    `const restoreStacks = () => { Error.stackTraceLimit = stackTraceLimit; };`,
    `try {`,
    `for (const href of ${JSON.stringify(inOrder)}) { await import(href); await nextTask(); }`,
    `const [${imports.map((entryImport) => entryImport.name).join(", ")}] = await Promise.all([${imports.map((entryImport) => `import(${JSON.stringify(entryImport.url)})`).join(", ")}]);`,
    `window.__reactRouterRouteModules = ${modules};`,
    `import(${JSON.stringify(entry)}).finally(restoreStacks);`,
    `} catch (error) { restoreStacks(); throw error; }`,
  ].join("\n")
  page.html = page.html
    .replace(/<link rel="modulepreload" href="[^"]+"[^>]*>/g, "")
    .replace(tag, `<script type="module" async="">${deferred}</script>`)
  writeFileSync(page.file, page.html)
}

const absolute = (path) => (path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`)
const attribute = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1]

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
  connectOrigin,
})
const sitewide = { ...securityHeaders, "Content-Security-Policy": unionPolicy }
const pathForms = (path) => (path === "/" ? ["/"] : [path, `${path}/`])

const headersFile = [
  "# Written by scripts/postbuild.mjs from server/headers.ts at build time; edit those, not this.",
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
