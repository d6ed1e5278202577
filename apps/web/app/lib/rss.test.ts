// @vitest-environment jsdom
import { articles } from "@repo/content/articles"
import { describe, expect, it } from "vitest"

import { loader } from "../routes/blog-feed"
import { rfc822 } from "./rss"
import { siteUrl } from "./site-url"

// RFC 822 as RSS 2.0 uses it: "Wed, 15 Jan 2025 00:00:00 GMT".
const rfc822Date =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/

async function feed() {
  const response = loader()
  expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8")
  const xml = await response.text()
  const doc = new DOMParser().parseFromString(xml, "application/xml")
  expect(doc.querySelector("parsererror")).toBeNull()
  return doc
}

describe("the blog's RSS feed", () => {
  it("is an RSS 2.0 document whose channel has a title, link and description", async () => {
    const doc = await feed()
    const rss = doc.documentElement
    expect(rss.tagName).toBe("rss")
    expect(rss.getAttribute("version")).toBe("2.0")
    const channels = rss.querySelectorAll(":scope > channel")
    expect(channels).toHaveLength(1)
    const channel = channels[0]!
    const child = (name: string) => channel.querySelector(`:scope > ${name}`)?.textContent
    expect(child("title")).toBe("Talentrise HR Blog")
    expect(child("link")).toBe(`${siteUrl}/blog`)
    expect(child("description")?.length).toBeGreaterThan(20)
    expect(child("lastBuildDate")).toMatch(rfc822Date)
  })

  it("has an item per article, newest first, each with title, link, guid and an RFC 822 pubDate", async () => {
    const doc = await feed()
    const items = [...doc.querySelectorAll("channel > item")]
    expect(items).toHaveLength(articles.length)
    const newestFirst = [...articles].sort((a, b) => b.date.localeCompare(a.date))
    for (const [i, item] of items.entries()) {
      const article = newestFirst[i]!
      const child = (name: string) => item.getElementsByTagName(name)[0]?.textContent
      expect(child("title")).toBe(article.title)
      expect(child("link")).toBe(`${siteUrl}/blog/${article.slug}`)
      expect(child("guid")).toBe(child("link"))
      expect(item.getElementsByTagName("guid")[0]?.getAttribute("isPermaLink")).toBe("true")
      expect(child("pubDate")).toMatch(rfc822Date)
      expect(new Date(child("pubDate")!).toISOString().slice(0, 10)).toBe(article.date)
      expect(child("description")).toBe(article.excerpt)
    }
  })

  it("writes dates as RFC 822 and refuses what is not an ISO date", () => {
    expect(rfc822("2025-04-28")).toBe("Mon, 28 Apr 2025 00:00:00 GMT")
    expect(() => rfc822("April 28, 2025")).toThrow(/Not an ISO date/)
  })
})
