import {
  blankQuickApplyValues,
  quickApplyFormFieldsIn,
  type QuickApplyFormValues,
} from "@repo/contact-client/quick-apply-fields"
import { formatFileSize, resumeOrPhotoAccept } from "@repo/contact-client/resume"
import { quickApplyCopy } from "@repo/content/quick-apply"
import type { Meta, StoryObj } from "@storybook/react-vite"
import type { ComponentProps } from "react"
import { expect, fn, userEvent, within } from "storybook/test"

import { useStoryFlow } from "../testing/story-flow"
import { QuickApplyForm } from "./quick-apply-form"

// The quick apply on /jobs/<role>/apply, with the site's words (@repo/content) and its fields and
// messages (@repo/contact-client). What sending does is @repo/forms' (decision 081); these are its states.

type QuickApplyStoryProps = Omit<ComponentProps<typeof QuickApplyForm>, "flow"> & {
  /** The values the form shows. */
  values: QuickApplyFormValues
  /** Messages beside fields, by name. */
  errors?: Record<string, string>
  /** Draws the form mid-send. */
  sending?: boolean
  /** Told the values on submit. */
  onSend?: (values: unknown) => void
}

function QuickApplyStory({ values, errors, sending, onSend, ...props }: QuickApplyStoryProps) {
  const flow = useStoryFlow(values, { errors, sending, onSubmit: onSend })
  return <QuickApplyForm flow={flow} {...props} />
}

const copy = quickApplyCopy
const { fields, messages } = copy
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))

const minimal: QuickApplyFormValues = {
  ...blankQuickApplyValues,
  fullName: "Ravi Kumar",
  mobile: "98765 43210",
  city: "Noida",
  consent: true,
}

const meta = {
  title: "Sections/QuickApplyForm",
  component: QuickApplyStory,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on a client role's apply page (/jobs/<role>/apply): a name, a mobile number and a city, then a call from the firm; e-mail, experience, notice period, a résumé or a photo of one, and a note are optional. Every word comes in `copy` and `fields`, so a page in another language passes its own. It draws; `@repo/forms` sends. **Don't** use it for the firm's own openings on /careers: those take `ApplicationForm`, with a résumé required.",
      },
    },
  },
  args: {
    copy: {
      ...copy,
      fallback: { ...copy.fallback, href: "mailto:careers@talentrise.example?subject=Application" },
    },
    fields: quickApplyFormFieldsIn(copy),
    values: blankQuickApplyValues,
    checkFile: async (_file: File): Promise<string | undefined> => undefined,
    formatSize: formatFileSize,
    accept: resumeOrPhotoAccept,
    onSend: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuickApplyStory>
export default meta
type Story = StoryObj<typeof meta>

/** Empty: three fields and the consent required, the rest marked optional by their absent star. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("form", { name: copy.formHeading })).toBeInTheDocument()
    for (const label of [fields.fullName.label, fields.mobile.label, fields.city.label])
      await expect(canvas.getByRole("textbox", { name: label })).toBeRequired()
    await expect(canvas.getByRole("textbox", { name: fields.email.label })).not.toBeRequired()
    await expect(canvas.getByRole("textbox", { name: fields.mobile.label })).toHaveAttribute("type", "tel")
    await expect(canvas.getByRole("checkbox")).not.toBeChecked()
    await expect(canvas.queryAllByRole("alert")).toHaveLength(0)
  },
}

/** Filled with only what is required: a send hands the values over as typed. */
export const Filled: Story = {
  args: { values: minimal },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: copy.submitLabel }))
    await expect(args.onSend).toHaveBeenCalledWith(minimal)
  },
}

/** Errors: each message beside its field and describing it, what was typed kept. */
export const Errors: Story = {
  args: {
    values: { ...minimal, fullName: "", mobile: "98765 4321", consent: false },
    errors: { fullName: messages.fullName, mobile: messages.mobile, consent: messages.consent },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole("alert")).toHaveLength(3)
    const mobile = canvas.getByRole("textbox", { name: fields.mobile.label })
    await expect(mobile).toBeInvalid()
    await expect(mobile).toHaveAccessibleDescription(containing(messages.mobile))
    await expect(mobile).toHaveValue("98765 4321")
    await expect(canvas.getByRole("textbox", { name: fields.city.label })).toHaveValue("Noida")
    await expect(canvas.getByRole("checkbox")).toBeInvalid()
  },
}

/** Sending: the button says so and is disabled. */
export const Sending: Story = {
  args: { values: minimal, sending: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: copy.submittingLabel })
    await expect(button).toBeDisabled()
  },
}

/** Sent: when and from which number the firm calls, and what to do if anyone asks for money. */
export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: copy.sent.title })).toHaveFocus()
    const call = canvas.getByRole("link", { name: copy.sent.call.number.display })
    await expect(call).toHaveAttribute("href", `tel:${copy.sent.call.number.tel}`)
    // The sentence ends after the number in the copy's own mark ("." here, "।" in Hindi).
    await expect(call.parentElement).toHaveTextContent(
      `${copy.sent.call.body} ${copy.sent.call.number.display}${copy.sent.call.after}`,
    )
    await expect(canvas.getByRole("status")).toHaveTextContent("within 24 hours")
    await expect(canvas.getByRole("link", { name: copy.sent.money.linkLabel })).toHaveAttribute(
      "href",
      "/recruitment-fraud",
    )
  },
}

/** Failed: the server could not be reached; the e-mail is offered and every value is kept. */
export const Failed: Story = {
  args: { values: minimal, unreachable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("link", { name: copy.fallback.linkLabel })).toBeInTheDocument()
    await expect(canvas.getByRole("textbox", { name: fields.mobile.label })).toHaveValue("98765 43210")
    await expect(canvas.getByRole("button", { name: copy.submitLabel })).toBeEnabled()
  },
}

/**
 * A file the form cannot send, then left out: its message says so at once, and "Remove file" takes
 * it back, with the message; the application goes without a résumé.
 */
export const FileLeftOut: Story = {
  args: {
    values: minimal,
    checkFile: async (file: File) => (file.size > 5 * 1024 * 1024 ? messages.resume.tooLarge : undefined),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const picker = canvas.getByLabelText(fields.resume.label, {
      exact: false,
      selector: 'input[type="file"]',
    })
    const large = new File([new Uint8Array(6 * 1024 * 1024)], "CV scan.png", { type: "image/png" })
    await userEvent.upload(picker, large)
    await expect(await canvas.findByRole("alert")).toHaveTextContent(messages.resume.tooLarge)
    await userEvent.click(canvas.getByRole("button", { name: copy.resume.remove }))
    await expect(canvas.queryByText("CV scan.png")).toBeNull()
    await expect(canvas.queryAllByRole("alert")).toHaveLength(0)
    await expect(picker).toHaveFocus()
    await expect(picker).not.toBeInvalid()
    await userEvent.click(canvas.getByRole("button", { name: copy.submitLabel }))
    await expect(args.onSend).toHaveBeenCalledWith({ ...minimal, resume: null })
  },
}
