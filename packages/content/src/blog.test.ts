import { describe, expect, it } from "vitest"

import { articleHref, articles, blogCategories, moreArticles } from "./blog"
import { countWords } from "./rich-text"

describe("trending articles", () => {
  it("are the three spec ids, in order, the featured one first", () => {
    expect(articles.map((article) => article.id)).toEqual([
      "ai-recruitment",
      "remote-culture",
      "executive-search",
    ])
  })

  it("have the spec's read times", () => {
    expect(articles.map((article) => article.readTime)).toEqual([12, 10, 15])
  })

  it.each(articles.map((article) => [article.id, article] as const))(
    "%s has a body whose length matches its read time (200 words a minute, ±15%)",
    (_id, article) => {
      const expected = article.readTime * 200
      const words = countWords(article.body)
      expect(words).toBeGreaterThanOrEqual(expected * 0.85)
      expect(words).toBeLessThanOrEqual(expected * 1.15)
    },
  )

  it.each(articles.map((article) => [article.id, article] as const))(
    "%s has unique heading ids",
    (_id, article) => {
      const ids = article.body.flatMap((block) => (block.type === "heading" ? [block.id] : []))
      expect(ids.length).toBeGreaterThan(0)
      expect(new Set(ids).size).toBe(ids.length)
    },
  )

  it("keeps remote-culture's malformed date exactly as the spec records it", () => {
    expect(articles.find((article) => article.id === "remote-culture")?.date).toBe("Admin 28, 2025")
  })

  it("link to /blog/{id}", () => {
    expect(articleHref("executive-search")).toBe("/blog/executive-search")
  })
})

describe("blog categories", () => {
  it("have the spec's names and counts, in order", () => {
    expect(blogCategories.map(({ name, count }) => ({ name, count }))).toEqual([
      { name: "HR Strategy", count: 15 },
      { name: "Recruitment", count: 12 },
      { name: "Employee Experience", count: 18 },
      { name: "Technology", count: 8 },
      { name: "Compliance", count: 10 },
      { name: "Learning & Development", count: 14 },
    ])
  })

  it("cover every article's category", () => {
    const names: readonly string[] = blogCategories.map((category) => category.name)
    for (const article of [...articles, ...moreArticles]) expect(names).toContain(article.category)
  })
})

describe("more articles", () => {
  it("are six, each read in 5 to 9 minutes", () => {
    expect(moreArticles).toHaveLength(6)
    for (const article of moreArticles) {
      expect(article.readTime).toBeGreaterThanOrEqual(5)
      expect(article.readTime).toBeLessThanOrEqual(9)
    }
  })
})
