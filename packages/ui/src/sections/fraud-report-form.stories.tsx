import {
  blankFraudReportValues,
  fraudReportFormFields,
  type FraudReportFormValues,
} from "@repo/contact-client/fraud-report-fields"
import { fraudReportMessages } from "@repo/contact-client/fraud-report-schema"
import { fraudReportForm } from "@repo/content/recruitment-fraud"
import type { Meta, StoryObj } from "@storybook/react-vite"
import type { ComponentProps } from "react"
import { expect, fn, userEvent, within } from "storybook/test"

import { useStoryFlow } from "../testing/story-flow"
import { FraudReportForm } from "./fraud-report-form"

// The report form on /recruitment-fraud, with the site's words (@repo/content) and its fields and
// messages (@repo/contact-client). What sending does is @repo/forms' (decision 081); these are its states.

type ReportStoryProps = Omit<ComponentProps<typeof FraudReportForm>, "flow"> & {
  /** The values the form shows. */
  values: FraudReportFormValues
  /** Messages beside fields, by name. */
  errors?: Record<string, string>
  /** Told the values on submit. */
  onSend?: (values: unknown) => void
}

function ReportStory({ values, errors, onSend, ...props }: ReportStoryProps) {
  const flow = useStoryFlow(values, { errors, onSubmit: onSend })
  return <FraudReportForm flow={flow} {...props} />
}

const { fields } = fraudReportForm

/** A description that holds `text` after its hint. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))

const filled: FraudReportFormValues = {
  ...blankFraudReportValues,
  whatHappened:
    "A caller said he was from Talentrise and asked me to pay ₹2,500 on PhonePe for registration.",
  scammerContact: "+91 90000 12345",
  happenedOn: "2026-11-20",
  reporterName: "Asha Rao",
  email: "asha@example.in",
  phone: "98765 43210",
  consent: true,
}

const meta = {
  title: "Sections/FraudReportForm",
  component: ReportStory,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** once, on /recruitment-fraud: a candidate reports a scam in the firm's name, what happened and the number, address or link used, with an optional way back to them. It draws; `@repo/forms` sends (key, one send, toasts). **Don't** use it for an enquiry: that is `ContactForm`.",
      },
    },
  },
  args: {
    copy: fraudReportForm,
    fields: fraudReportFormFields,
    maxDate: "2026-12-01",
    values: blankFraudReportValues,
    onSend: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReportStory>
export default meta
type Story = StoryObj<typeof meta>

/** Empty: two required fields, the contact ones optional, nothing announced. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("form", { name: fraudReportForm.heading })).toBeInTheDocument()
    await expect(canvas.getByRole("textbox", { name: fields.whatHappened.label })).toBeRequired()
    await expect(canvas.getByRole("textbox", { name: fields.scammerContact.label })).toBeRequired()
    await expect(canvas.getByRole("textbox", { name: fields.email.label })).not.toBeRequired()
    await expect(canvas.getByLabelText(fields.happenedOn.label)).toHaveAttribute("max", "2026-12-01")
    await expect(canvas.getByRole("checkbox", { name: fields.consent.label })).not.toBeChecked()
    await expect(canvas.queryAllByRole("alert")).toHaveLength(0)
  },
}

/** Filled in: a send hands the values over as typed. */
export const Filled: Story = {
  args: { values: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: fraudReportForm.submitLabel }))
    await expect(args.onSend).toHaveBeenCalledWith(filled)
  },
}

/** Errors: each message beside its field and describing it, what was typed kept. */
export const Errors: Story = {
  args: {
    values: { ...filled, whatHappened: "Paid fee", email: "asha@example", consent: false },
    errors: {
      whatHappened: fraudReportMessages.whatHappened,
      email: fraudReportMessages.email,
      consent: fraudReportMessages.consent,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole("alert")).toHaveLength(3)
    const story = canvas.getByRole("textbox", { name: fields.whatHappened.label })
    await expect(story).toBeInvalid()
    await expect(story).toHaveAccessibleDescription(containing(fraudReportMessages.whatHappened))
    await expect(story).toHaveValue("Paid fee")
    await expect(canvas.getByRole("textbox", { name: fields.email.label })).toHaveValue("asha@example")
    const consent = canvas.getByRole("checkbox", { name: fields.consent.label })
    await expect(consent).toBeInvalid()
    await expect(consent).toHaveAccessibleDescription(containing(fraudReportMessages.consent))
  },
}

/** Sent: the form gives way to the thanks; focus moves to it, and another report can follow. */
export const Sent: Story = {
  args: { sent: true, onStartOver: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const heading = canvas.getByRole("heading", { name: fraudReportForm.sent.title })
    await expect(heading).toHaveFocus()
    await expect(canvas.getByRole("status")).toHaveTextContent("call 1930 now")
    await userEvent.click(canvas.getByRole("button", { name: fraudReportForm.sent.another }))
    await expect(args.onStartOver).toHaveBeenCalledOnce()
  },
}

/** Unreachable: the server could not be reached; the e-mail is offered and every value is kept. */
export const Unreachable: Story = {
  args: { values: filled, unreachable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const link = canvas.getByRole("link", { name: fraudReportForm.fallback.linkLabel })
    await expect(link).toHaveAttribute("href", fraudReportForm.fallback.href)
    await expect(canvas.getByRole("textbox", { name: fields.scammerContact.label })).toHaveValue(
      "+91 90000 12345",
    )
    await expect(canvas.getByRole("textbox", { name: fields.whatHappened.label })).toHaveValue(
      filled.whatHappened,
    )
    await expect(canvas.getByRole("button", { name: fraudReportForm.submitLabel })).toBeEnabled()
  },
}
