import { useId, type ReactNode } from "react"
import { Controller, type FieldValues, type UseFormReturn } from "react-hook-form"

import { FieldError, fieldWidth, FormFrame, type FieldSpec, type FormSectionProps } from "../components/field"
import { FileInput } from "../components/file-input"
import { FormControl, FormField } from "../components/form-field"
import { Icon } from "../components/icon"
import { cn } from "../lib/cn"

/** The words the section draws itself, besides the heading and the button; the fields' own come with `fields`. */
export type ApplicationFormCopy = {
  /** The picker's words; `remove` takes a chosen file back, on a form whose résumé is optional. */
  resume: { choose: string; change: string; remove?: string }
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
  /** What the thanks says; without `steps`, only `successAction` follows its description. */
  success: { title: string; description: string; stepsHeading?: string; steps?: readonly string[] }
  /** Offered when the data API cannot be reached: apply by e-mail instead. */
  fallback: { text: string; linkLabel: string; href: string }
}

type ApplicationFormProps<Values extends FieldValues> = FormSectionProps<Values> & {
  copy: ApplicationFormCopy
  /** The fields, in order, from the application's field table (@repo/contact-client/application-fields). */
  fields: readonly FieldSpec[]
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
  /** Shown after success, e.g. a link back to the openings. */
  successAction?: ReactNode
}

/**
 * A job application with a résumé. Errors appear on submit (the file's as soon as it is chosen),
 * under each field; focus goes to the first invalid one. While sending, the button says so. Once
 * sent, the form gives way to what happens next; when the data API cannot be reached, it offers
 * the e-mail address. The form's file is the résumé, its box the consent.
 */
function ApplicationForm<Values extends FieldValues>({
  fields,
  sent = false,
  unreachable = false,
  checkFile,
  formatSize,
  accept,
  successAction,
  ...frame
}: ApplicationFormProps<Values>) {
  const { copy, flow } = frame
  const headingId = useId()
  const { sending } = flow
  // The fields are named by the table the section is handed, so the section reaches them by name.
  const form = flow.form as unknown as UseFormReturn<FieldValues>
  const { control, setError, clearErrors } = form

  const resumeField = (spec: FieldSpec) => (
    <Controller
      key={spec.name}
      control={control}
      name={spec.name}
      render={({ field: resume, fieldState }) => (
        <FormField
          label={spec.label}
          required={spec.required}
          error={fieldState.error?.message}
          className={fieldWidth(spec)}
        >
          <FormControl>
            <FileInput
              ref={resume.ref}
              name={resume.name}
              accept={accept}
              file={resume.value as File | null}
              disabled={sending}
              chooseLabel={copy.resume.choose}
              changeLabel={copy.resume.change}
              removeLabel={spec.required ? undefined : copy.resume.remove}
              onRemove={() => {
                // Left out after all: nothing to check, and no error about the file taken back.
                resume.onChange(null)
                clearErrors(spec.name)
              }}
              hint={spec.hint ?? ""}
              formatSize={formatSize}
              onBlur={resume.onBlur}
              onFileChange={(file) => {
                if (!file) return
                resume.onChange(file)
                // The file's own check, at once: a wrong or oversized file is named before sending.
                clearErrors(spec.name)
                void checkFile(file).then((message) => {
                  if (message) setError(spec.name, { type: "validate", message })
                })
              }}
            />
          </FormControl>
        </FormField>
      )}
    />
  )

  const consentField = (spec: FieldSpec) => (
    <Controller
      key={spec.name}
      control={control}
      name={spec.name}
      render={({ field: consent, fieldState }) => {
        const consentId = `${headingId}-${spec.name}`
        const errorId = `${consentId}-error`
        const noticeId = `${consentId}-notice`
        const notice = copy.consent.notice
        const describedBy = [notice ? noticeId : "", fieldState.error ? errorId : ""].join(" ").trim()
        return (
          <div
            className={cn("grid gap-2", fieldWidth(spec))}
            data-invalid={fieldState.error ? "" : undefined}
          >
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
                checked={consent.value as boolean}
                onChange={(event) => consent.onChange(event.target.checked)}
                onBlur={consent.onBlur}
                aria-required={spec.required || undefined}
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
                {spec.required ? (
                  <span aria-hidden="true" className="text-destructive">
                    {" "}
                    *
                  </span>
                ) : null}
              </label>
            </div>
            <FieldError id={errorId}>{fieldState.error?.message}</FieldError>
          </div>
        )
      }}
    />
  )

  return (
    <FormFrame
      {...frame}
      data-slot="application-form"
      id={headingId}
      formClassName="gap-x-5 gap-y-6 sm:grid-cols-2"
      fields={fields}
      own={(spec) =>
        spec.control.kind === "file"
          ? resumeField(spec)
          : spec.control.kind === "check"
            ? consentField(spec)
            : undefined
      }
      sent={
        sent && {
          title: copy.success.title,
          body: copy.success.description,
          children: (
            <>
              {copy.success.steps?.length ? (
                <>
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
                </>
              ) : null}
              {successAction ? <div className="mt-2">{successAction}</div> : null}
            </>
          ),
        }
      }
      afterSubmit={
        unreachable ? (
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
        ) : null
      }
    ></FormFrame>
  )
}

export { ApplicationForm }
