import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { ServiceOverviewCard } from "./service-overview-card"

const meta = {
  title: "Sections/ServiceOverviewCard",
  component: ServiceOverviewCard,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on the services overview for one service with its highlights and link. **Don't** use it in a dense grid (use `ServiceCards`).",
      },
    },
  },
  args: {
    title: "RPO Solutions",
    description: "Recruitment process outsourcing: one accountable team from workforce plan to first day.",
    icon: "users",
    features: [
      "Dedicated recruiters working as your team",
      "Employer branding and sourcing campaigns",
      "Structured screening and assessment",
    ],
    benefits: ["Time-to-hire reduced by up to 50%", "Lower cost per hire at volume"],
    href: "/services/rpo",
  },
  decorators: [
    (Story) => (
      <div className="bg-muted p-5 sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceOverviewCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("article", { name: "RPO Solutions" })).toHaveAttribute("data-print", "keep")
    await expect(canvas.getByRole("heading", { name: "Key Features" })).toBeInTheDocument()
    await expect(canvas.getByRole("heading", { name: "Benefits" })).toBeInTheDocument()
    await expect(canvas.getByRole("link", { name: "Get Started: RPO Solutions" })).toHaveAttribute(
      "href",
      "/services/rpo",
    )
  },
}

export const AsPageSection: Story = {
  args: { headingLevel: "h2" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("RPO Solutions")
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(2)
  },
}

export const CustomLabels: Story = {
  args: { labels: { features: "What you get", benefits: "Why it pays", action: "Explore" } },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
