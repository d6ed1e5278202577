// An RSS 2.0 document (https://www.rssboard.org/rss-specification): the blog's feed.

export type FeedItem = {
  title: string
  /** Absolute URL of the article; also its permanent guid. */
  link: string
  description: string
  author: string
  category: string
  /** ISO date (YYYY-MM-DD). */
  datePublished: string
}

export type Feed = {
  title: string
  /** Absolute URL of the site's page for the feed (the blog). */
  link: string
  /** Absolute URL of the feed itself. */
  feedUrl: string
  description: string
  items: readonly FeedItem[]
}

function escapeXml(text: string) {
  return text.replace(
    /[<>&"']/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot", "'": "apos" }[c]};`,
  )
}

/** An RFC 822 date, as RSS 2.0 requires: "Wed, 15 Jan 2025 00:00:00 GMT". */
export function rfc822(isoDate: string) {
  const date = new Date(`${isoDate}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime()))
    throw new Error(`Not an ISO date: ${isoDate}`)
  return date.toUTCString()
}

/** The feed's XML; items newest first, the channel dated by its newest item. */
export function rssFeed(feed: Feed): string {
  const items = [...feed.items].sort((a, b) => b.datePublished.localeCompare(a.datePublished))
  const tag = (name: string, value: string, indent: string) =>
    `${indent}<${name}>${escapeXml(value)}</${name}>`
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">`,
    `  <channel>`,
    tag("title", feed.title, "    "),
    tag("link", feed.link, "    "),
    tag("description", feed.description, "    "),
    tag("language", "en-IN", "    "),
    ...(items[0] ? [tag("lastBuildDate", rfc822(items[0].datePublished), "    ")] : []),
    `    <atom:link href="${escapeXml(feed.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items.flatMap((item) => [
      `    <item>`,
      tag("title", item.title, "      "),
      tag("link", item.link, "      "),
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      tag("pubDate", rfc822(item.datePublished), "      "),
      tag("description", item.description, "      "),
      tag("dc:creator", item.author, "      "),
      tag("category", item.category, "      "),
      `    </item>`,
    ]),
    `  </channel>`,
    `</rss>`,
    ``,
  ].join("\n")
}
