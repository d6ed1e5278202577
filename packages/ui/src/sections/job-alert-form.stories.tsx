import {
  blankJobAlertValues,
  jobAlertFormFields,
  type JobAlertFormValues,
} from "@repo/contact-client/job-alert-fields"
import { jobAlertMessages } from "@repo/contact-client/job-alert-schema"
import { jobAlertForm } from "@repo/content/jobs"
import type { Meta, StoryObj } from "@storybook/react-vite"
import type { ComponentProps } from "react"
import { expect, fn, userEvent, within } from "storybook/test"

import { useStoryFlow } from "../testing/story-flow"
import { JobAlertForm } from "./job-alert-form"

// "E-mail me roles like these" on /jobs, with the site's words (@repo/content) and its fields and
// messages (@repo/contact-client). What sending does is @repo/forms'; these are its states.

type AlertStoryProps = Omit<ComponentProps<typeof JobAlertForm>, "flow"> & {
  /** The values the form shows. */
  values: JobAlertFormValues
  /** Messages beside fields, by name. */
  errors?: Record<string, string>
  /** Told the values on submit. */
  onSend?: (values: unknown) => void
}

function AlertStory({ values, errors, onSend, ...props }: AlertStoryProps) {
  const flow = useStoryFlow(values, { errors, onSubmit: onSend })
  return <JobAlertForm flow={flow} {...props} />
}

const { fields } = jobAlertForm
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))

const meta = {
  title: "Sections/JobAlertForm",
  component: AlertStory,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on /jobs beside the search: a candidate leaves an address and consent, and the search's filters become a job alert (double opt-in). It draws; `@repo/forms` sends. **Don't** use it for the newsletter.",
      },
    },
  },
  args: {
    copy: jobAlertForm,
    fields: jobAlertFormFields,
    filters: ["Noida"],
    values: blankJobAlertValues,
    onSend: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AlertStory>
export default meta
type Story = StoryObj<typeof meta>

/** Empty: the chosen filter shown, both fields required, nothing announced. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("form", { name: jobAlertForm.heading })).toBeInTheDocument()
    await expect(canvas.getByText("Noida")).toBeVisible()
    await expect(canvas.getByRole("textbox", { name: fields.email.label })).toBeRequired()
    await expect(canvas.getByRole("checkbox", { name: fields.consent.label })).not.toBeChecked()
    await expect(canvas.queryAllByRole("alert")).toHaveLength(0)
  },
}

/** No filter chosen: the alert follows every new role, and says so. */
export const AnyRole: Story = {
  args: { filters: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(jobAlertForm.anyRole)).toBeVisible()
  },
}

/** Filled in: a send hands the values over as typed. */
export const Filled: Story = {
  args: {
    values: { email: "ravi@example.in", consent: true },
    filters: ["Noida", "Technology", "Permanent"],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: jobAlertForm.submitLabel }))
    await expect(args.onSend).toHaveBeenCalledWith({ email: "ravi@example.in", consent: true })
  },
}

/** Errors: each message beside its field and describing it, what was typed kept. */
export const Errors: Story = {
  args: {
    values: { email: "ravi@example", consent: false },
    errors: { email: jobAlertMessages.email, consent: jobAlertMessages.consent },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole("alert")).toHaveLength(2)
    const email = canvas.getByRole("textbox", { name: fields.email.label })
    await expect(email).toBeInvalid()
    await expect(email).toHaveAccessibleDescription(containing(jobAlertMessages.email))
    await expect(email).toHaveValue("ravi@example")
    const consent = canvas.getByRole("checkbox", { name: fields.consent.label })
    await expect(consent).toHaveAccessibleDescription(containing(jobAlertMessages.consent))
  },
}

/** Sent: "check your inbox", focused; another address can follow. */
export const Sent: Story = {
  args: { sent: true, onStartOver: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: jobAlertForm.sent.title })).toHaveFocus()
    await userEvent.click(canvas.getByRole("button", { name: jobAlertForm.sent.another }))
    await expect(args.onStartOver).toHaveBeenCalledOnce()
  },
}

/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
