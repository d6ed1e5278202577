import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"

import { FeatureGrid } from "./feature-grid"

const reasons = [
  {
    title: "Dedicated support, 24/7",
    description:
      "A named account lead and a support line that answers, including for night-shift and overseas teams.",
    icon: "clock",
  },
  {
    title: "Faster hiring",
    description: "Pre-screened talent pools and structured interviews reduce time-to-hire by as much as 50%.",
    icon: "zap",
  },
  {
    title: "Lower HR costs",
    description: "Shared payroll, compliance and recruitment teams reduce HR operational costs by up to 30%.",
    icon: "trending-up",
  },
  {
    title: "100% compliance",
    description:
      "PF, ESI, minimum wages, contract labour and POSH: every register current, every return on time.",
    icon: "shield-check",
  },
  {
    title: "Staff in 48-72 hours",
    description:
      "Verified contract and temporary staff deployed within 48-72 hours of a confirmed requisition.",
    icon: "rocket",
  },
  {
    title: "Data you can act on",
    description: "Weekly hiring dashboards and payroll reports, so you always know where every role stands.",
    icon: "chart-line",
  },
]

const perks = [
  {
    title: "Health cover for your family",
    description: "Group medical insurance for you, your spouse, children and parents from the first day.",
    icon: "heart-pulse",
  },
  {
    title: "Learning budget",
    description: "A yearly allowance for certifications in HR analytics, labour law or payroll.",
    icon: "graduation-cap",
  },
  {
    title: "Hybrid week",
    description: "Three days with the team in Sector 62, two from wherever you work best.",
    icon: "laptop",
  },
  {
    title: "Clear career paths",
    description: "Recruiter to lead to account head, with the criteria for each step written down.",
    icon: "trending-up",
  },
]

/** How many tracks the grid lays out at the current width. */
function columns(list: HTMLElement) {
  return getComputedStyle(list).gridTemplateColumns.split(" ").length
}

const meta = {
  title: "Sections/FeatureGrid",
  component: FeatureGrid,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for three to eight reasons or benefits, each an icon, a title and a sentence. **Don't** use it for steps in order (use `ProcessSteps`) or for numbers (use `StatsBand`).",
      },
    },
  },
  args: {
    eyebrow: "Why choose us",
    heading: "A partner that owns the outcome",
    lead: "We measure ourselves on the people who join you and stay, not on CVs sent.",
    features: reasons,
    columns: 3,
    tone: "default",
  },
  argTypes: {
    columns: { control: "inline-radio", options: [2, 3, 4] },
    tone: { control: "select", options: ["default", "muted", "ink", "primary"] },
  },
} satisfies Meta<typeof FeatureGrid>
export default meta
type Story = StoryObj<typeof meta>

export const ThreeColumns: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole("region", { name: "A partner that owns the outcome" })
    const list = within(region).getByRole("list")
    await expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(args.features.map((feature) => feature.title))
    await waitFor(() => expect(columns(list)).toBe(3))
  },
}

export const TwoColumns: Story = {
  globals: { viewport: { value: "desktop" } },
  args: { columns: 2, features: reasons.slice(0, 4) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list")
    await waitFor(() => expect(columns(list)).toBe(2))
  },
}

export const FourColumns: Story = {
  globals: { viewport: { value: "desktop" } },
  args: {
    columns: 4,
    eyebrow: "Careers",
    heading: "Why people stay at Talentrise",
    lead: "We ask clients to look after their people; we hold ourselves to the same.",
    features: perks,
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list")
    await waitFor(() => expect(columns(list)).toBe(4))
  },
}

export const InkTone: Story = {
  args: { tone: "ink" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("region", { name: "A partner that owns the outcome" }),
    ).toHaveClass("bg-ink")
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

export const InkWithAction: Story = {
  args: { tone: "ink", action: { label: "Talk to us", href: "/contact" } },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { columns: 4 },
  play: async ({ canvasElement }) => {
    // Whatever the column count, a phone shows one at a time.
    const list = within(canvasElement).getByRole("list")
    await waitFor(() => expect(columns(list)).toBe(1))
  },
}
