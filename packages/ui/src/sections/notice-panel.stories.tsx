import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { NoticePanel } from "./notice-panel"

const meta = {
  title: "Sections/NoticePanel",
  component: NoticePanel,
  args: {
    heading: "We never charge candidates a fee",
    body: "We never ask a candidate for money: not for registration, interviews, training or an offer letter.",
    children: (
      <p>
        If someone has asked you for money in our name, please do not pay. Write to{" "}
        <a href="mailto:careers@example.com" className="font-semibold text-primary underline">
          careers@example.com
        </a>
        .
      </p>
    ),
  },
} satisfies Meta<typeof NoticePanel>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("region", { name: "We never charge candidates a fee" })).toBeVisible()
    await expect(canvas.getByRole("link", { name: "careers@example.com" })).toHaveAttribute(
      "href",
      "mailto:careers@example.com",
    )
  },
}
export const OnMuted: Story = { args: { tone: "muted" } }
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
