import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { FeaturedArticle } from "./featured-article"

const illustration = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600"><rect width="1200" height="600" fill="#0f1a3d"/><circle cx="600" cy="300" r="140" fill="#2f4fd6"/><circle cx="600" cy="300" r="40" fill="#f2b13c"/></svg>',
)}`

const meta = {
  title: "Sections/FeaturedArticle",
  component: FeaturedArticle,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** at the top of the blog for the one article it leads with. **Don't** use it for every article (use `ArticleCard`).",
      },
    },
  },
  args: {
    article: {
      title: "AI in Recruitment: Where It Earns Its Place in Indian Hiring, and Where It Doesn't",
      excerpt:
        "Resume screening, WhatsApp chatbots and offer-dropout prediction can take weeks out of a hiring cycle. Used carelessly, the same tools filter out good candidates.",
      author: "Priya Raghavan",
      date: "January 15, 2025",
      category: "Technology",
      readTime: 12,
      href: "/blog/ai-recruitment",
      image: { src: illustration, alt: "Profile cards sorted into a shortlist", width: 1200, height: 600 },
    },
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-4xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeaturedArticle>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("Featured")).toBeVisible()
    await expect(canvas.getByRole("link", { name: /^Read More about AI in Recruitment/ })).toHaveAttribute(
      "href",
      "/blog/ai-recruitment",
    )
  },
}

/** Above the fold, the image loads at once. */
export const EagerImage: Story = {
  args: { imageLoading: "eager" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img")).toHaveAttribute("loading", "eager")
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
