import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from "react"
import { Controller } from "react-hook-form"

import { FileInput } from "../components/file-input"
import { FormControl, FormField } from "../components/form-field"
import { Honeypot } from "../components/honeypot"
import { Icon } from "../components/icon"
import { fieldBase, Input } from "../components/input"
import { SubmitButton } from "../components/submit-button"
import { Textarea } from "../components/textarea"
import { cn } from "../lib/cn"
import type { FormFlow } from "../lib/form-flow"
import { useFirstInteraction } from "../lib/use-first-interaction"

export const applicationTextFields = [
  "fullName",
  "email",
  "mobile",
  "city",
  "experience",
  "noticePeriod",
  "linkedinUrl",
  "coverNote",
] as const

export type ApplicationTextField = (typeof applicationTextFields)[number]
export type ApplicationFormField = ApplicationTextField | "resume" | "consent"

/** What the form holds: text as typed ("" for an option not chosen), the consent box and the file. */
export type ApplicationFormValues = Record<ApplicationTextField, string> & {
  consent: boolean
  resume: File | null
}
/** One message per invalid field; a field that is fine is left out. */
export type ApplicationFormErrors = Partial<Record<ApplicationFormField, string>>
export type ApplicationFormOption = { value: string; label: string }
export type ApplicationFormNotice = { title: string; description: string }

export type ApplicationFormCopy = {
  heading: string
  lead?: string
  requiredNote: string
  fields: Record<ApplicationTextField, { label: string; placeholder?: string; description?: string }>
  experienceOptions: ReadonlyArray<ApplicationFormOption>
  noticePeriodOptions: ReadonlyArray<ApplicationFormOption>
  /** The placeholder option of both lists, e.g. "Select…". */
  choosePlaceholder: string
  resume: { label: string; choose: string; change: string; hint: string }
  /**
   * The consent sentence: `before` + a link to the privacy policy + `after`; with `notice`, a short
   * notice shown above it that reads on its own, without the policy (DPDP Rules, rule 3(a)).
   */
  consent: {
    before: string
    linkLabel: string
    href: string
    after: string
    notice?: { heading: string; items: readonly string[] }
  }
  submitLabel: string
  submittingLabel: string
  success: ApplicationFormNotice & { stepsHeading: string; steps: ReadonlyArray<string> }
  failure: ApplicationFormNotice
  /** Offered when the data API cannot be reached: apply by e-mail instead. */
  fallback: { text: string; linkLabel: string; href: string }
}

/** The form's blank values: what a feature starts it from. */
export const blankApplicationValues: ApplicationFormValues = {
  fullName: "",
  email: "",
  mobile: "",
  city: "",
  experience: "",
  noticePeriod: "",
  linkedinUrl: "",
  coverNote: "",
  consent: false,
  resume: null,
}

const optionalFields: ReadonlySet<ApplicationFormField> = new Set(["linkedinUrl", "coverNote"])

/** The text fields and the consent: what a kept draft may hold (a file cannot be put back into a file input). */
export function applicationDraftOf({ resume: _resume, ...kept }: ApplicationFormValues) {
  return kept
}

/**
 * What makes two sends the same application: the values and the file's name, size and date.
 * Sending needs the file; the rules require it, but if they could not be loaded it may be missing.
 */
export function applicationFingerprint(values: ApplicationFormValues & { resume: File }): string {
  return JSON.stringify([
    ...applicationTextFields.map((field) => values[field]),
    values.consent,
    values.resume.name,
    values.resume.size,
    values.resume.lastModified,
  ])
}

export const hasResume = (
  values: ApplicationFormValues,
): values is ApplicationFormValues & { resume: File } => values.resume !== null

// A native select (the phone's own picker), drawn like the other fields; the placeholder option
// reads as a placeholder.
const selectClass = cn(
  fieldBase,
  "h-11 cursor-pointer appearance-none pr-10 has-[option[value='']:checked]:text-muted-foreground [&>option]:text-foreground",
)

type ApplicationFormProps = Omit<ComponentProps<"div">, "onSubmit"> & {
  copy: ApplicationFormCopy
  /** The form's state and where its submit goes, from the feature that sends it (@repo/forms). */
  flow: FormFlow<ApplicationFormValues>
  /** Shows what happens next in place of the form: the application got through. */
  sent?: boolean
  /** Offers the e-mail address: the last send could not reach the data API. */
  unreachable?: boolean
  /** Checks a file as soon as it is chosen; resolves to a message if it cannot be sent. */
  checkFile: (file: File) => Promise<string | undefined>
  /** How the chosen file's size is shown. */
  formatSize: (bytes: number) => string
  /** `accept` for the file picker. */
  accept: string
  /** Called once, on the first focus or press inside the form: a cue to load what sending needs. */
  onFirstInteraction?: () => void
  /** Shown after success, e.g. a link back to the openings. */
  successAction?: ReactNode
  /** Shown under the button, e.g. a note for browsers without JavaScript. */
  footnote?: ReactNode
}

/**
 * A job application with a résumé. Errors appear on submit (the file's as soon as it is chosen),
 * under each field; focus goes to the first invalid one. While sending, the button says so. Once
 * sent, the form gives way to what happens next; when the data API cannot be reached, it offers
 * the e-mail address.
 */
function ApplicationForm({
  copy,
  flow,
  sent = false,
  unreachable = false,
  checkFile,
  formatSize,
  accept,
  onFirstInteraction,
  successAction,
  footnote,
  className,
  ...props
}: ApplicationFormProps) {
  const headingId = useId()
  const successId = useId()
  const successHeading = useRef<HTMLHeadingElement>(null)
  const { form, sending, onSubmit, honeypot } = flow
  const { control, register, setError, clearErrors, formState } = form
  const { errors } = formState

  useEffect(() => {
    if (sent) successHeading.current?.focus()
  }, [sent])

  const onInteraction = useFirstInteraction(() => onFirstInteraction?.())

  function field(name: ApplicationTextField, control: ReactNode, wide = false) {
    return (
      <FormField
        label={copy.fields[name].label}
        required={!optionalFields.has(name)}
        error={errors[name]?.message}
        description={copy.fields[name].description}
        className={wide ? "sm:col-span-2" : undefined}
      >
        <FormControl>{control}</FormControl>
      </FormField>
    )
  }

  function select(name: "experience" | "noticePeriod", options: ReadonlyArray<ApplicationFormOption>) {
    return (
      <FormField label={copy.fields[name].label} required error={errors[name]?.message}>
        <div className="relative">
          <FormControl>
            <select className={selectClass} {...register(name)}>
              <option value="">{copy.choosePlaceholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FormControl>
          <Icon
            name="chevron-down"
            className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      </FormField>
    )
  }

  const card = cn("rounded-2xl border border-border bg-background p-5 shadow-card sm:p-8 lg:p-10", className)

  if (sent) {
    return (
      <div data-slot="application-form" data-state="sent" className={card} {...props}>
        <div role="status" aria-labelledby={successId} className="flex flex-col gap-4">
          <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
            <Icon name="circle-check" className="size-6" />
          </span>
          <h2
            id={successId}
            ref={successHeading}
            tabIndex={-1}
            className="text-2xl font-extrabold tracking-tight outline-none sm:text-[1.75rem]"
          >
            {copy.success.title}
          </h2>
          <p className="leading-relaxed text-muted-foreground">{copy.success.description}</p>
          <h3 className="mt-2 font-bold">{copy.success.stepsHeading}</h3>
          <ol className="grid gap-3">
            {copy.success.steps.map((step, index) => (
              <li key={step} className="flex gap-3 leading-relaxed">
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-muted text-sm font-bold"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
          {successAction ? <div className="mt-2">{successAction}</div> : null}
        </div>
      </div>
    )
  }

  return (
    <div
      data-slot="application-form"
      data-state={sending ? "sending" : "editing"}
      className={card}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-[1.75rem]">
          {copy.heading}
        </h2>
        {copy.lead ? <p className="leading-relaxed text-muted-foreground">{copy.lead}</p> : null}
        <p className="text-sm text-muted-foreground">{copy.requiredNote}</p>
      </div>
      <form
        aria-labelledby={headingId}
        aria-busy={sending || undefined}
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={onInteraction}
        onPointerDownCapture={onInteraction}
        className="relative mt-8 grid gap-x-5 gap-y-6 sm:grid-cols-2"
      >
        {field(
          "fullName",
          <Input
            autoComplete="name"
            placeholder={copy.fields.fullName.placeholder}
            {...register("fullName")}
          />,
        )}
        {field(
          "email",
          <Input
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            placeholder={copy.fields.email.placeholder}
            {...register("email")}
          />,
        )}
        {field(
          "mobile",
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={copy.fields.mobile.placeholder}
            {...register("mobile")}
          />,
        )}
        {field(
          "city",
          <Input
            autoComplete="address-level2"
            placeholder={copy.fields.city.placeholder}
            {...register("city")}
          />,
        )}
        {select("experience", copy.experienceOptions)}
        {select("noticePeriod", copy.noticePeriodOptions)}
        {field(
          "linkedinUrl",
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder={copy.fields.linkedinUrl.placeholder}
            {...register("linkedinUrl")}
          />,
          true,
        )}
        <Controller
          control={control}
          name="resume"
          render={({ field: resume, fieldState }) => (
            <FormField
              label={copy.resume.label}
              required
              error={fieldState.error?.message}
              className="sm:col-span-2"
            >
              <FormControl>
                <FileInput
                  ref={resume.ref}
                  name={resume.name}
                  accept={accept}
                  file={resume.value}
                  disabled={sending}
                  chooseLabel={copy.resume.choose}
                  changeLabel={copy.resume.change}
                  hint={copy.resume.hint}
                  formatSize={formatSize}
                  onBlur={resume.onBlur}
                  onFileChange={(file) => {
                    if (!file) return
                    resume.onChange(file)
                    // The file's own check, at once: a wrong or oversized file is named before sending.
                    clearErrors("resume")
                    void checkFile(file).then((message) => {
                      if (message) setError("resume", { type: "validate", message })
                    })
                  }}
                />
              </FormControl>
            </FormField>
          )}
        />
        {field(
          "coverNote",
          <Textarea rows={5} placeholder={copy.fields.coverNote.placeholder} {...register("coverNote")} />,
          true,
        )}
        <Controller
          control={control}
          name="consent"
          render={({ field: consent, fieldState }) => {
            const consentId = `${headingId}-consent`
            const errorId = `${headingId}-consent-error`
            const noticeId = `${headingId}-consent-notice`
            const notice = copy.consent.notice
            const describedBy = [notice ? noticeId : "", fieldState.error ? errorId : ""].join(" ").trim()
            return (
              <div className="grid gap-2 sm:col-span-2" data-invalid={fieldState.error ? "" : undefined}>
                {notice ? (
                  <div
                    id={noticeId}
                    data-slot="consent-notice"
                    className="rounded-lg border border-border bg-muted/60 px-4 py-3 text-sm leading-relaxed"
                  >
                    <p className="font-semibold">{notice.heading}</p>
                    <ul className="mt-1.5 grid list-disc gap-1 pl-5 text-muted-foreground">
                      {notice.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <div className="flex items-start gap-3">
                  <input
                    ref={consent.ref}
                    id={consentId}
                    name={consent.name}
                    type="checkbox"
                    checked={consent.value}
                    onChange={(event) => consent.onChange(event.target.checked)}
                    onBlur={consent.onBlur}
                    aria-required="true"
                    aria-invalid={fieldState.error ? true : undefined}
                    aria-describedby={describedBy || undefined}
                    className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
                  />
                  <label htmlFor={consentId} className="text-sm leading-relaxed">
                    {copy.consent.before}
                    <a
                      href={copy.consent.href}
                      target="_blank"
                      rel="noopener"
                      className="font-semibold text-primary underline underline-offset-4"
                    >
                      {copy.consent.linkLabel}
                    </a>
                    {copy.consent.after}
                    <span aria-hidden="true" className="text-destructive">
                      {" "}
                      *
                    </span>
                  </label>
                </div>
                {fieldState.error ? (
                  <p
                    id={errorId}
                    role="alert"
                    className="flex items-start gap-1.5 text-sm font-medium text-destructive"
                  >
                    <Icon name="circle-alert" className="mt-0.5 size-4" />
                    <span>{fieldState.error.message}</span>
                  </p>
                ) : null}
              </div>
            )
          }}
        />
        <Honeypot ref={honeypot} />
        <div className="flex flex-col gap-4 sm:col-span-2">
          <SubmitButton sending={sending} label={copy.submitLabel} sendingLabel={copy.submittingLabel} />
          {unreachable ? (
            <p
              data-slot="application-fallback"
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
    </div>
  )
}

export { ApplicationForm }
