import { useId, type ComponentProps } from "react"
import type { FieldError, FieldValues, UseFormRegister } from "react-hook-form"

import { Button } from "../components/button"
import { FormCard, FormHeader, FormSent, SpecField, type DrawnFieldSpec } from "../components/field"
import { Honeypot } from "../components/honeypot"
import { Icon } from "../components/icon"
import { SubmitButton } from "../components/submit-button"
import type { FormFlow } from "../lib/form-flow"
import { useFirstInteraction } from "../lib/use-first-interaction"

/** The words the section draws itself; the fields' own come with `fields`. */
export type JobAlertCopy = {
  heading: string
  lead?: string
  /** Before the chosen filters: "Roles matching". */
  filtersLabel: string
  /** Said when no filter is chosen: "every new role". */
  anyRole: string
  requiredNote?: string
  submitLabel: string
  submittingLabel: string
  sent: { title: string; body: string; another: string }
}

type JobAlertFormProps<Values extends FieldValues> = Omit<ComponentProps<"div">, "onSubmit"> & {
  /** The form's words: heading, the filters' line, the sent state. */
  copy: JobAlertCopy
  /** The fields, in order, from the alert's field table (@repo/contact-client/job-alert-fields). */
  fields: readonly DrawnFieldSpec[]
  /** The search's chosen filters as a visitor reads them ("Noida", "Technology"); empty: none. */
  filters: readonly string[]
  /** The form's state and where its submit goes, from the feature that sends it (@repo/forms). */
  flow: FormFlow<Values>
  /** Set once the alert was saved: the form gives way to "check your inbox". */
  sent?: boolean
  /** Called by "Use another address". */
  onStartOver?: () => void
  /** Called once, on the first focus or press inside the form: a cue to load what sending needs. */
  onFirstInteraction?: () => void
}

/**
 * "E-mail me roles like these": the search's filters, an address and consent. Errors appear on
 * submit beside each field, focus goes to the first and nothing typed is lost. Once saved, the form
 * gives way to "check your inbox": the address is mailed a link to confirm before anything else.
 */
function JobAlertForm<Values extends FieldValues>({
  copy,
  fields,
  filters,
  flow,
  sent = false,
  onStartOver,
  onFirstInteraction,
  className,
  ...props
}: JobAlertFormProps<Values>) {
  const headingId = useId()
  const { form, sending, onSubmit, honeypot } = flow
  const { register, formState } = form
  const errors = formState.errors as Record<string, FieldError | undefined>
  const onInteraction = useFirstInteraction(() => onFirstInteraction?.())

  if (sent) {
    return (
      <FormCard data-slot="job-alert-form" data-state="sent" className={className} {...props}>
        <FormSent id={`${headingId}-sent`} title={copy.sent.title} body={copy.sent.body}>
          {onStartOver ? (
            <div className="mt-2">
              <Button type="button" variant="outline" onClick={onStartOver}>
                <Icon name="mail" />
                {copy.sent.another}
              </Button>
            </div>
          ) : null}
        </FormSent>
      </FormCard>
    )
  }

  return (
    <FormCard
      data-slot="job-alert-form"
      data-state={sending ? "sending" : "editing"}
      className={className}
      {...props}
    >
      <FormHeader id={headingId} heading={copy.heading} lead={copy.lead} />
      <p data-slot="job-alert-filters" className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{copy.filtersLabel}</span>
        {filters.length === 0 ? (
          <span className="text-muted-foreground">{copy.anyRole}</span>
        ) : (
          filters.map((filter) => (
            <span
              key={filter}
              className="rounded-full border border-border bg-muted px-3 py-1 font-medium text-foreground"
            >
              {filter}
            </span>
          ))
        )}
      </p>
      <form
        aria-labelledby={headingId}
        aria-busy={sending || undefined}
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={onInteraction}
        onPointerDownCapture={onInteraction}
        className="relative mt-6 grid gap-6 sm:grid-cols-2"
      >
        {fields.map((spec) => (
          <SpecField
            key={spec.name}
            id={`${headingId}-${spec.name}`}
            spec={spec}
            registration={(register as unknown as UseFormRegister<FieldValues>)(spec.name)}
            error={errors[spec.name]?.message}
          />
        ))}
        <Honeypot ref={honeypot} />
        <div className="sm:col-span-2">
          <SubmitButton sending={sending} label={copy.submitLabel} sendingLabel={copy.submittingLabel} />
        </div>
      </form>
    </FormCard>
  )
}

export { JobAlertForm }
