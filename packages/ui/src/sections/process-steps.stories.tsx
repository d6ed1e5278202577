import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { ProcessSteps } from "./process-steps"

const steps = [
  {
    number: "01",
    title: "Assessment",
    description: "Every site mapped to the Acts that apply, then registers and returns reviewed.",
  },
  {
    number: "02",
    title: "Gap Analysis",
    description: "Each finding rated by legal exposure, with the provision it breaches.",
  },
  {
    number: "03",
    title: "Action Plan",
    description: "A prioritised plan with owners, deadlines and the filings each gap needs.",
  },
  {
    number: "04",
    title: "Implementation",
    description: "We register, file and train alongside your team, then re-audit.",
  },
]

const meta = {
  title: "Sections/ProcessSteps",
  component: ProcessSteps,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for a process in numbered order (how an engagement runs). **Don't** use it when the order does not matter (use `FeatureGrid`).",
      },
    },
  },
  args: { eyebrow: "How it works", heading: "Our four-step audit process", steps },
} satisfies Meta<typeof ProcessSteps>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = canvas.getByRole("list")
    await expect(list.tagName).toBe("OL")
    const items = within(list).getAllByRole("listitem")
    await expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Assessment",
      "Gap Analysis",
      "Action Plan",
      "Implementation",
    ])
    await expect(items.map((item) => item.textContent?.slice(0, 2))).toEqual(["01", "02", "03", "04"])
  },
}

export const Muted: Story = { args: { tone: "muted" } }

export const OnInk: Story = { args: { tone: "ink" } }

export const ThreeSteps: Story = {
  args: {
    heading: "Three steps",
    steps: steps.slice(0, 3),
    lead: "A shorter process lays out in three columns.",
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
