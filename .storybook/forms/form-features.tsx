// The site's forms as they run: a section of the design system (props in, events out) driven by
// @repo/forms' one form layer (draft, key, one send at a time, toasts). Their stories live here,
// beside the page compositions, because they join two packages (decision 081).
import { useFormFlow, type FlowAttempt, type FlowOutcome } from "@repo/forms/use-form-flow"
import {
  applicationDraftOf,
  applicationFingerprint,
  applicationFormFields,
  blankApplicationValues,
  hasResume,
  type ApplicationFormErrors,
  type ApplicationFormValues,
} from "@repo/contact-client/application-fields"
import {
  blankContactValues,
  contactFields,
  contactFormFields,
  type ContactFormErrors,
  type ContactFormValues,
} from "@repo/contact-client/contact-fields"
import { ApplicationForm } from "@repo/ui/sections/application-form"
import { ContactForm } from "@repo/ui/sections/contact-form"
import { useEffect, type ComponentProps } from "react"

/** Checks every field once, on mount, without moving focus: a form's error state where nothing is pressed. */
function useErrorsOnMount(form: { trigger: () => Promise<boolean> }, show: boolean) {
  useEffect(() => {
    if (show) void form.trigger()
    // Once, on mount, after the flow has put a draft back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

type Notice = { title: string; description: string }

export type ContactFormFeatureProps = Omit<ComponentProps<typeof ContactForm>, "flow" | "fields" | "copy"> & {
  /** The form's words, with the toasts it shows. */
  copy: ComponentProps<typeof ContactForm>["copy"] & { success: Notice; failure: Notice }
  /** Checks the values; one message per invalid field. */
  validate: (values: ContactFormValues) => ContactFormErrors | Promise<ContactFormErrors>
  /** Sends valid values. */
  submit: (values: ContactFormValues, attempt: FlowAttempt) => Promise<FlowOutcome>
  /** Makes the enquiry's key. */
  createIdempotencyKey?: () => string
  /** A service chosen by a link (`?service=rpo`); one not on the list is ignored. */
  preselectedService?: string | null
  /** Where the draft is kept. */
  draftStorageKey?: string
  /** Shows every field's error at once, without a press. */
  showErrorsOnMount?: boolean
}

/** Contact's 'Send us a Message', as the contact page runs it. */
export function ContactFormFeature({
  validate,
  submit,
  createIdempotencyKey,
  preselectedService,
  draftStorageKey,
  showErrorsOnMount = false,
  ...props
}: ContactFormFeatureProps) {
  const service = contactFields.serviceInterest.control.options.find(
    (option) => option.value === preselectedService,
  )?.value
  const flow = useFormFlow<ContactFormValues>({
    blank: blankContactValues,
    validate,
    submit,
    createIdempotencyKey,
    draftKey: draftStorageKey,
    preset: service ? { serviceInterest: service } : undefined,
    notices: { success: props.copy.success, failure: props.copy.failure },
  })
  useErrorsOnMount(flow.form, showErrorsOnMount)
  return <ContactForm flow={flow} fields={contactFormFields} {...props} />
}

type ReadyApplication = ApplicationFormValues & { resume: File }

export type ApplicationFormFeatureProps = Omit<
  ComponentProps<typeof ApplicationForm>,
  "flow" | "fields" | "sent" | "unreachable" | "copy"
> & {
  /** The form's words, with the toast a failed send shows. */
  copy: ComponentProps<typeof ApplicationForm>["copy"] & { failure: Notice }
  validate: (values: ApplicationFormValues) => ApplicationFormErrors | Promise<ApplicationFormErrors>
  submit: (values: ReadyApplication, attempt: FlowAttempt) => Promise<FlowOutcome>
  createIdempotencyKey?: () => string
  draftStorageKey?: string
  showErrorsOnMount?: boolean
}

/** An opening's application, as the apply page runs it. */
export function ApplicationFormFeature({
  validate,
  submit,
  createIdempotencyKey,
  draftStorageKey,
  showErrorsOnMount = false,
  ...props
}: ApplicationFormFeatureProps) {
  const flow = useFormFlow<ApplicationFormValues, ReadyApplication>({
    blank: blankApplicationValues,
    validate,
    submit,
    ready: hasResume,
    keep: applicationDraftOf,
    fingerprint: applicationFingerprint,
    createIdempotencyKey,
    draftKey: draftStorageKey,
    notices: { failure: props.copy.failure },
  })
  useErrorsOnMount(flow.form, showErrorsOnMount)
  return (
    <ApplicationForm
      flow={flow}
      fields={applicationFormFields}
      sent={flow.sent !== null}
      unreachable={flow.unreachable}
      {...props}
    />
  )
}
