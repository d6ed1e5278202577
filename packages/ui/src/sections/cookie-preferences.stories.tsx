import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"

import { CookiePreferences } from "./cookie-preferences"

const disclosure = {
  title: "What this site stores",
  summary:
    "This website sets no cookies and uses no analytics, tracking or advertising. The only thing it keeps in your browser is the draft below.",
  items: [
    {
      name: "talentrise:contact-draft",
      purpose: "Keeps what you have typed into the contact form in this tab's sessionStorage.",
      duration: "Until your message is sent or you close the tab",
      kind: "strictly necessary",
    },
  ],
  note: "If we ever add optional cookies, we will ask for your consent before setting any.",
}

const meta = {
  title: "Sections/CookiePreferences",
  component: CookiePreferences,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on the cookie policy and wherever a visitor should review what the site stores; it opens a dialog that lists it. **Don't** use it as a consent banner.",
      },
    },
  },
  args: { disclosure },
  decorators: [
    (Story) => (
      <div className="p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CookiePreferences>
export default meta
type Story = StoryObj<typeof meta>

/** Opens on Enter, states what is stored, closes on Escape and hands focus back. */
export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    const trigger = within(canvasElement).getByRole("button", { name: "Manage Cookie Preferences" })
    trigger.focus()
    await userEvent.keyboard("{Enter}")
    const dialog = await page.findByRole("dialog", { name: "What this site stores" })
    await expect(dialog).toHaveAccessibleDescription(/sets no cookies/)
    await waitFor(() => expect(dialog).toBeVisible())
    await expect(within(dialog).getByText("talentrise:contact-draft")).toBeVisible()
    await expect(within(dialog).getByText("strictly necessary")).toBeVisible()
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    const trigger = within(canvasElement).getByRole("button", { name: "Manage Cookie Preferences" })
    await userEvent.click(trigger)
    const dialog = await page.findByRole("dialog")
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Manage Cookie Preferences" }))
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog")
    await waitFor(() => expect(dialog).toBeVisible())
  },
}
