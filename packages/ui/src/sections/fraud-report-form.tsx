import { useId, type ComponentProps, type ReactNode } from "react"
import type { FieldError, FieldValues, UseFormRegister } from "react-hook-form"

import { Button } from "../components/button"
import {
  FieldLegend,
  FieldSet,
  FormCard,
  FormHeader,
  FormSent,
  SpecField,
  type DrawnFieldSpec,
} from "../components/field"
import { Honeypot } from "../components/honeypot"
import { Icon } from "../components/icon"
import { SubmitButton } from "../components/submit-button"
import type { FormFlow } from "../lib/form-flow"
import { useFirstInteraction } from "../lib/use-first-interaction"

/** The words the section draws itself; the fields' own come with `fields`. */
export type FraudReportCopy = {
  heading: string
  lead?: string
  requiredNote: string
  sections: { report: string; contact: string }
  submitLabel: string
  submittingLabel: string
  sent: { title: string; body: string; another: string }
  /** Another way to send the report when the site cannot reach its server. */
  fallback: { text: string; linkLabel: string; href: string }
}

type FraudReportFormProps<Values extends FieldValues> = Omit<ComponentProps<"div">, "onSubmit"> & {
  /** The report's words: heading, sections, the sent state. */
  copy: FraudReportCopy
  /** The fields of each section, in order, from the report's field table (@repo/contact-client/fraud-report-fields). */
  fields: Record<"report" | "contact", readonly DrawnFieldSpec[]>
  /** The form's state and where its submit goes, from the feature that sends it (@repo/forms). */
  flow: FormFlow<Values>
  /** The latest day the date picker offers (YYYY-MM-DD): today. */
  maxDate?: string
  /** Set once the report got through: the form gives way to the thanks. */
  sent?: boolean
  /** The last send could not reach the server: the form offers the e-mail instead, and keeps what was typed. */
  unreachable?: boolean
  /** Shown after sending, above "Report something else": what to do next. */
  nextSteps?: ReactNode
  /** Called by "Report something else". */
  onStartOver?: () => void
  /** Called once, on the first focus or press inside the form: a cue to load what sending needs. */
  onFirstInteraction?: () => void
  /** Shown under the button, e.g. a note for browsers without JavaScript. */
  footnote?: ReactNode
}

/**
 * A candidate's report of a scam in the firm's name: what happened and the number, address or link
 * the scammer used, then, if they wish, a way back to them and their consent. Errors appear on
 * submit beside each field and focus goes to the first; nothing typed is lost. Once sent, the form
 * gives way to the thanks.
 */
function FraudReportForm<Values extends FieldValues>({
  copy,
  fields,
  flow,
  maxDate,
  sent = false,
  unreachable = false,
  nextSteps,
  onStartOver,
  onFirstInteraction,
  footnote,
  className,
  ...props
}: FraudReportFormProps<Values>) {
  const headingId = useId()
  const { form, sending, onSubmit, honeypot } = flow
  const { register, formState } = form
  const errors = formState.errors as Record<string, FieldError | undefined>
  const onInteraction = useFirstInteraction(() => onFirstInteraction?.())

  if (sent) {
    return (
      <FormCard data-slot="fraud-report-form" data-state="sent" className={className} {...props}>
        <FormSent id={`${headingId}-sent`} title={copy.sent.title} body={copy.sent.body}>
          {nextSteps}
          {onStartOver ? (
            <div className="mt-2">
              <Button type="button" variant="outline" onClick={onStartOver}>
                <Icon name="plus" />
                {copy.sent.another}
              </Button>
            </div>
          ) : null}
        </FormSent>
      </FormCard>
    )
  }

  const drawn = (spec: DrawnFieldSpec) => (
    <SpecField
      key={spec.name}
      id={`${headingId}-${spec.name}`}
      spec={spec}
      registration={(register as unknown as UseFormRegister<FieldValues>)(spec.name)}
      error={errors[spec.name]?.message}
      maxDate={maxDate}
    />
  )

  return (
    <FormCard
      data-slot="fraud-report-form"
      data-state={sending ? "sending" : "editing"}
      className={className}
      {...props}
    >
      <FormHeader id={headingId} heading={copy.heading} lead={copy.lead} requiredNote={copy.requiredNote} />
      <form
        aria-labelledby={headingId}
        aria-busy={sending || undefined}
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={onInteraction}
        onPointerDownCapture={onInteraction}
        className="relative mt-8 grid gap-10"
      >
        <FieldSet>
          <FieldLegend>{copy.sections.report}</FieldLegend>
          {fields.report.map(drawn)}
        </FieldSet>
        <FieldSet>
          <FieldLegend>{copy.sections.contact}</FieldLegend>
          {fields.contact.map(drawn)}
        </FieldSet>
        <Honeypot ref={honeypot} />
        <div className="flex flex-col gap-4">
          <SubmitButton sending={sending} label={copy.submitLabel} sendingLabel={copy.submittingLabel} />
          {unreachable ? (
            <p
              data-slot="fraud-report-fallback"
              role="status"
              className="flex items-start gap-2 rounded-lg border border-border bg-muted p-4 text-sm leading-relaxed"
            >
              <Icon name="mail" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                {copy.fallback.text}{" "}
                <a
                  href={copy.fallback.href}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  {copy.fallback.linkLabel}
                </a>
              </span>
            </p>
          ) : null}
          {footnote}
        </div>
      </form>
    </FormCard>
  )
}

export { FraudReportForm }
