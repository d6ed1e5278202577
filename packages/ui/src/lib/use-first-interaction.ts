import { useRef } from "react"

/**
 * A handler for a form's focus and pointer-down capture that calls `onFirst` once, on the first
 * focus or press inside it: a cue to load what sending needs.
 */
function useFirstInteraction(onFirst: () => void) {
  const interacted = useRef(false)
  return function onInteraction() {
    if (interacted.current) return
    interacted.current = true
    onFirst()
  }
}

export { useFirstInteraction }
