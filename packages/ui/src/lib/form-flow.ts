import type { FormEvent, RefObject } from "react"
import type { FieldValues, UseFormReturn } from "react-hook-form"

/**
 * What a form section is handed by the feature that runs it (@repo/forms' `useFormFlow`, or a
 * story's stand-in): the form's state, and where its submit goes. The section draws fields, errors
 * and the sending state from it; what sending does (the draft, the submission's key, the time
 * limit, the request, the toasts) is the feature's.
 */
export type FormFlow<Values extends FieldValues> = {
  /** The react-hook-form instance the section registers its fields with. */
  form: UseFormReturn<Values>
  /** True from the start of a send to its end: the button says so and is disabled. */
  sending: boolean
  /** The form element's submit handler. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** The hidden field only bots fill in; the feature reads it before sending. */
  honeypot: RefObject<HTMLInputElement | null>
}
