import { applicationForm, applyHref } from "@repo/content/careers"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"

import type {
  FlowAttempt as ApplicationFormAttempt,
  FlowOutcome as ApplicationFormOutcome,
} from "@repo/forms/use-form-flow"
import { clearToasts, formStoryFrame } from "@repo/ui/testing/form-stories"
import type { ApplicationFormErrors, ApplicationFormValues } from "@repo/contact-client/application-fields"

import { ApplicationFormFeature } from "./form-features"

// The application form's words, from the site's content, as the apply page fills them for an opening.
const copy = {
  ...applicationForm,
  heading: "Your application",
  fallback: {
    text: applicationForm.fallbackText,
    linkLabel: applicationForm.fallbackLinkLabel,
    href: applyHref("Payroll Manager"),
  },
}
const { fields } = applicationForm

const messages = {
  fullName: "Enter your full name",
  email: "Enter a valid e-mail address",
  mobile: "Enter a 10-digit Indian mobile number",
  city: "Enter the city you live in",
  experience: "Choose your total experience",
  noticePeriod: "Choose your notice period",
  resume: "Attach your résumé",
  consent: "Agree to the processing of your data",
} as const

const notPdf = "This file is named .pdf but is not a PDF document."

/** The file's own check, as a stand-in for the app's: a .pdf must start with %PDF-. */
async function checkFile(file: File): Promise<string | undefined> {
  if (file.size > 5 * 1024 * 1024) return "This file is too large"
  const head = await file.slice(0, 5).text()
  return file.name.endsWith(".pdf") && head !== "%PDF-" ? notPdf : undefined
}

async function validate(values: ApplicationFormValues): Promise<ApplicationFormErrors> {
  const errors: ApplicationFormErrors = {}
  if (values.fullName.trim().length < 2) errors.fullName = messages.fullName
  if (!/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(values.email.trim())) errors.email = messages.email
  if (!/^(\+91)?[6-9]\d{9}$/.test(values.mobile.replace(/\s/g, ""))) errors.mobile = messages.mobile
  if (values.city.trim().length < 2) errors.city = messages.city
  if (!values.experience) errors.experience = messages.experience
  if (!values.noticePeriod) errors.noticePeriod = messages.noticePeriod
  if (!values.resume) errors.resume = messages.resume
  else {
    const fileError = await checkFile(values.resume)
    if (fileError) errors.resume = fileError
  }
  if (!values.consent) errors.consent = messages.consent
  return errors
}

type Submit = (
  values: ApplicationFormValues & { resume: File },
  attempt: ApplicationFormAttempt,
) => Promise<ApplicationFormOutcome>

const sent: Submit = () => Promise.resolve({ ok: true })
const unreachable: Submit = () =>
  Promise.resolve({ ok: false, unreachable: true, error: { kind: "network" } })
const hanging: Submit = () => new Promise(() => {})

const pdf = () => new File(["%PDF-1.4\n%%EOF\n"], "Asha Rao CV.pdf", { type: "application/pdf" })
const draftKey = "storybook:application-draft"

function control(canvas: HTMLElement, role: "textbox" | "combobox", name: string) {
  return within(canvas).getByRole(role, { name })
}
// A file input has no ARIA role of its own in the DOM Testing Library: find it by its label.
const resumeInput = (canvas: HTMLElement) =>
  within(canvas).getByLabelText("Résumé", { exact: false, selector: 'input[type="file"]' })
const submitButton = (canvas: HTMLElement) => within(canvas).getByRole("button", { name: copy.submitLabel })

async function fillValid(canvas: HTMLElement, file: File = pdf()) {
  await userEvent.type(control(canvas, "textbox", fields.fullName.label), "Asha Rao")
  await userEvent.type(control(canvas, "textbox", "Email"), "asha@example.in")
  await userEvent.type(control(canvas, "textbox", fields.mobile.label), "98765 43210")
  await userEvent.type(control(canvas, "textbox", fields.city.label), "Pune")
  await userEvent.selectOptions(control(canvas, "combobox", fields.experience.label), "5-8")
  await userEvent.selectOptions(control(canvas, "combobox", fields.noticePeriod.label), "30-days")
  await userEvent.upload(resumeInput(canvas), file)
  await userEvent.click(within(canvas).getByRole("checkbox", { name: /I consent/ }))
}

const meta = {
  title: "Sections/ApplicationForm",
  component: ApplicationFormFeature,
  args: {
    copy,
    validate,
    checkFile,
    submit: fn(sent),
    formatSize: (bytes: number) => `${bytes} bytes`,
    accept: ".pdf,.doc,.docx",
    onFirstInteraction: fn(),
  },
  ...formStoryFrame(draftKey),
} satisfies Meta<typeof ApplicationFormFeature>
export default meta
type Story = StoryObj<typeof meta>

/** Empty: required fields marked, the résumé picker waiting, nothing announced. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("form", { name: "Your application" })).toBeInTheDocument()
    await expect(control(canvasElement, "textbox", fields.fullName.label)).toHaveAttribute(
      "aria-required",
      "true",
    )
    await expect(control(canvasElement, "textbox", fields.linkedinUrl.label)).not.toHaveAttribute(
      "aria-required",
    )
    await expect(resumeInput(canvasElement)).toHaveAttribute("type", "file")
    await expect(canvas.getByText("PDF, DOC or DOCX, up to 5 MB")).toBeVisible()
    await expect(canvas.queryAllByRole("alert")).toHaveLength(0)
    await userEvent.click(control(canvasElement, "textbox", fields.fullName.label))
    await userEvent.click(control(canvasElement, "textbox", "Email"))
    await expect(args.onFirstInteraction).toHaveBeenCalledOnce()
  },
}

/** An empty submit: a message under every required field, announced, focus on the first. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(submitButton(canvasElement))
    const alerts = await within(canvasElement).findAllByRole("alert")
    await expect(alerts.map((alert) => alert.textContent)).toEqual(Object.values(messages))
    await expect(control(canvasElement, "textbox", fields.fullName.label)).toHaveFocus()
    await expect(resumeInput(canvasElement)).toHaveAccessibleDescription(messages.resume)
    await expect(args.submit).not.toHaveBeenCalled()
  },
}

/** A chosen file shows its name and size; a text file named .pdf is refused as soon as it is chosen. */
export const WrongFile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(resumeInput(canvasElement), new File(["just text"], "resume.pdf"))
    await expect(canvas.getByText("resume.pdf")).toBeVisible()
    await expect(canvas.getByText("9 bytes")).toBeVisible()
    await waitFor(() => expect(resumeInput(canvasElement)).toHaveAccessibleDescription(notPdf))
    await userEvent.upload(resumeInput(canvasElement), pdf())
    await expect(canvas.getByText("Asha Rao CV.pdf")).toBeVisible()
    await waitFor(() => expect(canvas.queryByText(notPdf)).toBeNull())
    await expect(args.submit).not.toHaveBeenCalled()
  },
}

/** Uploading: the button says so and is disabled; a second submit sends nothing more. */
export const Uploading: Story = {
  args: { submit: fn(hanging) },
  play: async ({ canvasElement, args }) => {
    await fillValid(canvasElement)
    await userEvent.click(submitButton(canvasElement))
    const busy = await within(canvasElement).findByRole("button", { name: copy.submittingLabel })
    await expect(busy).toBeDisabled()
    ;(within(canvasElement).getByRole("form") as HTMLFormElement).requestSubmit()
    await expect(args.submit).toHaveBeenCalledOnce()
    await expect(args.submit).toHaveBeenCalledWith(
      expect.objectContaining({ fullName: "Asha Rao", mobile: "98765 43210", consent: true }),
      { idempotencyKey: undefined },
    )
  },
}

/** Success: the form gives way to what happens next, and focus moves to it. */
export const Success: Story = {
  args: { draftStorageKey: draftKey },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement)
    await userEvent.click(submitButton(canvasElement))
    const heading = await within(canvasElement).findByRole("heading", { name: copy.success.title })
    await expect(heading).toHaveFocus()
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(copy.success.stepsHeading)
    await expect(window.sessionStorage.getItem(draftKey)).toBeNull()
  },
}

/** The data API cannot be reached: a toast, everything kept (the file too) and the e-mail offered. */
export const Unreachable: Story = {
  args: { submit: fn(unreachable) },
  play: async ({ canvasElement }) => {
    await clearToasts()
    await fillValid(canvasElement)
    await userEvent.click(submitButton(canvasElement))
    const email = await within(canvasElement).findByRole("link", { name: copy.fallback.linkLabel })
    await expect(email).toHaveAttribute("href", copy.fallback.href)
    await expect(control(canvasElement, "textbox", fields.fullName.label)).toHaveValue("Asha Rao")
    await expect(within(canvasElement).getByText("Asha Rao CV.pdf")).toBeVisible()
    await waitFor(() =>
      expect(screen.getByRole("region", { name: /Notifications/ })).toHaveTextContent(
        "Your application was not sent",
      ),
    )
    await clearToasts()
  },
}

/** A server refusal of one field puts the message under that field. */
export const FieldRefused: Story = {
  args: {
    submit: fn<Submit>(() =>
      Promise.resolve({
        ok: false,
        field: "city",
        message: "Our server did not accept the Current City field",
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await clearToasts()
    await fillValid(canvasElement)
    await userEvent.click(submitButton(canvasElement))
    await waitFor(() =>
      expect(control(canvasElement, "textbox", fields.city.label)).toHaveAccessibleDescription(
        "Our server did not accept the Current City field",
      ),
    )
    // The failure toast too, which the next story's start dismisses.
    await waitFor(() =>
      expect(screen.getByRole("region", { name: /Notifications/ })).toHaveTextContent(copy.failure.title),
    )
  },
}

/**
 * A failed send keeps the application's key with the draft, and a resend of the same values and
 * file carries it again: after a reload too, the database stores the application once.
 */
export const KeyKeptWithDraft: Story = {
  args: {
    draftStorageKey: draftKey,
    submit: fn(unreachable),
    createIdempotencyKey: fn(() => "7d0c9a52-3f4e-4b1a-9c2d-5e6f7a8b9c0d"),
  },
  play: async ({ canvasElement, args }) => {
    await clearToasts()
    await fillValid(canvasElement)
    await userEvent.click(submitButton(canvasElement))
    await within(canvasElement).findByRole("link", { name: copy.fallback.linkLabel })
    const draft = JSON.parse(window.sessionStorage.getItem(draftKey) ?? "{}") as Record<string, unknown>
    await expect(draft).toMatchObject({
      values: { fullName: "Asha Rao" },
      attempt: { key: "7d0c9a52-3f4e-4b1a-9c2d-5e6f7a8b9c0d" },
    })
    // The toast is shown once its module has loaded, which may be after the fallback: wait for it.
    await screen.findByRole("button", { name: "Close toast" })
    await clearToasts()
    await userEvent.click(submitButton(canvasElement))
    await waitFor(() => expect(args.submit).toHaveBeenCalledTimes(2))
    await expect(args.submit).toHaveBeenLastCalledWith(expect.objectContaining({ fullName: "Asha Rao" }), {
      idempotencyKey: "7d0c9a52-3f4e-4b1a-9c2d-5e6f7a8b9c0d",
    })
    await expect(args.createIdempotencyKey).toHaveBeenCalledOnce()
    // The second failure's toast comes a render after the call: wait for it before clearing it, or
    // it lands after the clear, in this story's capture and the next ones'.
    await screen.findByRole("button", { name: "Close toast" })
    await clearToasts()
  },
}

/** The draft survives a remount (a reload), apart from the file. */
export const DraftKept: Story = {
  args: { draftStorageKey: draftKey },
  play: async ({ canvasElement }) => {
    await fillValid(canvasElement)
    const draft = JSON.parse(window.sessionStorage.getItem(draftKey) ?? "{}") as Record<string, unknown>
    await expect(draft).toMatchObject({ values: { fullName: "Asha Rao", experience: "5-8", consent: true } })
    await expect(draft.values).not.toHaveProperty("resume")
  },
}

/**
 * The error state, shown without a press (`showErrorsOnMount`): each required field's message under
 * it, the résumé's too. Focus stays where it was; only a submit moves it.
 */
export const ErrorsShown: Story = {
  args: { showErrorsOnMount: true },
  play: async ({ canvasElement, args }) => {
    const alerts = await within(canvasElement).findAllByRole("alert")
    await expect(alerts.map((alert) => alert.textContent)).toEqual(Object.values(messages))
    await expect(control(canvasElement, "textbox", fields.fullName.label)).not.toHaveFocus()
    await expect(resumeInput(canvasElement)).toHaveAccessibleDescription(messages.resume)
    await expect(args.submit).not.toHaveBeenCalled()
  },
}

const filledKey = "storybook:application-draft-filled"

/** Filled in (from a kept draft, so the docs page shows it too); only the résumé is left to choose. */
export const Filled: Story = {
  args: { draftStorageKey: filledKey },
  decorators: [
    (Story) => {
      window.sessionStorage.setItem(
        filledKey,
        JSON.stringify({
          values: {
            fullName: "Asha Rao",
            email: "asha.rao@example.in",
            mobile: "98765 43210",
            city: "Pune",
            experience: "5-8",
            noticePeriod: "30-days",
            linkedinUrl: "linkedin.com/in/asha-rao",
            consent: true,
          },
        }),
      )
      return <Story />
    },
  ],
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(control(canvasElement, "textbox", fields.fullName.label)).toHaveValue("Asha Rao"),
    )
    await expect(control(canvasElement, "textbox", fields.city.label)).toHaveValue("Pune")
    await expect(control(canvasElement, "combobox", fields.experience.label)).toHaveValue("5-8")
    await expect(within(canvasElement).getByRole("checkbox")).toBeChecked()
  },
}

/** On a phone, with the errors shown. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { showErrorsOnMount: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole("alert")).toHaveLength(
      Object.keys(messages).length,
    )
  },
}
