// sitemap.xml from the prerendered pages: what search engines may list, and nothing they may not.

/** Whether a page lets search engines index it: no `<meta name="robots">` that says noindex. */
export function isIndexable(html: string): boolean {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (!/\bname="robots"/i.test(tag)) continue
    if (/\bcontent="[^"]*\bnoindex\b/i.test(tag)) return false
  }
  return true
}

/**
 * Every indexable page by its canonical URL. A page that asks not to be indexed (a closed opening's
 * application page) stays on the site but leaves the sitemap.
 */
export function sitemapXml(pages: readonly { path: string; html: string }[], siteUrl: string): string {
  const absolute = (path: string) => (path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`)
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...pages
      .filter((page) => isIndexable(page.html))
      .map((page) => `  <url><loc>${absolute(page.path)}</loc></url>`),
    `</urlset>`,
    ``,
  ].join("\n")
}
