import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"

import { StatsBand } from "./stats-band"

const trackRecord = [
  {
    value: "500+",
    label: "Successful Placements",
    description: "Permanent and contract roles filled across India and abroad",
  },
  { value: "150+", label: "Happy Clients", description: "From funded start-ups to listed manufacturers" },
  { value: "95%", label: "Client Retention", description: "Clients who renew with us year after year" },
  { value: "10+", label: "Years Experience", description: "Hiring and HR delivery since our first mandate" },
]

const firmStats = [
  { value: "500+", label: "Clients Served" },
  { value: "15+", label: "Years Experience" },
  { value: "50+", label: "Expert Consultants" },
  { value: "98%", label: "Success Rate" },
]

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
    eyebrow: "Our track record",
    heading: "Numbers our clients hold us to",
    lead: "A decade of hiring and HR delivery for businesses that could not afford to get people decisions wrong.",
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
    const region = canvas.getByRole("region", { name: "Numbers our clients hold us to" })
    const terms = within(region).getAllByRole("term")
    const values = within(region).getAllByRole("definition")
    await expect(terms).toHaveLength(args.stats.length)
    await expect(values.map((value) => value.textContent)).toEqual(args.stats.map((stat) => stat.value))
    await expect(terms[0]).toHaveTextContent("Successful Placements")
    await expect(within(region).queryByRole("link")).not.toBeInTheDocument()
  },
}

export const InkTone: Story = {
  args: {
    tone: "ink",
    eyebrow: undefined,
    lead: undefined,
    heading: "Talentrise in numbers",
    stats: firmStats,
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Talentrise in numbers" })
    await expect(region).toHaveClass("bg-ink")
    await expect(
      within(region)
        .getAllByRole("definition")
        .map((value) => value.textContent),
    ).toEqual(["500+", "15+", "50+", "98%"])
  },
}

export const WithAction: Story = {
  args: { action: { label: "Start a conversation", href: "/contact" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Start a conversation" })).toHaveAttribute(
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
  args: { action: { label: "Start a conversation", href: "/contact" } },
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
