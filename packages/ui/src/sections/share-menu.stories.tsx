import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"

import { Toaster } from "../components/toast"
import { ShareMenu } from "./share-menu"

const url = "https://talentrise.example/blog/ai-recruitment"
const title = "AI in Recruitment: Where It Earns Its Place in Indian Hiring"

// The clipboard and the share sheet are the browser's: each story puts stand-ins in their place
// and takes them away again, so what is asserted is what the menu asked the browser to do.
const writeText = fn(async (_text: string) => {})
const share = fn(async (_data: ShareData) => {})

function stub(name: "clipboard" | "share", value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true })
  return () => {
    delete (navigator as unknown as Record<string, unknown>)[name]
  }
}

/** Ends the menu's fade-in at once, so what is checked is what a person finally sees. */
function settle() {
  for (const animation of document.body.getAnimations({ subtree: true })) animation.finish()
}

const meta = {
  title: "Sections/ShareMenu",
  component: ShareMenu,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on an article to share or copy its address; it loads the menu's code only when a visitor reaches for it. **Don't** use it for actions other than sharing.",
      },
    },
  },
  args: { url, title },
  beforeEach: () => {
    writeText.mockClear()
    share.mockClear()
    return stub("clipboard", { writeText })
  },
  render: (args) => (
    <div className="p-8">
      <ShareMenu {...args} />
      <Toaster />
    </div>
  ),
} satisfies Meta<typeof ShareMenu>
export default meta
type Story = StoryObj<typeof meta>

/** Copy link puts the page's address on the clipboard and says so in a toast. */
export const CopyLink: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Share" }))
    const menu = await screen.findByRole("menu")
    settle()
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Copy link" }))
    await expect(writeText).toHaveBeenCalledWith(url)
    const notifications = screen.getByRole("region", { name: "Notifications" })
    await waitFor(() => expect(within(notifications).getByText("Link copied")).toBeVisible())
    await expect(screen.queryByRole("menu")).not.toBeInTheDocument()
  },
}

/** LinkedIn and X open in a new tab, with the address and title filled in. */
export const SocialLinks: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Share" }))
    const menu = await screen.findByRole("menu")
    settle()
    const linkedIn = within(menu).getByRole("menuitem", { name: /Share on LinkedIn/ })
    await expect(linkedIn).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    )
    await expect(linkedIn).toHaveAttribute("target", "_blank")
    await expect(linkedIn).toHaveAttribute("rel", "noopener noreferrer")
    const x = within(menu).getByRole("menuitem", { name: /Share on X/ })
    await expect(x.getAttribute("href")).toContain(`url=${encodeURIComponent(url)}`)
    await expect(x).toHaveAttribute("rel", "noopener noreferrer")
    await expect(within(menu).queryByRole("menuitem", { name: "Share via…" })).not.toBeInTheDocument()
    await userEvent.keyboard("{Escape}")
    await expect(screen.queryByRole("menu")).not.toBeInTheDocument()
  },
}

/** Where the browser has a share sheet, the menu offers it first. */
export const NativeShare: Story = {
  beforeEach: () => stub("share", share),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Share" }))
    const menu = await screen.findByRole("menu")
    settle()
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Share via…" }))
    await expect(share).toHaveBeenCalledWith({ title, url })
  },
}

/** If the clipboard refuses, the toast says so and shows the address to copy by hand. */
export const CopyRefused: Story = {
  beforeEach: () => stub("clipboard", { writeText: fn(async () => Promise.reject(new Error("denied"))) }),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Share" }))
    const menu = await screen.findByRole("menu")
    settle()
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Copy link" }))
    const notifications = screen.getByRole("region", { name: "Notifications" })
    await waitFor(() => expect(within(notifications).getByText("Couldn't copy the link")).toBeVisible())
    await expect(within(notifications).getByText(url)).toBeVisible()
  },
}

/** From the keyboard: Enter opens the menu, the arrows move through it, Escape closes it and returns focus. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Share" })
    button.focus()
    await userEvent.keyboard("{Enter}")
    const menu = await screen.findByRole("menu")
    settle()
    await userEvent.keyboard("{ArrowDown}")
    await waitFor(() => expect(within(menu).getByRole("menuitem", { name: "Copy link" })).toHaveFocus())
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument())
    await expect(within(canvasElement).getByRole("button", { name: "Share" })).toHaveFocus()
    // Opened again, the menu is already there.
    await userEvent.keyboard("{Enter}")
    const again = await screen.findByRole("menu")
    settle()
    await expect(again).toBeVisible()
    await userEvent.keyboard("{Escape}")
  },
}

export const OnDark: Story = {
  args: { variant: "outline-inverse" },
  render: (args) => (
    <div className="bg-ink p-8">
      <ShareMenu {...args} />
    </div>
  ),
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
