// A `flow` for a form section's stories that need only props: the values to show, the errors to
// show under them and whether a send is under way. What a form does when sent is @repo/forms'
// (decision 081); its stories live in .storybook/forms.
import { useEffect, useRef } from "react"
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form"

import type { FormFlow } from "../lib/form-flow"

type StoryFlowOptions = {
  /** One message per field, by path (`roles.1.headcount`), shown from the start. */
  errors?: Readonly<Record<string, string>>
  /** Draws the form mid-send: the button disabled and saying so. */
  sending?: boolean
  /** Called with the values when the form is submitted (a story's spy). */
  onSubmit?: (values: unknown) => void
}

function useStoryFlow<Values extends FieldValues>(
  values: Values,
  { errors = {}, sending = false, onSubmit }: StoryFlowOptions = {},
): FormFlow<Values> {
  const form = useForm<Values>({ defaultValues: values as DefaultValues<Values> })
  const honeypot = useRef<HTMLInputElement>(null)
  const { setError } = form
  useEffect(() => {
    for (const [path, message] of Object.entries(errors))
      setError(path as Path<Values>, { type: "validate", message })
    // Once, on mount: the story's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return {
    form,
    sending,
    honeypot,
    onSubmit: (event) => {
      event.preventDefault()
      onSubmit?.(form.getValues())
    },
  }
}

export { useStoryFlow }
