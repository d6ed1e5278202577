import { articlePage, blogPage, trendingArticles, type Article } from "@repo/content/blog"
import { articlesOnDisk } from "@repo/content/disk"
import { expect, test, type Page, type Response } from "@playwright/test"

import { opening } from "./page-checks"
import { viewports, waitForHydration } from "./support"

// Every file in packages/content/src/articles, in the blog's order: trending first, featured first.
const articles = articlesOnDisk()

// The spec's categories, each with the number of articles in it.
const specCategories = [
  "HR Strategy",
  "Recruitment",
  "Employee Experience",
  "Technology",
  "Compliance",
  "Learning & Development",
].map((name) => [name, articles.filter((article) => article.category === name).length] as const)
const trending = trendingArticles(articles)
const listed = [...trending, ...articles.filter((article) => !trending.includes(article))]
const allTitles = listed.map((article) => article.title)

function bySlug(slug: string): Article {
  const article = articles.find((entry) => entry.slug === slug)
  if (!article) throw new Error(`No article ${slug}.md`)
  return article
}

function listedTitles(page: Page) {
  return page.getByRole("main").getByRole("heading", { level: 3 }).allTextContents()
}

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: blogPage.searchLabel })
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("/blog lists all nine articles, the categories with their counts and the newsletter box", async ({
    page,
  }) => {
    await page.goto("/blog")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogPage.title)
    expect(await listedTitles(page)).toEqual(allTitles)
    await expect(page.getByRole("status")).toHaveText("9 articles")
    await expect(page.getByText("Featured", { exact: true })).toBeVisible()

    const readMore = page.getByRole("link", { name: /^Read More about / })
    await expect(readMore).toHaveCount(listed.length)
    for (const [i, article] of listed.entries())
      await expect(readMore.nth(i)).toHaveAttribute("href", `/blog/${article.slug}`)

    await expect(page.getByRole("link", { name: blogPage.feed.label })).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    )
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    )

    const categories = page.getByRole("region", { name: blogPage.categoriesHeading })
    for (const [name, count] of specCategories) {
      const button = categories.getByRole("button", { name: new RegExp(`^${name}`) })
      await expect(button).toHaveText(`${name}${count}`)
      await expect(button).toHaveAttribute("aria-pressed", "false")
    }

    const newsletter = page.getByRole("region", { name: "Stay Updated" })
    await expect(newsletter.getByRole("textbox", { name: "E-mail address" })).toBeVisible()
    await expect(newsletter.getByRole("button", { name: "Subscribe" })).toBeVisible()
  })

  test("remote-culture is dated 28 April 2025 in its byline, on /blog and in its BlogPosting", async ({
    page,
  }) => {
    await page.goto("/blog/remote-culture")
    await expect(page.getByRole("main").locator("header")).toContainText("28 April 2025")
    const postings = await page.locator('script[type="application/ld+json"]').allTextContents()
    const posting = postings.map((text) => JSON.parse(text)).find((data) => data["@type"] === "BlogPosting")
    expect(posting.datePublished).toBe("2025-04-28")
    await page.goto("/blog")
    await expect(page.getByRole("main")).not.toContainText("Admin")
    await expect(
      page
        .getByRole("article")
        .filter({ hasText: bySlug("remote-culture").title })
        .first(),
    ).toContainText("28 April 2025")
  })

  test("an address under /blog that names no article is the not-found page, with a 404", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/)
  })
})

test.describe("blog search", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/blog")
    await waitForHydration(page)
  })

  test("filters the list as you type, by title, excerpt and category, and announces the count", async ({
    page,
  }) => {
    await searchBox(page).pressSequentially("hybrid")
    await expect(page.getByRole("status")).toHaveText("1 of 9 articles matching “hybrid”")
    expect(await listedTitles(page)).toEqual([bySlug("remote-culture").title])

    // Words from an excerpt: only the compliance summary mentions the Internal Committee.
    await searchBox(page).fill("internal committee")
    expect(await listedTitles(page)).toEqual([bySlug("posh-policy").title])

    // A category's name finds its articles.
    await searchBox(page).fill("learning & development")
    expect(await listedTitles(page)).toEqual([bySlug("first-time-managers").title])
  })

  test("says so when nothing matches, and Clear filters brings every article back", async ({ page }) => {
    await searchBox(page).fill("blockchain")
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible()
    await expect(page.getByRole("status")).toHaveText("No articles matching “blockchain”")
    expect(await listedTitles(page)).toEqual([])

    await page.getByRole("button", { name: "Clear filters" }).click()
    await expect(page.getByRole("status")).toHaveText("9 articles")
    expect(await listedTitles(page)).toEqual(allTitles)
    await expect(searchBox(page)).toHaveValue("")
    await expect(searchBox(page)).toBeFocused()
  })

  test("a category filters the list, pressed again it clears, and its count stays the same", async ({
    page,
  }) => {
    const categories = page.getByRole("region", { name: blogPage.categoriesHeading })
    const recruitment = categories.getByRole("button", { name: /^Recruitment/ })
    await recruitment.click()
    await expect(recruitment).toHaveAttribute("aria-pressed", "true")
    await expect(page.getByRole("status")).toHaveText("2 of 9 articles in Recruitment")
    // In the listing's order: trending (by date) first.
    const inCategory = (name: string) =>
      listed.filter((article) => article.category === name).map((article) => article.title)
    expect(await listedTitles(page)).toEqual(inCategory("Recruitment"))
    expect(inCategory("Recruitment").sort()).toEqual(
      [bySlug("executive-search").title, bySlug("campus-offers").title].sort(),
    )
    await expect(recruitment).toHaveText("Recruitment2")

    // Another category replaces it; the search narrows within the category.
    const technology = categories.getByRole("button", { name: /^Technology/ })
    await technology.click()
    await expect(recruitment).toHaveAttribute("aria-pressed", "false")
    expect(await listedTitles(page)).toEqual(inCategory("Technology"))
    await searchBox(page).fill("HRMS")
    expect(await listedTitles(page)).toEqual([bySlug("choosing-an-hrms").title])
    await searchBox(page).fill("")

    await technology.click()
    await expect(technology).toHaveAttribute("aria-pressed", "false")
    expect(await listedTitles(page)).toEqual(allTitles)
  })

  test("Read More opens its article inside the page, and the back link returns to the list", async ({
    page,
  }) => {
    // The first card (trending) and the last: every Read More's address is checked by the test of
    // /blog without JavaScript, and each article's text by its own "reads in full" test.
    const first = listed[0]
    const last = listed.at(-1)
    if (!first || !last) throw new Error("The blog lists no articles")
    // A mark on the window survives a navigation inside the page, and not a full load.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    for (const article of [first, last]) {
      await page.getByRole("link", { name: `Read More about ${article.title}` }).click()
      await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title)
      await expect(page.getByText(opening(article))).toBeVisible()
      await page.getByRole("link", { name: articlePage.backLink.label }).click()
      await expect(page).toHaveURL(/\/blog$/)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogPage.title)
    }
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true)
  })
})

test.describe("article actions", () => {
  const article = articles[0]!

  test("Share → Copy link puts the article's address on the clipboard and says so", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-write"], { origin: baseURL })
    // The site's Permissions-Policy forbids reading the clipboard, so the test records what the page
    // writes on its way to the real clipboard.
    await page.addInitScript(() => {
      const written: string[] = []
      Object.assign(window, { clipboardWrites: written })
      const clipboard = navigator.clipboard
      const writeText = clipboard.writeText.bind(clipboard)
      clipboard.writeText = (text: string) => {
        written.push(text)
        return writeText(text)
      }
    })
    await page.goto(`/blog/${article.slug}`)
    await waitForHydration(page)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
    expect(canonical).toMatch(new RegExp(`/blog/${article.slug}$`))

    await page.getByRole("button", { name: "Share" }).click()
    const menu = page.getByRole("menu")
    await expect(menu.getByRole("menuitem", { name: /Share on LinkedIn/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    )
    await expect(menu.getByRole("menuitem", { name: /Share on X/ })).toHaveAttribute("target", "_blank")
    await menu.getByRole("menuitem", { name: "Copy link" }).click()

    await expect(page.getByRole("region", { name: "Notifications" }).getByText("Link copied")).toBeVisible()
    expect(
      await page.evaluate(() => (window as unknown as { clipboardWrites: string[] }).clipboardWrites),
    ).toEqual([canonical])
    await expect(menu).toBeHidden()
    await expect(page.getByRole("button", { name: "Share" })).toBeFocused()
  })

  test("Save opens the print dialog, and the printed article leaves out the page's furniture", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls = { count: 0 }
      Object.assign(window, { printCalls: calls })
      window.print = () => {
        calls.count += 1
      }
    })
    await page.goto(`/blog/${article.slug}`)
    await waitForHydration(page)
    await page.getByRole("button", { name: "Save" }).click()
    expect(
      await page.evaluate(() => (window as unknown as { printCalls: { count: number } }).printCalls.count),
    ).toBe(1)

    await page.emulateMedia({ media: "print" })
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(page.getByText(opening(article))).toBeVisible()
    await expect(page.getByRole("main").locator("header")).toContainText(article.author)
    for (const hidden of [
      page.getByRole("banner"),
      page.getByRole("contentinfo"),
      page.getByRole("button", { name: "Share" }),
      page.getByRole("button", { name: "Save" }),
      page.getByRole("link", { name: articlePage.backLink.label }),
      page.getByRole("link", { name: articlePage.cta.action.label }),
      page.getByRole("heading", { name: articlePage.cta.heading }),
      page.getByRole("heading", { name: articlePage.relatedHeading }),
    ])
      await expect(hidden).toBeHidden()
  })

  test("the back link returns to the blog", async ({ page }) => {
    await page.goto(`/blog/${article.slug}`)
    await waitForHydration(page)
    await page.getByRole("link", { name: articlePage.backLink.label }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogPage.title)
  })

  test.describe("at desktop width", () => {
    test.use({ viewport: viewports.desktop })

    test("the table of contents leads to each section and marks the one being read", async ({ page }) => {
      await page.goto(`/blog/${article.slug}`)
      await waitForHydration(page)
      const toc = page.getByRole("navigation", { name: articlePage.tocHeading })
      const headings = article.toc
      await expect(toc.getByRole("link")).toHaveCount(headings.length)
      const target = headings[2]
      if (!target) throw new Error(`${article.slug} needs at least three sections`)
      await toc.getByRole("link", { name: target.text }).click()
      await expect(page).toHaveURL(new RegExp(`#${target.id}$`))
      await expect(page.locator(`#${target.id}`)).toBeInViewport()
      await expect(toc.getByRole("link", { name: target.text })).toHaveAttribute("aria-current", "location")
    })
  })

  test("the table of contents is left out on a phone", async ({ page }) => {
    await page.setViewportSize(viewports.mobile)
    await page.goto(`/blog/${article.slug}`)
    const toc = page.locator('nav[data-slot="article-toc"]')
    await expect(toc).toHaveCount(1)
    await expect(toc).toBeHidden()
  })
})

test("each article page loads its own text and not the other articles'", async ({ page }) => {
  for (const article of trending) {
    const bodies: Promise<string>[] = []
    const listener = (response: Response) => {
      if (/\.(js|data)$|\/$|\/blog\/[a-z-]+$/.test(new URL(response.url()).pathname))
        bodies.push(response.text().catch(() => ""))
    }
    page.on("response", listener)
    await page.goto(`/blog/${article.slug}`)
    await waitForHydration(page)
    page.off("response", listener)
    const loaded = (await Promise.all(bodies)).join("\n")
    expect(loaded).toContain(opening(article))
    for (const other of articles.filter((entry) => entry.slug !== article.slug))
      expect(loaded).not.toContain(opening(other))
  }
})

test("with JavaScript an unknown article address stays the not-found page once the page runs", async ({
  page,
}) => {
  const response = await page.goto("/blog/no-such-article")
  expect(response?.status()).toBe(404)
  await waitForHydration(page)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Page not found/)
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0)
})
