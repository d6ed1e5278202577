import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { AssistanceCard, ContactCard, type ContactDetail } from "./contact-cards"

const email = {
  kind: "email",
  label: "Email",
  value: "hello@talentrise.example",
  href: "mailto:hello@talentrise.example",
} as const
const phone = { kind: "phone", label: "Phone", value: "+91 98765 43210", href: "tel:+919876543210" } as const

const quickContact: readonly ContactDetail[] = [
  email,
  phone,
  { kind: "hours", label: "Business hours", value: "Mon-Sat: 10:00 AM - 7:00 PM" },
]

const branchOffice: readonly ContactDetail[] = [
  { kind: "address", label: "Address", value: ["Sector 62", "Noida, Uttar Pradesh 201309", "India"] },
  phone,
  email,
]

const meta = {
  title: "Sections/ContactCards",
  component: ContactCard,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on Contact for the ways to reach the firm (`ContactCard`) and the urgent line (`AssistanceCard`). **Don't** use them for people's profiles.",
      },
    },
  },
  args: { title: "Quick Contact", details: quickContact },
  decorators: [
    // Cards sit in a sidebar; `parameters.wide` gives one the page's width instead.
    (Story, { parameters }) => (
      <div className={parameters.wide ? "p-6" : "max-w-sm p-6"}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactCard>
export default meta
type Story = StoryObj<typeof meta>

/** E-mail and phone are links a visitor can act on; the hours are plain text. */
export const QuickContact: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("region", { name: "Quick Contact" })
    await expect(within(card).getByRole("link", { name: "hello@talentrise.example" })).toHaveAttribute(
      "href",
      "mailto:hello@talentrise.example",
    )
    await expect(within(card).getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    )
    await expect(
      within(card)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Email", "Phone", "Business hours"])
    await expect(card).toHaveTextContent("Mon-Sat: 10:00 AM - 7:00 PM")
  },
}

/** The office's address is an `address`, one line per row. */
export const BranchOffice: Story = {
  args: { title: "Branch Office", subtitle: "Noida Branch Office", details: branchOffice },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("region", { name: "Branch Office" })
    const address = card.querySelector("address")
    await expect(address).toHaveTextContent("Sector 62Noida, Uttar Pradesh 201309India")
    await expect(within(card).getByRole("link", { name: "+91 98765 43210" })).toBeVisible()
  },
}

const assistance = {
  title: "Need Immediate Assistance?",
  body: "A payroll run due tomorrow or a team that must start on Monday: call us and a consultant will pick it up straight away.",
  action: { label: "Call Emergency Line", href: "tel:+919876543210" },
}

/** In a sidebar the card stacks; its one action calls the firm. */
export const ImmediateAssistance: Story = {
  render: () => <AssistanceCard {...assistance} />,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("region", { name: "Need Immediate Assistance?" })
    await expect(within(card).getByRole("link", { name: "Call Emergency Line" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    )
  },
}

/** Given the page's width, it lays out as one row: text beside the button. */
export const ImmediateAssistanceWide: Story = {
  parameters: { wide: true },
  globals: { viewport: { value: "desktop" } },
  render: () => <AssistanceCard {...assistance} />,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("region", { name: "Need Immediate Assistance?" })
    const heading = within(card).getByRole("heading", { name: "Need Immediate Assistance?" })
    const link = within(card).getByRole("link", { name: "Call Emergency Line" })
    // Side by side: the button starts to the right of where the heading ends.
    await expect(link.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right)
  },
}

export const AllThree: Story = {
  globals: { viewport: { value: "mobile" } },
  render: () => (
    <div className="grid gap-6">
      <ContactCard title="Quick Contact" details={quickContact} />
      <ContactCard title="Branch Office" subtitle="Noida Branch Office" details={branchOffice} />
      <AssistanceCard {...assistance} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("heading", { level: 2 })).toHaveLength(3)
  },
}
