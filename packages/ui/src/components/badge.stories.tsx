import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { Badge } from "./badge"
import { Icon } from "./icon"

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for a short label on a card or heading: a category, a status, a count. **Don't** use it as a button or link (it does nothing when pressed), or for sentences.",
      },
    },
  },
  args: { children: "Hiring now", variant: "primary", size: "sm" },
  argTypes: {
    variant: {
      control: "select",
      options: ["primary", "accent", "neutral", "outline", "success", "inverse"],
    },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
  decorators: [
    (Story) => (
      <div className="p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Badge>
export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText("Hiring now")
    await expect(badge).toHaveAttribute("data-slot", "badge")
    // A badge is a label, never a control.
    await expect(within(canvasElement).queryByRole("button")).not.toBeInTheDocument()
  },
}
export const Accent: Story = { args: { variant: "accent", children: "Featured case study" } }
export const Neutral: Story = { args: { variant: "neutral", children: "6 min read" } }
export const Outline: Story = { args: { variant: "outline", children: "Compliance" } }
export const Success: Story = {
  args: {
    variant: "success",
    children: (
      <>
        <Icon name="circle-check" />
        Audit-ready
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText("Audit-ready")
    // The icon is decoration: the badge reads as its words alone.
    await expect(badge.querySelector("svg")).toHaveAttribute("aria-hidden", "true")
  },
}
export const Inverse: Story = {
  args: { variant: "inverse", children: "Noida, Sector 62" },
  decorators: [
    (Story) => (
      <div className="bg-ink p-8">
        <Story />
      </div>
    ),
  ],
}
export const Medium: Story = { args: { size: "md", children: "Full-time · Noida" } }
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Badge {...args} variant="primary">
        HR Consulting
      </Badge>
      <Badge {...args} variant="accent">
        New
      </Badge>
      <Badge {...args} variant="neutral">
        Payroll
      </Badge>
      <Badge {...args} variant="outline">
        Labour law
      </Badge>
      <Badge {...args} variant="success">
        Placed
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=badge]")).toHaveLength(5)
  },
}
export const Mobile: Story = { globals: { viewport: { value: "mobile" } }, args: { size: "md" } }
