import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { SubmitButton } from "./submit-button"

const meta = {
  title: "Primitives/SubmitButton",
  component: SubmitButton,
  tags: ["autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          "**Use** as the one send button of a form that sends with JavaScript (the contact and application forms): it stays disabled until the page's scripts run and while sending. **Don't** use it for a form that must work without scripts, or for an action that is not a submit; use `Button`.",
      },
    },
  },
  args: { sending: false, label: "Send Message", sendingLabel: "Sending..." },
  decorators: [
    (Story) => (
      <form className="flex flex-col p-8" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof SubmitButton>
export default meta
type Story = StoryObj<typeof meta>

/** Ready: the send icon and the words, pressable once the page's scripts run. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Send Message" })
    await expect(button).toBeEnabled()
    await expect(button).toHaveAttribute("type", "submit")
  },
}

/** Sending: a spinner and the words that say so; a second press is impossible. */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Sending..." })
    await expect(button).toBeDisabled()
    await expect(button.querySelector("[data-slot=spinner]")).not.toBeNull()
  },
}
