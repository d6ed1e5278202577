import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"

import { PhoneFold } from "./phone-fold"

const meta = {
  title: "Components/PhoneFold",
  component: PhoneFold,
  args: {
    label: "What's included",
    points: ["Policy and handbook design", "Organisation structure", "Job levelling and pay bands"],
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PhoneFold>
export default meta
type Story = StoryObj<typeof meta>

/** From `md` up the list stands open and the summary is gone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem", { hidden: true })).toHaveLength(3)
  },
}

/** On a phone the list folds under its label and count; a tap opens it. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText("Organisation structure")).not.toBeVisible())
    await expect(canvas.getByText("(3)")).toBeVisible()
    await userEvent.click(canvas.getByText("What's included"))
    await expect(canvas.getByText("Organisation structure")).toBeVisible()
    await userEvent.click(canvas.getByText("What's included"))
    ;(document.activeElement as HTMLElement | null)?.blur()
  },
}
