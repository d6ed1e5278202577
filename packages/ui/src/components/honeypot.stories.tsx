import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { Honeypot } from "./honeypot"
import { Input } from "./input"
import { Label } from "./label"

const meta = {
  title: "Primitives/Honeypot",
  component: Honeypot,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** once in every public form that sends something (contact, newsletter): bots fill the hidden field, people never see it, and the form then shows its usual success and sends nothing. **Don't** use it as the only defence for anything valuable, and never give it a visible label or a place in the tab order.",
      },
    },
  },
  render: (args) => (
    <form className="grid max-w-sm gap-2 p-8" aria-label="Newsletter">
      <Label htmlFor="email">Email</Label>
      <Input id="email" type="email" name="email" />
      <Honeypot {...args} />
    </form>
  ),
} satisfies Meta<typeof Honeypot>
export default meta
type Story = StoryObj<typeof meta>

/** Only the real field shows; the trap is out of sight, out of the tab order and hidden from screen readers. */
export const InAForm: Story = {
  play: async ({ canvasElement }) => {
    const trap = canvasElement.querySelector<HTMLInputElement>("input[name=website]")
    await expect(trap).toHaveAttribute("tabindex", "-1")
    await expect(trap?.closest("[aria-hidden=true]")).not.toBeNull()
    await expect(within(canvasElement).getAllByRole("textbox")).toHaveLength(1)
  },
}
export const CustomName: Story = {
  args: { name: "company_url" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("input[name=company_url]")).not.toBeNull()
  },
}
