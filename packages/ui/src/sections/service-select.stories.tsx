import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"

import { FormField } from "../components/form-field"
import ServiceSelect from "./service-select"

const options = [
  { value: "hr-consulting", label: "HR Consulting" },
  { value: "rpo", label: "Recruitment Process Outsourcing" },
  { value: "payroll-management", label: "Payroll Management" },
]

const meta = {
  title: "Sections/ServiceSelect",
  component: ServiceSelect,
  args: {
    name: "serviceInterest",
    value: "",
    onValueChange: fn(),
    placeholder: "Select a service",
    options,
  },
  parameters: {
    docs: {
      description: {
        component:
          "**Use** as the contact form's Service interest field, inside a `FormField`; the form loads it on demand behind a look-alike trigger. **Don't** use it elsewhere: a general choice is a `Select` from the primitives, with its own options.",
      },
    },
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value)
    return (
      <div className="max-w-sm p-8 pb-72">
        <FormField label="Service interest">
          <ServiceSelect
            {...args}
            value={value}
            onValueChange={(next) => {
              setValue(next)
              args.onValueChange(next)
            }}
          />
        </FormField>
      </div>
    )
  },
} satisfies Meta<typeof ServiceSelect>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Chosen: Story = { args: { value: "rpo" } }
/** Choosing an option by keyboard reports its value and shows its label. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("combobox", { name: "Service interest" })
    trigger.focus()
    await userEvent.keyboard("{Enter}")
    await userEvent.click(await screen.findByRole("option", { name: "Payroll Management" }))
    await expect(args.onValueChange).toHaveBeenCalledWith("payroll-management")
    await expect(trigger).toHaveTextContent("Payroll Management")
    // The list closes after the choice; until it has, the page behind it is still hidden from
    // assistive technology, and the accessibility check that follows would see it half-closed.
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull())
    await waitFor(() => expect(canvasElement.closest("[aria-hidden]")).toBeNull())
  },
}
