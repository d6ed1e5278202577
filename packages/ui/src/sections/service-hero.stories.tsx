import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { ServiceHero } from "./service-hero"

const meta = {
  title: "Sections/ServiceHero",
  component: ServiceHero,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** at the top of a service page: eyebrow, title, lead, highlights and the page's calls to action. **Don't** use it on other pages (use `PageHero`).",
      },
    },
  },
  args: {
    eyebrow: "Payroll Management",
    headline: "Payroll that is right every month and filed on time",
    lead: "Salaries, payslips, PF, ESI, professional tax and TDS, checked before every run and deposited before every due date.",
    highlights: [
      "100% payroll accuracy",
      "Every statutory deposit and return on time",
      "Salary data handled in confidence",
    ],
    action: { label: "Talk to us about payroll", href: "/contact?service=payroll-management" },
  },
} satisfies Meta<typeof ServiceHero>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Payroll that is right every month and filed on time",
    )
    await expect(canvas.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "100% payroll accuracy",
      "Every statutory deposit and return on time",
      "Salary data handled in confidence",
    ])
    await expect(canvas.getByRole("link", { name: "Talk to us about payroll" })).toHaveAttribute(
      "href",
      "/contact?service=payroll-management",
    )
  },
}

export const WithFigures: Story = {
  args: {
    eyebrow: "Our services",
    headline: "HR services for every stage of your workforce",
    highlights: undefined,
    action: undefined,
    figures: [
      { value: "50%", label: "Faster time-to-hire" },
      { value: "30%", label: "Lower HR operating costs" },
      { value: "48-72 hours", label: "Staff deployment" },
      { value: "100%", label: "Payroll accuracy" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("48-72 hours")).toBeInTheDocument()
    await expect(canvas.queryByRole("link")).toBeNull()
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
