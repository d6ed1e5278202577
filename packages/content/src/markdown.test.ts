import { describe, expect, it } from "vitest"

import { loadArticles, parseArticle } from "./markdown-articles"
import { parseLegalDocument } from "./markdown-legal"

const frontmatter = {
  title: '"Campus Offers That Hold: Cutting Reneges"',
  excerpt: '"Eight months separate a campus offer from a first day. How to keep students committed."',
  author: '"Karan Bhatia"',
  date: "2025-03-02",
  category: '"Recruitment"',
  image: "/images/blog/campus-offers-1200.webp",
  imageAlt: '"Abstract illustration of a campus and an office"',
  featured: "false",
}

function file(
  fields: Record<string, string | undefined> = {},
  body = "Opening.\n\n## First part\n\nText.\n",
) {
  const lines = Object.entries({ ...frontmatter, ...fields })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
  return `---\n${lines.join("\n")}\n---\n\n${body}`
}

describe("article frontmatter", () => {
  it("a valid file parses, with its slug from the file name", () => {
    const article = parseArticle("src/articles/campus-offers.md", file())
    expect(article).toMatchObject({
      slug: "campus-offers",
      date: "2025-03-02",
      featured: false,
    })
  })

  it.each([
    [
      "date",
      { date: "March 2, 2025" },
      /src\/articles\/x\.md: .*field "date": must be a real date written YYYY-MM-DD/,
    ],
    ["date", { date: "2025-02-30" }, /field "date": must be a real date/],
    ["category", { category: '"Hiring"' }, /field "category": must be one of: HR Strategy, Recruitment/],
    ["title", { title: undefined }, /src\/articles\/x\.md: .*field "title"/],
    ["featured", { featured: '"yes"' }, /field "featured": must be true or false/],
    [
      "image",
      { image: "https://example.com/x.png" },
      /field "image": must be \/images\/blog\/<name>-1200\.webp/,
    ],
    ["a misspelt field", { autor: '"X"' }, /src\/articles\/x\.md: .*autor/],
  ])("fails the build on a bad %s, naming the file, the field and the reason", (_, fields, message) => {
    expect(() => parseArticle("src/articles/x.md", file(fields))).toThrow(message)
  })

  it("fails on a file without frontmatter, a body with its own title, or two featured articles", () => {
    expect(() => parseArticle("src/articles/x.md", "Just text.\n\n## A\n")).toThrow(/x\.md: no frontmatter/)
    expect(() => parseArticle("src/articles/x.md", file({}, "# Title\n\n## A\n"))).toThrow(/"# " heading/)
    expect(() =>
      loadArticles({
        "./articles/a.md": file({ featured: "true" }),
        "./articles/b.md": file({ featured: "true" }),
      }),
    ).toThrow(/only one article can be featured/)
  })

  it("fails on an unknown directive instead of dropping its text", () => {
    expect(() => parseArticle("src/articles/x.md", file({}, "## A\n\n:::warning\nCareful.\n:::\n"))).toThrow(
      /x\.md: unknown directive :::warning/,
    )
  })
})

describe("article body", () => {
  const body = [
    "Read [the RPO page](/services/rpo) with **care** and *attention*.",
    "## Why it matters",
    "### Not in the contents",
    "| Stage | Weeks |\n| --- | ---: |\n| Search | 4 |",
    "> Offers are won in the notice period.\n> — A CHRO in Pune",
    ':::callout{title="A rule of thumb"}\nCall every candidate weekly.\n:::',
    "Keys like talentrise:contact-draft stay as written.",
  ].join("\n\n")
  const article = parseArticle("src/articles/x.md", file({}, body))

  it("renders links and emphasis, and anchors each heading by its text", () => {
    expect(article.html).toContain('<a href="/services/rpo">the RPO page</a>')
    expect(article.html).toContain("<strong>care</strong>")
    expect(article.html).toContain("<em>attention</em>")
    expect(article.toc).toEqual([{ id: "why-it-matters", text: "Why it matters" }])
    expect(article.html).toContain('<h3 id="not-in-the-contents">')
  })

  it("labels each table cell with its column, heads rows by their first cell, and drops `align`", () => {
    expect(article.html).toContain('<th scope="row" data-label="Stage">Search</th>')
    expect(article.html).toContain('<td data-label="Weeks">4</td>')
    expect(article.html).not.toContain("align")
  })

  it("turns a quote's closing dash line into its caption, and a callout into a named aside", () => {
    expect(article.html).toMatch(
      /<figure data-quote="">\s*<blockquote>\s*<p>Offers are won in the notice period\.<\/p>\s*<\/blockquote>\s*<figcaption>— A CHRO in Pune<\/figcaption>\s*<\/figure>/,
    )
    expect(article.html).toMatch(
      /<aside data-callout="" aria-label="A rule of thumb"><svg[^>]*aria-hidden="true"/,
    )
    expect(article.html).toContain("<p>Call every candidate weekly.</p>")
    expect(article.html).toContain("talentrise:contact-draft stay as written")
  })

  it("counts every word a reader reads, and no Markdown syntax", () => {
    // 8 + 3 + 3 + (2 headers + 2 cells) + 7 + 5 (— A CHRO in Pune) + 4 (callout title) + 4 + 7
    expect(article.words).toBe(8 + 3 + 3 + 4 + 7 + 5 + 4 + 4 + 7)
  })
})

describe("legal files", () => {
  it("fills {{placeholders}} from site.ts, and fails on an unknown one", () => {
    const legal = (body: string) =>
      `---\ntitle: "Privacy Policy"\ndescription: "${"How we handle personal data. ".repeat(3)}"\nupdated: 2025-03-15\n---\n\n${body}`
    const doc = parseLegalDocument(
      "src/legal/privacy-policy.md",
      legal("Write to {{email}}.\n\n## Who we are\n\nText."),
    )
    expect(doc.introHtml).toContain("hello@talentrise.example")
    expect(doc.sections).toEqual([{ id: "who-we-are", heading: "Who we are", html: "<p>Text.</p>" }])
    expect(doc.updated).toBe("2025-03-15")
    expect(doc.lastUpdated).toBe("15 March 2025")
    expect(() => parseLegalDocument("src/legal/privacy-policy.md", legal("{{fax}}\n\n## A\n"))).toThrow(
      /privacy-policy\.md: unknown placeholder \{\{fax\}\}/,
    )
    expect(() =>
      parseLegalDocument("src/legal/privacy-policy.md", legal("x").replace("2025-03-15", "March 15")),
    ).toThrow(/privacy-policy\.md: bad frontmatter, field "updated"/)
  })
})
