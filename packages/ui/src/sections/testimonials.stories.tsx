import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { Testimonials } from "./testimonials"

const priya = {
  name: "Priya Raghavan",
  company: "Kinetic Components Pvt. Ltd.",
  position: "Head of HR",
  content:
    "We had 140 contract associates across two plants and no confidence in our PF and ESI filings. Talentrise took over compliance and payroll in a single quarter, and our last labour inspection closed with no observations.",
  rating: 5,
}
const arjun = {
  name: "Arjun Mehta",
  company: "LedgerLoop Fintech",
  position: "Co-founder & COO",
  content:
    "Their RPO team hired 38 engineers and product managers for us in five months. Time-to-offer fell from 52 days to 24, and the candidates who joined are still with us a year later.",
  rating: 5,
}
const sneha = {
  name: "Sneha Kapoor",
  company: "Aurora Retail",
  position: "VP, People & Culture",
  content:
    "For the festive season we needed 300 store staff across 40 locations in three weeks. Talentrise had people trained and on the floor inside 72 hours for every batch, with the paperwork done properly.",
  rating: 5,
}

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
    eyebrow: "Testimonials",
    heading: "What our clients say",
    lead: "HR heads and founders on what changed once we were on their side of the table.",
    testimonials: [priya, arjun, sneha],
  },
} satisfies Meta<typeof Testimonials>
export default meta
type Story = StoryObj<typeof meta>

/** Every card shows five stars that a screen reader announces as "Rated 5 out of 5", and who said it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole("region", { name: "What our clients say" })
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

/** The rating is read from the data: four stars are announced as four, and the fifth is drawn empty. */
export const FourStars: Story = {
  args: { testimonials: [{ ...arjun, rating: 4 }] },
  play: async ({ canvasElement }) => {
    const rating = within(canvasElement).getByRole("img", { name: "Rated 4 out of 5" })
    await expect(rating.querySelectorAll("svg.fill-star")).toHaveLength(4)
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
