import type { Meta, StoryObj } from "@storybook/react-vite"
import { useLayoutEffect, useRef, useState } from "react"
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
  render: (args) => <SpriteReadout {...args} />,
} satisfies Meta<typeof IconSprite>

/**
 * The sprite draws nothing, so the story says what this one holds: how many symbols, and where the
 * icon beside it comes from.
 */
function SpriteReadout({ sprite }: { sprite: string }) {
  const host = useRef<HTMLDivElement>(null)
  const [symbols, setSymbols] = useState(0)
  useLayoutEffect(() => {
    setSymbols(host.current?.querySelectorAll("svg[data-slot=icon-sprite] symbol").length ?? 0)
  }, [sprite])
  return (
    <div ref={host} className="grid max-w-xl gap-4 p-8 text-foreground">
      <IconSprite sprite={sprite} />
      <p className="rounded-lg border border-border bg-muted px-4 py-3 font-mono text-sm">
        &lt;svg data-slot="icon-sprite"&gt; holds{" "}
        <strong>{symbols === 0 ? "no symbols" : `${symbols} symbols`}</strong>
      </p>
      <p className="flex items-start gap-3 leading-relaxed">
        <Icon name="briefcase" className="mt-0.5 size-6 shrink-0 text-primary" />
        {symbols === 0
          ? "Empty: the client's copy of the sprite, where the server's HTML already wrote the symbols. This icon still draws, from the sprite already in the page (here, the one Storybook's preview writes once)."
          : "The sprite itself draws nothing; each icon, like this one, is a use of one of its symbols."}
      </p>
    </div>
  )
}
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
