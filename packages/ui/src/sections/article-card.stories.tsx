import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { ArticleCard, type ArticleCardData } from "./article-card"

const illustration = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600"><rect width="1200" height="600" fill="#0f1a3d"/><circle cx="600" cy="300" r="140" fill="#2f4fd6"/><circle cx="600" cy="300" r="40" fill="#f2b13c"/></svg>',
)}`

const linked: ArticleCardData = {
  title: "Executive Search in India: How to Hire Senior Leaders Who Stay",
  excerpt:
    "A senior hire that goes wrong costs a year and often more. How Indian companies can run a leadership search that holds.",
  author: "Kavita Iyer",
  date: "February 10, 2025",
  category: "Recruitment",
  readTime: 15,
  href: "/blog/executive-search",
  image: {
    src: illustration,
    alt: "A highlighted figure at the top of rising steps",
    width: 1200,
    height: 600,
  },
}

const summary: ArticleCardData = {
  title: "A POSH Policy Your Internal Committee Can Actually Use",
  excerpt:
    "Most POSH policies are copied templates. What the policy, the committee's procedures and the annual report need to contain.",
  author: "Meera Nair",
  date: "May 12, 2025",
  category: "Compliance",
  readTime: 5,
}

const meta = {
  title: "Sections/ArticleCard",
  component: ArticleCard,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** to link to an article from a list (the blog, Keep reading). **Don't** use it for the article being read (use `ArticleHeader`), or for the one article a page features (use `FeaturedArticle`).",
      },
    },
  },
  args: { article: linked },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>
export default meta
type Story = StoryObj<typeof meta>

/** A trending article: illustration, byline, and a Read More link that covers the card. */
export const Linked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = canvas.getByRole("link", { name: `Read More about ${linked.title}` })
    await expect(link).toHaveAttribute("href", "/blog/executive-search")
    await expect(canvas.getByRole("img")).toHaveAttribute("loading", "lazy")
    await expect(canvas.getByText("15 min read")).toBeVisible()
  },
}

/** An article without a page of its own: no link, no hover lift. */
export const Summary: Story = {
  args: { article: summary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument()
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(summary.title)
  },
}

/** The date is shown exactly as the content gives it, even a malformed one. */
export const MalformedDate: Story = {
  args: { article: { ...linked, date: "Admin 28, 2025" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Admin 28, 2025")).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
