import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { SocialIcon } from "./social-icon"

const meta = {
  title: "Primitives/SocialIcon",
  component: SocialIcon,
  args: { network: "LinkedIn", className: "size-8 text-primary" },
  argTypes: { network: { control: "inline-radio", options: ["LinkedIn", "X", "Facebook"] } },
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for a social network's mark beside its name or inside a link that names it (the footer, the share menu): it is decorative and hidden from assistive technology. **Don't** use it for anything else: general icons come from the sprite through `Icon`, and a mark alone in a link needs an accessible name on the link.",
      },
    },
  },
  decorators: [
    (Story) => (
      <div className="p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialIcon>
export default meta
type Story = StoryObj<typeof meta>

export const LinkedIn: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("svg")).toHaveAttribute("aria-hidden", "true")
  },
}
export const X: Story = { args: { network: "X" } }
export const Facebook: Story = { args: { network: "Facebook" } }
/** On a dark band, the marks take the text colour they sit in. */
export const OnInk: Story = {
  render: (args) => (
    <ul className="flex gap-4 rounded-xl bg-ink p-6 text-ink-foreground">
      {(["LinkedIn", "X", "Facebook"] as const).map((network) => (
        <li key={network}>
          <a href={`#${network}`} aria-label={network} className="block rounded-md p-1 hover:text-accent">
            <SocialIcon {...args} network={network} className="size-6" />
          </a>
        </li>
      ))}
    </ul>
  ),
}
