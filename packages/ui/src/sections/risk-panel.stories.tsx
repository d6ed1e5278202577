import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { RiskPanel } from "./risk-panel"

const figures = [
  {
    value: "₹50 lakh+",
    label: "Average penalty cost",
    description: "Arrears, damages, interest and legal costs.",
  },
  {
    value: "6 months",
    label: "Of disruption risk",
    description: "Inspections, notices, hearings and recovery.",
  },
  { value: "100%", label: "Preventable", description: "Each liability starts with a missed filing." },
]

const meta = {
  title: "Sections/RiskPanel",
  component: RiskPanel,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on a service page to set out what goes wrong without the service, on a tinted panel. **Don't** use it for errors in the interface.",
      },
    },
  },
  args: {
    eyebrow: "What is at stake",
    heading: "The cost of non-compliance",
    lead: "Non-compliance rarely arrives as a single fine.",
    figures,
  },
} satisfies Meta<typeof RiskPanel>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("region", { name: "The cost of non-compliance" })).toBeInTheDocument()
    for (const figure of figures) {
      await expect(canvas.getByText(figure.value)).toBeInTheDocument()
      await expect(canvas.getByText(figure.label)).toBeInTheDocument()
    }
  },
}

export const OnMuted: Story = { args: { tone: "muted" } }

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
