import * as Slot from "radix-ui/slot"
import { createContext, use, useId, type ComponentProps } from "react"

import { cn } from "../lib/cn"
import { Icon } from "./icon"
import { Label } from "./label"

type FormFieldState = {
  controlId: string
  errorId: string
  descriptionId?: string
  error?: string
  required: boolean
}

const FormFieldContext = createContext<FormFieldState | null>(null)

function useFormField(): FormFieldState {
  const state = use(FormFieldContext)
  if (!state) throw new Error("FormControl must be used inside a FormField")
  return state
}

type FormFieldProps = ComponentProps<"div"> & {
  /** The visible label, which also names the control for assistive technology. */
  label: string
  /** Marks the label with an asterisk and the control as required. */
  required?: boolean
  /** The field's current validation message; shown under the control and announced. */
  error?: string
  /** A hint under the control, read with it. */
  description?: string
  /** Classes for the label (e.g. its colour on a dark surface). */
  labelClassName?: string
  /** For a field on a dark surface, where the error needs another colour. */
  messageClassName?: string
}

/**
 * One labelled form control with its hint and its error. Wrap the control in `FormControl`: it gets
 * the id the label points at, `aria-describedby` (hint and error), `aria-invalid` and `aria-required`.
 */
function FormField({
  label,
  required = false,
  error,
  description,
  labelClassName,
  messageClassName,
  className,
  children,
  ...props
}: FormFieldProps) {
  const id = useId()
  const state: FormFieldState = {
    controlId: `${id}-control`,
    errorId: `${id}-error`,
    descriptionId: description ? `${id}-description` : undefined,
    error: error || undefined,
    required,
  }
  return (
    <FormFieldContext value={state}>
      <div
        data-slot="form-field"
        data-invalid={state.error ? "" : undefined}
        className={cn("grid content-start gap-2", className)}
        {...props}
      >
        <Label htmlFor={state.controlId} required={required} className={labelClassName}>
          {label}
        </Label>
        {children}
        {description ? (
          <p id={state.descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
        <FormMessage className={messageClassName} />
      </div>
    </FormFieldContext>
  )
}

/** Passes the field's id and ARIA state to its single child (an Input, a Textarea, a SelectTrigger). */
function FormControl(props: ComponentProps<typeof Slot.Root>) {
  const { controlId, errorId, descriptionId, error, required } = useFormField()
  const describedBy = [descriptionId, error ? errorId : undefined].filter(Boolean).join(" ")
  return (
    <Slot.Root
      data-slot="form-control"
      id={controlId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      {...props}
    />
  )
}

/**
 * The error under a field. An alert, so a screen reader announces it when it appears or changes, as
 * well as reading it with the control through `aria-describedby`.
 */
function FormMessage({ className, ...props }: ComponentProps<"p">) {
  const { errorId, error } = useFormField()
  if (!error) return null
  return (
    <p
      data-slot="form-message"
      id={errorId}
      role="alert"
      className={cn("flex items-start gap-1.5 text-sm font-medium text-destructive", className)}
      {...props}
    >
      <Icon name="circle-alert" className="mt-0.5 size-4" />
      <span>{error}</span>
    </p>
  )
}

export { FormControl, FormField, FormMessage, useFormField }
