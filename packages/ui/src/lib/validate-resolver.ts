import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormProps } from "react-hook-form"

/**
 * A react-hook-form resolver from a form's `validate` (one message per invalid field, possibly
 * after loading its rules). Only the listed fields are reported. If `validate` fails, the values go
 * through and sending reports the failure; `failureLog` is what the console says then.
 */
function resolverFromValidate<Values extends FieldValues, Field extends Path<Values>>(
  validate: (values: Values) => Partial<Record<Field, string>> | Promise<Partial<Record<Field, string>>>,
  fields: readonly Field[],
  failureLog: string,
): Resolver<Values> {
  return async (values) => {
    let found: Partial<Record<Field, string>>
    try {
      found = await validate(values)
    } catch (error) {
      console.error(failureLog, error)
      return { values, errors: {} }
    }
    const errors: Partial<Record<Field, FieldError>> = {}
    for (const field of fields) {
      const message = found[field]
      if (message) errors[field] = { type: "validate", message }
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as FieldErrors<Values> }
  }
}

/**
 * When the forms check: first on submit, then on every change to a field with an error, so a
 * message goes as soon as it is fixed; focus goes to the first invalid field.
 */
const checkOnSubmit = {
  mode: "onSubmit",
  reValidateMode: "onChange",
  shouldFocusError: true,
} as const satisfies UseFormProps

export { checkOnSubmit, resolverFromValidate }
