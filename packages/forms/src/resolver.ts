import { set, type FieldErrors, type FieldValues, type Resolver, type UseFormProps } from "react-hook-form"

/** One message per invalid field, by its path (`email`, `roles.1.headcount`); a field that is fine is left out. */
export type FieldMessages = Partial<Record<string, string>>

/**
 * A react-hook-form resolver from a form's `validate`, which may load its rules first. If
 * `validate` fails, the values go through and sending reports the failure; `failureLog` is what
 * the console says then.
 */
export function resolverFromValidate<Values extends FieldValues>(
  validate: (values: Values) => FieldMessages | Promise<FieldMessages>,
  failureLog: string,
): Resolver<Values> {
  return async (values) => {
    let found: FieldMessages
    try {
      found = await validate(values)
    } catch (error) {
      console.error(failureLog, error)
      return { values, errors: {} }
    }
    const errors: Record<string, unknown> = {}
    for (const [path, message] of Object.entries(found))
      if (message) set(errors, path, { type: "validate", message })
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<Values> }
  }
}

/**
 * When the forms check: first on submit, then on every change to a field with an error, so a
 * message goes as soon as it is fixed; focus goes to the first invalid field.
 */
export const checkOnSubmit = {
  mode: "onSubmit",
  reValidateMode: "onChange",
  shouldFocusError: true,
} as const satisfies UseFormProps
