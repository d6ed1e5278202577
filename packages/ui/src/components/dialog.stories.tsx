import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"

import { Button } from "./button"
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog"

const meta = {
  title: "Primitives/Dialog",
  component: Dialog,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for a short task that must be finished or dismissed before going on (the cookie preferences). It traps focus and closes on Escape. **Don't** use it for content a visitor may want to read beside the page, or for a message that needs no answer (use a toast).",
      },
    },
  },
  render: (args) => (
    <div className="p-8">
      <Dialog {...args}>
        <DialogTrigger asChild>
          <Button variant="outline">Manage Cookie Preferences</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>What this site stores</DialogTitle>
            <DialogDescription>
              This website sets no cookies. It keeps only an unsent contact-form draft in your browser.
            </DialogDescription>
          </DialogHeader>
          <p className="leading-relaxed">
            The draft is cleared when the message is sent or the tab is closed.
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  ),
} satisfies Meta<typeof Dialog>
export default meta
type Story = StoryObj<typeof meta>

/** Opens from its trigger; Escape closes it and focus goes back to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const page = within(canvasElement.ownerDocument.body)
    const trigger = canvas.getByRole("button", { name: "Manage Cookie Preferences" })
    await expect(trigger).toHaveAttribute("aria-expanded", "false")
    await userEvent.click(trigger)
    const dialog = await page.findByRole("dialog", { name: "What this site stores" })
    await expect(dialog).toHaveAccessibleDescription(/sets no cookies/)
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

/** The corner button and the footer button both close it; focus is trapped while it is open. */
export const CloseButtons: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const page = within(canvasElement.ownerDocument.body)
    const trigger = canvas.getByRole("button", { name: "Manage Cookie Preferences" })
    trigger.focus()
    await userEvent.keyboard("{Enter}")
    let dialog = await page.findByRole("dialog")
    // Tab cycles inside: Done, then the corner close button, then Done again.
    await userEvent.tab()
    await userEvent.tab()
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement)
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())

    await userEvent.click(trigger)
    dialog = await page.findByRole("dialog")
    await userEvent.click(within(dialog).getByRole("button", { name: "Done" }))
    await waitFor(() => expect(page.queryByRole("dialog")).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog", {
      name: "What this site stores",
    })
    await waitFor(() => expect(dialog).toBeVisible())
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { defaultOpen: true },
}
