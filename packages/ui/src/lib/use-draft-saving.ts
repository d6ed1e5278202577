import { useEffect, useRef, type RefObject } from "react"
import type { FieldValues, UseFormSubscribe } from "react-hook-form"

/**
 * Saves the form's values as its draft on every change, once `restored` says the stored draft has
 * been put back (so the blank first render never overwrites it). No draft is kept without a `key`.
 */
function useDraftSaving<Values extends FieldValues>(
  subscribe: UseFormSubscribe<Values>,
  key: string | undefined,
  restored: RefObject<boolean>,
  save: (key: string, values: Values) => void,
) {
  // The latest `save`, so a form may pass a new function each render without resubscribing.
  const latestSave = useRef(save)
  useEffect(() => {
    latestSave.current = save
  })

  useEffect(() => {
    if (!key) return
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (restored.current) latestSave.current(key, values)
      },
    })
  }, [subscribe, key, restored])
}

export { useDraftSaving }
