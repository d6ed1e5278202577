import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { Section } from "./section"

const meta = {
  title: "Sections/Section",
  component: Section,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for every band of a page: it sets the width, the vertical rhythm, the tone (light, muted, ink) and the heading. **Don't** nest sections, or build a band without one.",
      },
    },
  },
  args: {
    eyebrow: "Why choose us",
    title: "A partner that owns the outcome",
    lead: "We measure ourselves on the people who join you and stay, not on CVs sent.",
    tone: "default",
    align: "center",
    children: (
      <p className="mx-auto max-w-2xl text-center leading-relaxed">
        One accountable lead for every engagement, weekly hiring dashboards, and statutory registers kept
        current from the first day.
      </p>
    ),
  },
  argTypes: {
    tone: { control: "select", options: ["default", "muted", "ink", "primary"] },
    align: { control: "inline-radio", options: ["start", "center"] },
  },
} satisfies Meta<typeof Section>
export default meta
type Story = StoryObj<typeof meta>

/** The band is a region named by its own heading. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole("region", { name: "A partner that owns the outcome" })
    await expect(within(region).getByRole("heading", { level: 2 })).toHaveTextContent(
      "A partner that owns the outcome",
    )
    await expect(within(region).getByText("Why choose us")).toBeInTheDocument()
  },
}
export const Muted: Story = { args: { tone: "muted" } }
export const Ink: Story = { args: { tone: "ink" } }
export const Primary: Story = { args: { tone: "primary" } }
export const AlignStart: Story = {
  args: {
    align: "start",
    children: (
      <p className="max-w-2xl leading-relaxed">
        One accountable lead for every engagement, weekly hiring dashboards, and statutory registers kept
        current from the first day.
      </p>
    ),
  },
}

/** Without a title there is nothing to name the band by, so it is not announced as a region. */
export const WithoutTitle: Story = {
  args: { eyebrow: undefined, title: undefined, lead: undefined },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector("section")
    await expect(section).not.toHaveAttribute("aria-labelledby")
    await expect(within(canvasElement).queryByRole("region")).not.toBeInTheDocument()
    await expect(within(canvasElement).queryByRole("heading")).not.toBeInTheDocument()
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
