import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, screen, userEvent, waitFor, within } from "storybook/test"

import { Button } from "./button"
import { toast, Toaster, type ToastOptions } from "./toast"

// The toast store is one per page: every story dismisses what it showed, so the next starts empty.
const shown: (() => void)[] = []
function show(options: ToastOptions) {
  const dismiss = toast(options)
  shown.push(dismiss)
  return dismiss
}

const messageSent = {
  title: "Message sent",
  description: "Thank you, Priya. A consultant will reply within one working day.",
} satisfies ToastOptions

function notifications() {
  return screen.getByRole("region", { name: "Notifications" })
}

/** Ends the slide-in at once, so what is checked is what a person finally sees. */
function settle() {
  for (const animation of notifications().getAnimations({ subtree: true })) animation.finish()
}

const meta = {
  title: "Primitives/Toast",
  component: Toaster,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** to confirm what just happened (link copied, message sent) without moving focus; it leaves by itself. **Don't** use it for an error a visitor must act on (show it by the field or in the form) or for anything they must read to go on.",
      },
    },
  },
  args: { duration: 6000 },
  beforeEach: () => () => {
    for (const dismiss of shown.splice(0)) dismiss()
  },
  render: (args) => (
    <div className="p-8">
      <Button onClick={() => show(messageSent)}>Send message</Button>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>
export default meta
type Story = StoryObj<typeof meta>

/** `toast()` shows a notification in the Notifications region; its "Close toast" button removes it. */
export const Default: Story = {
  play: async () => {
    const region = notifications()
    await expect(within(region).queryByText("Message sent")).not.toBeInTheDocument()
    show(messageSent)
    const title = await within(region).findByText("Message sent")
    settle()
    await expect(within(region).getByText(messageSent.description)).toBeVisible()

    const close = within(region).getByRole("button", { name: "Close toast" })
    await userEvent.click(close)
    await waitFor(() => expect(title).not.toBeInTheDocument())
  },
}

/** Anything on the page can raise one, here a button. */
export const FromAButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send message" }))
    await expect(await within(notifications()).findByText("Message sent")).toBeVisible()
    settle()
  },
}

export const Success: Story = {
  play: async () => {
    show({ variant: "success", title: "Preferences saved", description: "We will only keep your draft." })
    const title = await within(notifications()).findByText("Preferences saved")
    settle()
    // The success icon sits beside the words and is not read out.
    const item = title.closest("[data-slot=toast]")
    await expect(item?.querySelector("svg")).toHaveAttribute("aria-hidden", "true")
  },
}

/** An error: red, with an alert icon (it is announced assertively: see toast.test.tsx). */
export const Destructive: Story = {
  play: async () => {
    show({
      variant: "destructive",
      title: "Your message could not be sent",
      description: "Check your connection and try again, or write to hello@talentrise.example.",
    })
    const title = await within(notifications()).findByText("Your message could not be sent")
    settle()
    const item = title.closest<HTMLElement>("[data-slot=toast]")
    await expect(item).toHaveClass("bg-destructive")
    await expect(item?.querySelector("svg")).toHaveAttribute("aria-hidden", "true")
  },
}

/** Alt+T moves keyboard focus into the Notifications region. */
export const AltTFocusesNotifications: Story = {
  play: async ({ canvasElement }) => {
    show(messageSent)
    await within(notifications()).findByText("Message sent")
    settle()
    const button = within(canvasElement).getByRole("button", { name: "Send message" })
    button.focus()
    await userEvent.keyboard("{Alt>}t{/Alt}")
    await waitFor(() => expect(notifications()).toContainElement(document.activeElement as HTMLElement))
    // From there Tab reaches the toast's close button.
    await userEvent.tab()
    await userEvent.tab()
    await expect(within(notifications()).getByRole("button", { name: "Close toast" })).toHaveFocus()
  },
}

/** At most three are stacked: a fourth replaces the oldest. */
export const Stack: Story = {
  play: async () => {
    show({ title: "Draft saved" })
    show({ title: "Link copied" })
    show({ title: "Preferences saved", variant: "success" })
    show(messageSent)
    const region = notifications()
    await within(region).findByText("Message sent")
    settle()
    await expect(within(region).getAllByRole("button", { name: "Close toast" })).toHaveLength(3)
    await expect(within(region).queryByText("Draft saved")).not.toBeInTheDocument()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async () => {
    show(messageSent)
    const title = await within(notifications()).findByText("Message sent")
    settle()
    // Bottom of the screen, full width less the margins.
    const item = title.closest<HTMLElement>("[data-slot=toast]")
    const box = item?.getBoundingClientRect()
    await expect(box?.right).toBeLessThanOrEqual(window.innerWidth)
    await expect(box?.left).toBeGreaterThanOrEqual(0)
    await expect(box?.bottom).toBeGreaterThan(window.innerHeight / 2)
  },
}
