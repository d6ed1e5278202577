import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"

import { FormControl, FormField } from "./form-field"
import { Input } from "./input"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select"
import { Textarea } from "./textarea"

const meta = {
  title: "Primitives/FormField",
  component: FormField,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** around every form control: it gives the label, the hint and the error their ids and ARIA wiring. **Don't** place a bare `Input` with a placeholder as its only label.",
      },
    },
  },
  args: { label: "First name" },
  decorators: [
    (Story) => (
      <div className="max-w-md p-8">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <FormField {...args}>
      <FormControl>
        <Input placeholder="Priya" />
      </FormControl>
    </FormField>
  ),
} satisfies Meta<typeof FormField>
export default meta
type Story = StoryObj<typeof meta>

/** The label names the control; clicking it focuses the control. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole("textbox", { name: "First name" })
    await expect(input).not.toHaveAttribute("aria-invalid")
    await expect(input).not.toHaveAttribute("aria-describedby")
    await userEvent.click(canvas.getByText("First name"))
    await expect(input).toHaveFocus()
  },
}

/** An asterisk for the eye (hidden from screen readers), `aria-required` for everyone else. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole("textbox", { name: "First name" })
    await expect(input).toBeRequired()
    await expect(canvas.getByText("*")).toHaveAttribute("aria-hidden", "true")
  },
}

export const WithDescription: Story = {
  args: { label: "Company", description: "The name your clients know you by." },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Company" })
    await expect(input).toHaveAccessibleDescription("The name your clients know you by.")
  },
}

/** The error sits under the control, is announced (an alert), and describes the invalid control. */
export const WithError: Story = {
  args: { required: true, error: "First name must be at least 2 characters" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole("textbox", { name: "First name" })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription("First name must be at least 2 characters")
    await expect(canvas.getByRole("alert")).toHaveTextContent("First name must be at least 2 characters")
  },
}

export const WithDescriptionAndError: Story = {
  args: {
    label: "Email",
    required: true,
    description: "We reply to this address.",
    error: "Please enter a valid email address",
  },
  render: (args) => (
    <FormField {...args}>
      <FormControl>
        <Input type="email" defaultValue="priya@company" />
      </FormControl>
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Email" })
    await expect(input).toHaveAccessibleDescription(
      "We reply to this address. Please enter a valid email address",
    )
  },
}

export const TextareaControl: Story = {
  args: { label: "Message", required: true, error: "Message must be at least 10 characters" },
  render: (args) => (
    <FormField {...args}>
      <FormControl>
        <Textarea defaultValue="Hello" />
      </FormControl>
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole("textbox", { name: "Message" })
    await expect(textarea).toBeInvalid()
    await expect(textarea).toHaveAccessibleDescription("Message must be at least 10 characters")
  },
}

/** With a Select, the trigger is the control: the label names it. */
export const SelectControl: Story = {
  args: { label: "Service interest" },
  render: (args) => (
    <FormField {...args}>
      <Select>
        <FormControl>
          <SelectTrigger>
            <SelectValue placeholder="Select a service" />
          </SelectTrigger>
        </FormControl>
        <SelectContent>
          <SelectItem value="rpo">RPO Solutions</SelectItem>
          <SelectItem value="other">Other</SelectItem>
        </SelectContent>
      </Select>
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Service interest" })
    await expect(trigger).toHaveTextContent("Select a service")
    await expect(trigger).not.toHaveAttribute("aria-required")
  },
}

/** On the brand ink (the newsletter box), the label and the error take colours that read there. */
export const OnDark: Story = {
  args: {
    label: "E-mail address",
    error: "Please enter a valid email address",
    labelClassName: "text-ink-foreground",
    messageClassName: "text-accent",
  },
  decorators: [
    (Story) => (
      <div className="rounded-xl bg-ink p-6">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <FormField {...args}>
      <FormControl>
        <Input type="email" defaultValue="reader@example" className="aria-invalid:border-accent" />
      </FormControl>
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveClass("text-accent")
  },
}
