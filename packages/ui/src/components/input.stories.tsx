import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { Input } from "./input"
import { Label } from "./label"

const meta = {
  title: "Primitives/Input",
  component: Input,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for one line of text a visitor types (name, email, phone), inside a `FormField`. **Don't** use it for long answers (use `Textarea`) or for a fixed set of choices (use `Select`).",
      },
    },
  },
  args: {
    id: "work-email",
    type: "email",
    name: "email",
    autoComplete: "email",
    placeholder: "you@company.in",
    onChange: fn(),
  },
  argTypes: {
    type: { control: "select", options: ["text", "email", "tel", "search"] },
  },
  render: (args) => (
    <div className="grid max-w-md gap-2 p-8">
      <Label htmlFor={args.id}>Work email</Label>
      <Input {...args} />
    </div>
  ),
} satisfies Meta<typeof Input>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Work email" })
    await expect(input).toHaveAttribute("type", "email")
    await userEvent.type(input, "priya@kineticcomponents.in")
    await expect(input).toHaveValue("priya@kineticcomponents.in")
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const Filled: Story = { args: { defaultValue: "arjun.mehta@ledgerloop.in" } }

export const Phone: Story = {
  args: { id: "phone", type: "tel", name: "phone", autoComplete: "tel", placeholder: "+91 90000 00000" },
  render: (args) => (
    <div className="grid max-w-md gap-2 p-8">
      <Label htmlFor={args.id}>Phone number</Label>
      <Input {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Phone number" })
    await userEvent.type(input, "+91 120 456 7890")
    await expect(input).toHaveValue("+91 120 456 7890")
  },
}

export const Invalid: Story = {
  args: { defaultValue: "priya@", "aria-invalid": true, "aria-describedby": "work-email-error" },
  render: (args) => (
    <div className="grid max-w-md gap-2 p-8">
      <Label htmlFor={args.id}>Work email</Label>
      <Input {...args} />
      <p id="work-email-error" className="text-sm font-medium text-destructive">
        Enter an e-mail address like name@company.in
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Work email" })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription("Enter an e-mail address like name@company.in")
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "hello@talentrise.example" },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Work email" })
    await expect(input).toBeDisabled()
    await userEvent.type(input, "x")
    await expect(input).toHaveValue("hello@talentrise.example")
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
