import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, screen, userEvent, within, waitFor } from "storybook/test"

import ShareMenuDropdown from "./share-menu-dropdown"

const meta = {
  title: "Sections/ShareMenuDropdown",
  component: ShareMenuDropdown,
  args: {
    url: "https://talentrise.example/blog/ai-recruitment",
    title: "AI in Recruitment: Where It Earns Its Place in Indian Hiring",
  },
  argTypes: {
    variant: {
      control: "select",
      options: ["primary", "accent", "outline", "secondary", "ghost", "inverse", "outline-inverse"],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The open menu behind `ShareMenu`, which loads this module when a visitor first reaches for the button. **Use** `ShareMenu` on a page; this story shows the menu's own states. **Don't** import it directly into a page: it brings Radix's dropdown with it.",
      },
    },
  },
  render: (args) => (
    <div className="p-8 pb-80">
      <ShareMenuDropdown {...args} />
    </div>
  ),
} satisfies Meta<typeof ShareMenuDropdown>
export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {}
/** Opened on mount (as ShareMenu opens it): copy the link, or post it to LinkedIn or X in a new tab; Escape closes it. */
export const OpensOnMount: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const menu = await screen.findByRole("menu")
    await expect(menu).toHaveTextContent("Copy link")
    await expect(screen.getByRole("menuitem", { name: /Share on LinkedIn/ })).toHaveAttribute(
      "target",
      "_blank",
    )
    await userEvent.keyboard("{Escape}")
    // The page behind an open menu is hidden from assistive technology until the menu has closed.
    await waitFor(() => expect(within(canvasElement).getByRole("button", { name: "Share" })).toHaveFocus())
  },
}
export const Small: Story = { args: { size: "sm", variant: "ghost" } }
