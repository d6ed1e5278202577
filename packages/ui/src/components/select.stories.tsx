import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"

import { Label } from "./label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select"

const serviceInterests = [
  { value: "hr-consulting", label: "HR Consulting" },
  { value: "rpo", label: "RPO Solutions" },
  { value: "staffing", label: "Contractual Staffing" },
  { value: "international-staffing", label: "International Staffing" },
  { value: "payroll-management", label: "Payroll Management" },
  { value: "training-development", label: "Training & Development" },
  { value: "compliance-audit", label: "Compliance & Audit" },
  { value: "other", label: "Other" },
]

/** Ends the list's fade-in at once, so what is checked (and clicked) is what a person finally sees. */
function settle(element: HTMLElement) {
  for (const animation of element.getAnimations({ subtree: true })) animation.finish()
}

const meta = {
  title: "Primitives/Select",
  component: Select,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** to pick one value from a known list of more than four or so options, in a form. **Don't** use it for navigation or for two or three options (radio buttons show them all at once).",
      },
    },
  },
  args: { name: "service", onValueChange: fn(), onOpenChange: fn() },
  render: (args) => (
    <div className="grid max-w-sm gap-2 p-8">
      <Label htmlFor="service-interest">Service interest</Label>
      <Select {...args}>
        <SelectTrigger id="service-interest">
          <SelectValue placeholder="Choose a service" />
        </SelectTrigger>
        <SelectContent>
          {serviceInterests.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>
export default meta
type Story = StoryObj<typeof meta>

/** A click opens the list; clicking an option shows it in the trigger and reports its value. */
export const PickWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Service interest" })
    await expect(trigger).toHaveTextContent("Choose a service")
    await expect(trigger).toHaveAttribute("aria-expanded", "false")

    await userEvent.click(trigger)
    const listbox = await screen.findByRole("listbox")
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true)
    await expect(within(listbox).getAllByRole("option")).toHaveLength(serviceInterests.length)
    settle(listbox)

    await userEvent.click(within(listbox).getByRole("option", { name: "Payroll Management" }))
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument())
    await expect(args.onValueChange).toHaveBeenCalledOnce()
    await expect(args.onValueChange).toHaveBeenCalledWith("payroll-management")
    await expect(trigger).toHaveTextContent("Payroll Management")
    await expect(trigger).toHaveFocus()
  },
}

/** Enter opens the list from the keyboard, the arrows move, Enter picks; the choice is marked selected. */
export const PickWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Service interest" })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()

    await userEvent.keyboard("{Enter}")
    const listbox = await screen.findByRole("listbox")
    // With nothing chosen yet, the first option takes focus.
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "HR Consulting" })).toHaveFocus())
    // Radix moves focus a moment after each arrow; the next key waits for it, as a person does.
    await userEvent.keyboard("{ArrowDown}")
    await waitFor(() => expect(within(listbox).getByRole("option", { name: "RPO Solutions" })).toHaveFocus())
    await userEvent.keyboard("{ArrowDown}")
    await waitFor(() =>
      expect(within(listbox).getByRole("option", { name: "Contractual Staffing" })).toHaveFocus(),
    )
    await userEvent.keyboard("{Enter}")

    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument())
    await expect(args.onValueChange).toHaveBeenCalledWith("staffing")
    await expect(trigger).toHaveTextContent("Contractual Staffing")
    await expect(trigger).toHaveFocus()

    // Reopening lands on the chosen option, marked as selected.
    await userEvent.keyboard("{ArrowDown}")
    const reopened = await screen.findByRole("listbox")
    const chosen = within(reopened).getByRole("option", { name: "Contractual Staffing" })
    await expect(chosen).toHaveAttribute("aria-selected", "true")
    await waitFor(() => expect(chosen).toHaveFocus())
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument())
    await expect(trigger).toHaveTextContent("Contractual Staffing")
  },
}

/** A preset value (a visitor arriving from a service page) is shown from the start. */
export const Preselected: Story = {
  args: { defaultValue: "rpo" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Service interest" })).toHaveTextContent(
      "RPO Solutions",
    )
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Service interest" })
    await expect(trigger).toBeDisabled()
    await userEvent.click(trigger, { pointerEventsCheck: 0 })
    await expect(screen.queryByRole("listbox")).not.toBeInTheDocument()
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Service interest" })
    await userEvent.click(trigger)
    const listbox = await screen.findByRole("listbox")
    settle(listbox)
    await userEvent.click(within(listbox).getByRole("option", { name: "Training & Development" }))
    // Closed, so the page is no longer aria-hidden around the list when the a11y check runs.
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument())
    await expect(args.onValueChange).toHaveBeenCalledWith("training-development")
    await expect(trigger).toHaveTextContent("Training & Development")
  },
}
