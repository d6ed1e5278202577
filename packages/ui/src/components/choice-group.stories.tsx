import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, userEvent, within } from "storybook/test"

import { ChoiceGroup } from "./choice-group"

const meta = {
  title: "Primitives/ChoiceGroup",
  component: ChoiceGroup<"ceiling" | "full">,
  args: {
    legend: "PF is paid on",
    name: "pf",
    value: "ceiling",
    choices: [
      { value: "ceiling", label: "Basic up to ₹25,000" },
      { value: "full", label: "The full basic" },
    ],
    onValueChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return (
      <div className="max-w-sm p-8">
        <ChoiceGroup
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next)
            args.onValueChange(next)
          }}
        />
      </div>
    )
  },
} satisfies Meta<typeof ChoiceGroup<"ceiling" | "full">>
export default meta
type Story = StoryObj<typeof meta>

/** Clicking an option checks it; the arrow keys move between options as radios do. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const group = canvas.getByRole("group", { name: "PF is paid on" })
    await expect(group).toBeInTheDocument()
    const full = canvas.getByRole("radio", { name: "The full basic" })
    await userEvent.click(full)
    await expect(full).toBeChecked()
    await expect(args.onValueChange).toHaveBeenLastCalledWith("full")
    await userEvent.keyboard("{ArrowLeft}")
    await expect(canvas.getByRole("radio", { name: "Basic up to ₹25,000" })).toBeChecked()
  },
}

export const WithDescription: Story = {
  args: { description: "Most employers pay on the ₹25,000 wage ceiling." },
}
