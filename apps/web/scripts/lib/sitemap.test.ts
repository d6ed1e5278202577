import { describe, expect, it } from "vitest"

import { isIndexable, sitemapXml } from "./sitemap"

const page = (path: string, head = "") => ({
  path,
  html: `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>x</title></head><body></body></html>`,
})

describe("sitemap", () => {
  it("lists every page by its canonical URL", () => {
    const xml = sitemapXml([page("/"), page("/careers")], "https://talentrise.example")
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    )
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
      "https://talentrise.example/",
      "https://talentrise.example/careers",
    ])
  })

  it("leaves out a page that asks not to be indexed, such as a closed opening's form", () => {
    const closed = page("/careers/apply/payroll-manager", '<meta name="robots" content="noindex, follow"/>')
    const xml = sitemapXml([page("/careers"), closed], "https://talentrise.example")
    expect(xml).toContain("<loc>https://talentrise.example/careers</loc>")
    expect(xml).not.toContain("payroll-manager")
  })

  it("reads only the robots meta element", () => {
    expect(isIndexable(page("/", '<meta name="description" content="noindex is a word"/>').html)).toBe(true)
    expect(isIndexable(page("/", '<meta name="robots" content="index, follow"/>').html)).toBe(true)
    expect(isIndexable(page("/", '<meta content="noindex" name="robots"/>').html)).toBe(false)
  })

  it("gives a page in two languages both as xhtml:link alternates, as its head names them", () => {
    const head = [
      '<link rel="alternate" hrefLang="en-IN" href="https://talentrise.example/jobs"/>',
      '<link rel="alternate" hrefLang="hi-IN" href="https://talentrise.example/hi/jobs"/>',
      '<link rel="alternate" hrefLang="x-default" href="https://talentrise.example/jobs"/>',
    ].join("")
    const xml = sitemapXml(
      [page("/jobs", head), page("/hi/jobs", head), page("/about")],
      "https://talentrise.example",
    )
    const url = (loc: string) => xml.split("\n").find((line) => line.includes(`<loc>${loc}</loc>`))!
    for (const loc of ["https://talentrise.example/jobs", "https://talentrise.example/hi/jobs"]) {
      expect(url(loc)).toContain(
        '<xhtml:link rel="alternate" hreflang="en-IN" href="https://talentrise.example/jobs"/>',
      )
      expect(url(loc)).toContain(
        '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://talentrise.example/hi/jobs"/>',
      )
      expect(url(loc)).toContain('hreflang="x-default" href="https://talentrise.example/jobs"')
    }
    expect(url("https://talentrise.example/about")).not.toContain("xhtml:link")
  })
})
