import { useSyncExternalStore } from "react"

const noSubscription = () => () => {}

/**
 * False in the prerendered HTML and while React hydrates it, true once the page's scripts run. A form
 * whose sending needs JavaScript keeps its button disabled until then, so a press before (or without)
 * the scripts cannot submit the fields into the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
