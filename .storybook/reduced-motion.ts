// A stand-in for the visitor's reduced-motion preference, for stories whose screenshots must not
// depend on when they were taken (a typewriter). Every other query is the browser's own
// MediaQueryList; the preference is a real EventTarget that answers `matches: true`, so a component
// that listens for changes (the header's `whenDesktop`) works on it as on the browser's own lists.
// An `Object.create` copy of a MediaQueryList is not one: the browser refuses `addEventListener`
// on it with "Illegal invocation".

const reducedMotionQuery = "(prefers-reduced-motion: reduce)"

class MatchingMediaQuery extends EventTarget implements MediaQueryList {
  readonly matches = true
  onchange: MediaQueryList["onchange"] = null
  constructor(readonly media: string) {
    super()
  }
  // The deprecated listener methods, as the browser still offers them.
  addListener(listener: Parameters<MediaQueryList["addListener"]>[0]) {
    if (listener) this.addEventListener("change", listener as EventListener)
  }
  removeListener(listener: Parameters<MediaQueryList["removeListener"]>[0]) {
    if (listener) this.removeEventListener("change", listener as EventListener)
  }
}

/** Makes `matchMedia("(prefers-reduced-motion: reduce)")` match; returns the function that undoes it. */
export function preferReducedMotion(): () => void {
  const original = window.matchMedia
  window.matchMedia = (query: string) =>
    query.replace(/\s+/g, " ").trim() === reducedMotionQuery
      ? new MatchingMediaQuery(query)
      : original.call(window, query)
  return () => {
    window.matchMedia = original
  }
}
