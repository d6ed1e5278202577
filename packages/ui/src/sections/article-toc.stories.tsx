import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"

import { ArticleToc } from "./article-toc"

const items = [
  { id: "decide-what-the-office-is-for", text: "Decide what the office is for" },
  { id: "write-things-down", text: "Write things down" },
  { id: "train-managers-for-distance", text: "Train managers for distance" },
]

const meta = {
  title: "Sections/ArticleToc",
  component: ArticleToc,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** beside a long article to list its headings as in-page links, from the desktop width. **Don't** use it for fewer than three headings, or for navigation between pages.",
      },
    },
  },
  args: { heading: "In this article", items },
  render: (args) => (
    <div className="grid grid-cols-[minmax(0,1fr)_15rem] gap-12 p-8">
      <div>
        {args.items.map((item) => (
          <section key={item.id} className="min-h-[70vh]">
            <h2 id={item.id} className="text-2xl font-bold">
              {item.text}
            </h2>
            <p className="mt-4 text-muted-foreground">A section of the article.</p>
          </section>
        ))}
      </div>
      <ArticleToc {...args} className="sticky top-4 self-start" />
    </div>
  ),
} satisfies Meta<typeof ArticleToc>
export default meta
type Story = StoryObj<typeof meta>

/** Each entry links to its heading; the section scrolled to is marked as the current location. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: "In this article" })
    const links = within(nav).getAllByRole("link")
    await expect(links.map((link) => link.getAttribute("href"))).toEqual(items.map((item) => `#${item.id}`))
    const [, second] = items
    if (!second) throw new Error("The story needs a second heading")
    canvasElement.ownerDocument.getElementById(second.id)?.scrollIntoView()
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: second.text })).toHaveAttribute(
        "aria-current",
        "location",
      ),
    )
  },
}
