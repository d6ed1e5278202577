// The site's icon is requested after the first paint, as the brand face and the manifest are: the
// prerendered head links an empty data: icon, which is no request, with the real link in a
// <noscript>, and the first-paint script points the link back (why: docs/decisions/024).

// The icon link React writes from root.tsx's links(): rel, then href, then the rest (sizes).
const iconLink = /<link rel="icon" href="(\/[^"]+)"([^>]*)\/>/

/** An icon that is no request: an empty data: URL (Chromium asks for /favicon.ico with no link). */
export const iconPlaceholder = "data:,"

/**
 * The page with its icon link pointed at the placeholder (and the real one for pages without
 * scripts), and the statement the first-paint script runs to point it back; undefined when the
 * head has no icon link of ours.
 */
export function iconAfterFirstPaint(html: string): { html: string; script: string } | undefined {
  const link = iconLink.exec(html)
  if (!link) return undefined
  const [tag, href, rest] = link
  const placeholder = `<link rel="icon" href="${iconPlaceholder}"${rest}/>`
  return {
    html: html.replace(tag, () => `${placeholder}<noscript>${tag}</noscript>`),
    script: `document.querySelector('link[rel="icon"][href="${iconPlaceholder}"]')?.setAttribute("href", ${JSON.stringify(href)});`,
  }
}
