import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { Checklist } from "./checklist"

const items = [
  "A dedicated account lead and named recruiters",
  "Job descriptions and scorecards agreed with hiring managers",
  "Sourcing across job boards, LinkedIn, referrals and campuses",
  "Skills assessments and structured interview guides",
  "Background, education and reference verification",
  "Weekly hiring reports and a quarterly business review",
]

const meta = {
  title: "Sections/Checklist",
  component: Checklist,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for a list of things a service takes care of, each a short line with a tick. **Don't** use it for steps in order (use `ProcessSteps`) or for items that need a description (use `FeatureGrid`).",
      },
    },
  },
  args: { heading: "What every engagement includes", items },
} satisfies Meta<typeof Checklist>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("region", { name: "What every engagement includes" })).toBeInTheDocument()
    await expect(canvas.getAllByRole("listitem")).toHaveLength(items.length)
  },
}

export const WithLead: Story = {
  args: {
    eyebrow: "Deliverables",
    lead: "Every engagement hands over working documents, not a slide deck.",
    tone: "muted",
  },
}

export const OnInk: Story = { args: { tone: "ink" } }

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
