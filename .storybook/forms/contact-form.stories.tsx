import { contactForm } from "@repo/content/contact"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from "storybook/test"

import type { FlowOutcome as ContactFormOutcome } from "@repo/forms/use-form-flow"
import { clearToasts, formStoryFrame } from "@repo/ui/testing/form-stories"
import type { ContactFormErrors, ContactFormValues } from "@repo/contact-client/contact-fields"

import { ContactFormFeature } from "./form-features"

// Contact's form, its words and its service options, from the site's content.
const copy = contactForm
const { serviceOptions } = contactForm

const messages = {
  firstName: "First name must be at least 2 characters",
  lastName: "Last name must be at least 2 characters",
  email: "Please enter a valid email address",
  company: "Company name must be at least 2 characters",
  message: "Message must be at least 10 characters",
} as const

/** The spec's rules, as a stand-in for the app's schema (the section takes any validate function). */
function validate(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {}
  if (values.firstName.trim().length < 2) errors.firstName = messages.firstName
  if (values.lastName.trim().length < 2) errors.lastName = messages.lastName
  if (!/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/.test(values.email.trim())) errors.email = messages.email
  if (values.company.trim().length < 2) errors.company = messages.company
  if (values.message.trim().length < 10) errors.message = messages.message
  return errors
}

type Submit = (values: ContactFormValues) => Promise<ContactFormOutcome>

const sent: Submit = () => Promise.resolve({ ok: true })
const refused: Submit = () =>
  Promise.resolve({ ok: false, error: { kind: "network", message: "Failed to fetch" } })

const draftKey = "storybook:contact-draft"

const valid = {
  firstName: "Priya",
  lastName: "Sharma",
  email: "priya@sharma-textiles.in",
  company: "Sharma Textiles",
  message: "We need 40 machine operators for our Noida plant.",
}

type Field = keyof typeof valid
const labels: Record<Field, string> = {
  firstName: copy.fields.firstName.label,
  lastName: copy.fields.lastName.label,
  email: copy.fields.email.label,
  company: copy.fields.company.label,
  message: copy.fields.message.label,
}

function field(canvas: HTMLElement, name: Field) {
  return within(canvas).getByRole("textbox", { name: labels[name] })
}

function sendButton(canvas: HTMLElement) {
  return within(canvas).getByRole("button", { name: copy.submitLabel })
}

async function fill(canvas: HTMLElement, values: Partial<Record<Field, string>>) {
  for (const [name, value] of Object.entries(values) as [Field, string][]) {
    const input = field(canvas, name)
    await userEvent.clear(input)
    if (value) await userEvent.type(input, value)
  }
}

function notifications() {
  return screen.getByRole("region", { name: "Notifications" })
}

/** The open toast with this title (the region also holds a copy of the words for announcing). */
async function findToast(title: string) {
  const toast = await waitFor(() => {
    const open = [...notifications().querySelectorAll<HTMLElement>("[data-slot=toast][data-state=open]")]
    const match = open.find((item) => item.textContent?.includes(title))
    if (!match) throw new Error(`No open toast titled "${title}"`)
    return match
  })
  for (const animation of notifications().getAnimations({ subtree: true })) animation.finish()
  return toast
}

const meta = {
  title: "Sections/ContactForm",
  component: ContactFormFeature,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** once, on Contact: the validated enquiry form, with its draft kept as a visitor types and a clear message for every error. **Don't** copy it for other forms; it takes its copy and service options as props.",
      },
    },
  },
  args: { copy, validate, submit: fn(sent), onFirstInteraction: fn() },
  ...formStoryFrame(draftKey),
} satisfies Meta<typeof ContactFormFeature>
export default meta
type Story = StoryObj<typeof meta>

/** Idle: every field empty, required ones marked, the button reads 'Send Message'. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("form", { name: "Send us a Message" })).toBeInTheDocument()
    for (const name of Object.keys(labels) as Field[]) {
      await expect(field(canvasElement, name)).toHaveValue("")
      await expect(field(canvasElement, name)).toBeRequired()
    }
    const service = canvas.getByRole("combobox", { name: "Service interest" })
    await expect(service).toHaveTextContent("Select a service")
    await expect(service).not.toHaveAttribute("aria-required")
    await expect(sendButton(canvasElement)).toBeEnabled()
    await expect(canvas.queryAllByRole("alert")).toHaveLength(0)

    // The first press in the form is the cue to load what sending needs, once.
    await userEvent.click(field(canvasElement, "firstName"))
    await userEvent.click(field(canvasElement, "lastName"))
    await expect(args.onFirstInteraction).toHaveBeenCalledOnce()
  },
}

/** An empty submit: all five messages, each under its field and announced; focus on the first. */
export const EmptySubmit: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(sendButton(canvasElement))
    const alerts = await within(canvasElement).findAllByRole("alert")
    await expect(alerts.map((alert) => alert.textContent)).toEqual(Object.values(messages))
    for (const name of Object.keys(labels) as Field[]) {
      await expect(field(canvasElement, name)).toBeInvalid()
      await expect(field(canvasElement, name)).toHaveAccessibleDescription(messages[name])
    }
    await expect(field(canvasElement, "firstName")).toHaveFocus()
    await expect(args.submit).not.toHaveBeenCalled()
  },
}

function onlyError(name: Field, value: string): Story {
  return {
    play: async ({ canvasElement, args }) => {
      await fill(canvasElement, { ...valid, [name]: value })
      await userEvent.click(sendButton(canvasElement))
      const alert = await within(canvasElement).findByRole("alert")
      await expect(alert).toHaveTextContent(messages[name])
      await expect(within(canvasElement).getAllByRole("alert")).toHaveLength(1)
      await expect(field(canvasElement, name)).toBeInvalid()
      await expect(field(canvasElement, name)).toHaveFocus()
      await expect(args.submit).not.toHaveBeenCalled()
    },
  }
}

export const FirstNameTooShort = onlyError("firstName", "A")
export const LastNameTooShort = onlyError("lastName", " K ")
export const InvalidEmail = onlyError("email", "priya@sharma")
export const CompanyTooShort = onlyError("company", "X")
export const MessageTooShort = onlyError("message", "Call me")

/** After a submit, each message follows the visitor's typing and goes once the field is right. */
export const ErrorsFollowCorrections: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(sendButton(canvasElement))
    await within(canvasElement).findAllByRole("alert")
    await userEvent.type(field(canvasElement, "firstName"), "P")
    await expect(within(canvasElement).getByText(messages.firstName)).toBeVisible()
    await userEvent.type(field(canvasElement, "firstName"), "r")
    await waitFor(() => expect(within(canvasElement).queryByText(messages.firstName)).not.toBeInTheDocument())
    await expect(field(canvasElement, "firstName")).not.toBeInvalid()
    await expect(within(canvasElement).getAllByRole("alert")).toHaveLength(4)
  },
}

let finishSending: (outcome: ContactFormOutcome) => void = () => {}

/** While sending: the button is disabled and reads 'Sending...'; pressing again sends nothing more. */
export const Submitting: Story = {
  args: {
    submit: fn<Submit>(() => new Promise((resolve) => (finishSending = resolve))),
  },
  play: async ({ canvasElement, args }) => {
    await clearToasts()
    await fill(canvasElement, valid)
    await userEvent.dblClick(sendButton(canvasElement))
    const sending = await within(canvasElement).findByRole("button", { name: "Sending..." })
    await expect(sending).toBeDisabled()
    // Even a submit that gets past the disabled button (Enter in a field) sends nothing more.
    within(canvasElement).getByRole<HTMLFormElement>("form").requestSubmit()
    await expect(args.submit).toHaveBeenCalledOnce()
    finishSending({ ok: true })
    await within(canvasElement).findByRole("button", { name: "Send Message" })
  },
}

/** Success: the toast, the form reset, and the values handed to `submit` exactly as typed. */
export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await clearToasts()
    await fill(canvasElement, valid)
    await chooseService(canvasElement, "Payroll Management")
    await userEvent.click(sendButton(canvasElement))

    const toast = await findToast("Message sent successfully!")
    await expect(toast).toHaveTextContent("We'll get back to you within 24 hours.")
    await expect(args.submit).toHaveBeenCalledOnce()
    await expect(args.submit).toHaveBeenCalledWith(
      { ...valid, serviceInterest: "payroll-management" },
      { idempotencyKey: undefined },
    )
    for (const name of Object.keys(labels) as Field[])
      await expect(field(canvasElement, name)).toHaveValue("")
    await expect(within(canvasElement).getByRole("combobox", { name: "Service interest" })).toHaveTextContent(
      "Select a service",
    )
  },
}

/** Failure: a destructive toast, every value kept, the error logged. */
export const Failure: Story = {
  args: { submit: fn(refused) },
  play: async ({ canvasElement, args }) => {
    await clearToasts()
    const log = spyOn(console, "error").mockImplementation(() => {})
    try {
      await fill(canvasElement, valid)
      await userEvent.click(sendButton(canvasElement))
      const toast = await findToast("Error sending message")
      await expect(toast).toHaveTextContent("Please try again or contact us directly.")
      await expect(toast).toHaveClass("bg-destructive")
      await expect(args.submit).toHaveBeenCalledOnce()
      await expect(log).toHaveBeenCalledWith(
        "Error sending message",
        expect.objectContaining({ kind: "network" }),
      )
      for (const name of Object.keys(valid) as Field[])
        await expect(field(canvasElement, name)).toHaveValue(valid[name])
      await expect(sendButton(canvasElement)).toBeEnabled()
    } finally {
      log.mockRestore()
    }
  },
}

/** Failure with a known cause: the spec's title and description, and the cause after it. */
export const FailureWithCause: Story = {
  args: {
    submit: fn<Submit>(async () => ({
      ok: false,
      error: { kind: "rejected" },
      cause: "Our server did not accept the Company field. Check it and send again.",
    })),
  },
  play: async ({ canvasElement }) => {
    await clearToasts()
    const log = spyOn(console, "error").mockImplementation(() => {})
    try {
      await fill(canvasElement, valid)
      await userEvent.click(sendButton(canvasElement))
      const toast = await findToast("Error sending message")
      await expect(toast).toHaveTextContent(
        "Please try again or contact us directly. Our server did not accept the Company field. Check it and send again.",
      )
      await expect(field(canvasElement, "company")).toHaveValue(valid.company)
    } finally {
      log.mockRestore()
    }
  },
}

/**
 * A resend carries the enquiry's key: the same values keep the key of the failed attempt (kept in
 * the draft), changed values get a new one, and a success lets the next enquiry start afresh.
 */
export const ResendKeepsItsKey: Story = {
  args: (() => {
    let made = 0
    let attempts = 0
    return {
      draftStorageKey: "story:contact-draft-key",
      createIdempotencyKey: fn(() => `key-${++made}`),
      submit: fn<Submit>(async () =>
        ++attempts <= 2 ? { ok: false, cause: "Our server took too long to answer." } : { ok: true },
      ),
    }
  })(),
  play: async ({ canvasElement, args }) => {
    await clearToasts()
    const log = spyOn(console, "error").mockImplementation(() => {})
    try {
      await fill(canvasElement, valid)
      await userEvent.click(sendButton(canvasElement))
      await findToast("Error sending message")
      await expect(
        JSON.parse(window.sessionStorage.getItem("story:contact-draft-key") ?? "{}"),
      ).toMatchObject({
        attempt: { key: "key-1" },
      })
      await userEvent.click(sendButton(canvasElement))
      await expect(args.submit).toHaveBeenCalledTimes(2)
      await expect(args.submit).toHaveBeenNthCalledWith(2, expect.anything(), { idempotencyKey: "key-1" })
      await userEvent.type(field(canvasElement, "message"), " Edited.")
      await userEvent.click(sendButton(canvasElement))
      await findToast("Message sent successfully!")
      await expect(args.submit).toHaveBeenNthCalledWith(3, expect.anything(), { idempotencyKey: "key-2" })
      await expect(window.sessionStorage.getItem("story:contact-draft-key")).toBeNull()
    } finally {
      log.mockRestore()
      window.sessionStorage.removeItem("story:contact-draft-key")
    }
  },
}

/** A submit function that throws counts as a failure too. */
export const FailureThrown: Story = {
  args: { submit: fn<Submit>(() => Promise.reject(new Error("chunk failed to load"))) },
  play: async ({ canvasElement }) => {
    await clearToasts()
    const log = spyOn(console, "error").mockImplementation(() => {})
    try {
      await fill(canvasElement, valid)
      await userEvent.click(sendButton(canvasElement))
      await findToast("Error sending message")
      await expect(field(canvasElement, "message")).toHaveValue(valid.message)
      await expect(log).toHaveBeenCalledWith("Error sending message", expect.any(Error))
    } finally {
      log.mockRestore()
    }
  },
}

/** A filled honeypot (bots fill every field): success shows as usual, and nothing is submitted. */
export const Honeypot: Story = {
  play: async ({ canvasElement, args }) => {
    await clearToasts()
    await fill(canvasElement, valid)
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]')
    await expect(trap).not.toBeNull()
    await expect(trap).toHaveAttribute("tabindex", "-1")
    await expect(trap).toHaveAttribute("autocomplete", "off")
    await expect(trap?.closest("[aria-hidden=true]")).not.toBeNull()
    if (trap) trap.value = "https://cheap-seo.example"
    await userEvent.click(sendButton(canvasElement))
    await findToast("Message sent successfully!")
    await expect(args.submit).not.toHaveBeenCalled()
    await expect(field(canvasElement, "email")).toHaveValue("")
    await expect(trap).toHaveValue("")
  },
}

/** A link's service (`?service=rpo`) is chosen for the visitor. */
export const PreselectedService: Story = {
  args: { preselectedService: "rpo" },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole("combobox", { name: "Service interest" }),
    ).toHaveTextContent("RPO Solutions")
  },
}

/** A service that is not on the list is ignored. */
export const UnknownServiceIgnored: Story = {
  args: { preselectedService: "recruitment" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("combobox", { name: "Service interest" })).toHaveTextContent(
      "Select a service",
    )
  },
}

/** What the visitor typed is kept in sessionStorage as they type, and restored when the form returns. */
export const DraftKept: Story = {
  args: { draftStorageKey: draftKey },
  beforeEach: () => {
    window.sessionStorage.setItem(
      draftKey,
      JSON.stringify({ values: { firstName: "Priya", message: "About payroll for 300 staff" } }),
    )
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement, "firstName")).toHaveValue("Priya"))
    await expect(field(canvasElement, "message")).toHaveValue("About payroll for 300 staff")
    await userEvent.type(field(canvasElement, "company"), "Sharma Textiles")
    const draft = JSON.parse(window.sessionStorage.getItem(draftKey) ?? "{}") as { values?: object }
    await expect(draft.values).toMatchObject({ firstName: "Priya", company: "Sharma Textiles" })
  },
}

/** A successful send clears the draft. */
export const DraftClearedOnSuccess: Story = {
  args: { draftStorageKey: draftKey },
  play: async ({ canvasElement }) => {
    await clearToasts()
    await fill(canvasElement, valid)
    await expect(window.sessionStorage.getItem(draftKey)).toContain("Sharma Textiles")
    await userEvent.click(sendButton(canvasElement))
    await findToast("Message sent successfully!")
    await expect(window.sessionStorage.getItem(draftKey)).toBeNull()
  },
}

function serviceTrigger(canvas: HTMLElement) {
  return within(canvas).getByRole("combobox", { name: "Service interest" })
}

/** Picks a service with the mouse and waits for the list to close (the page is inert while open). */
async function chooseService(canvas: HTMLElement, name: string) {
  await userEvent.click(serviceTrigger(canvas))
  await userEvent.click(await screen.findByRole("option", { name }))
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument())
  await waitFor(() => expect(serviceTrigger(canvas)).toHaveTextContent(name))
}

/**
 * Until it is pressed, a look-alike trigger (a collapsed combobox with the same name and value)
 * stands in for the Select, whose code loads on demand. Focus alone does not swap it.
 */
export const ServiceStandIn: Story = {
  args: { preselectedService: "payroll-management" },
  play: async ({ canvasElement }) => {
    const standIn = serviceTrigger(canvasElement)
    await expect(standIn).not.toHaveAttribute("data-state")
    await expect(standIn).toHaveAttribute("aria-expanded", "false")
    await waitFor(() => expect(serviceTrigger(canvasElement)).toHaveTextContent("Payroll Management"))
    standIn.focus()
    await expect(serviceTrigger(canvasElement)).toBe(standIn)
    await expect(standIn).toHaveFocus()
  },
}

/** Pressed, the stand-in gives way to the Select, already open. */
export const ServiceOpensFromStandIn: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(serviceTrigger(canvasElement))
    const listbox = await screen.findByRole("listbox")
    await expect(within(listbox).getAllByRole("option")).toHaveLength(serviceOptions.length)
    await userEvent.click(within(listbox).getByRole("option", { name: "Other" }))
    await waitFor(() => expect(serviceTrigger(canvasElement)).toHaveTextContent("Other"))
  },
}

/** Service interest by keyboard: open with Enter, move with the arrows, choose with Enter. */
export const ServiceByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    serviceTrigger(canvasElement).focus()
    await userEvent.keyboard("{Enter}")
    await screen.findByRole("listbox")
    // Radix moves focus a moment after each arrow; the next key waits for it, as a person does.
    await waitFor(() => expect(screen.getByRole("option", { name: "HR Consulting" })).toHaveFocus())
    await userEvent.keyboard("{ArrowDown}")
    await waitFor(() => expect(screen.getByRole("option", { name: "RPO Solutions" })).toHaveFocus())
    await userEvent.keyboard("{ArrowDown}")
    await waitFor(() => expect(screen.getByRole("option", { name: "Contractual Staffing" })).toHaveFocus())
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(serviceTrigger(canvasElement)).toHaveTextContent("Contractual Staffing"))
    await expect(serviceTrigger(canvasElement)).toHaveFocus()
  },
}

/**
 * The error state, shown without a press (`showErrorsOnMount`): every required field empty, each
 * message under its field. Focus stays where it was; only a submit moves it.
 */
export const ErrorsShown: Story = {
  args: { showErrorsOnMount: true },
  play: async ({ canvasElement, args }) => {
    const alerts = await within(canvasElement).findAllByRole("alert")
    await expect(alerts.map((alert) => alert.textContent)).toEqual(Object.values(messages))
    for (const name of Object.keys(labels) as Field[]) {
      await expect(field(canvasElement, name)).toBeInvalid()
      await expect(field(canvasElement, name)).not.toHaveFocus()
    }
    await expect(args.submit).not.toHaveBeenCalled()
  },
}

const filledKey = "storybook:contact-draft-filled"

/** Filled in and ready to send, service chosen (from a kept draft, so the docs page shows it too). */
export const Filled: Story = {
  args: { draftStorageKey: filledKey },
  decorators: [
    (Story) => {
      window.sessionStorage.setItem(
        filledKey,
        JSON.stringify({ values: { ...valid, serviceInterest: "staffing" } }),
      )
      return <Story />
    },
  ],
  play: async ({ canvasElement }) => {
    for (const [name, value] of Object.entries(valid) as [Field, string][]) {
      await waitFor(() => expect(field(canvasElement, name)).toHaveValue(value))
    }
    await expect(serviceTrigger(canvasElement)).toHaveTextContent("Contractual Staffing")
    await expect(within(canvasElement).queryAllByRole("alert")).toHaveLength(0)
  },
}

/** On a phone, with the errors shown: each message still sits under its own field. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { showErrorsOnMount: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole("alert")).toHaveLength(5)
    await userEvent.click(sendButton(canvasElement))
    await expect(field(canvasElement, "firstName")).toHaveFocus()
  },
}
