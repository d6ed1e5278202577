import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"

import { Label } from "./label"
import { NativeSelect } from "./native-select"

const meta = {
  title: "Primitives/NativeSelect",
  component: NativeSelect,
  args: { id: "state", defaultValue: "uttar-pradesh" },
  render: (args) => (
    <div className="grid max-w-sm gap-2 p-8">
      <Label htmlFor={args.id}>State</Label>
      <NativeSelect {...args}>
        <option value="uttar-pradesh">Uttar Pradesh</option>
        <option value="maharashtra">Maharashtra</option>
        <option value="karnataka">Karnataka</option>
      </NativeSelect>
    </div>
  ),
} satisfies Meta<typeof NativeSelect>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "State" })
    await expect(select).toHaveValue("uttar-pradesh")
    await userEvent.selectOptions(select, "maharashtra")
    await expect(select).toHaveValue("maharashtra")
  },
}

export const Disabled: Story = { args: { disabled: true } }
