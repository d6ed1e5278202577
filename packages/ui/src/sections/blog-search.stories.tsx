import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"

import type { ArticleCardData } from "./article-card"
import { BlogSearch } from "./blog-search"

function illustration(fill: string) {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600"><rect width="1200" height="600" fill="${fill}"/><circle cx="600" cy="300" r="140" fill="#f2b13c"/></svg>`,
  )}`
}

const trending = [
  {
    title: "AI in Recruitment: Where It Earns Its Place in Indian Hiring",
    excerpt: "Resume screening and chatbots can take weeks out of a hiring cycle, used with care.",
    author: "Ananya Deshpande",
    date: "January 15, 2025",
    category: "Technology",
    readTime: 12,
    href: "/blog/ai-recruitment",
    image: {
      src: illustration("#0f1a3d"),
      alt: "Profile cards sorted into a shortlist",
      width: 1200,
      height: 600,
    },
  },
  {
    title: "Remote and Hybrid Work in India: Building a Culture Beyond the Office",
    excerpt: "The habits, manager skills and policies that keep distributed teams working together.",
    author: "Rohit Malhotra",
    date: "Admin 28, 2025",
    category: "Employee Experience",
    readTime: 10,
    href: "/blog/remote-culture",
    image: {
      src: illustration("#eef1fd"),
      alt: "Homes and an office joined by conversations",
      width: 1200,
      height: 600,
    },
  },
  {
    title: "Executive Search in India: How to Hire Senior Leaders Who Stay",
    excerpt: "From the mandate to referencing and notice-period buyouts: a leadership search that holds.",
    author: "Kavita Iyer",
    date: "February 10, 2025",
    category: "Recruitment",
    readTime: 15,
    href: "/blog/executive-search",
    image: {
      src: illustration("#2f4fd6"),
      alt: "A figure at the top of rising steps",
      width: 1200,
      height: 600,
    },
  },
] satisfies (ArticleCardData & { href: string })[]

const more: ArticleCardData[] = [
  ["Campus Offers That Hold", "Keeping students committed until joining day.", "Recruitment", 7],
  ["Expanding to Tier-2 Cities", "Choosing where your next centre should be.", "HR Strategy", 9],
  [
    "The First 90 Days of a Mid-Level Hire",
    "An onboarding plan for experienced joiners.",
    "Employee Experience",
    6,
  ],
  ["Choosing an HRMS for a 200-Person Company", "What to check before you sign.", "Technology", 8],
  [
    "A POSH Policy Your Committee Can Use",
    "What the policy and annual report must contain.",
    "Compliance",
    5,
  ],
  [
    "From Star Performer to First-Time Manager",
    "A six-month programme for new managers.",
    "Learning & Development",
    7,
  ],
].map(([title, excerpt, category, readTime]) => ({
  title: String(title),
  excerpt: String(excerpt),
  category: String(category),
  readTime: Number(readTime),
  author: "Talentrise HR",
  date: "March 2, 2025",
}))

const categories = [
  { name: "HR Strategy", icon: "target", count: 15 },
  { name: "Recruitment", icon: "user-search", count: 12 },
  { name: "Employee Experience", icon: "heart-handshake", count: 18 },
  { name: "Technology", icon: "cpu", count: 8 },
  { name: "Compliance", icon: "scale", count: 10 },
  { name: "Learning & Development", icon: "graduation-cap", count: 14 },
]

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
    trendingHeading: "Trending articles",
    moreHeading: "More articles",
    categoriesHeading: "Categories",
    searchLabel: "Search articles",
    searchPlaceholder: "Search by title, topic or category",
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

/** The title of a fixture, by position; a missing one is a mistake in the story. */
function titleOf(list: readonly ArticleCardData[], index: number) {
  const article = list[index]
  if (!article) throw new Error(`No fixture article at ${index}`)
  return article.title
}

function articleTitles(canvasElement: HTMLElement) {
  return within(canvasElement)
    .queryAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent)
}

/** Nothing filtered: the featured article, two more trending ones and six summaries. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("status")).toHaveTextContent("9 articles")
    await expect(articleTitles(canvasElement)).toHaveLength(9)
    await expect(canvas.getAllByRole("link", { name: /^Read More about / })).toHaveLength(3)
    await expect(canvas.getByText("Featured")).toBeVisible()
  },
}

/** Typing narrows the list at once (title, excerpt or category), and the count is announced. */
export const SearchAsYouType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search articles" }), "hybrid")
    await expect(canvas.getByRole("status")).toHaveTextContent("1 of 9 articles matching “hybrid”")
    await expect(articleTitles(canvasElement)).toEqual([titleOf(trending, 1)])
    await expect(canvas.queryByText("Featured")).not.toBeInTheDocument()

    // A category name matches too.
    const search = canvas.getByRole("searchbox", { name: "Search articles" })
    await userEvent.clear(search)
    await userEvent.type(search, "learning & dev")
    await expect(articleTitles(canvasElement)).toEqual([titleOf(more, 5)])
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
    await expect(canvas.getByRole("status")).toHaveTextContent("9 articles")
    await expect(articleTitles(canvasElement)).toHaveLength(9)
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
    await expect(canvas.getByRole("status")).toHaveTextContent("2 of 9 articles in Recruitment")
    await expect(articleTitles(canvasElement)).toEqual([titleOf(trending, 2), titleOf(more, 0)])

    await userEvent.type(canvas.getByRole("searchbox", { name: "Search articles" }), "campus")
    await expect(articleTitles(canvasElement)).toEqual([titleOf(more, 0)])

    await userEvent.click(canvas.getByRole("button", { name: "Clear filters" }))
    await expect(recruitment).toHaveAttribute("aria-pressed", "false")
    await userEvent.click(recruitment)
    await userEvent.click(recruitment)
    await waitFor(() => expect(articleTitles(canvasElement)).toHaveLength(9))
    await expect(recruitment).toHaveAttribute("aria-pressed", "false")
    await expect(recruitment).toHaveTextContent("12")
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
