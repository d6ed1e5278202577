import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"

import { AmountInput } from "./amount-input"
import { Label } from "./label"

const meta = {
  title: "Primitives/AmountInput",
  component: AmountInput,
  args: { id: "ctc", value: "", prefix: "₹", placeholder: "12,00,000", onValueChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return (
      <div className="grid max-w-sm gap-2 p-8">
        <Label htmlFor={args.id}>Annual CTC</Label>
        <AmountInput
          {...args}
          value={value}
          onValueChange={(text) => {
            setValue(text)
            args.onValueChange(text)
          }}
        />
      </div>
    )
  },
} satisfies Meta<typeof AmountInput>
export default meta
type Story = StoryObj<typeof meta>

/** Empty, with a placeholder in Indian grouping. */
export const Default: Story = {}

/** Words are read as amounts: leaving the field regroups "12.5 lakh" as 12,50,000. */
export const LakhInWords: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole("textbox", { name: "Annual CTC" })
    await userEvent.type(field, "12.5 lakh")
    await expect(field).toHaveValue("12.5 lakh")
    await userEvent.tab()
    await expect(field).toHaveValue("12,50,000")
    await expect(args.onValueChange).toHaveBeenLastCalledWith("12,50,000")
  },
}

/** Western grouping and crores are regrouped the Indian way. */
export const Crore: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("textbox", { name: "Annual CTC" })
    await userEvent.type(field, "1.2 crore")
    await userEvent.tab()
    await expect(field).toHaveValue("1,20,00,000")
    await userEvent.clear(field)
    await userEvent.type(field, "1,250,000")
    await userEvent.tab()
    await expect(field).toHaveValue("12,50,000")
  },
}

/** Unreadable text is left as typed, for the form to flag. */
export const Unreadable: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("textbox", { name: "Annual CTC" })
    await userEvent.type(field, "twelve")
    await userEvent.tab()
    await expect(field).toHaveValue("twelve")
  },
}

/** A share, with the unit after the number. */
export const Percent: Story = {
  args: { id: "basic", value: "50", prefix: undefined, suffix: "%" },
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return (
      <div className="grid max-w-40 gap-2 p-8">
        <Label htmlFor={args.id}>Basic</Label>
        <AmountInput {...args} value={value} onValueChange={setValue} />
      </div>
    )
  },
}

export const Invalid: Story = { args: { value: "-5,000", "aria-invalid": true } }

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
