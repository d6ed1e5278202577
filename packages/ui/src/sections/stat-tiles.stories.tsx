import { caseStudyStats } from "@repo/content/case-studies"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { StatTiles } from "./stat-tiles"

// The case studies page's tiles, from the site's content.
const stats = caseStudyStats

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
    await expect(values).toEqual(stats.map((stat) => stat.value))
    const terms = canvas.getAllByRole("term")
    for (const [index, stat] of stats.entries()) await expect(terms[index]).toHaveTextContent(stat.label)
  },
}
export const OnInk: Story = { args: { tone: "ink" } }
export const WithoutDescriptions: Story = {
  args: { stats: stats.map(({ value, label }) => ({ value, label })) },
}
export const Mobile: Story = { globals: { viewport: { value: "mobile" } }, args: { tone: "ink" } }
