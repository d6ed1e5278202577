import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { PurposePanels } from "./purpose-panels"

const meta = {
  title: "Sections/PurposePanels",
  component: PurposePanels,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on About for the mission and vision, side by side. **Don't** use it for more than two or three statements.",
      },
    },
  },
  args: {
    panels: [
      {
        label: "Our mission",
        icon: "target",
        statement: "To give every growing business the HR capability of a large enterprise.",
        detail: "We measure ourselves by what our clients can do because of us.",
      },
      {
        label: "Our vision",
        icon: "globe",
        statement: "To be India's most trusted people partner.",
        detail: "A workplace where hiring is fair and fast and compliance is never an afterthought.",
      },
    ],
  },
} satisfies Meta<typeof PurposePanels>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("region", { name: "Our mission" })).toHaveTextContent(/large enterprise/)
    await expect(canvas.getByRole("region", { name: "Our vision" })).toHaveTextContent(
      /trusted people partner/,
    )
  },
}
export const WithoutDetail: Story = {
  args: {
    panels: [
      { label: "Our mission", icon: "target", statement: "The right people, paid correctly, trained well." },
      { label: "Our vision", icon: "globe", statement: "India's most trusted people partner." },
    ],
  },
}
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
