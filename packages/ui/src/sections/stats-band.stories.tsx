import { aboutStatsSection } from "@repo/content/about"
import { trackRecordSection } from "@repo/content/home"
import { firmStats, trackRecord } from "@repo/content/stats"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"

import { StatsBand } from "./stats-band"

const meta = {
  title: "Sections/StatsBand",
  component: StatsBand,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for the headline numbers of the firm, on a light or ink band. **Don't** use it for figures that need explanation (use `StatTiles` with descriptions).",
      },
    },
  },
  args: {
    // Home's track record, from the site's content.
    eyebrow: trackRecordSection.eyebrow,
    heading: trackRecordSection.heading,
    lead: trackRecordSection.lead,
    stats: trackRecord,
    tone: "default",
  },
  argTypes: { tone: { control: "select", options: ["default", "muted", "ink", "primary"] } },
} satisfies Meta<typeof StatsBand>
export default meta
type Story = StoryObj<typeof meta>

/** Each figure is a description-list pair: the label is the term, the number its value. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole("region", { name: trackRecordSection.heading })
    const terms = within(region).getAllByRole("term")
    const values = within(region).getAllByRole("definition")
    await expect(terms).toHaveLength(args.stats.length)
    await expect(values.map((value) => value.textContent)).toEqual(args.stats.map((stat) => stat.value))
    await expect(terms[0]).toHaveTextContent(trackRecord[0].label)
    await expect(within(region).queryByRole("link")).not.toBeInTheDocument()
  },
}

export const InkTone: Story = {
  args: {
    // About's band, from the site's content.
    tone: "ink",
    eyebrow: aboutStatsSection.eyebrow,
    lead: undefined,
    heading: aboutStatsSection.heading,
    stats: firmStats,
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: aboutStatsSection.heading })
    await expect(region).toHaveClass("bg-ink")
    await expect(
      within(region)
        .getAllByRole("definition")
        .map((value) => value.textContent),
    ).toEqual(firmStats.map((stat) => stat.value))
  },
}

export const WithAction: Story = {
  args: { action: { label: "Talk to a consultant", href: "/contact" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Talk to a consultant" })).toHaveAttribute(
      "href",
      "/contact",
    )
  },
}

export const InkWithAction: Story = {
  args: { ...InkTone.args, action: { label: "Meet the team", href: "/about" } },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { action: { label: "Talk to a consultant", href: "/contact" } },
  play: async ({ canvasElement }) => {
    // Two figures a row on a phone.
    const [first, second, third] = within(canvasElement).getAllByRole("definition")
    const top = (element: HTMLElement | undefined) => element?.getBoundingClientRect().top ?? 0
    await waitFor(() => {
      expect(top(first)).toBe(top(second))
      expect(top(third)).toBeGreaterThan(top(first))
    })
  },
}
