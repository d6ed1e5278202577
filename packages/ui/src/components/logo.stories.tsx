import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { Logo } from "./logo"

const meta = {
  title: "Primitives/Logo",
  component: Logo,
  parameters: {
    docs: {
      description: {
        component:
          '**Use** once in the header and once in the footer, `tone="inverse"` on the dark bands. **Don\'t** recolour, stretch or redraw it, or use it as decoration inside content.',
      },
    },
  },
  args: { label: "Talentrise HR", tone: "default" },
  argTypes: { tone: { control: "inline-radio", options: ["default", "inverse"] } },
  decorators: [
    (Story) => (
      <div className="p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Logo>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole("img", { name: "Talentrise HR" })
    await expect(logo.tagName.toLowerCase()).toBe("svg")
    // Drawn by us: no external image to load.
    await expect(logo.querySelector("image, use")).toBeNull()
  },
}

export const InverseOnInk: Story = {
  args: { tone: "inverse" },
  decorators: [
    (Story) => (
      <div className="bg-ink p-8">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole("img", { name: "Talentrise HR" })
    // On ink the wordmark turns light; the default tone draws it dark.
    const wordmark = logo.querySelector("text")
    await expect(wordmark).toHaveClass("fill-ink-foreground")
  },
}

export const Large: Story = { args: { className: "h-14 w-auto" } }

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
