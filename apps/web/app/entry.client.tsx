import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"

// The brand face, switched on in the dev server here; in the built page its first-paint script does
// it (scripts/postbuild.ts, docs/decisions/024), so the production bundle carries no copy.
if (import.meta.env.DEV) document.documentElement.classList.add("brand-face")

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
