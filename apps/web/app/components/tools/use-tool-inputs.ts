import { useCallback } from "react"

import { useSearchState } from "./use-search-state"

/**
 * A calculator's inputs (kept in the address, see `useSearchState`) and `bind`, which gives an
 * `AmountField` its name, its typed text and the update for it.
 */
export function useToolInputs<Fields extends Record<string, string>>(defaults: Fields) {
  const [fields, update] = useSearchState(defaults)
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
