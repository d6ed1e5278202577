// The site's icon is requested after the first paint, as the brand face and the manifest are
// (docs/decisions/024). The browser asks for a page's icon as soon as the head is parsed, before
// the first frame: the request finishes before the paint on a fast connection, and Lighthouse's
// simulation then counts it among what the largest paint waited for, about 0.1 s at slow 4G,
// though nothing on the page needs it. The prerendered head links an empty data: icon, which costs
// no request, and the first-paint script points that link at the real icon; a page read without
// scripts links the real icon from a <noscript> beside it. By the time React hydrates the head, the
// link is the one root.tsx renders.

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
