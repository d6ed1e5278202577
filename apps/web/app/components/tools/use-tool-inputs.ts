import { useCallback } from "react"

import { useFragmentState } from "./use-fragment-state"

/**
 * A calculator's inputs (kept in the address's fragment, see `useFragmentState`) and `bind`, which gives an
 * `AmountField` its name, its typed text and the update for it.
 */
export function useToolInputs<Fields extends Record<string, string>>(defaults: Fields) {
  const [fields, update] = useFragmentState(defaults)
  const bind = useCallback(
    <Name extends keyof Fields & string>(name: Name) => ({
      name,
      value: fields[name],
      onValueChange: (text: string) => update({ [name]: text } as Partial<Fields>),
    }),
    [fields, update],
  )
  return { fields, update, bind }
}
