import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from "react"
import { Controller } from "react-hook-form"

import { Icon } from "../components/icon"
import { FormControl, FormField } from "../components/form-field"
import { Honeypot } from "../components/honeypot"
import { fieldBase, Input } from "../components/input"
import { SubmitButton } from "../components/submit-button"
import { Textarea } from "../components/textarea"
import { cn } from "../lib/cn"
import type { FormFlow } from "../lib/form-flow"
import { useFirstInteraction } from "../lib/use-first-interaction"

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

/** The form's blank values: what a feature starts it from. */
export const blankContactValues: ContactFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  serviceInterest: "",
  message: "",
}

const optionalFields: ReadonlySet<ContactFormField> = new Set(["serviceInterest"])

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
  /** The form's state and where its submit goes, from the feature that sends it (@repo/forms). */
  flow: FormFlow<ContactFormValues>
  /** Called once, on the first focus or press inside the form: a cue to load what sending needs. */
  onFirstInteraction?: () => void
  /** Shown under the button, e.g. a note for browsers without JavaScript. */
  footnote?: ReactNode
}

/**
 * The 'Send us a Message' card. Errors appear on submit, under each field, and update as the visitor
 * corrects them; focus goes to the first invalid field. While sending, the button is disabled.
 */
function ContactForm({
  copy,
  serviceOptions,
  flow,
  onFirstInteraction,
  footnote,
  className,
  ...props
}: ContactFormProps) {
  const headingId = useId()
  const submitButton = useRef<HTMLButtonElement>(null)
  const refocusButton = useRef(false)
  const [selectWanted, setSelectWanted] = useState(false)
  const { form, sending, onSubmit, honeypot } = flow
  const { control, register, formState } = form
  const { errors } = formState

  // The button is disabled while sending, which takes focus away from it: give it back after.
  useEffect(() => {
    if (!sending && refocusButton.current) {
      refocusButton.current = false
      submitButton.current?.focus()
    }
  }, [sending])

  function submitting(event: FormEvent<HTMLFormElement>) {
    // Only a submit that starts a send decides; one while sending is dropped by the flow.
    if (!sending) refocusButton.current = document.activeElement === submitButton.current
    onSubmit(event)
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
        onSubmit={submitting}
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
