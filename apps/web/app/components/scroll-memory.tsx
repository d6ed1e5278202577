import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router"

/**
 * React Router's scroll restoration without its inline script. The router records each entry's
 * position as the visitor leaves it (kept in session storage) and scrolls back to it on Back and
 * Forward between the site's pages; a reload is the browser's own restoration.
 *
 * `<ScrollRestoration>` also writes a script that reads session storage and rewrites the history
 * entry while the page is still parsing (10 ms of a slow phone's parse, before the first paint), to
 * restore an entry revisited by a full load; for a page like this one, which keeps no unload handler,
 * the browser's back-forward cache already does that.
 */
export function ScrollMemory({ storageKey }: { storageKey: string }) {
  useScrollRestoration({ storageKey })
  return null
}
