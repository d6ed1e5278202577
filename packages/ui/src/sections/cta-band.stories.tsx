import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { CtaBand } from "./cta-band"

const onDownload = fn()
const onCall = fn()

const meta = {
  title: "Sections/CtaBand",
  component: CtaBand,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** to close a page with one call to action on a dark band. **Don't** use more than one per page, or for content that needs more than a heading, a sentence and two buttons.",
      },
    },
  },
  args: {
    heading: "Ready to build a team that stays?",
    body: "Tell us what you are hiring for. A consultant will come back within one working day with a plan, a timeline and a price.",
    primary: { label: "Discuss Your Needs", href: "/contact" },
    secondary: { label: "View All Services", href: "/services" },
  },
  beforeEach: () => {
    onDownload.mockClear()
    onCall.mockClear()
  },
} satisfies Meta<typeof CtaBand>
export default meta
type Story = StoryObj<typeof meta>

/** Both actions are links when they have an href. */
export const Links: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("region", { name: "Ready to build a team that stays?" }),
    ).toBeInTheDocument()
    await expect(canvas.getByRole("link", { name: "Discuss Your Needs" })).toHaveAttribute("href", "/contact")
    await expect(canvas.getByRole("link", { name: "View All Services" })).toHaveAttribute("href", "/services")
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument()
  },
}

/** Actions with onClick are buttons, and clicking runs them. */
export const Buttons: Story = {
  args: {
    heading: "See the results for yourself",
    body: "Four engagements, the numbers before and after, and what we would do differently.",
    primary: { label: "Download Case Studies", onClick: onDownload },
    secondary: { label: "Request a call back", onClick: onCall },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: "Download Case Studies" }))
    await expect(onDownload).toHaveBeenCalledOnce()
    await expect(onCall).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole("button", { name: "Request a call back" }))
    await expect(onCall).toHaveBeenCalledOnce()
  },
}

export const Mixed: Story = {
  args: { secondary: { label: "Request a call back", onClick: onCall } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("link", { name: "Discuss Your Needs" })).toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: "Request a call back" }))
    await expect(onCall).toHaveBeenCalledOnce()
  },
}

export const PrimaryOnly: Story = {
  args: { secondary: undefined, body: undefined, heading: "Hiring in the next quarter? Talk to us today." },
}

export const WithExtraContent: Story = {
  args: {
    children: (
      <p className="mt-4 text-sm text-ink-muted">
        Or call +91 98765 43210, Monday to Saturday, 10:00 AM to 7:00 PM.
      </p>
    ),
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { secondary: { label: "Request a call back", onClick: onCall } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Request a call back" }))
    await expect(onCall).toHaveBeenCalledOnce()
  },
}
