import { branchOffice, immediateAssistance, quickContact } from "@repo/content/contact"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { AssistanceCard, ContactCard } from "./contact-cards"

// Contact's cards, from the site's content.

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
  args: { title: quickContact.title, details: quickContact.details },
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
    const card = within(canvasElement).getByRole("region", { name: quickContact.title })
    const [email, phone, hours] = quickContact.details
    await expect(within(card).getByRole("link", { name: email.value })).toHaveAttribute("href", email.href)
    await expect(within(card).getByRole("link", { name: phone.value })).toHaveAttribute("href", phone.href)
    await expect(
      within(card)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(quickContact.details.map((detail) => detail.label))
    await expect(card).toHaveTextContent(hours.value)
  },
}

/** The office's address is an `address`, one line per row. */
export const BranchOffice: Story = {
  args: { title: branchOffice.title, subtitle: branchOffice.name, details: branchOffice.details },
  play: async ({ canvasElement }) => {
    const [address, phone] = branchOffice.details
    const card = within(canvasElement).getByRole("region", { name: branchOffice.title })
    await expect(card.querySelector("address")).toHaveTextContent(address.value.join(""))
    await expect(within(card).getByRole("link", { name: phone.value })).toBeVisible()
  },
}

const assistance = immediateAssistance

/** In a sidebar the card stacks; its one action calls the firm. */
export const ImmediateAssistance: Story = {
  render: () => <AssistanceCard {...assistance} />,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("region", { name: assistance.title })
    await expect(within(card).getByRole("link", { name: assistance.action.label })).toHaveAttribute(
      "href",
      assistance.action.href,
    )
  },
}

/** Given the page's width, it lays out as one row: text beside the button. */
export const ImmediateAssistanceWide: Story = {
  parameters: { wide: true },
  globals: { viewport: { value: "desktop" } },
  render: () => <AssistanceCard {...assistance} />,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole("region", { name: assistance.title })
    const heading = within(card).getByRole("heading", { name: assistance.title })
    const link = within(card).getByRole("link", { name: assistance.action.label })
    // Side by side: the button starts to the right of where the heading ends.
    await expect(link.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right)
  },
}

export const AllThree: Story = {
  globals: { viewport: { value: "mobile" } },
  render: () => (
    <div className="grid gap-6">
      <ContactCard title={quickContact.title} details={quickContact.details} />
      <ContactCard title={branchOffice.title} subtitle={branchOffice.name} details={branchOffice.details} />
      <AssistanceCard {...assistance} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("heading", { level: 2 })).toHaveLength(3)
  },
}
