import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from "react"
import { Controller, type Control, type FieldValues } from "react-hook-form"

import { fieldWidth, FormFrame, type FieldSpec, type FormSectionProps } from "../components/field"
import { FormControl, FormField } from "../components/form-field"
import { Icon } from "../components/icon"
import { fieldBase } from "../components/input"
import { cn } from "../lib/cn"

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

type ServiceFieldProps = {
  spec: FieldSpec & { control: { kind: "select" } }
  control: Control<FieldValues>
}

/** The service list: the stand-in until pressed, then the Radix select, already open. */
function ServiceField({ spec, control }: ServiceFieldProps) {
  const [selectWanted, setSelectWanted] = useState(false)
  const { options } = spec.control
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field, fieldState }) => {
        const standIn = (
          <FormControl>
            <StandInTrigger
              ref={field.ref}
              label={options.find((option) => option.value === field.value)?.label}
              placeholder={spec.placeholder}
              onActivate={() => setSelectWanted(true)}
            />
          </FormControl>
        )
        return (
          <FormField
            label={spec.label}
            required={spec.required}
            error={fieldState.error?.message}
            className={fieldWidth(spec)}
          >
            {selectWanted ? (
              <Suspense fallback={standIn}>
                <ServiceSelect
                  name={field.name}
                  value={field.value as string}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  triggerRef={field.ref}
                  placeholder={spec.placeholder}
                  options={options}
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
  )
}

type ContactFormProps<Values extends FieldValues> = FormSectionProps<Values> & {
  /** The fields, in order, from the contact form's field table (@repo/contact-client/contact-fields). */
  fields: readonly FieldSpec[]
}

/**
 * The 'Send us a Message' card. Errors appear on submit, under each field, and update as the visitor
 * corrects them; focus goes to the first invalid field. While sending, the button is disabled. A
 * select is the Radix one, fetched on the first touch of the form.
 */
function ContactForm<Values extends FieldValues>({
  fields,
  onFirstInteraction,
  ...frame
}: ContactFormProps<Values>) {
  const headingId = useId()
  const submitButton = useRef<HTMLButtonElement>(null)
  const refocusButton = useRef(false)
  const { form, sending, onSubmit } = frame.flow

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

  return (
    <FormFrame
      {...frame}
      data-slot="contact-form"
      id={headingId}
      onSubmit={submitting}
      onFirstInteraction={() => {
        void loadServiceSelect()
        onFirstInteraction?.()
      }}
      submitRef={submitButton}
      formClassName="gap-x-5 gap-y-6 sm:grid-cols-2"
      fields={fields}
      own={(spec) =>
        spec.control.kind === "select" ? (
          <ServiceField
            key={spec.name}
            spec={spec as ServiceFieldProps["spec"]}
            control={form.control as unknown as Control<FieldValues>}
          />
        ) : undefined
      }
    />
  )
}

export { ContactForm }
