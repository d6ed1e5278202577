import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from "react"

// Whether the browser has had an idle moment since the page loaded. Until then, parts being
// hydrated wait for one; after it they load at once.
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

// Whether the page has hydrated: a part first rendered before that is being hydrated (or rendered
// on the server); one rendered after it arrives by a client-side navigation.
let hydrated = false

/** Called once by the root route: its effect runs when the page's first hydration has committed. */
export function useMarkHydrated() {
  useEffect(() => {
    hydrated = true
  }, [])
}

/**
 * A part of the page whose code loads after the first hydration, when the browser is idle.
 *
 * The prerendered HTML has it in full (the server waits for every lazy part), and React leaves that
 * HTML in place, unhydrated, until the code arrives: the part reads, links work natively, and its
 * code is neither fetched nor run while the page is becoming interactive. Use it for what needs no
 * JavaScript to be read or used. The part is memoised, so a re-render of its parent with the same
 * props leaves it be.
 *
 * Reached by a client-side navigation instead, it fetches its code at once and has no Suspense
 * boundary of its own: the navigation waits for it, and the previous page stays on screen until
 * the new one can be shown whole.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<ComponentType<Props>> | undefined
  const start = (whenIdle: boolean) =>
    (loading ??= (whenIdle ? afterFirstIdle() : Promise.resolve()).then(load))
  const Lazy = lazy(() => start(true).then((component) => ({ default: component })))

  function Deferred(props: Props) {
    const [ownBoundary] = useState(() => !hydrated)
    if (!ownBoundary) void start(false)
    return ownBoundary ? (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    ) : (
      <Lazy {...props} />
    )
  }
  return memo(Deferred)
}
