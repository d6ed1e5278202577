import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"

import { IndustryGrid } from "./industry-grid"

const industries = [
  {
    title: "IT & Technology",
    description: "Engineering, product and data talent for IT services firms, SaaS companies and GCCs.",
    icon: "laptop",
  },
  {
    title: "Banking & Financial Services",
    description: "Relationship, risk, operations and compliance roles for banks, NBFCs and fintechs.",
    icon: "landmark",
  },
  {
    title: "Healthcare & Pharma",
    description: "Clinical, nursing, medical-affairs and plant roles for hospitals, diagnostics and pharma.",
    icon: "heart-pulse",
  },
  {
    title: "Manufacturing",
    description:
      "Shop-floor, quality, maintenance and plant leadership, with contract-labour compliance built in.",
    icon: "factory",
  },
  {
    title: "Retail & E-commerce",
    description: "Store, category and fulfilment teams that scale up for festive peaks and back down after.",
    icon: "shopping-bag",
  },
  {
    title: "Logistics & Supply Chain",
    description: "Warehouse, fleet and planning roles across hubs from the NCR to the southern ports.",
    icon: "truck",
  },
  {
    title: "Infrastructure & Real Estate",
    description: "Site engineers, project managers and safety officers for builders and EPC contractors.",
    icon: "hard-hat",
  },
  {
    title: "Education & EdTech",
    description: "Academic, counselling and sales teams for institutions and learning platforms.",
    icon: "graduation-cap",
  },
]

const meta = {
  title: "Sections/IndustryGrid",
  component: IndustryGrid,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for the industries the firm serves, as a grid of icon tiles. **Don't** use it for services (use `ServiceCards`).",
      },
    },
  },
  args: {
    eyebrow: "Industries",
    heading: "Industries we serve",
    lead: "Sector knowledge matters: the roles, pay norms and statutes differ, and so does how we hire for them.",
    industries,
  },
} satisfies Meta<typeof IndustryGrid>
export default meta
type Story = StoryObj<typeof meta>

/** Eight industries, four to a row on a wide screen. */
export const Default: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole("region", { name: "Industries we serve" })
    const items = within(region).getAllByRole("listitem")
    await expect(items).toHaveLength(args.industries.length)
    await expect(
      within(region)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(args.industries.map((industry) => industry.title))
    const rows = () => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size
    await waitFor(() => expect(rows()).toBe(2))
  },
}

export const WithAction: Story = {
  args: { action: { label: "Discuss Your Needs", href: "/contact" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Discuss Your Needs" })).toHaveAttribute(
      "href",
      "/contact",
    )
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { action: { label: "Discuss Your Needs", href: "/contact" } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole("listitem")
    const rows = () => new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size
    // Compact tags, two to a row; each sentence is still there for a screen reader.
    await waitFor(() => expect(rows()).toBe(Math.ceil(items.length / 2)))
    for (const item of items) {
      const sentence = item.querySelector("p")
      await expect(sentence).not.toBeEmptyDOMElement()
      await expect(sentence?.getBoundingClientRect().width).toBeLessThanOrEqual(1)
    }
  },
}
