import { applyPath, careersHero, openings as careersOpenings, openingsSection } from "@repo/content/careers"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { formatIsoDate } from "../lib/dates"
import { OpeningIndex, OpeningList } from "./opening-list"

// Careers' openings, from the site's content, each leading to its application form.
const openings = careersOpenings.map((opening) => ({ ...opening, applyHref: applyPath(opening.id) }))
function openingAt(index: number) {
  const opening = openings[index]
  if (!opening) throw new Error(`The content has no opening at ${index}`)
  return opening
}
const first = openingAt(0)
const second = openingAt(1)

const meta = {
  title: "Sections/OpeningList",
  component: OpeningList,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on Careers for the open roles (`OpeningList`) and the index beside the hero (`OpeningIndex`). **Don't** use it for anything but job openings.",
      },
    },
  },
  args: {
    eyebrow: openingsSection.eyebrow,
    heading: openingsSection.heading,
    lead: openingsSection.lead,
    openings,
  },
} satisfies Meta<typeof OpeningList>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("article")).toHaveLength(openings.length)
    const card = canvas.getByRole("article", { name: second.title })
    const apply = within(card).getByRole("link", { name: `Apply Now: ${second.title}` })
    await expect(apply).toHaveAttribute("href", `/careers/apply/${second.id}`)
    await expect(card).toHaveTextContent(second.location)
    await expect(card).toHaveTextContent(second.experience)
    await expect(within(card).getByText(formatIsoDate(second.datePosted))).toHaveAttribute(
      "datetime",
      second.datePosted,
    )
  },
}
export const OnMuted: Story = { args: { tone: "muted" } }
/** Edge case: one opening. */
export const Single: Story = { args: { openings: [first] } }
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }

/** The hero's list of roles: each links to its card on the page. */
export const Index: Story = {
  render: () => (
    <div className="bg-ink p-6 text-ink-foreground sm:p-10">
      <div className="max-w-md">
        <OpeningIndex heading={careersHero.indexHeading} openings={openings} />
      </div>
      <ul className="sr-only">
        {openings.map((opening) => (
          <li key={opening.id} id={opening.id}>
            {opening.title}
          </li>
        ))}
      </ul>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole("navigation", { name: careersHero.indexHeading })
    await expect(within(nav).getByRole("link", { name: new RegExp(first.title) })).toHaveAttribute(
      "href",
      `#${first.id}`,
    )
    await expect(within(nav).getAllByRole("link")).toHaveLength(openings.length)
  },
}
