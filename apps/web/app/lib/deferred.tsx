import { lazy, memo, Suspense, type ComponentType } from "react"

// Whether the browser has had an idle moment since the page loaded. Until then, deferred parts wait
// for one; after it (a client-side navigation, say) they load at once.
let settled = typeof window === "undefined"

function afterFirstIdle(): Promise<void> {
  if (settled) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      settled = true
      resolve()
    }
    if (window.requestIdleCallback) window.requestIdleCallback(done, { timeout: 2000 })
    else window.setTimeout(done, 200)
  })
}

/**
 * A part of the page whose code loads after the first hydration, when the browser is idle.
 *
 * The prerendered HTML has it in full (the server waits for every lazy part), and React leaves that
 * HTML in place, unhydrated, until the code arrives: the part reads, links work natively, and its
 * code is neither fetched nor run while the page is becoming interactive. Use it for what sits
 * below the first screen and needs no JavaScript to be read. Each part has its own Suspense
 * boundary, and is memoised so that a re-render of its parent with the same props leaves it be.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(() =>
    afterFirstIdle()
      .then(load)
      .then((component) => ({ default: component })),
  )
  function Deferred(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return memo(Deferred)
}
