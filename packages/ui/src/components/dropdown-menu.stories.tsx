import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"

import { Button } from "./button"
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu"
import { Icon } from "./icon"

const onCopyLink = fn()
const onShareLinkedIn = fn()
const onShareX = fn()
const onPrint = fn()

const meta = {
  title: "Primitives/DropdownMenu",
  component: DropdownMenu,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for a short list of actions behind one button (Share). **Don't** use it for navigation between pages (use `NavigationMenu`) or to pick a value in a form (use `Select`).",
      },
    },
  },
  args: { onOpenChange: fn() },
  beforeEach: () => {
    for (const handler of [onCopyLink, onShareLinkedIn, onShareX, onPrint]) handler.mockClear()
  },
  render: (args) => (
    <div className="flex justify-end p-8">
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <Icon name="share-2" />
            Share this article
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>Share</DropdownMenuLabel>
          <DropdownMenuItem onSelect={onCopyLink}>
            <Icon name="copy" />
            Copy link
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onShareLinkedIn}>
            <Icon name="external-link" />
            Share on LinkedIn
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onShareX}>
            <Icon name="external-link" />
            Share on X
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled>
            <Icon name="download" />
            Download as PDF
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onPrint}>
            <Icon name="printer" />
            Print
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  ),
} satisfies Meta<typeof DropdownMenu>
export default meta
type Story = StoryObj<typeof meta>

/** Ends the menu's fade-in at once, so what is checked is what a person finally sees. */
function settle(element: HTMLElement) {
  for (const animation of element.getAnimations({ subtree: true })) animation.finish()
}

/** A click opens it; the arrows move between items; Enter runs the item's action and closes the menu. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Share this article" })
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu")
    await expect(trigger).toHaveAttribute("aria-expanded", "false")

    await userEvent.click(trigger)
    const menu = await screen.findByRole("menu", { name: "Share this article" })
    settle(menu)
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)
    await expect(within(menu).getAllByRole("menuitem")).toHaveLength(5)

    await userEvent.keyboard("{ArrowDown}")
    await expect(within(menu).getByRole("menuitem", { name: "Copy link" })).toHaveFocus()
    await userEvent.keyboard("{ArrowDown}")
    await expect(within(menu).getByRole("menuitem", { name: "Share on LinkedIn" })).toHaveFocus()
    await userEvent.keyboard("{ArrowUp}")
    await expect(within(menu).getByRole("menuitem", { name: "Copy link" })).toHaveFocus()
    await userEvent.keyboard("{ArrowDown}{ArrowDown}")
    await expect(within(menu).getByRole("menuitem", { name: "Share on X" })).toHaveFocus()

    await userEvent.keyboard("{Enter}")
    await expect(onShareX).toHaveBeenCalledOnce()
    await expect(onShareLinkedIn).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

/** From the keyboard: Enter opens on the first item, a disabled item is skipped, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Share this article" })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard("{Enter}")
    const menu = await screen.findByRole("menu")
    settle(menu)
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Copy link" })).toHaveFocus())

    const disabled = within(menu).getByRole("menuitem", { name: "Download as PDF" })
    await expect(disabled).toHaveAttribute("aria-disabled", "true")
    await userEvent.keyboard("{End}")
    await expect(within(menu).getByRole("menuitem", { name: "Print" })).toHaveFocus()
    await userEvent.keyboard("{ArrowUp}")
    // The disabled item is passed over.
    await expect(within(menu).getByRole("menuitem", { name: "Share on X" })).toHaveFocus()

    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument())
    await expect(onShareX).not.toHaveBeenCalled()
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

/** A pointer picks an item directly. */
export const ClickItem: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Share this article" }))
    const menu = await screen.findByRole("menu")
    settle(menu)
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Copy link" }))
    await expect(onCopyLink).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument())
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Share this article" }))
    const menu = await screen.findByRole("menu")
    settle(menu)
    // The menu fits the narrow screen.
    const box = menu.getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Print" }))
    await expect(onPrint).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument())
  },
}

/**
 * Open from the start (`defaultOpen`), so its docs page shows the list; not modal here, so the page
 * around it still scrolls. Escape closes it.
 */
export const Open: Story = {
  args: { defaultOpen: true, modal: false },
  play: async ({ canvasElement }) => {
    const menu = await screen.findByRole("menu", { name: "Share this article" })
    settle(menu)
    await expect(within(menu).getAllByRole("menuitem")).toHaveLength(5)
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument())
    await expect(within(canvasElement).getByRole("button", { name: "Share this article" })).toHaveAttribute(
      "aria-expanded",
      "false",
    )
  },
}
