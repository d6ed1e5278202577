import type { Meta, StoryObj } from "@storybook/react-vite"
import { useForm } from "react-hook-form"
import { expect, userEvent, within } from "storybook/test"

import {
  CheckCard,
  ChoiceCards,
  FieldDescription,
  FieldLegend,
  FieldSet,
  FormCard,
  FormHeader,
  FormSent,
  SpecField,
} from "./field"

// The parts a form is made of (decision 074), with a form's own words: a local fixture, as
// these parts belong to no one form.

const engagement = [
  { value: "temporary", label: "Temporary staffing" },
  { value: "contract", label: "Contract staffing" },
  { value: "permanent", label: "Permanent hiring" },
]

function Parts({ error }: { error?: string }) {
  const { register } = useForm({ defaultValues: { company: "", engagement: "", shift: "", pf: false } })
  return (
    <FormCard className="max-w-3xl">
      <FormHeader
        id="parts-heading"
        heading="Your staffing brief"
        requiredNote="Fields marked * are required."
      />
      <form aria-labelledby="parts-heading" noValidate className="mt-8 grid gap-10">
        <FieldSet>
          <FieldLegend>Your details</FieldLegend>
          <SpecField
            spec={{
              name: "company",
              control: { kind: "input", autoComplete: "organization" },
              required: true,
              label: "Company",
              placeholder: "Company name",
            }}
            registration={register("company")}
            error={error}
          />
          <SpecField
            spec={{
              name: "shift",
              control: {
                kind: "select",
                options: [
                  { value: "day", label: "Day shift" },
                  { value: "night", label: "Night shift" },
                ],
              },
              required: true,
              label: "Shift or working pattern",
              placeholder: "Choose a pattern",
            }}
            registration={register("shift")}
          />
          <ChoiceCards
            id="parts-engagement"
            legend="Engagement"
            required
            options={engagement}
            registration={register("engagement")}
            error={error ? "Choose how you want the staff engaged" : undefined}
            className="sm:col-span-2"
          />
        </FieldSet>
        <FieldSet className="sm:grid-cols-1">
          <FieldLegend>Statutory needs</FieldLegend>
          <FieldDescription className="-mt-3">Which do you need from us?</FieldDescription>
          <CheckCard
            id="parts-pf"
            label="PF and ESI registration"
            hint="We enrol every worker."
            registration={register("pf")}
          />
        </FieldSet>
      </form>
    </FormCard>
  )
}

const meta = {
  title: "Primitives/Field",
  component: Parts,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** to build a form: `FieldSet` and `FieldLegend` group fields under a heading, `SpecField` draws a field from its table entry, `ChoiceCards` is one choice of a handful, `CheckCard` a yes-or-no with its meaning, `FormSent` what the form gives way to. **Don't** hand-write a field's label, hint and error: `FormField` and `SpecField` tie them to the control.",
      },
    },
  },
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Parts>
export default meta
type Story = StoryObj<typeof meta>

/** The cards show what is chosen; the arrow keys move the choice, as radios do. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("radio", { name: "Temporary staffing" }))
    await userEvent.keyboard("{ArrowRight}")
    await expect(canvas.getByRole("radio", { name: "Contract staffing" })).toBeChecked()
    await userEvent.click(canvas.getByRole("checkbox", { name: "PF and ESI registration" }))
    await expect(
      canvas.getByRole("checkbox", { name: "PF and ESI registration" }),
    ).toHaveAccessibleDescription("We enrol every worker.")
  },
}

/** Errors sit under their field and their group, and mark them invalid. */
export const WithErrors: Story = {
  args: { error: "Enter your company's name (at least 2 characters)" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("textbox", { name: "Company" })).toHaveAttribute("aria-invalid", "true")
    await expect(canvas.getByRole("group", { name: "Engagement" })).toHaveAccessibleDescription(
      "Choose how you want the staff engaged",
    )
  },
}

/** Once sent: the heading takes focus, so a screen reader reads it first. */
export const Sent: Story = {
  render: () => (
    <FormCard className="max-w-3xl">
      <FormSent
        id="parts-sent"
        title="Thank you: your brief is with our staffing team"
        body="A consultant will write to priya@company.com within 24 hours."
      />
    </FormCard>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: /your brief is with our staffing team/ })).toHaveFocus()
  },
}
