import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

// The prerendered page is complete without JavaScript, so it is painted first and hydrated after:
// started at once, hydration kept the main thread busy until the browser forced its first frame,
// and every page's first paint waited for React. A hidden tab paints no frames; it hydrates now.
if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(hydrate, 0))
else hydrate()
