import { describe, expect, it } from "vitest"

import { articleBySlug, articles } from "./articles"
import { articlesOnDisk } from "./disk"
import { relatedArticles } from "./markdown-articles"
import {
  articleCard,
  articleHref,
  blogCategories,
  categoriesWithCounts,
  readTime,
  trendingArticles,
} from "./blog"
import { testimonials } from "./home"
import { services } from "./services"

const trending = trendingArticles(articles)
const more = articles.filter((article) => !trending.includes(article))

describe("trending articles", () => {
  // Issue 35: "Trending" follows the dates, not a flag set in 2025.
  it("are the three most recently published or updated, newest first", () => {
    expect(trending).toHaveLength(3)
    const newest = (article: (typeof articles)[number]) => article.updated ?? article.date
    const cutoff = newest(trending.at(-1)!)
    for (const article of more) expect(newest(article) <= cutoff, article.slug).toBe(true)
    expect(trending.map(newest)).toEqual([...trending.map(newest)].sort().reverse())
    expect(articles[0]?.featured).toBe(true)
    expect(articles.filter((article) => article.featured)).toHaveLength(1)
  })

  it("follow a newer article or a fresh update, whatever was trending before", () => {
    const list = [
      { slug: "old", date: "2025-01-15" },
      { slug: "updated", date: "2025-02-01", updated: "2026-11-26" },
      { slug: "newer", date: "2025-06-03" },
      { slug: "newest", date: "2026-10-01" },
    ]
    expect(trendingArticles(list).map((article) => article.slug)).toEqual(["updated", "newest", "newer"])
    expect(trendingArticles(list, 1).map((article) => article.slug)).toEqual(["updated"])
  })

  it("the spec's three articles read in 12, 10 and 15 minutes, computed from their text", () => {
    const minutes = ["ai-recruitment", "remote-culture", "executive-search"].map(
      (slug) => articleBySlug(slug)?.readTime,
    )
    expect(minutes).toEqual([12, 10, 15])
  })

  it("remote-culture is dated 28 April 2025 (the spec's 'Admin 28' was a typo)", () => {
    const article = articleBySlug("remote-culture")!
    expect(article.date).toBe("2025-04-28")
    expect(articleCard(article).date).toBe("28 April 2025")
  })

  it("link to /blog/{id}", () => {
    expect(articleHref("executive-search")).toBe("/blog/executive-search")
  })
})

describe("every article", () => {
  it.each(articles.map((article) => [article.slug, article] as const))(
    "%s has unique heading anchors computed from its headings, and a table of contents",
    (_slug, article) => {
      expect(article.toc.length).toBeGreaterThan(2)
      const ids = article.toc.map((item) => item.id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const item of article.toc) {
        expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        expect(article.html).toContain(`<h2 id="${item.id}">`)
      }
    },
  )

  it.each(articles.map((article) => [article.slug, article] as const))(
    "%s links only to pages the site has",
    (_slug, article) => {
      const pages = new Set([
        "/",
        "/about",
        "/services",
        "/careers",
        "/case-studies",
        "/contact",
        "/blog",
        "/privacy-policy",
        "/terms-of-service",
        "/cookie-policy",
        ...services.map((service) => `/services/${service.slug}`),
        ...articles.map((entry) => articleHref(entry.slug)),
      ])
      for (const [, href] of article.html.matchAll(/href="(\/[^"#?]*)/g)) expect(pages).toContain(href)
    },
  )

  it("is in one of the blog's categories", () => {
    const names: readonly string[] = blogCategories.map((category) => category.name)
    for (const article of articles) expect(names).toContain(article.category)
  })

  it("has an author who is not also one of the clients quoted on the home page", () => {
    const clients = new Set(testimonials.map((testimonial) => testimonial.name))
    for (const article of articles) expect(clients).not.toContain(article.author)
    expect(articleBySlug("ai-recruitment")?.author).toBe("Ananya Deshpande")
  })

  it("'Keep reading' offers two other articles, its own category first", () => {
    for (const article of articles) {
      const related = relatedArticles(articles, article)
      expect(related).toHaveLength(2)
      expect(related).not.toContain(article)
      const sameCategory = articles.filter(
        (entry) => entry !== article && entry.category === article.category,
      )
      if (sameCategory.length > 0) expect(related[0]?.category).toBe(article.category)
    }
  })
})

describe("more articles", () => {
  // The spec's six "more articles", by slug: which of them trend now depends on the dates.
  const specMore = [
    "campus-offers",
    "tier-2-cities",
    "mid-level-onboarding",
    "choosing-an-hrms",
    "posh-policy",
    "first-time-managers",
  ]
  const sixOfTheSpec = articles.filter((article) => specMore.includes(article.slug))

  it("are the six the spec lists, each with the read time it gives, computed from its text", () => {
    expect(Object.fromEntries(sixOfTheSpec.map((article) => [article.slug, article.readTime]))).toEqual({
      "campus-offers": 7,
      "tier-2-cities": 9,
      "mid-level-onboarding": 6,
      "choosing-an-hrms": 8,
      "posh-policy": 5,
      "first-time-managers": 7,
    })
  })

  it("each read in 5 to 9 minutes", () => {
    for (const article of sixOfTheSpec) {
      expect(article.readTime).toBeGreaterThanOrEqual(5)
      expect(article.readTime).toBeLessThanOrEqual(9)
    }
  })
})

describe("the article files", () => {
  it("read from disk (scripts, end-to-end tests) are the ones the site builds from", () => {
    expect(articlesOnDisk()).toEqual(articles)
  })
})

describe("read time", () => {
  it("is 214 words a minute, rounded up", () => {
    expect(readTime(1)).toBe(1)
    expect(readTime(214)).toBe(1)
    expect(readTime(215)).toBe(2)
    expect(readTime(1926)).toBe(9)
    expect(readTime(1927)).toBe(10)
  })
})

describe("blog categories", () => {
  it("have the spec's names, in order", () => {
    expect(blogCategories.map(({ name }) => name)).toEqual([
      "HR Strategy",
      "Recruitment",
      "Employee Experience",
      "Technology",
      "Compliance",
      "Learning & Development",
    ])
  })

  it("count the articles in each, so the counts add up to the number of articles", () => {
    const counted = categoriesWithCounts(articles)
    expect(counted.reduce((sum, category) => sum + category.count, 0)).toBe(articles.length)
    for (const category of counted)
      expect(category.count).toBe(articles.filter((article) => article.category === category.name).length)
    expect(Object.fromEntries(counted.map(({ name, count }) => [name, count]))).toEqual({
      "HR Strategy": 1,
      Recruitment: 2,
      "Employee Experience": 2,
      Technology: 2,
      Compliance: 1,
      "Learning & Development": 1,
    })
  })

  it("count a new article in its category, and show an empty category as 0", () => {
    const counted = categoriesWithCounts([{ category: "Compliance" }, { category: "Compliance" }])
    expect(counted.find((c) => c.name === "Compliance")?.count).toBe(2)
    expect(counted.find((c) => c.name === "Technology")?.count).toBe(0)
  })
})
