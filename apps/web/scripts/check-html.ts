// Checks every prerendered page of a build (the route table, as the build prerendered it):
//   1. html-validate: the HTML standard and its accessibility rules, zero errors;
//   2. links: every internal href/src resolves to a prerendered page, a file of the build, or an id
//      on the target page (and every <use> to a symbol in its sprite); no href="#" or empty href;
//   3. type: every character of the page's text is in a brand font face's unicode-range, so none is
//      drawn in a fallback face (or the face's extras need the character: packages/ui fonts).
// Usage: pnpm --filter @repo/web check:html (after a build; BUILD_DIR picks the folder).
import { existsSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"

import { site } from "@repo/content/site"
import { HtmlValidate } from "html-validate"

import {
  appDir as app,
  buildDir,
  clientDir as client,
  prerenderedPages,
  type PrerenderedPage,
} from "./lib/build"

if (!existsSync(client)) {
  console.error(`check-html: no build at ${client}; build first.`)
  process.exit(1)
}

// The canonical origin the build was made for: absolute links to it are internal links.
const buildInfoFile = join(buildDir, "build-info.json")
const siteUrl: string = existsSync(buildInfoFile)
  ? JSON.parse(readFileSync(buildInfoFile, "utf8")).siteUrl
  : (process.env.SITE_URL || site.defaultSiteUrl).replace(/\/+$/, "")

const pages = prerenderedPages()
const pageByPath = new Map(pages.map((page) => [page.path, page]))

const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:a11y"],
  rules: {
    // ARIA allows naming any element whose role supports a name (a list of social links, say);
    // the rule still reports names on elements that cannot carry one.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
})

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")

const idCache = new Map<string, Set<string>>()
/** The ids in an HTML page or an SVG file of the build. */
function idsOf(key: string, text: string): Set<string> {
  if (!idCache.has(key))
    idCache.set(key, new Set([...text.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1]!))))
  return idCache.get(key)!
}

/** What a same-site URL path points at: a page, a file of the build, or nothing. */
function resolveTarget(pathname: string): { page?: PrerenderedPage; file?: string } | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
  const page = pageByPath.get(clean)
  if (page) return { page }
  const file = join(client, decodeURIComponent(pathname))
  if (file.startsWith(client) && existsSync(file) && statSync(file).isFile()) return { file }
  return undefined
}

/** Every URL-bearing attribute of every tag: href, src, xlink:href, srcset, poster. */
type Reference = { element: string; attr: string; url: string; tag: string }

function references(html: string): Reference[] {
  const found: Reference[] = []
  for (const [tag, name = ""] of html.matchAll(/<([a-zA-Z][\w:-]*)\b[^>]*>/g)) {
    for (const [, attr = "", value = ""] of tag.matchAll(
      /\s(href|src|xlink:href|srcset|poster)="([^"]*)"/g,
    )) {
      const values =
        attr === "srcset" ? value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "") : [value]
      for (const url of values) found.push({ element: name.toLowerCase(), attr, url: decode(url), tag })
    }
  }
  return found
}

function checkLinks(page: PrerenderedPage) {
  const errors: string[] = []
  // Only the document itself: the JSON and scripts React Router inlines are not markup.
  const markup = page.html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
  for (const { element, attr, url, tag } of references(markup)) {
    const where = `<${element} ${attr}="${url}">`
    if (attr === "href" && (url.trim() === "" || url.trim() === "#")) {
      errors.push(`${where}: a link must lead somewhere (${tag.slice(0, 100)})`)
      continue
    }
    let target: URL
    try {
      target = new URL(url, `${siteUrl}${page.path === "/" ? "/" : `${page.path}`}`)
    } catch {
      errors.push(`${where}: not a valid URL`)
      continue
    }
    if (target.origin !== new URL(siteUrl).origin) continue
    const resolved = resolveTarget(target.pathname)
    if (!resolved) {
      errors.push(`${where}: ${target.pathname} is neither a prerendered page nor a file of the build`)
      continue
    }
    if (!target.hash) continue
    const id = decodeURIComponent(target.hash.slice(1))
    const ids = resolved.page
      ? idsOf(resolved.page.path, resolved.page.html)
      : idsOf(resolved.file!, readFileSync(resolved.file!, "utf8"))
    if (!ids.has(id))
      errors.push(
        `${where}: no element with id "${id}" on ${resolved.page ? resolved.page.path : target.pathname}`,
      )
  }
  return errors
}

// React streams a Suspense boundary out of order (a hidden segment at the end, moved into place by
// an inline script) when it is not ready or too large; a prerendered page must not depend on that.
function checkInOrder(page: PrerenderedPage) {
  return /<div hidden id="S:\d+">|\$RC\(/.test(page.html)
    ? ["a part of the page is streamed out of order: hidden until a script moves it into place"]
    : []
}

// Characters the brand typeface does not draw at all; they are left to the system's fonts.
const notInTypeface = new Set(["→"])

/**
 * The code point ranges of the site's faces on the page: the @font-face rules of its inlined style
 * sheet for the brand face, and of the sheets it links from the build (the Devanagari face on Hindi
 * pages, decision 105).
 */
function faceRanges(html: string): [number, number][] {
  const inlined = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1])
  const linked = [...html.matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g)].map(([, href]) =>
    readFileSync(join(client, href!), "utf8"),
  )
  const css = [...inlined, ...linked].join("\n")
  const faces = [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((m) => m[1] ?? "")
  const site = faces.filter((face) =>
    /font-family:\s*"?(Plus Jakarta Sans|Noto Sans Devanagari Variable)/.test(face),
  )
  return site.flatMap((face) =>
    (/unicode-range:([^;}]*)/.exec(face)?.[1] ?? "").split(",").flatMap((range) => {
      // U+0131, U+2000-206F, or with wildcards: U+?? is U+0000-00FF.
      const [from, to = from] = range.trim().replace(/^U\+/i, "").split("-")
      if (!from || !to) return []
      return [
        [parseInt(from.replace(/\?/g, "0"), 16), parseInt(to.replace(/\?/g, "F"), 16)] as [number, number],
      ]
    }),
  )
}

/**
 * An English page names the Hindi version of itself in Hindi ("हिंदी", a link with lang="hi"):
 * that one word is left to the system's Devanagari font, so the English page loads no Hindi face.
 */
const languageNames = /<a\b[^>]*\blang="hi"[^>]*>([\s\S]*?)<\/a>/g

function checkType(page: PrerenderedPage) {
  const ranges = faceRanges(page.html)
  const hindiPage = /<html\b[^>]*\blang="hi"/.test(page.html)
  if (ranges.length === 0) return ["no brand @font-face with a unicode-range in the page's style sheet"]
  const text = decode(
    page.html
      .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
      .replace(languageNames, (link) => (hindiPage ? link : " "))
      .replace(/<[^>]*\balt="([^"]*)"[^>]*>/g, " $1 ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code))),
  )
  const missing = new Set<string>()
  for (const character of text) {
    const code = character.codePointAt(0)!
    if (code < 0x20 || notInTypeface.has(character)) continue
    if (!ranges.some(([from, to]) => code >= from && code <= to)) missing.add(character)
  }
  return [...missing].map(
    (character) =>
      `"${character}" (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}) is in no brand font face: add it to a face's unicode-range in packages/ui/src/styles/globals.css and run pnpm --filter @repo/ui fonts`,
  )
}

let failures = 0
for (const page of pages) {
  const report = await validator.validateString(page.html, relative(app, page.file))
  const messages = report.results.flatMap((result) =>
    result.messages.map((m) => `html-validate ${m.ruleId} (${m.line}:${m.column}): ${m.message}`),
  )
  const problems = [
    ...messages,
    ...checkInOrder(page),
    ...checkLinks(page).map((message) => `link ${message}`),
    ...checkType(page).map((message) => `type ${message}`),
  ]
  failures += problems.length
  if (problems.length === 0) {
    console.log(`ok    ${page.path}`)
    continue
  }
  console.log(`FAIL  ${page.path}`)
  for (const problem of problems) console.log(`        ${problem}`)
}

console.log(
  `\n${pages.length} prerendered pages in ${relative(process.cwd(), client)}: ${failures === 0 ? "valid HTML, every internal link resolves, every character in the brand face" : `${failures} problem(s)`}`,
)
if (pages.length === 0 || failures > 0) process.exit(1)
