// Production readiness of the built site, as the production server (server/serve.ts) serves it: structured data,
// security headers and CSP, the sitemap and robots.txt, and real 404s. Every check is driven by
// the prerendered pages (the route table), so a route added later is covered without edits here.
import { expect, test, type APIResponse, type Page } from "@playwright/test"
import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import { resolve } from "node:path"

import { openings, openingsOpenOn } from "@repo/content/careers"
import { contactFaqs } from "@repo/content/contact"

import { prerenderedPaths, sitePaths, waitForHydration, watchCspViolations } from "./support"

const buildDir = resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build")
const client = resolve(buildDir, "client")
const buildInfoFile = resolve(buildDir, "build-info.json")

type BuildInfo = { siteUrl: string; connectOrigin: string; buildDate: string; pages: string[] }
/** Written by scripts/postbuild.ts: the build must have been made with `pnpm build`. */
function buildInfo(): BuildInfo {
  expect(existsSync(buildInfoFile), `${buildInfoFile} is missing: build with pnpm build`).toBe(true)
  return JSON.parse(readFileSync(buildInfoFile, "utf8")) as BuildInfo
}

const pageFile = (path: string) => resolve(client, `.${path === "/" ? "" : path}`, "index.html")
const absolute = (siteUrl: string, path: string) => (path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`)

type Node = Record<string, unknown> & { "@type"?: string | string[] }

function jsonLdBlocks(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as Node,
  )
}

const typeOf = (node: Node) => [node["@type"]].flat().filter(Boolean) as string[]
const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** The properties search engines require of each type we publish; a missing one fails the page. */
function expectRequiredProperties(node: Node, path: string) {
  const where = `${path} ${typeOf(node).join("/")}`
  expect(node["@context"], where).toBe("https://schema.org")
  const get = (object: unknown, key: string) => (object as Record<string, unknown> | undefined)?.[key]
  for (const type of typeOf(node)) {
    switch (type) {
      case "Organization":
      case "ProfessionalService": {
        for (const key of ["name", "legalName", "url", "logo", "email", "telephone", "sameAs"])
          expect(node[key], `${where} ${key}`).toBeTruthy()
        const address = node.address
        expect(get(address, "@type"), where).toBe("PostalAddress")
        expect(get(address, "addressLocality"), where).toBe("Noida")
        expect(get(address, "postalCode"), where).toBe("201309")
        expect(get(address, "addressCountry"), where).toBe("IN")
        expect(get(node.contactPoint, "telephone"), where).toMatch(/^\+91\d{10}$/)
        expect(get(node.areaServed, "name"), where).toBe("India")
        break
      }
      case "BreadcrumbList": {
        const items = node.itemListElement as Node[]
        expect(items.length, where).toBeGreaterThanOrEqual(2)
        items.forEach((item, index) => {
          expect(item["@type"], where).toBe("ListItem")
          expect(item.position, where).toBe(index + 1)
          expect(item.name, where).toBeTruthy()
          expect(String(item.item), where).toMatch(/^https?:\/\//)
        })
        break
      }
      case "JobPosting": {
        for (const key of ["title", "description", "hiringOrganization", "jobLocation"])
          expect(node[key], `${where} ${key}`).toBeTruthy()
        expect(node.datePosted, where).toMatch(isoDate)
        expect(node.validThrough, where).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:30$/)
        // A contract role is full-time work as a contractor.
        expect([node.employmentType].flat(), where).toContain("FULL_TIME")
        expect(get(node.hiringOrganization, "name"), where).toBeTruthy()
        // A client's role states its pay: rupees, a range, by the month or the year.
        if (where.startsWith("/jobs/")) {
          // The visitor applies on the site: the role's quick apply (decision 097).
          expect(node.directApply, where).toBe(true)
          expect(get(node.baseSalary, "currency"), where).toBe("INR")
          const value = get(node.baseSalary, "value")
          expect(get(value, "unitText"), where).toMatch(/^(MONTH|YEAR)$/)
          expect(Number(get(value, "minValue")), where).toBeLessThanOrEqual(Number(get(value, "maxValue")))
        }
        const address = get(node.jobLocation, "address")
        expect(get(address, "addressLocality"), where).toBeTruthy()
        expect(get(address, "addressCountry"), where).toBe("IN")
        break
      }
      case "BlogPosting": {
        for (const key of ["headline", "description", "url"])
          expect(node[key], `${where} ${key}`).toBeTruthy()
        expect(get(node.author, "name"), where).toBeTruthy()
        // An article whose date is not a real date states none rather than a made-up one.
        if ("datePublished" in node) expect(node.datePublished, where).toMatch(isoDate)
        break
      }
      case "WebApplication": {
        for (const key of ["name", "description", "url", "applicationCategory", "operatingSystem"])
          expect(node[key], `${where} ${key}`).toBeTruthy()
        expect(get(node.offers, "price"), where).toBe("0")
        expect(get(node.offers, "priceCurrency"), where).toBe("INR")
        break
      }
      case "FAQPage": {
        const questions = node.mainEntity as Node[]
        expect(questions.length, where).toBeGreaterThan(0)
        for (const question of questions) {
          expect(question["@type"], where).toBe("Question")
          expect(question.name, where).toBeTruthy()
          expect(get(question.acceptedAnswer, "text"), where).toBeTruthy()
        }
        break
      }
      default:
        throw new Error(`${where}: no required-property check for this type; add one`)
    }
  }
}

test.describe("structured data", () => {
  for (const path of prerenderedPaths()) {
    test(`${path}: JSON-LD parses and carries each type's required properties`, async ({ request }) => {
      const { siteUrl } = buildInfo()
      const html = await (await request.get(path === "/404" ? "/no-such-page" : path)).text()
      const nodes = jsonLdBlocks(html)
      for (const node of nodes) expectRequiredProperties(node, path)
      const types = nodes.flatMap(typeOf)
      expect(types.filter((type) => type === "ProfessionalService")).toHaveLength(1)

      // A Hindi page's trail is its English page's, in Hindi: /hi is a language, not a page.
      const segments = path.split("/").filter(Boolean)
      const crumbs = segments[0] === "hi" ? segments.length - 1 : segments.length
      const breadcrumbs = nodes.filter((node) => typeOf(node).includes("BreadcrumbList"))
      if (segments.length >= 2 && path !== "/404") {
        expect(breadcrumbs, `${path} is nested and needs a BreadcrumbList`).toHaveLength(1)
        const items = breadcrumbs[0]!.itemListElement as Node[]
        expect(items[0]!.item).toBe(`${siteUrl}/`)
        expect(items.at(-1)!.item).toBe(absolute(siteUrl, path))
        expect(items).toHaveLength(crumbs + 1)
      } else {
        expect(breadcrumbs).toHaveLength(0)
      }
      // Pages whose content is a known schema.org type say so.
      const count = (type: string) => types.filter((entry) => entry === type).length
      if (path === "/careers")
        expect(count("JobPosting"), "one JobPosting per open opening").toBe(
          openingsOpenOn(buildInfo().buildDate, openings).length,
        )
      if (path === "/contact") {
        const faq = nodes.find((node) => typeOf(node).includes("FAQPage"))
        expect((faq?.mainEntity as Node[] | undefined)?.map((q) => q.name)).toEqual(
          contactFaqs.map((entry) => entry.question),
        )
      }
      if (segments[0] === "blog" && segments.length === 2) {
        const posting = nodes.find((node) => typeOf(node).includes("BlogPosting"))
        expect(posting, `${path} is an article`).toBeTruthy()
        expect(posting!.url).toBe(absolute(siteUrl, path))
      }
    })
  }

  test("the organization's logo and share image are files of the build", async ({ request }) => {
    const { siteUrl } = buildInfo()
    const org = jsonLdBlocks(await (await request.get("/")).text()).find((node) =>
      typeOf(node).includes("ProfessionalService"),
    )!
    for (const url of [(org.logo as Node).url as string, org.image as string]) {
      expect(url.startsWith(`${siteUrl}/`)).toBe(true)
      const response = await request.get(url.slice(siteUrl.length))
      expect(response.status(), url).toBe(200)
      expect(response.headers()["content-type"]).toBe("image/png")
    }
  })
})

const executableInlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes]) => !/\bsrc=/.test(attributes!) && !/type="application\/ld\+json"/.test(attributes!),
    )
    .map(([, , body]) => `'sha256-${createHash("sha256").update(body!).digest("base64")}'`)

function directives(policy: string) {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name!, sources]),
  )
}

/** The headers every response carries, page or file. */
function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers()
  const where = response.url()
  expect(headers["strict-transport-security"], where).toBe("max-age=63072000; includeSubDomains; preload")
  expect(headers["x-content-type-options"], where).toBe("nosniff")
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin")
  expect(headers["cross-origin-opener-policy"], where).toBe("same-origin")
  const permissions = headers["permissions-policy"] ?? ""
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()"])
    expect(permissions, where).toContain(feature)
  expect(permissions, where).toContain("clipboard-write=(self)")
  // Web Share keeps its default allowlist, our own origin: it must not be switched off.
  expect(permissions, where).not.toContain("web-share=()")
}

/**
 * A page's policy: scripts from our origin or with a listed hash, nothing else. Delivered in a
 * `<meta>` element (the 404 page's), it has no frame-ancestors: X-Frame-Options refuses framing.
 */
function expectPolicy(policy: string, connectOrigin: string, where: string, inMeta = false) {
  const csp = directives(policy)
  const scriptSrc = csp.get("script-src") ?? []
  expect(scriptSrc, where).toContain("'self'")
  expect(scriptSrc, where).not.toContain("'unsafe-inline'")
  expect(scriptSrc, where).not.toContain("'unsafe-eval'")
  expect(
    scriptSrc.filter((source) => !source.startsWith("'sha256-")),
    where,
  ).toEqual(["'self'"])
  expect(csp.get("connect-src"), where).toEqual(["'self'", connectOrigin])
  expect(csp.get("frame-ancestors"), where).toEqual(inMeta ? undefined : ["'none'"])
  expect(csp.get("base-uri"), where).toEqual(["'self'"])
  expect(csp.get("form-action"), where).toEqual(["'self'"])
  expect(csp.get("object-src"), where).toEqual(["'none'"])
  expect(csp.get("img-src"), where).toEqual(["'self'", "data:"])
  expect(csp.get("font-src"), where).toEqual(["'self'", "data:"])
  // Inline styles as a whole (docs/decisions/012-csp-inline-styles.md): a hash would switch
  // 'unsafe-inline' off and break the style elements Radix and the scroll lock insert.
  expect(csp.get("style-src"), where).toEqual(["'self'", "'unsafe-inline'"])
  return csp
}

test.describe("security headers", () => {
  for (const path of prerenderedPaths()) {
    test(`${path}: HTML carries the headers and a CSP hashing exactly its inline scripts`, async ({
      request,
    }) => {
      const { connectOrigin } = buildInfo()
      const response = await request.get(path === "/404" ? "/no-such-page" : path)
      expect(response.status()).toBe(path === "/404" ? 404 : 200)
      expectSecurityHeaders(response)
      const html = await response.text()
      const expected = [...new Set(executableInlineScripts(html))]
      expect(expected.length).toBeGreaterThan(0)
      // A static host serves the 404 page at any unknown address, under the site-wide headers,
      // which carry no policy: the page brings its own, in a <meta> ahead of its first script.
      const inMeta = path === "/404"
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html)
      if (inMeta) {
        expect(response.headers()["content-security-policy"]).toBeUndefined()
        expect(meta?.index ?? Infinity).toBeLessThan(html.indexOf("<script"))
      } else expect(meta).toBeNull()
      const policy = inMeta ? (meta?.[1] ?? "") : (response.headers()["content-security-policy"] ?? "")
      const csp = expectPolicy(policy, connectOrigin, path, inMeta)
      const hashes = (csp.get("script-src") ?? []).filter((source) => source.startsWith("'sha256-"))
      expect(hashes.sort()).toEqual(expected.sort())
    })
  }

  test("assets, images and files carry the headers too, but no page's policy; hashed assets are immutable", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text()
    const script = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(html)?.[1]
    const font = /url\((\/assets\/[^)]+\.woff2)\)/.exec(html)?.[1]
    expect(script).toBeTruthy()
    expect(font).toBeTruthy()
    const files = [
      script!,
      font!,
      "/og.png",
      "/favicon.svg",
      "/site.webmanifest",
      "/robots.txt",
      "/sitemap.xml",
    ]
    for (const path of files) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expectSecurityHeaders(response)
      // A policy governs a document; on a script, font or image it is only bytes on every request.
      expect(response.headers()["content-security-policy"], path).toBeUndefined()
      expect(response.headers()["cache-control"], path).toBe(
        path.startsWith("/assets/")
          ? "public, max-age=31536000, immutable"
          : "public, max-age=0, must-revalidate",
      )
    }
  })

  test("the static-host files agree with the server, and are not served", async ({ request }) => {
    const headersFile = readFileSync(resolve(client, "_headers"), "utf8")
    const vercel = JSON.parse(readFileSync(resolve(client, "vercel.json"), "utf8")) as {
      headers: { source: string; headers: { key: string; value: string }[] }[]
    }
    for (const path of sitePaths()) {
      const served = (await request.get(path)).headers()["content-security-policy"]
      const block = new RegExp(
        `^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n  Content-Security-Policy: (.+)$`,
        "m",
      )
      expect(block.exec(headersFile)?.[1], `_headers for ${path}`).toBe(served)
      const rule = vercel.headers.find((entry) => entry.source === path)
      expect(rule?.headers.find((header) => header.key === "Content-Security-Policy")?.value).toBe(served)
    }
    const sitewide = vercel.headers.find((entry) => entry.source === "/(.*)")!.headers
    expect(sitewide.map((header) => header.key)).toEqual(
      expect.arrayContaining(["Strict-Transport-Security", "X-Frame-Options", "Permissions-Policy"]),
    )
    expect(sitewide.map((header) => header.key)).not.toContain("Content-Security-Policy")
    expect(headersFile).toMatch(/^\/\*\n( {2}.+\n)* {2}Strict-Transport-Security: /m)
    for (const path of ["/_headers", "/vercel.json"]) expect((await request.get(path)).status()).toBe(404)
  })

  test("/admin lets its sign-in pop-up answer it; every other document keeps same-origin", async ({
    request,
  }) => {
    const headersFile = readFileSync(resolve(client, "_headers"), "utf8")
    const vercel = JSON.parse(readFileSync(resolve(client, "vercel.json"), "utf8")) as {
      headers: { source: string; headers: { key: string; value: string }[] }[]
    }
    const blocks = new Map(
      headersFile
        .split(/\n\n+/)
        .map((block) => block.split("\n").filter((line) => !line.startsWith("#")))
        .filter((lines) => lines.length > 0)
        .map((lines) => [lines[0]!, lines.slice(1).map((line) => line.trim())]),
    )
    const opener = (lines: string[] | undefined) =>
      lines?.filter((line) => line.startsWith("Cross-Origin-Opener-Policy:"))
    // One value per path: Cloudflare Pages joins a header set by two matching rules with a comma.
    expect(opener(blocks.get("/*"))).toEqual([])
    for (const path of ["/admin", "/admin/*"])
      expect(opener(blocks.get(path)), path).toEqual(["Cross-Origin-Opener-Policy: same-origin-allow-popups"])
    for (const path of sitePaths())
      expect(opener(blocks.get(path)), path).toEqual(["Cross-Origin-Opener-Policy: same-origin"])
    const coop = (source: string) =>
      vercel.headers
        .filter((rule) => rule.source === source)
        .flatMap((rule) => rule.headers.filter((header) => header.key === "Cross-Origin-Opener-Policy"))
        .map((header) => header.value)
    expect(coop("/(.*)")).toEqual(["same-origin"])
    expect(coop("/admin")).toEqual(["same-origin-allow-popups"])
    expect(coop("/admin/(.*)")).toEqual(["same-origin-allow-popups"])
    for (const path of ["/admin", "/admin/", "/admin/index.html", "/admin/config.yml"]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()["cross-origin-opener-policy"], path).toBe("same-origin-allow-popups")
    }
    for (const path of ["/", "/hire", "/no-such-page", "/admins"])
      expect((await request.get(path)).headers()["cross-origin-opener-policy"], path).toBe("same-origin")
  })
})

test.describe("content security policy in the browser", () => {
  // Each template loads under its policy with no violation: pages.spec.ts.
  // The 404 page's policy is in its <meta>, every other page's in its headers.
  for (const path of ["/", "/no-such-page"]) {
    test(`${path}: the policy is enforced: an injected inline script is blocked and reported`, async ({
      page,
    }) => {
      const violations = await watchCspViolations(page)
      await page.goto(path)
      await waitForHydration(page)
      const ran = await page.evaluate(() => {
        const script = document.createElement("script")
        script.textContent = "window.__injected = true"
        document.head.append(script)
        return Boolean((window as unknown as { __injected?: boolean }).__injected)
      })
      expect(ran).toBe(false)
      await expect
        .poll(async () => (await violations()).some((line) => line.startsWith("script-src")))
        .toBe(true)
    })
  }
})

test.describe("search engines", () => {
  test("sitemap.xml lists every prerendered page but the 404 page and noindex pages, by canonical URL", async ({
    request,
  }) => {
    const { siteUrl } = buildInfo()
    const response = await request.get("/sitemap.xml")
    expect(response.status()).toBe(200)
    expect(response.headers()["content-type"]).toContain("xml")
    const xml = await response.text()
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    )
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
    // A page kept for old links but not for search engines (a closed opening's form) is left out.
    const indexable = sitePaths().filter(
      (path) => !/<meta name="robots" content="[^"]*noindex/.test(readFileSync(pageFile(path), "utf8")),
    )
    expect(listed.sort()).toEqual(indexable.map((path) => absolute(siteUrl, path)).sort())
    for (const path of sitePaths()) {
      const html = await (await request.get(path)).text()
      expect(html).toContain(`<link rel="canonical" href="${absolute(siteUrl, path)}"/>`)
    }
  })

  test("robots.txt allows crawling and names the sitemap", async ({ request }) => {
    const { siteUrl } = buildInfo()
    const response = await request.get("/robots.txt")
    expect(response.status()).toBe(200)
    const robots = await response.text()
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })

  test("every page has share tags with our 1200x630 image, and the icons and manifest resolve", async ({
    request,
  }) => {
    const { siteUrl } = buildInfo()
    for (const path of sitePaths()) {
      const html = await (await request.get(path)).text()
      expect(html, path).toContain(`<meta property="og:image" content="${siteUrl}/og.png"/>`)
      expect(html, path).toContain(`<meta name="twitter:image" content="${siteUrl}/og.png"/>`)
      expect(html, path).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"\/>/)
    }
    const og = await (await request.get("/og.png")).body()
    expect([og.readUInt32BE(16), og.readUInt32BE(20)]).toEqual([1200, 630])
    const manifest = (await (await request.get("/site.webmanifest")).json()) as { icons: { src: string }[] }
    for (const path of [
      "/favicon.ico",
      "/favicon.svg",
      "/apple-touch-icon.png",
      ...manifest.icons.map((i) => i.src),
    ])
      expect((await request.get(path)).status(), path).toBe(200)
  })

  test("an unknown path answers 404 with the not-found page, as static hosts will via 404.html", async ({
    request,
  }) => {
    const response = await request.get("/services/no-such-service")
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain("Oops! Page not found")
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(readFileSync(resolve(client, "404.html"), "utf8")).toBe(
      readFileSync(resolve(client, "404/index.html"), "utf8"),
    )
  })
})

test.describe("brand typeface", () => {
  const fontFiles = (page: Page) => {
    const files: string[] = []
    page.on("request", (request) => {
      const name = new URL(request.url()).pathname.split("/").pop() ?? ""
      if (name.endsWith(".woff2")) files.push(name)
    })
    return files
  }

  test("a page paints before it fetches a font, then fetches only the core cut; an accented name typed in loads the rest of Latin", async ({
    page,
  }) => {
    const files = fontFiles(page)
    await page.goto("/contact")
    await waitForHydration(page)
    await page.evaluate(() => document.fonts.ready)
    expect(files).toEqual([expect.stringMatching(/^plus-jakarta-sans-core-[\w-]+\.woff2$/)])
    // Nothing the first frame does not need is requested before it (docs/decisions/024): the face
    // and the web app manifest come after the first contentful paint, and the face is then in use.
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      late: performance
        .getEntriesByType("resource")
        .filter((entry) => /\.woff2$|\.webmanifest$/.test(entry.name))
        .map((entry) => entry.startTime),
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute("href"),
      face: getComputedStyle(document.body).fontFamily,
      core: [...document.fonts].find(
        (face) => face.family.replaceAll('"', "") === "Plus Jakarta Sans Variable",
      )?.status,
    }))
    expect(timing.manifest).toBe("/site.webmanifest")
    for (const start of timing.late) expect(start).toBeGreaterThanOrEqual(timing.paint)
    expect(timing.face).toMatch(/^"Plus Jakarta Sans Variable"/)
    expect(timing.core).toBe("loaded")
    const latin = () =>
      page.evaluate(() =>
        document.fonts.check('1rem "Plus Jakarta Sans Variable Latin"', "é")
          ? "loaded"
          : [...document.fonts].find((face) => face.family.includes("Latin"))?.status,
      )
    expect(await latin()).toBe("unloaded")

    await page.getByRole("main").getByRole("textbox", { name: "First name", exact: true }).fill("José")
    await expect.poll(latin).toBe("loaded")
    expect(files).toContainEqual(expect.stringMatching(/^plus-jakarta-sans-latin-[\w-]+\.woff2$/))
  })

  test("the site's icon is linked after the first paint, and a page read without scripts links it too", async ({
    page,
    browser,
  }) => {
    // The browser asks for a page's icon as soon as its head is parsed, in a request of its own
    // that no page event reports: the prerendered page links an empty data: icon, which is no
    // request, and the first-paint script points it at ours (lib/icon-after-paint.ts).
    const served = await (await page.request.get("/")).text()
    expect(served).toContain(
      '<link rel="icon" href="data:," sizes="16x16 32x32"/><noscript><link rel="icon" href="/favicon.ico" sizes="16x16 32x32"/></noscript>',
    )
    await page.goto("/")
    await waitForHydration(page)
    const icons = await page.evaluate(() =>
      [...document.querySelectorAll('head > link[rel="icon"]')].map((link) => [
        link.getAttribute("href"),
        link.getAttribute("sizes"),
      ]),
    )
    expect(icons).toEqual([["/favicon.ico", "16x16 32x32"]])

    const context = await browser.newContext({ javaScriptEnabled: false })
    const still = await context.newPage()
    await still.goto("/services/payroll-management")
    expect(
      await still.evaluate(() =>
        [...document.querySelectorAll('link[rel="icon"]')].map((l) => l.getAttribute("href")),
      ),
    ).toContain("/favicon.ico")
    await context.close()
  })

  test("the rupee sign's face is in use before the body is laid out, so its arrival lays nothing out again", async ({
    page,
  }) => {
    // The ₹ face's state when <body> starts: a face the sheet names as a data: URL is decoded only
    // once text needs it, after the first layout; one made from its bytes in <head> is in use.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return
        observer.disconnect()
        Object.assign(window, {
          rupeeAtBody: [...document.fonts]
            .filter((face) => face.family.replaceAll('"', "") === "Plus Jakarta Sans Variable Extras")
            .map((face) => face.status),
        })
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto("/jobs")
    await expect(page.getByText(/₹[\d,]+/).first()).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { rupeeAtBody: string[] }).rupeeAtBody)).toEqual([
      "loaded",
    ])
  })
})
