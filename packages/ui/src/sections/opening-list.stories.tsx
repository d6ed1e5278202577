import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { OpeningIndex, OpeningList } from "./opening-list"

const openings = [
  {
    id: "payroll-manager",
    title: "Payroll Manager",
    location: "Delhi",
    type: "Full-time",
    department: "Payroll Management",
    experience: "6-10 years",
    description:
      "Own monthly payroll across clients and states: inputs, validations, PF, ESI, professional tax and TDS filings, and the reconciliations that keep every run accurate.",
    datePosted: "2025-02-24",
    applyHref: "/careers/apply/payroll-manager",
  },
  {
    id: "learning-development-consultant",
    title: "Learning & Development Consultant",
    location: "Pune",
    type: "Full-time",
    department: "Training & Development",
    experience: "5-8 years",
    description:
      "Design and deliver programmes for first-time managers, sales teams and plant supervisors, in classroom, virtual and blended formats.",
    datePosted: "2025-03-12",
    applyHref: "/careers/apply/learning-development-consultant",
  },
]

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
    eyebrow: "Open Positions",
    heading: "Current openings",
    lead: "All roles are full-time and permanent.",
    openings,
  },
} satisfies Meta<typeof OpeningList>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = canvas.getByRole("article", { name: "Learning & Development Consultant" })
    const apply = within(card).getByRole("link", { name: "Apply Now: Learning & Development Consultant" })
    await expect(apply).toHaveAttribute("href", "/careers/apply/learning-development-consultant")
    await expect(card).toHaveTextContent("Pune")
    await expect(card).toHaveTextContent("5-8 years")
    await expect(within(card).getByText("12 March 2025")).toHaveAttribute("datetime", "2025-03-12")
  },
}
export const OnMuted: Story = { args: { tone: "muted" } }
export const Single: Story = { args: { openings: openings.slice(0, 1) } }
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }

/** The hero's list of roles: each links to its card on the page. */
export const Index: Story = {
  render: () => (
    <div className="bg-ink p-6 text-ink-foreground sm:p-10">
      <div className="max-w-md">
        <OpeningIndex heading="Now hiring" openings={openings} />
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
    const nav = within(canvasElement).getByRole("navigation", { name: "Now hiring" })
    await expect(within(nav).getByRole("link", { name: /Payroll Manager/ })).toHaveAttribute(
      "href",
      "#payroll-manager",
    )
    await expect(within(nav).getAllByRole("link")).toHaveLength(openings.length)
  },
}
