import { articles } from "@repo/content/articles"
import { articleCard, blogPage, categoriesWithCounts, trendingArticles } from "@repo/content/blog"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"

import { BlogSearch } from "./blog-search"

// The blog's articles and category counts, from the site's content, as the blog's loader builds them.
const trendingOnes = trendingArticles(articles)
const trending = trendingOnes.map(articleCard)
const more = articles.filter((article) => !trendingOnes.includes(article)).map(articleCard)
const categories = categoriesWithCounts(articles)
const all = [...trending, ...more]

/** The titles, in the listing's order, whose title, excerpt or category hold `words` (and in `category`). */
function titlesMatching(words: string, category?: string) {
  const term = words.toLocaleLowerCase("en-IN")
  return all
    .filter((article) => category === undefined || article.category === category)
    .filter((article) =>
      `${article.title} ${article.excerpt} ${article.category}`.toLocaleLowerCase("en-IN").includes(term),
    )
    .map((article) => article.title)
}

const meta = {
  title: "Sections/BlogSearch",
  component: BlogSearch,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on the blog index to filter articles by title and excerpt as a visitor types. **Don't** use it as a site-wide search: it searches only the articles it is given.",
      },
    },
  },
  args: {
    trending,
    more,
    categories,
    trendingHeading: blogPage.trendingHeading,
    moreHeading: blogPage.moreHeading,
    categoriesHeading: blogPage.categoriesHeading,
    searchLabel: blogPage.searchLabel,
    searchPlaceholder: blogPage.searchPlaceholder,
    aside: (
      <section aria-labelledby="newsletter-story" className="rounded-xl bg-ink p-6 text-ink-foreground">
        <h2 id="newsletter-story" className="text-lg font-bold">
          Stay Updated
        </h2>
        <p className="mt-2 text-sm text-ink-muted">The sidebar's second box goes here.</p>
      </section>
    ),
  },
  decorators: [
    (Story) => (
      <div className="container-page py-10">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogSearch>
export default meta
type Story = StoryObj<typeof meta>

function articleTitles(canvasElement: HTMLElement) {
  return within(canvasElement)
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent)
}

/** Nothing filtered: the featured article, the other trending ones and the rest as summaries. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("status")).toHaveTextContent(`${all.length} articles`)
    await expect(articleTitles(canvasElement)).toEqual(all.map((article) => article.title))
    // Every card links to its article, named by its title.
    await expect(canvas.getAllByRole("link", { name: /^Read More about / })).toHaveLength(all.length)
    await expect(canvas.getByText("Featured")).toBeVisible()
  },
}

/** Typing narrows the list at once (title, excerpt or category), and the count is announced. */
export const SearchAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const hybrid = titlesMatching("hybrid")
    await expect(hybrid).toHaveLength(1)
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search articles" }), "hybrid")
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `1 of ${all.length} articles matching “hybrid”`,
    )
    await expect(articleTitles(canvasElement)).toEqual(hybrid)
    if (!hybrid.includes(trending[0]?.title ?? "")) {
      await expect(canvas.queryByText("Featured")).not.toBeInTheDocument()
    }

    // A category name matches too.
    const search = canvas.getByRole("searchbox", { name: "Search articles" })
    await userEvent.clear(search)
    await userEvent.type(search, "learning & dev")
    await expect(articleTitles(canvasElement)).toEqual(titlesMatching("learning & dev"))
  },
}

/** An empty result says so and offers to clear; clearing brings every article back. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const search = canvas.getByRole("searchbox", { name: "Search articles" })
    await userEvent.type(search, "blockchain")
    await expect(canvas.getByRole("heading", { name: "No articles found" })).toBeVisible()
    await expect(canvas.getByRole("status")).toHaveTextContent("No articles matching “blockchain”")
    await expect(articleTitles(canvasElement)).toEqual([])
    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }))
    await expect(canvas.getByRole("status")).toHaveTextContent(`${all.length} articles`)
    await expect(articleTitles(canvasElement)).toHaveLength(all.length)
    await expect(search).toHaveValue("")
    await expect(search).toHaveFocus()
  },
}

/** A category filters the list (pressed again, it clears); it combines with the search. */
export const CategoryFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const recruitment = canvas.getByRole("button", { name: /^Recruitment/ })
    await userEvent.click(recruitment)
    await expect(recruitment).toHaveAttribute("aria-pressed", "true")
    const inRecruitment = titlesMatching("", "Recruitment")
    await expect(canvas.getByRole("status")).toHaveTextContent(
      `${inRecruitment.length} of ${all.length} articles in Recruitment`,
    )
    await expect(articleTitles(canvasElement)).toEqual(inRecruitment)

    await userEvent.type(canvas.getByRole("searchbox", { name: "Search articles" }), "campus")
    await expect(articleTitles(canvasElement)).toEqual(titlesMatching("campus", "Recruitment"))

    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }))
    await expect(recruitment).toHaveAttribute("aria-pressed", "false")
    await userEvent.click(recruitment)
    await userEvent.click(recruitment)
    await waitFor(() => expect(articleTitles(canvasElement)).toHaveLength(all.length))
    await expect(recruitment).toHaveAttribute("aria-pressed", "false")
    // The count is counted from the articles.
    await expect(recruitment).toHaveTextContent(String(inRecruitment.length))
  },
}

/** A category with no match for the words typed. */
export const NoResultsInCategory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: /^Compliance/ }))
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search articles" }), "onboarding")
    await expect(canvas.getByText(/Nothing in Compliance matching “onboarding”/)).toBeVisible()
  },
}

/** On a phone: search, category chips, the list, then the sidebar's box. */
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
