import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"

import { Badge } from "./badge"
import { Button } from "./button"
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card"
import { Icon } from "./icon"

const features = [
  "Monthly payroll processing and payslips",
  "PF, ESI, PT, LWF and TDS computation and filing",
  "Full and final settlements",
]

const meta = {
  title: "Primitives/Card",
  component: Card,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** to group one item's content (a service, a case study, a contact point) on a light surface, usually in a grid of like cards. **Don't** nest cards, or wrap a whole section in one: a band is a `Section`.",
      },
    },
  },
  args: { variant: "default", interactive: false },
  argTypes: {
    variant: { control: "select", options: ["default", "muted", "outline", "ink"] },
    interactive: { control: "boolean" },
  },
  render: (args) => (
    <div className="max-w-md p-8">
      <Card {...args}>
        <CardHeader>
          <Badge variant={args.variant === "ink" ? "inverse" : "primary"}>Most requested</Badge>
          <CardTitle>Payroll Management</CardTitle>
          <CardDescription>
            Accurate, on-time payroll with every statutory deduction and filing handled, checked before every
            run.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2.5">
            {features.map((feature) => (
              <li key={feature} className="flex gap-2.5 text-[0.95rem] leading-snug">
                <Icon
                  name="check"
                  className={
                    args.variant === "ink" ? "mt-0.5 size-4 text-accent" : "mt-0.5 size-4 text-success"
                  }
                />
                {feature}
              </li>
            ))}
          </ul>
        </CardContent>
        <CardFooter>
          <Button asChild variant={args.variant === "ink" ? "accent" : "primary"}>
            <a href="/services/payroll-management">
              Explore payroll <Icon name="arrow-right" />
            </a>
          </Button>
        </CardFooter>
      </Card>
    </div>
  ),
} satisfies Meta<typeof Card>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = canvasElement.querySelector("[data-slot=card]")
    await expect(card).not.toBeNull()
    await expect(canvas.getByRole("heading", { level: 3, name: "Payroll Management" })).toBeInTheDocument()
    await expect(canvas.getAllByRole("listitem")).toHaveLength(features.length)
    await expect(canvas.getByRole("link", { name: "Explore payroll" })).toHaveAttribute(
      "href",
      "/services/payroll-management",
    )
    // Header, content and footer are the card's own parts, so a parent can style them by slot.
    for (const slot of ["card-header", "card-title", "card-description", "card-content", "card-footer"]) {
      await expect(card?.querySelector(`[data-slot=${slot}]`)).not.toBeNull()
    }
  },
}
export const Muted: Story = { args: { variant: "muted" } }
export const Outline: Story = { args: { variant: "outline" } }
export const Ink: Story = { args: { variant: "ink" } }
export const Interactive: Story = {
  args: { interactive: true },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>("[data-slot=card]")
    await expect(card).not.toBeNull()
    // Hover lifts the card: shadow, border and position animate together.
    await waitFor(() =>
      expect(getComputedStyle(card as HTMLElement).transitionProperty).toBe(
        "box-shadow, border-color, transform",
      ),
    )
  },
}
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
