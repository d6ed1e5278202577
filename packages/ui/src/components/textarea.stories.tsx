import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { Label } from "./label"
import { Textarea } from "./textarea"

const meta = {
  title: "Primitives/Textarea",
  component: Textarea,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for a free answer of more than one line (the contact form's message), inside a `FormField`. **Don't** use it for a single value.",
      },
    },
  },
  args: {
    id: "message",
    name: "message",
    placeholder: "Tell us about the roles you are hiring for, team size and timelines",
    onChange: fn(),
  },
  render: (args) => (
    <div className="grid max-w-xl gap-2 p-8">
      <Label htmlFor={args.id}>Message</Label>
      <Textarea {...args} />
    </div>
  ),
} satisfies Meta<typeof Textarea>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Message" })
    // Five rows unless the caller asks otherwise.
    await expect(textarea).toHaveAttribute("rows", "5")
    await userEvent.type(
      textarea,
      "We need 40 store associates in Gurugram before Diwali.{enter}Can you help?",
    )
    await expect(textarea).toHaveValue(
      "We need 40 store associates in Gurugram before Diwali.\nCan you help?",
    )
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const Filled: Story = {
  args: {
    defaultValue:
      "We run two plants in Greater Noida with about 140 contract associates. We want PF and ESI filings and the monthly payroll taken over from April.",
  },
}

export const Rows: Story = {
  args: { rows: 8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Message" })).toHaveAttribute("rows", "8")
  },
}

export const Invalid: Story = {
  args: { "aria-invalid": true, "aria-describedby": "message-error", defaultValue: "Hi" },
  render: (args) => (
    <div className="grid max-w-xl gap-2 p-8">
      <Label htmlFor={args.id}>Message</Label>
      <Textarea {...args} />
      <p id="message-error" className="text-sm font-medium text-destructive">
        Message must be at least 10 characters
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Message" })
    await expect(textarea).toBeInvalid()
    await expect(textarea).toHaveAccessibleDescription("Message must be at least 10 characters")
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Sending your message…" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Message" })).toBeDisabled()
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
