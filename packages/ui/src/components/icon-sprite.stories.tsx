import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import sprite from "../assets/icons.svg?raw"
import { Icon } from "./icon"
import { IconSprite } from "./icon-sprite"

const meta = {
  title: "Primitives/IconSprite",
  component: IconSprite,
  args: { sprite },
  parameters: {
    docs: {
      description: {
        component:
          "**Use** once per document, first in `<body>`, with the text of `@repo/ui/assets/icons.svg` (a `?raw` import): every `Icon` draws a symbol from it. **Don't** render it per component or more than once, and don't put anything else in it; a new icon is added to `icon-names.ts` and the sprite rebuilt (`pnpm --filter @repo/ui icons`).",
      },
    },
  },
  render: (args) => (
    <div className="p-8">
      <IconSprite {...args} />
      <p className="flex items-center gap-3 text-foreground">
        <Icon name="briefcase" className="size-6 text-primary" />
        The sprite itself draws nothing; each icon is a use of one of its symbols.
      </p>
    </div>
  ),
} satisfies Meta<typeof IconSprite>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const host = canvasElement.querySelector("svg[data-slot=icon-sprite]")
    await expect(host).toHaveStyle({ display: "none" })
    await expect(host?.querySelector("symbol#icon-briefcase")).not.toBeNull()
  },
}
/** With no text (a prerendering app's client build), it renders an empty, hidden element. */
export const Empty: Story = {
  args: { sprite: "" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("svg[data-slot=icon-sprite]")?.childElementCount).toBe(0)
  },
}
