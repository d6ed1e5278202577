import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { Button } from "./button"
import { Spinner } from "./spinner"

const meta = {
  title: "Primitives/Spinner",
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** inside a button's label while the action it started is under way (the contact form's Sending…), next to text that says so. **Don't** use it alone as the only sign of progress, or for a page-level wait: it is hidden from assistive technology, so the words beside it must carry the state.",
      },
    },
  },
  decorators: [
    (Story) => (
      <div className="p-8 text-primary">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Spinner>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=spinner]")).toHaveAttribute("aria-hidden", "true")
  },
}
export const Large: Story = { args: { className: "size-8 border-[3px]" } }
/** As the contact form shows it: in the submit button, beside the words that say what is happening. */
export const InButton: Story = {
  render: () => (
    <Button disabled>
      <Spinner />
      Sending...
    </Button>
  ),
}
