import type { Meta, StoryObj } from "@storybook/react-vite"
import { useId, useState } from "react"
import { expect, userEvent, within } from "storybook/test"

import { Icon, iconNames } from "../../packages/ui/src/components/icon"
import { Input } from "../../packages/ui/src/components/input"
import { Label } from "../../packages/ui/src/components/label"

/** Every icon in the sprite, found by name; the caption is the name content uses for it. */
function IconGallery({ query: initialQuery = "" }: { query?: string }) {
  const [query, setQuery] = useState(initialQuery)
  const id = useId()
  const needle = query.trim().toLowerCase()
  const shown = iconNames.filter((name) => name.includes(needle))
  return (
    <div className="space-y-6 p-6 sm:p-8">
      <div className="grid max-w-sm gap-2">
        <Label htmlFor={id}>Search icons</Label>
        <Input
          id={id}
          type="search"
          value={query}
          placeholder="arrow, chart, user…"
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown.length} of {iconNames.length} icons
      </p>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {shown.map((name) => (
          <li
            key={name}
            className="flex flex-col items-center gap-3 rounded-lg border border-border p-4 text-center"
          >
            <Icon name={name} className="size-7 text-primary" />
            <span className="font-mono text-xs text-muted-foreground">{name}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

const meta = {
  title: "Foundations/Icons",
  component: IconGallery,
  tags: ["!autodocs"],
  parameters: {
    docs: {
      description: {
        component:
          'The icons of the sprite (`packages/ui/src/assets/icons.svg`). Draw one with `<Icon name="…" />`; add a name to `icon-names.ts` and run `pnpm --filter @repo/ui icons`.',
      },
    },
  },
} satisfies Meta<typeof IconGallery>
export default meta
type Story = StoryObj<typeof meta>

export const Gallery: Story = {}

/** Typing narrows the gallery to the names that contain the text. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search icons" }), "arrow")
    const items = canvas.getAllByRole("listitem")
    await expect(items.length).toBeGreaterThan(0)
    await expect(items.length).toBeLessThan(iconNames.length)
    for (const item of items) await expect(item).toHaveTextContent("arrow")
  },
}
