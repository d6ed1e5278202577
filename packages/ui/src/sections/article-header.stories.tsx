import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { ArticleHeader } from "./article-header"

const illustration = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600"><rect width="1200" height="600" fill="#eef1fd"/><rect x="530" y="170" width="140" height="250" rx="10" fill="#0f1a3d"/><circle cx="200" cy="200" r="50" fill="#2f4fd6"/></svg>',
)}`

const meta = {
  title: "Sections/ArticleHeader",
  component: ArticleHeader,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** at the top of an article: category, title, author, date, read time, image and the share and save actions. **Don't** use it for other pages (use `PageHero`).",
      },
    },
  },
  args: {
    backLink: { label: "Back to blog", href: "/blog" },
    category: "Employee Experience",
    title: "Remote and Hybrid Work in India: Building a Culture That Doesn't Depend on the Office",
    author: "Rohit Malhotra",
    date: "Admin 28, 2025",
    readTime: 10,
    image: {
      src: illustration,
      alt: "Homes and an office building joined by conversations",
      width: 1200,
      height: 600,
    },
    shareUrl: "https://talentrise.example/blog/remote-culture",
    onSave: fn(),
  },
} satisfies Meta<typeof ArticleHeader>
export default meta
type Story = StoryObj<typeof meta>

/** Title as the page's h1, byline as given (the malformed date too), Save prints, Back leads to the list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(args.title)
    await expect(canvas.getByText("Admin 28, 2025")).toBeVisible()
    await expect(canvas.getByText("10 min read")).toBeVisible()
    await expect(canvas.getByText("Rohit Malhotra")).toBeVisible()
    await expect(canvas.getByRole("link", { name: "Back to blog" })).toHaveAttribute("href", "/blog")
    const save = canvas.getByRole("button", { name: "Save" })
    await expect(save).toHaveAccessibleDescription(/print dialog/)
    await userEvent.click(save)
    await expect(args.onSave).toHaveBeenCalledOnce()
    const hero = canvas.getByRole("img", { name: /Homes and an office/ })
    await expect(hero).toHaveAttribute("fetchpriority", "high")
    await expect(hero).toHaveAttribute("loading", "eager")
    await expect(canvas.getByRole("button", { name: "Share" })).toHaveAttribute("aria-haspopup", "menu")
  },
}

export const WithoutImage: Story = { args: { image: undefined } }

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
