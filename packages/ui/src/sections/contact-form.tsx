import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from "react"
import { Controller, useForm } from "react-hook-form"

import { Icon } from "../components/icon"
import { FormControl, FormField } from "../components/form-field"
import { Honeypot } from "../components/honeypot"
import { fieldBase, Input } from "../components/input"
import { SubmitButton } from "../components/submit-button"
import { Textarea } from "../components/textarea"
import { cn } from "../lib/cn"
import { clearStoredDraft, readStoredDraft, textFieldsOf, writeStoredDraft } from "../lib/form-draft"
import { notify } from "../lib/notify"
import { useDraftSaving } from "../lib/use-draft-saving"
import { useFirstInteraction } from "../lib/use-first-interaction"
import { useSingleSubmit } from "../lib/use-single-submit"
import { checkOnSubmit, resolverFromValidate } from "../lib/validate-resolver"

export const contactFormFields = [
  "firstName",
  "lastName",
  "email",
  "company",
  "serviceInterest",
  "message",
] as const

export type ContactFormField = (typeof contactFormFields)[number]
/** What the form holds, as typed. `serviceInterest` is "" until a service is chosen. */
export type ContactFormValues = Record<ContactFormField, string>
/** One message per invalid field; a field that is fine is left out. */
export type ContactFormErrors = Partial<Record<ContactFormField, string>>
/** `cause`: why it failed, in a sentence for the visitor, where it is known (added to the failure toast). */
export type ContactFormOutcome = { ok: true } | { ok: false; error?: unknown; cause?: string }
/** What `submit` is given besides the values: the enquiry's key, the same for every attempt at it. */
export type ContactFormAttempt = { idempotencyKey?: string }
export type ContactFormOption = { value: string; label: string }
export type ContactFormNotice = { title: string; description: string }

export type ContactFormCopy = {
  heading: string
  lead?: string
  requiredNote?: string
  fields: Record<ContactFormField, { label: string; placeholder?: string }>
  submitLabel: string
  submittingLabel: string
  success: ContactFormNotice
  failure: ContactFormNotice
}

const blankValues: ContactFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  serviceInterest: "",
  message: "",
}

const optionalFields: ReadonlySet<ContactFormField> = new Set(["serviceInterest"])

// The draft: what the visitor typed, and the service the page was opened with, so a reload keeps a
// service the visitor changed while a link to another service still preselects that one. Once the
// visitor has pressed Send, also the enquiry's key and the values it was made for: a resend of the
// same values (after a reload, too) carries the same key, so the database stores the enquiry once
// even if an earlier attempt got through unseen. Changed values are a new enquiry with a new key.
type Attempt = { key: string; fingerprint: string }
type Draft = { values: Partial<ContactFormValues>; preselected?: string; attempt?: Attempt }

const fingerprintOf = (values: ContactFormValues) =>
  JSON.stringify(contactFormFields.map((field) => values[field]))

function readDraft(storageKey: string): Draft | null {
  const data = readStoredDraft(storageKey)
  if (!data) return null
  const { values, preselected, attempt } = data
  if (typeof values !== "object" || values === null) return null
  const { key, fingerprint } = (attempt ?? {}) as { key?: unknown; fingerprint?: unknown }
  return {
    values: textFieldsOf(values as Record<string, unknown>, contactFormFields),
    preselected: typeof preselected === "string" ? preselected : undefined,
    ...(typeof key === "string" && typeof fingerprint === "string" ? { attempt: { key, fingerprint } } : {}),
  }
}

function writeDraft(key: string, { values, preselected, attempt }: Draft) {
  const typed = contactFormFields.some((field) => values[field])
  writeStoredDraft(key, typed ? ({ values, preselected, attempt } satisfies Draft) : null)
}

// Radix Select and what it brings (popper, scroll lock, focus scope) would be the largest part of the
// page's first-load JavaScript. A look-alike trigger stands in for it; the first touch of the form
// fetches the real one, and pressing the stand-in (pointer, Enter, Space or an arrow key) swaps it
// in, already open. Swapping only on that press means no gesture is ever cut in half.
const loadServiceSelect = () => import("./service-select")
const ServiceSelect = lazy(loadServiceSelect)

type StandInTriggerProps = {
  ref?: Ref<HTMLButtonElement>
  /** The visible label of the control. */
  label?: string
  /** Shown in the trigger until a value is chosen. */
  placeholder?: string
  onActivate: () => void
}

/** Looks and reads like the Select's trigger (a collapsed combobox), and asks for the real one. */
function StandInTrigger({ ref, label, placeholder, onActivate, ...props }: StandInTriggerProps) {
  // Like Radix's trigger, it names the list it will control even while that list is not rendered.
  const listId = useId()
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (["Enter", " ", "ArrowDown", "ArrowUp"].includes(event.key)) {
      event.preventDefault()
      onActivate()
    }
  }
  return (
    <button
      ref={ref}
      type="button"
      role="combobox"
      aria-expanded="false"
      aria-controls={listId}
      aria-autocomplete="none"
      data-slot="select-trigger"
      data-placeholder={label ? undefined : ""}
      // As Radix does: a mouse opens on press, touch and pen on tap (so a scroll can start here).
      onPointerDown={(event) => {
        if (event.pointerType === "mouse" && event.button === 0) {
          event.preventDefault()
          onActivate()
        }
      }}
      onClick={onActivate}
      onKeyDown={onKeyDown}
      className={cn(
        fieldBase,
        // As SelectTrigger draws itself.
        "flex h-11 cursor-pointer items-center justify-between gap-2 text-left data-[placeholder]:text-muted-foreground [&>span]:truncate",
      )}
      {...props}
    >
      <span>{label ?? placeholder}</span>
      <Icon name="chevron-down" className="size-4 shrink-0 opacity-60" />
    </button>
  )
}

type ContactFormProps = Omit<ComponentProps<"div">, "onSubmit"> & {
  /** The form's texts: labels, placeholders, messages and button labels. */
  copy: ContactFormCopy
  /** The services a visitor can choose from: a value and a label each. */
  serviceOptions: ReadonlyArray<ContactFormOption>
  /**
   * Checks the values; returns (or resolves to) one message per invalid field, none when all is well.
   * It may load its rules on demand.
   */
  validate: (values: ContactFormValues) => ContactFormErrors | Promise<ContactFormErrors>
  /**
   * Sends valid values. Resolve `{ ok: false }` (or reject) when the message did not get through;
   * a `cause` is added to the failure toast.
   */
  submit: (values: ContactFormValues, attempt: ContactFormAttempt) => Promise<ContactFormOutcome>
  /**
   * Makes the key that names one enquiry (e.g. a random UUID). With it, every attempt at sending the
   * same values carries the same key until one succeeds, and the key is kept with the draft.
   */
  createIdempotencyKey?: () => string
  /** A service to choose for the visitor (from a link such as `?service=rpo`); unknown values are ignored. */
  preselectedService?: string | null
  /** Where the unsent draft is kept in sessionStorage; no draft is kept without it. */
  draftStorageKey?: string
  /** Called once, on the first focus or press inside the form: a cue to load what sending needs. */
  onFirstInteraction?: () => void
  /** Shown under the button, e.g. a note for browsers without JavaScript. */
  footnote?: ReactNode
  /**
   * Checks every field once, on mount, and shows what is wrong without moving focus: the form's
   * error state where nothing is pressed (the design system's docs pages).
   */
  showErrorsOnMount?: boolean
}

/**
 * The 'Send us a Message' card. Errors appear on submit, under each field, and update as the visitor
 * corrects them; focus goes to the first invalid field. While sending, the button is disabled and a
 * second submit is ignored. Success resets the form and clears the draft; failure keeps every value.
 */
function ContactForm({
  copy,
  serviceOptions,
  validate,
  submit,
  preselectedService,
  draftStorageKey,
  createIdempotencyKey,
  onFirstInteraction,
  footnote,
  showErrorsOnMount = false,
  className,
  ...props
}: ContactFormProps) {
  const headingId = useId()
  const honeypot = useRef<HTMLInputElement>(null)
  const submitButton = useRef<HTMLButtonElement>(null)
  const refocusButton = useRef(false)
  const restored = useRef(false)
  const preselected = useRef<string | undefined>(undefined)
  const attempt = useRef<Attempt | undefined>(undefined)
  const [selectWanted, setSelectWanted] = useState(false)

  // The first `validate` is kept: the rules do not change while the form is on the page.
  const [resolver] = useState(() =>
    resolverFromValidate(validate, contactFormFields, "Could not check the form"),
  )
  const { control, register, handleSubmit, reset, setValue, subscribe, trigger, formState } =
    useForm<ContactFormValues>({
      defaultValues: blankValues,
      resolver,
      ...checkOnSubmit,
    })
  const { errors } = formState
  const { sending, onSubmit } = useSingleSubmit(handleSubmit, send)

  const isOption = (value: string | null | undefined): value is string =>
    Boolean(value) && serviceOptions.some((option) => option.value === value)

  // Restore the draft and apply a preselected service. In an effect, so the hydrated page matches
  // the prerendered HTML, which knows neither the query string nor the tab's storage.
  useEffect(() => {
    const service = isOption(preselectedService) ? preselectedService : undefined
    if (!restored.current) {
      restored.current = true
      preselected.current = service
      const draft = draftStorageKey ? readDraft(draftStorageKey) : null
      attempt.current = draft?.attempt
      const start = { ...blankValues, ...draft?.values }
      if (service && (service !== draft?.preselected || !start.serviceInterest))
        start.serviceInterest = service
      if (contactFormFields.some((field) => start[field] !== blankValues[field])) reset(start)
      return
    }
    preselected.current = service
    if (service) setValue("serviceInterest", service, { shouldDirty: true })
    // Runs again only when the link's service changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preselectedService])

  // After the restore above, so the check sees a restored draft.
  useEffect(() => {
    if (showErrorsOnMount) void trigger()
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useDraftSaving(subscribe, draftStorageKey, restored, (key, values) =>
    writeDraft(key, { values, preselected: preselected.current, attempt: attempt.current }),
  )

  // The button is disabled while sending, which takes focus away from it: give it back after.
  useEffect(() => {
    if (!sending && refocusButton.current) {
      refocusButton.current = false
      submitButton.current?.focus()
    }
  }, [sending])

  /** The enquiry's key: kept while the values are those it was made for, and saved with the draft. */
  function keyFor(values: ContactFormValues): string | undefined {
    if (!createIdempotencyKey) return undefined
    const fingerprint = fingerprintOf(values)
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { key: createIdempotencyKey(), fingerprint }
      if (draftStorageKey)
        writeDraft(draftStorageKey, { values, preselected: preselected.current, attempt: attempt.current })
    }
    return attempt.current.key
  }

  async function send(values: ContactFormValues) {
    refocusButton.current = document.activeElement === submitButton.current
    // A filled honeypot means a bot: it sees the usual success, and nothing is sent.
    const outcome: ContactFormOutcome = honeypot.current?.value
      ? { ok: true }
      : await submit(values, { idempotencyKey: keyFor(values) }).catch((error: unknown) => ({
          ok: false,
          error,
        }))
    if (outcome.ok) {
      attempt.current = undefined
      reset(blankValues)
      if (honeypot.current) honeypot.current.value = ""
      if (draftStorageKey) clearStoredDraft(draftStorageKey)
      notify({ variant: "success", ...copy.success })
    } else {
      console.error(copy.failure.title, outcome.error)
      const { cause } = outcome
      notify({
        variant: "destructive",
        title: copy.failure.title,
        description: cause ? `${copy.failure.description} ${cause}` : copy.failure.description,
      })
    }
  }

  const onInteraction = useFirstInteraction(() => {
    void loadServiceSelect()
    onFirstInteraction?.()
  })

  function textControl(field: Exclude<ContactFormField, "serviceInterest">, control: ReactNode) {
    return (
      <FormField
        label={copy.fields[field].label}
        required={!optionalFields.has(field)}
        error={errors[field]?.message}
        className={field === "message" ? "sm:col-span-2" : undefined}
      >
        <FormControl>{control}</FormControl>
      </FormField>
    )
  }

  return (
    <div
      data-slot="contact-form"
      className={cn(
        "rounded-2xl border border-border bg-background p-5 shadow-card sm:p-8 lg:p-10",
        className,
      )}
      {...props}
    >
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-[1.75rem]">
          {copy.heading}
        </h2>
        {copy.lead ? <p className="leading-relaxed text-muted-foreground">{copy.lead}</p> : null}
        {copy.requiredNote ? <p className="text-sm text-muted-foreground">{copy.requiredNote}</p> : null}
      </div>
      <form
        aria-labelledby={headingId}
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={onInteraction}
        onPointerDownCapture={onInteraction}
        className="relative mt-8 grid gap-x-5 gap-y-6 sm:grid-cols-2"
      >
        {textControl(
          "firstName",
          <Input
            autoComplete="given-name"
            placeholder={copy.fields.firstName.placeholder}
            {...register("firstName")}
          />,
        )}
        {textControl(
          "lastName",
          <Input
            autoComplete="family-name"
            placeholder={copy.fields.lastName.placeholder}
            {...register("lastName")}
          />,
        )}
        {textControl(
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
        {textControl(
          "company",
          <Input
            autoComplete="organization"
            placeholder={copy.fields.company.placeholder}
            {...register("company")}
          />,
        )}
        <Controller
          control={control}
          name="serviceInterest"
          render={({ field, fieldState }) => {
            const standIn = (
              <FormControl>
                <StandInTrigger
                  ref={field.ref}
                  label={serviceOptions.find((option) => option.value === field.value)?.label}
                  placeholder={copy.fields.serviceInterest.placeholder}
                  onActivate={() => setSelectWanted(true)}
                />
              </FormControl>
            )
            return (
              <FormField
                label={copy.fields.serviceInterest.label}
                error={fieldState.error?.message}
                className="sm:col-span-2"
              >
                {selectWanted ? (
                  <Suspense fallback={standIn}>
                    <ServiceSelect
                      name={field.name}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      triggerRef={field.ref}
                      placeholder={copy.fields.serviceInterest.placeholder}
                      options={serviceOptions}
                      defaultOpen
                    />
                  </Suspense>
                ) : (
                  standIn
                )}
              </FormField>
            )
          }}
        />
        {textControl(
          "message",
          <Textarea rows={6} placeholder={copy.fields.message.placeholder} {...register("message")} />,
        )}
        <Honeypot ref={honeypot} />
        <div className="flex flex-col gap-4 sm:col-span-2">
          <SubmitButton
            ref={submitButton}
            sending={sending}
            label={copy.submitLabel}
            sendingLabel={copy.submittingLabel}
          />
          {footnote}
        </div>
      </form>
    </div>
  )
}

export { ContactForm }
