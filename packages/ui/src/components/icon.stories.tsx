import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"

import { Icon, iconNames } from "./icon"

const meta = {
  title: "Primitives/Icon",
  component: Icon,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** beside text that says the same thing, or inside a control named by `aria-label`: icons are decorative (`aria-hidden`). **Don't** use an icon as the only carrier of meaning, and don't import SVGs into components: every icon comes from the sprite.",
      },
    },
  },
  args: { name: "briefcase", className: "size-8 text-primary" },
  argTypes: { name: { control: "select", options: [...iconNames] } },
  decorators: [
    (Story) => (
      <div className="p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Icon>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector("svg[data-slot=icon]")
    await expect(svg).toHaveAttribute("aria-hidden", "true")
    await expect(svg?.querySelector("use")?.getAttribute("href")).toBe("#icon-briefcase")
  },
}

/** Every icon in the sprite (which Storybook's preview renders once, as a page does), captioned with the name content uses for it. */
export const Gallery: Story = {
  render: (args) => (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
      {iconNames.map((name) => (
        <li
          key={name}
          data-icon={name}
          className="flex flex-col items-center gap-3 rounded-lg border border-border p-4 text-center"
        >
          <Icon {...args} name={name} />
          <span className="font-mono text-xs text-muted-foreground">{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const items = canvas.getAllByRole("listitem")
    await expect(items).toHaveLength(iconNames.length)
    for (const name of iconNames) {
      await expect(canvas.getByText(name, { exact: true })).toBeInTheDocument()
    }
    // Each <use> must find its symbol in the sprite: a missing symbol draws nothing and measures 0 × 0
    // (a straight line such as "minus" is flat, so only an icon with no extent at all counts as missing).
    await waitFor(() => {
      const empty = items
        .filter((item) => {
          const box = item.querySelector("use")?.getBoundingClientRect()
          return !box || (box.width === 0 && box.height === 0)
        })
        .map((item) => item.dataset.icon)
      return expect(empty).toEqual([])
    })
  },
}

/** Older names from content resolve to the icon they were renamed to. */
export const Alias: Story = {
  args: { name: "line-chart" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("use")?.getAttribute("href")).toBe("#icon-chart-line")
  },
}

/** An unknown name renders nothing rather than an empty box. */
export const UnknownName: Story = {
  args: { name: "not-an-icon" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("svg")).toBeNull()
  },
}

export const Mobile: Story = { ...Gallery, globals: { viewport: { value: "mobile" } } }
