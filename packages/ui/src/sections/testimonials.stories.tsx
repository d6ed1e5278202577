import { testimonials, testimonialsSection } from "@repo/content/home"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { Testimonials } from "./testimonials"

// Home's testimonials, from the site's content.
const first = testimonials[0]!

const meta = {
  title: "Sections/Testimonials",
  component: Testimonials,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for clients' words with their names and companies. **Don't** use it for the firm's own claims (use `FeatureGrid`).",
      },
    },
  },
  args: {
    ...testimonialsSection,
    testimonials: [...testimonials],
  },
} satisfies Meta<typeof Testimonials>
export default meta
type Story = StoryObj<typeof meta>

/** Every card shows five stars that a screen reader announces as "Rated 5 out of 5", and who said it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole("region", { name: testimonialsSection.heading })
    const cards = within(region).getAllByRole("figure")
    await expect(cards).toHaveLength(args.testimonials.length)
    for (const person of args.testimonials) {
      const card = within(region).getByText(person.name).closest("figure") as HTMLElement
      const rating = within(card).getByRole("img", { name: "Rated 5 out of 5" })
      await expect(rating.querySelectorAll("svg")).toHaveLength(5)
      await expect(within(card).getByText(`${person.position}, ${person.company}`)).toBeVisible()
      await expect(card.querySelector("blockquote")).toHaveTextContent(person.content)
    }
  },
}

/** Edge case, one card rated four: the rating is read from the data; four stars are announced as four, and the fifth is drawn empty. */
export const FourStars: Story = {
  args: { testimonials: [{ ...first, rating: 4 }] },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole("img", { name: "Rated 4 out of 5" })
    await expect(rating.querySelectorAll("svg.fill-star")).toHaveLength(4)
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
