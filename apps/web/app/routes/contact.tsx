import {
  blankContactValues,
  contactFormFields,
  contactLabelOfColumn as columnLabels,
  type ContactFormErrors,
  type ContactFormValues,
} from "@repo/contact-client/contact-fields"
import type { ContactInput, ServiceInterestValue } from "@repo/contact-client/schema"
import { contactFaqs, contactForm, contactSeo } from "@repo/content/contact"
import { contactDraftStorageKey } from "@repo/content/storage"
import type { ServiceInterest } from "@repo/content/services"
import { useFormFlow, type FlowAttempt, type FlowOutcome } from "@repo/forms/use-form-flow"
import { ContactForm } from "@repo/ui/sections/contact-form"
import { newIdempotencyKey } from "@repo/contact-client/idempotency"
import { useSearchParams } from "react-router"

import ContactPage from "../components/contact-page"
import { loadContactTools } from "../lib/data-api"
import { failureCause } from "../lib/failure-cause"
import { pageMeta } from "../lib/seo"
import { faqPageJsonLd } from "../lib/page-structured-data"

// The form's labelled options (content) and the values the schema and database allow
// (contact-client) must be the same set: this fails to compile if either list drifts.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const optionsMatchSchema: Same<ServiceInterest, ServiceInterestValue> = true
void optionsMatchSchema

export const meta = () => [
  ...pageMeta({ ...contactSeo, path: "/contact" }),
  { "script:ld+json": faqPageJsonLd(contactFaqs) },
]

async function validate(values: ContactFormValues): Promise<ContactFormErrors> {
  const { contactSchema } = await loadContactTools()
  const result = contactSchema.safeParse(values)
  if (result.success) return {}
  const errors: ContactFormErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactFormErrors
    errors[field] ??= issue.message
  }
  return errors
}

async function submit(values: ContactFormValues, { idempotencyKey }: FlowAttempt): Promise<FlowOutcome> {
  let client
  try {
    ;({ client } = await loadContactTools())
  } catch (error) {
    // The form's code could not be fetched: as good as a request that never got through.
    return { ok: false, error, cause: failureCause({ kind: "network" }, columnLabels) }
  }
  // submitContact parses the values again (trimming them) before anything is sent.
  const result = await client.submitContact(
    { ...values, serviceInterest: values.serviceInterest as ContactInput["serviceInterest"] },
    idempotencyKey === undefined ? {} : { idempotencyKey },
  )
  return result.ok ? result : { ok: false, error: result, cause: failureCause(result, columnLabels) }
}

/** On the first focus or press in the form: fetch the rules, the client and supabase-js. */
function startLoadingTools() {
  loadContactTools().catch(() => {
    // Tried again on submit, where a failure is shown.
  })
}

/** The option a link chose (`?service=rpo`), if it is one of the form's. */
function serviceOf(value: string | null): ServiceInterest | undefined {
  return contactForm.serviceOptions.find((option) => option.value === value)?.value
}

export default function Contact() {
  const [searchParams] = useSearchParams()
  const service = serviceOf(searchParams.get("service"))
  const flow = useFormFlow<ContactFormValues>({
    blank: blankContactValues,
    validate,
    submit,
    draftKey: contactDraftStorageKey,
    preset: service ? { serviceInterest: service } : undefined,
    createIdempotencyKey: newIdempotencyKey,
    // A backstop: the insert gives up after its own 15 s (contact-client's submitTimeoutMs).
    timeoutMs: 20_000,
    notices: { success: contactForm.success, failure: contactForm.failure },
  })
  return (
    <ContactPage
      form={
        <ContactForm
          copy={contactForm}
          fields={contactFormFields}
          flow={flow}
          onFirstInteraction={startLoadingTools}
          footnote={
            <noscript>
              <p className="text-sm text-muted-foreground">{contactForm.noScript}</p>
            </noscript>
          }
        />
      }
    />
  )
}
