import { useEffect, useRef, type ComponentProps, type ReactNode, type Ref } from "react"
import type {
  FieldError as FormError,
  FieldValues,
  UseFormRegisterReturn,
  UseFormReturn,
} from "react-hook-form"

import { cn } from "../lib/cn"
import type { FormFlow } from "../lib/form-flow"
import { useFirstInteraction } from "../lib/use-first-interaction"
import { FormControl, FormField } from "./form-field"
import { Honeypot } from "./honeypot"
import { Icon } from "./icon"
import { Input } from "./input"
import { NativeSelect } from "./native-select"
import { SubmitButton } from "./submit-button"
import { Textarea } from "./textarea"

// The parts every form is made of, shaped as shadcn/ui v4's field.tsx (FieldSet, FieldLegend,
// FieldDescription, FieldError, choice cards), plus the card, heading and sent state the site's
// forms share (decision 074). `FormField` (form-field.tsx) is the labelled control.

/** The card a form sits on. */
function FormCard({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="form-card"
      className={cn(
        "rounded-2xl border border-border bg-background p-5 shadow-card sm:p-8 lg:p-10",
        className,
      )}
      {...props}
    />
  )
}

type FormHeaderProps = {
  /** The heading's id; the form element points `aria-labelledby` at it. */
  id: string
  heading: string
  lead?: string
  /** "Fields marked * are required." */
  requiredNote?: string
}

/** A form's heading, its lead and the note on required fields. */
function FormHeader({ id, heading, lead, requiredNote }: FormHeaderProps) {
  return (
    <div data-slot="form-header" className="flex flex-col gap-2">
      <h2 id={id} className="text-2xl font-extrabold tracking-tight sm:text-[1.75rem]">
        {heading}
      </h2>
      {lead ? <p className="leading-relaxed text-muted-foreground">{lead}</p> : null}
      {requiredNote ? <p className="text-sm text-muted-foreground">{requiredNote}</p> : null}
    </div>
  )
}

type FormSentProps = {
  /** The heading's id: the status region is named by it. */
  id: string
  title: string
  body: string
  /** What follows the body: the next steps, a button to start again. */
  children?: ReactNode
}

/** What a form gives way to once sent: a status with a tick, its heading focused so it is read first. */
function FormSent({ id, title, body, children }: FormSentProps) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div data-slot="form-sent" role="status" aria-labelledby={id} className="flex flex-col gap-4">
      <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Icon name="circle-check" className="size-6" />
      </span>
      <h2
        id={id}
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-extrabold tracking-tight outline-none sm:text-[1.75rem]"
      >
        {title}
      </h2>
      <p className="leading-relaxed text-muted-foreground">{body}</p>
      {children}
    </div>
  )
}

/** The words every form has: its heading, lead, note on required fields and button. */
export type FormCopy = {
  heading: string
  lead?: string
  /** "Fields marked * are required." */
  requiredNote?: string
  submitLabel: string
  submittingLabel: string
}

type FormSectionBase = Omit<ComponentProps<"div">, "onSubmit"> & {
  copy: FormCopy
  /** Called once, on the first focus or press inside the form: a cue to load what sending needs. */
  onFirstInteraction?: () => void
  /** Shown under the button, e.g. a note for browsers without JavaScript. */
  footnote?: ReactNode
}

/** What every form section takes: its words, its flow, and what the page adds. */
export type FormSectionProps<Values extends FieldValues> = FormSectionBase & {
  /** The form's state and where its submit goes, from the feature that sends it (@repo/forms). */
  flow: FormFlow<Values>
}

type FormFrameProps<Values extends FieldValues> = FormSectionBase & {
  /** The heading's id; the form is named by it. */
  id: string
  /** The form's state, submit and honeypot (@repo/forms). */
  flow: FormFlow<Values>
  /** The fields to draw in order before `children`, each as its spec says... */
  fields?: readonly FieldSpec[]
  /** ...but for those this draws: the fields the form draws its own way (undefined for the rest). */
  own?: (spec: FieldSpec) => ReactNode
  /** The form element's submit handler, when the section wraps the flow's. */
  onSubmit?: FormFlow<Values>["onSubmit"]
  submitRef?: Ref<HTMLButtonElement>
  /** Shown under the button, before the footnote: e.g. another way to send. */
  afterSubmit?: ReactNode
  /** The form's grid: its columns and gaps. */
  formClassName?: string
  /** Once sent, what the form gives way to: a status with its heading, body and what follows. */
  sent?: Omit<FormSentProps, "id"> | false | null
}

/**
 * A form on its card: the heading, then the form with its fields (`children`), the honeypot, the
 * send button and what goes under it; once `sent`, that instead. The form is named by its heading,
 * busy while sending and checked by the flow.
 */
function FormFrame<Values extends FieldValues>({
  id,
  copy,
  flow: { form, sending, onSubmit: flowSubmit, honeypot },
  fields = [],
  own = () => undefined,
  onSubmit = flowSubmit,
  onFirstInteraction,
  submitRef,
  afterSubmit,
  footnote,
  formClassName,
  sent,
  children,
  ...props
}: FormFrameProps<Values>) {
  const onInteraction = useFirstInteraction(() => onFirstInteraction?.())
  const drawn = specFieldsOf(form, id)
  if (sent)
    return (
      <FormCard data-state="sent" {...props}>
        <FormSent id={`${id}-sent`} {...sent} />
      </FormCard>
    )
  return (
    <FormCard data-state={sending ? "sending" : "editing"} {...props}>
      <FormHeader id={id} heading={copy.heading} lead={copy.lead} requiredNote={copy.requiredNote} />
      <form
        aria-labelledby={id}
        aria-busy={sending || undefined}
        noValidate
        onSubmit={onSubmit}
        onFocusCapture={onInteraction}
        onPointerDownCapture={onInteraction}
        className={cn("relative mt-8 grid", formClassName)}
      >
        {fields.map((spec) => own(spec) ?? drawn(spec))}
        {children}
        <Honeypot ref={honeypot} />
        <div className="col-span-full flex flex-col gap-4">
          <SubmitButton
            ref={submitRef}
            sending={sending}
            label={copy.submitLabel}
            sendingLabel={copy.submittingLabel}
          />
          {afterSubmit}
          {footnote}
        </div>
      </form>
    </FormCard>
  )
}

/** A group of fields under one heading: a fieldset laid out as a grid, one or two columns. */
function FieldSet({ className, ...props }: ComponentProps<"fieldset">) {
  return (
    <fieldset
      data-slot="field-set"
      className={cn("grid min-w-0 gap-x-5 gap-y-6 sm:grid-cols-2", className)}
      {...props}
    />
  )
}

/** The group's heading. Floated, a legend lays out as a grid item: above its fields, across them. */
function FieldLegend({
  variant = "legend",
  required = false,
  className,
  children,
  ...props
}: ComponentProps<"legend"> & {
  /** `legend` heads a section; `label` names a group of choices, as a field's label does. */
  variant?: "legend" | "label"
  /** Marks the group with an asterisk, as a required field's label. */
  required?: boolean
}) {
  return (
    <legend
      data-slot="field-legend"
      data-variant={variant}
      className={cn(
        variant === "legend"
          ? "col-span-full float-left text-lg font-bold tracking-tight"
          : "mb-2 text-sm font-semibold",
        className,
      )}
      {...props}
    >
      {children}
      {required ? (
        <span aria-hidden="true" className="text-destructive">
          {" "}
          *
        </span>
      ) : null}
    </legend>
  )
}

/** A hint that belongs to a group rather than one control. */
function FieldDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p data-slot="field-description" className={cn("text-sm text-muted-foreground", className)} {...props} />
  )
}

/** A group's error: an alert, so it is announced when it appears. Nothing when there is none. */
function FieldError({ className, children, ...props }: ComponentProps<"p">) {
  if (!children) return null
  return (
    <p
      data-slot="field-error"
      role="alert"
      className={cn("flex items-start gap-1.5 text-sm font-medium text-destructive", className)}
      {...props}
    >
      <Icon name="circle-alert" className="mt-0.5 size-4" />
      <span>{children}</span>
    </p>
  )
}

type ChoiceCardsProps = Omit<ComponentProps<"fieldset">, "onChange"> & {
  legend: string
  required?: boolean
  options: readonly { value: string; label: string }[]
  /** The radios' registration with the form (`register(name)`). */
  registration: UseFormRegisterReturn
  /** The group's error; the fieldset is described by it and marked invalid. */
  error?: string
}

/**
 * One choice of a handful, each a card with its radio: the card shows the choice and its focus, and
 * the arrow keys move between them. For two to four short choices side by side, `ChoiceGroup`.
 */
function ChoiceCards({
  legend,
  required,
  options,
  registration,
  error,
  id,
  className,
  ...props
}: ChoiceCardsProps) {
  const errorId = `${id ?? registration.name}-error`
  return (
    <fieldset
      data-slot="choice-cards"
      id={id}
      className={cn("grid min-w-0 gap-2", className)}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      {...props}
    >
      <FieldLegend variant="label" required={required}>
        {legend}
      </FieldLegend>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-input px-3.5 py-2.5 text-sm font-semibold has-checked:border-primary has-checked:bg-primary-soft/60 has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              value={option.value}
              className="size-4 shrink-0 accent-primary"
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  )
}

type CheckCardProps = {
  /** The checkbox's id; its label and hint hang on it. */
  id: string
  label: string
  hint?: string
  registration: UseFormRegisterReturn
  /** Why the box must be ticked: under the card, announced, and describing the box. */
  error?: string
  className?: string
}

/** A yes-or-no with a line saying what it means, on a card that shows when it is ticked. */
function CheckCard({ id, label, hint, registration, error, className }: CheckCardProps) {
  const described = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean)
  // The card and its error are two items of the parent's grid, so a card without one lays out as before.
  return (
    <>
      <div
        data-slot="check-card"
        className={cn(
          "flex items-start gap-3 rounded-lg border border-input p-3.5 has-checked:border-primary has-checked:bg-primary-soft/60",
          error ? "border-destructive" : undefined,
          className,
        )}
      >
        <input
          id={id}
          type="checkbox"
          aria-describedby={described.length > 0 ? described.join(" ") : undefined}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
          {...registration}
        />
        <div className="grid gap-1">
          <label htmlFor={id} className="cursor-pointer text-sm font-semibold">
            {label}
          </label>
          {hint ? (
            <p id={`${id}-hint`} className="text-sm leading-snug text-muted-foreground">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={`${id}-error`} className={cn("-mt-4", className)}>
        {error}
      </FieldError>
    </>
  )
}

/** How a field is drawn: the shape a form's field table gives (e.g. @repo/contact-client/brief-fields). */
export type FieldControlSpec =
  | {
      kind: "input"
      type?: "text" | "email" | "tel" | "url" | "date"
      autoComplete?: string
      inputMode?: "email" | "tel" | "url" | "numeric"
      spellCheck?: boolean
    }
  | { kind: "textarea"; rows: number }
  | { kind: "select"; options: readonly { value: string; label: string }[] }
  | { kind: "cards"; options: readonly { value: string; label: string }[] }
  | { kind: "check" }
  | { kind: "file" }

/** One field as a form's table describes it, with its words. */
export type FieldSpec = {
  name: string
  control: FieldControlSpec
  required: boolean
  /** Across its section's row (`full`), or across and no wider than a select needs (`narrow`). */
  width?: "full" | "narrow"
  label: string
  placeholder?: string
  hint?: string
}

/** A field `SpecField` draws: any but a file, which a form draws with its own checks. */
export type DrawnFieldSpec = FieldSpec & { control: Exclude<FieldControlSpec, { kind: "file" }> }

type SpecFieldProps = {
  spec: DrawnFieldSpec
  registration: UseFormRegisterReturn
  error?: string
  /** The earliest date a date field offers (YYYY-MM-DD). */
  minDate?: string
  /** The latest date a date field offers (YYYY-MM-DD). */
  maxDate?: string
  /** An id to hang a check card's label and hint on. */
  id?: string
}

const widths = { full: "sm:col-span-2", narrow: "sm:col-span-2 sm:max-w-sm" } as const

/** The class that sets a field's width in its section's grid. */
const fieldWidth = (spec: Pick<FieldSpec, "width">) => (spec.width ? widths[spec.width] : undefined)

/** A field drawn from its spec: a labelled input, text area or select, choice cards or a check card. */
function SpecField({ spec, registration, error, minDate, maxDate, id }: SpecFieldProps) {
  const { control } = spec
  const width = fieldWidth(spec)
  if (control.kind === "cards")
    return (
      <ChoiceCards
        id={id}
        legend={spec.label}
        required={spec.required}
        options={control.options}
        registration={registration}
        error={error}
        className={width}
      />
    )
  if (control.kind === "check")
    return (
      <CheckCard
        id={id ?? spec.name}
        label={spec.label}
        hint={spec.hint}
        registration={registration}
        error={error}
        className={width}
      />
    )
  return (
    <FormField
      label={spec.label}
      required={spec.required}
      description={spec.hint}
      error={error}
      className={width}
    >
      <FormControl>
        {control.kind === "textarea" ? (
          <Textarea rows={control.rows} placeholder={spec.placeholder} {...registration} />
        ) : control.kind === "select" ? (
          <NativeSelect
            className="has-[option[value='']:checked]:text-muted-foreground [&>option]:text-foreground"
            {...registration}
          >
            <option value="">{spec.placeholder}</option>
            {control.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <Input
            type={control.type}
            inputMode={control.inputMode}
            autoComplete={control.autoComplete}
            spellCheck={control.spellCheck}
            placeholder={spec.placeholder}
            min={control.type === "date" ? minDate : undefined}
            max={control.type === "date" ? maxDate : undefined}
            {...registration}
          />
        )}
      </FormControl>
    </FormField>
  )
}

/**
 * Draws a spec as its field, registered with the form by name and showing its error; ids are
 * `<prefix>-<name>`. The form's values are the table's, which the section knows only by name.
 */
function specFieldsOf<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  prefix: string,
  minDate?: string,
) {
  const { register, formState } = form as unknown as UseFormReturn<FieldValues>
  const errors = formState.errors as Record<string, FormError | undefined>
  return (spec: FieldSpec) =>
    // A file is drawn by its form, which checks it as it is chosen.
    spec.control.kind === "file" ? null : (
      <SpecField
        key={spec.name}
        id={`${prefix}-${spec.name}`}
        spec={spec as DrawnFieldSpec}
        registration={register(spec.name)}
        error={errors[spec.name]?.message}
        minDate={minDate}
      />
    )
}

export {
  CheckCard,
  ChoiceCards,
  FieldDescription,
  FieldError,
  FieldLegend,
  FieldSet,
  fieldWidth,
  FormCard,
  FormFrame,
  FormHeader,
  FormSent,
  SpecField,
  specFieldsOf,
}
