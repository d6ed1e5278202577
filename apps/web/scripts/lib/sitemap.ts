// sitemap.xml from the prerendered pages: what search engines may list, and nothing they may not.

/** Whether a page lets search engines index it: no `<meta name="robots">` that says noindex. */
export function isIndexable(html: string): boolean {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (!/\bname="robots"/i.test(tag)) continue
    if (/\bcontent="[^"]*\bnoindex\b/i.test(tag)) return false
  }
  return true
}

/** A page's hreflang alternates as its head lists them: `<link rel="alternate" hreflang href>`. */
export function alternatesOf(html: string): { hreflang: string; href: string }[] {
  const found: { hreflang: string; href: string }[] = []
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel="alternate"/i.test(tag)) continue
    const hreflang = /\bhreflang="([^"]+)"/i.exec(tag)?.[1]
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1]
    if (hreflang && href) found.push({ hreflang, href })
  }
  return found
}

/**
 * Every indexable page by its canonical URL, with the page's versions in other languages as
 * `xhtml:link` alternates, as its head names them (Google's sitemap form of hreflang). A page that asks not to be indexed (a closed opening's
 * application page) stays on the site but leaves the sitemap.
 */
export function sitemapXml(pages: readonly { path: string; html: string }[], siteUrl: string): string {
  const absolute = (path: string) => (path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`)
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...pages
      .filter((page) => isIndexable(page.html))
      .map((page) => {
        const links = alternatesOf(page.html).map(
          ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
        )
        return `  <url><loc>${absolute(page.path)}</loc>${links.join("")}</url>`
      }),
    `</urlset>`,
    ``,
  ].join("\n")
}
