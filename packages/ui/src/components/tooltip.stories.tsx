import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"

import { Button } from "./button"
import { Icon } from "./icon"
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip"

const meta = {
  title: "Primitives/Tooltip",
  component: Tooltip,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** to name an icon-only control or to add a short, non-essential hint on hover and focus. **Don't** put anything essential or interactive in it: touch screens rarely show it.",
      },
    },
  },
  args: { onOpenChange: fn() },
  render: (args) => (
    <div className="flex min-h-48 items-center justify-center gap-4 p-8">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Copy article link">
            <Icon name="copy" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Copy link</TooltipContent>
      </Tooltip>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button variant="outline" size="icon" aria-label="Print article">
            <Icon name="printer" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Print</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>
export default meta
type Story = StoryObj<typeof meta>

/** A pointer resting on the trigger opens the tooltip after 700 ms, not before; leaving closes it. */
export const HoverDelay: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Copy article link" })
    const start = performance.now()
    await userEvent.hover(trigger)
    await expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()

    const tooltip = await waitFor(() => screen.getByRole("tooltip"), { timeout: 2000 })
    await expect(performance.now() - start).toBeGreaterThanOrEqual(690)
    await expect(tooltip).toHaveTextContent("Copy link")
    await expect(trigger).toHaveAccessibleDescription("Copy link")
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)

    await userEvent.unhover(trigger)
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
  },
}

/** Within 300 ms of one tooltip closing, the next opens at once, without the 700 ms wait. */
export const SkipDelay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const copy = canvas.getByRole("button", { name: "Copy article link" })
    const print = canvas.getByRole("button", { name: "Print article" })
    await userEvent.hover(copy)
    await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent("Copy link"), { timeout: 2000 })

    // Straight across to the next button: the first closes and the second opens well before 700 ms.
    const start = performance.now()
    await userEvent.hover(print)
    await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent("Print"), { timeout: 600 })
    await expect(performance.now() - start).toBeLessThan(650)
    await userEvent.unhover(print)
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument())
  },
}

/** Keyboard focus shows the tooltip straight away; Escape hides it and focus stays on the trigger. */
export const Focus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Copy article link" })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent("Copy link"), { timeout: 300 })
    await expect(trigger).toHaveAccessibleDescription("Copy link")

    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("tooltip")).not.toBeInTheDocument())
    await expect(trigger).toHaveFocus()
  },
}

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const tooltip = await screen.findByRole("tooltip")
    await expect(tooltip).toHaveTextContent("Copy link")
    const content = document.querySelector<HTMLElement>("[data-slot=tooltip-content]")
    for (const animation of content?.getAnimations({ subtree: true }) ?? []) animation.finish()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole("button", { name: "Copy article link" })).toHaveFocus()
    await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent("Copy link"))
    const content = document.querySelector<HTMLElement>("[data-slot=tooltip-content]")
    for (const animation of content?.getAnimations({ subtree: true }) ?? []) animation.finish()
  },
}
