import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"

import { Input } from "./input"
import { Label } from "./label"

const meta = {
  title: "Primitives/Label",
  component: Label,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** to name a form control; `FormField` renders one for you. **Don't** use it as a heading or for text that names nothing.",
      },
    },
  },
  args: { children: "Full name", htmlFor: "full-name", required: false },
  render: (args) => (
    <div className="grid max-w-sm gap-2 p-8">
      <Label {...args} />
      <Input id="full-name" name="name" autoComplete="name" required={args.required} />
    </div>
  ),
} satisfies Meta<typeof Label>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole("textbox", { name: "Full name" })
    await userEvent.click(canvas.getByText("Full name"))
    await expect(input).toHaveFocus()
    await expect(canvasElement.querySelector("[aria-hidden=true]")).toBeNull()
  },
}

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The asterisk is visual only: the name stays "Full name" and the control itself is required.
    const input = canvas.getByRole("textbox", { name: "Full name" })
    await expect(input).toBeRequired()
    const asterisk = canvas.getByText("*")
    await expect(asterisk).toHaveAttribute("aria-hidden", "true")
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } }, args: { required: true } }
