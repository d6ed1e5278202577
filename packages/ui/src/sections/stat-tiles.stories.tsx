import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { StatTiles } from "./stat-tiles"

const stats = [
  {
    value: "500+",
    label: "Projects Completed",
    description: "Hiring drives, payroll transitions and audits",
  },
  {
    value: "98%",
    label: "Client Satisfaction",
    description: "Clients rating their engagement good or better",
  },
  { value: "1M+", label: "Candidates Placed", description: "Permanent, contract and seasonal placements" },
  { value: "15+", label: "Countries", description: "Where we have recruited or placed talent" },
]

const meta = {
  title: "Sections/StatTiles",
  component: StatTiles,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for a few figures as tiles inside a section (About). **Don't** use it for a page's headline numbers (use `StatsBand`).",
      },
    },
  },
  args: { stats },
  decorators: [
    (Story, { args }) => (
      <div className={args.tone === "ink" ? "bg-ink p-6 text-ink-foreground sm:p-10" : "p-6 sm:p-10"}>
        <div className="max-w-xl">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof StatTiles>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Each figure is the definition of its label.
    const values = canvas.getAllByRole("definition").map((dd) => dd.textContent)
    await expect(values).toEqual(["500+", "98%", "1M+", "15+"])
    await expect(canvas.getAllByRole("term")[3]).toHaveTextContent("Countries")
  },
}
export const OnInk: Story = { args: { tone: "ink" } }
export const WithoutDescriptions: Story = {
  args: { stats: stats.map(({ value, label }) => ({ value, label })) },
}
export const Mobile: Story = { globals: { viewport: { value: "mobile" } }, args: { tone: "ink" } }
