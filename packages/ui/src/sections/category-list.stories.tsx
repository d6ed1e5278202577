import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState, type ComponentProps } from "react"
import { expect, fn, userEvent, within } from "storybook/test"

import { CategoryList } from "./category-list"

const categories = [
  { name: "HR Strategy", icon: "target", count: 15 },
  { name: "Recruitment", icon: "user-search", count: 12 },
  { name: "Employee Experience", icon: "heart-handshake", count: 18 },
  { name: "Technology", icon: "cpu", count: 8 },
  { name: "Compliance", icon: "scale", count: 10 },
  { name: "Learning & Development", icon: "graduation-cap", count: 14 },
]

/** The list with the state a page would keep, so pressing a category shows as pressed. */
function Stateful({ onToggle, active: initial = null, ...props }: ComponentProps<typeof CategoryList>) {
  const [active, setActive] = useState<string | null>(initial)
  return (
    <CategoryList
      {...props}
      active={active}
      onToggle={(name) => {
        onToggle?.(name)
        setActive((current) => (current === name ? null : name))
      }}
    />
  )
}

const meta = {
  title: "Sections/CategoryList",
  component: CategoryList,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** in the blog's sidebar to show the categories and their article counts. **Don't** use it as the page's main navigation.",
      },
    },
  },
  args: { heading: "Categories", categories, onToggle: fn() },
  render: (args) => (
    <div className="max-w-xs p-6">
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof CategoryList>
export default meta
type Story = StoryObj<typeof meta>

/** Pressing a category marks it pressed; pressing it again clears the filter. The counts never change. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const compliance = canvas.getByRole("button", { name: /Compliance/ })
    await expect(compliance).toHaveAttribute("aria-pressed", "false")
    await expect(compliance).toHaveTextContent("10")
    await userEvent.click(compliance)
    await expect(args.onToggle).toHaveBeenCalledWith("Compliance")
    await expect(compliance).toHaveAttribute("aria-pressed", "true")
    await userEvent.click(canvas.getByRole("button", { name: /Technology/ }))
    await expect(compliance).toHaveAttribute("aria-pressed", "false")
    await userEvent.click(canvas.getByRole("button", { name: /Technology/ }))
    for (const button of canvas.getAllByRole("button"))
      await expect(button).toHaveAttribute("aria-pressed", "false")
    await expect(canvas.getByRole("button", { name: /Technology/ })).toHaveTextContent("8")
  },
}

export const WithActiveCategory: Story = { args: { active: "Employee Experience" } }

/** Chips that wrap on a phone. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  render: (args) => (
    <div className="p-5">
      <Stateful {...args} />
    </div>
  ),
}
