import {
  blankBriefRole,
  blankBriefValues,
  briefFormFields,
  type BriefFormValues as StaffingBriefValues,
} from "@repo/contact-client/brief-fields"
import { briefMessages } from "@repo/contact-client/brief-schema"
import { hireNextSteps, maxBriefRoles, staffingBriefForm } from "@repo/content/staffing-request"
import type { Meta, StoryObj } from "@storybook/react-vite"
import type { ComponentProps } from "react"
import { expect, fn, userEvent, within } from "storybook/test"

import { useStoryFlow } from "../testing/story-flow"
import { StaffingBriefForm } from "./staffing-brief-form"

// The brief at /hire, with the site's words and choices (@repo/content), its fields and messages
// (@repo/contact-client). What sending does is @repo/forms' (decision 081); these are its states.

type BriefStoryProps = Omit<ComponentProps<typeof StaffingBriefForm>, "flow"> & {
  /** The values the form shows. */
  values: StaffingBriefValues
  /** Messages under fields, by path. */
  errors?: Record<string, string>
  /** Mid-send. */
  sending?: boolean
  /** Told the values on submit. */
  onSend?: (values: unknown) => void
}

function BriefStory({ values, errors, sending, onSend, ...props }: BriefStoryProps) {
  const flow = useStoryFlow(values, { errors, sending, onSubmit: onSend })
  return <StaffingBriefForm flow={flow} {...props} />
}

const twoRoles: StaffingBriefValues = {
  ...blankBriefValues,
  company: "Sharma Logistics",
  contactName: "Priya Sharma",
  email: "priya@sharma-logistics.in",
  phone: "98765 43210",
  roles: [
    {
      title: "Warehouse associate",
      headcount: "40",
      locations: "Noida, Greater Noida",
      experience: "fresher",
      pay: "₹18,000–22,000 a month",
    },
    { title: "Shift supervisor", headcount: "5", locations: "Noida", experience: "3-5", pay: "" },
    { title: "Forklift operator", headcount: "6", locations: "Greater Noida", experience: "1-3", pay: "" },
  ],
  engagement: "temporary",
  startDate: "2026-12-15",
  endDate: "2027-03-31",
  workingPattern: "rotational",
  needsPfEsi: true,
  needsClraLicence: true,
  notes: "Festive-season peak at our Sector 63 warehouse.",
}

function NextSteps() {
  return (
    <ol className="grid gap-2 text-sm">
      {hireNextSteps.steps.map((step) => (
        <li key={step.title}>
          <strong>{step.title}:</strong> {step.description}
        </li>
      ))}
    </ol>
  )
}

const meta = {
  title: "Sections/StaffingBriefForm",
  component: BriefStory,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** once, on /hire: a client's staffing brief, one to ten roles with their headcount, places and experience, then the engagement, dates, working pattern and statutory needs. It draws; `@repo/forms` sends (draft, key, toasts). **Don't** use it for a general enquiry: that is `ContactForm`.",
      },
    },
  },
  args: {
    copy: staffingBriefForm,
    fields: briefFormFields,
    maxRoles: maxBriefRoles,
    minDate: "2026-11-28",
    values: blankBriefValues,
    onSend: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-4xl p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BriefStory>
export default meta
type Story = StoryObj<typeof meta>

/** Empty: one role to fill in, required fields marked, nothing announced. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("form", { name: staffingBriefForm.heading })).toBeInTheDocument()
    await expect(canvas.getByRole("group", { name: "Role 1" })).toBeInTheDocument()
    await expect(canvas.queryByRole("button", { name: "Remove role 1" })).toBeNull()
    await expect(canvas.getByRole("textbox", { name: "Company" })).toBeRequired()
    await expect(canvas.getByRole("radio", { name: "RPO (we run your hiring)" })).not.toBeChecked()
    await expect(canvas.queryAllByRole("alert")).toHaveLength(0)
    await expect(canvas.getByText("0 people across 1 role")).toBeVisible()
  },
}

/** Errors: what an empty brief is told, each message under its field, in the site's voice. */
export const Errors: Story = {
  args: {
    errors: {
      company: briefMessages.company,
      contactName: briefMessages.contactName,
      email: briefMessages.email,
      phone: briefMessages.phone,
      "roles.0.title": briefMessages.title,
      "roles.0.headcount": briefMessages.headcount,
      "roles.0.locations": briefMessages.locations,
      "roles.0.experience": briefMessages.experience,
      engagement: briefMessages.engagement,
      startDate: briefMessages.startDate,
      workingPattern: briefMessages.workingPattern,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole("alert")).toHaveLength(11)
    await expect(canvas.getByRole("textbox", { name: "Headcount" })).toHaveAccessibleDescription(
      briefMessages.headcount,
    )
    await expect(canvas.getByRole("textbox", { name: "Company" })).toBeInvalid()
  },
}

/** Several roles, filled in: the running total counts every role's people; each role can go. */
export const SeveralRoles: Story = {
  args: { values: twoRoles },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("51 people across 3 roles")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Remove role 3" }))
    await expect(canvas.getByText("45 people across 2 roles")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: staffingBriefForm.role.add }))
    await expect(canvas.getByRole("group", { name: "Role 3" })).toBeInTheDocument()
    await userEvent.type(canvas.getAllByRole("textbox", { name: "Headcount" })[2]!, "6")
    await expect(canvas.getByText("51 people across 3 roles")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: staffingBriefForm.submitLabel }))
    await expect(args.onSend).toHaveBeenCalledOnce()
  },
}

/** At the limit: ten roles, and the button to add one gives way to a note. */
export const TenRoles: Story = {
  args: {
    values: {
      ...twoRoles,
      roles: Array.from({ length: maxBriefRoles }, (_, index) => ({
        ...blankBriefRole,
        title: `Picker, zone ${index + 1}`,
        headcount: "2",
        locations: "Noida",
        experience: "fresher",
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole("button", { name: staffingBriefForm.role.add })).toBeNull()
    await expect(canvas.getByText(staffingBriefForm.role.limit)).toBeVisible()
    await expect(canvas.getByText("20 people across 10 roles")).toBeVisible()
  },
}

/** Sending: the button says so and is disabled. */
export const Sending: Story = {
  args: { values: twoRoles, sending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: staffingBriefForm.submittingLabel })
    await expect(button).toBeDisabled()
  },
}

/** Sent: the form gives way to what happens next and by when; focus moves to it. */
export const Sent: Story = {
  args: { sentTo: "priya@sharma-logistics.in", nextSteps: <NextSteps />, onStartOver: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const heading = canvas.getByRole("heading", { name: staffingBriefForm.sent.title })
    await expect(heading).toHaveFocus()
    await expect(canvas.getByRole("status")).toHaveTextContent("within 24 hours")
    await expect(canvas.getByRole("status")).toHaveTextContent("priya@sharma-logistics.in")
    await userEvent.click(canvas.getByRole("button", { name: staffingBriefForm.sent.another }))
    await expect(args.onStartOver).toHaveBeenCalledOnce()
  },
}
