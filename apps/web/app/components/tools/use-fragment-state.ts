import { useCallback, useEffect, useRef, useState } from "react"

/** The figures a tool keeps in the address, read from its fragment ("#ctc=10,00,000&state=…"). */
export function readFragment(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith("#") ? hash.slice(1) : hash)
}

/**
 * What a tool reads from its address on load: its fields from the fragment, and any from an old
 * query string (?ctc=…), which move into the fragment. `moved` is the address to replace the
 * current one with, when something moved.
 */
export function readAddress(
  address: { pathname: string; search: string; hash: string },
  keys: readonly string[],
): { fields: Record<string, string>; moved?: string } {
  const query = new URLSearchParams(address.search)
  const fragment = readFragment(address.hash)
  const fields: Record<string, string> = {}
  let moved = false
  for (const key of keys) {
    const inQuery = query.get(key)
    if (inQuery !== null) {
      query.delete(key)
      moved = true
      if (!fragment.has(key)) fragment.set(key, inQuery)
    }
    const value = fragment.get(key)
    if (value !== null) fields[key] = value
  }
  if (!moved) return { fields }
  const search = query.toString()
  const hash = fragment.toString()
  return { fields, moved: `${address.pathname}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}` }
}

/**
 * A calculator's inputs, kept as typed and mirrored in the page's address after the `#`
 * (#ctc=10,00,000&state=…), so a result can be bookmarked or shared. Browsers never send the
 * fragment to a server, so a reload or a shared link carries the figures to no one's logs.
 *
 * Links from before the fragment (?ctc=…) still open their figures: the query is moved into the
 * fragment and the address replaced, so it is not sent again.
 *
 * The first render uses the defaults, as the prerendered page did; the address is read once the
 * page has hydrated, so hydration never meets a mismatch.
 */
export function useFragmentState<Fields extends Record<string, string>>(defaults: Fields) {
  const [fields, setFields] = useState(defaults)
  const defaultsRef = useRef(defaults)
  const loaded = useRef(false)

  useEffect(() => {
    const { fields: fromAddress, moved } = readAddress(window.location, Object.keys(defaultsRef.current))
    if (moved) window.history.replaceState(window.history.state, "", moved)
    loaded.current = true
    if (Object.keys(fromAddress).length > 0) setFields((current) => ({ ...current, ...fromAddress }))
  }, [])

  useEffect(() => {
    if (!loaded.current) return
    const fragment = readFragment(window.location.hash)
    for (const [key, value] of Object.entries(fields)) {
      if (value.trim() === "" || value === defaultsRef.current[key]) fragment.delete(key)
      else fragment.set(key, value)
    }
    const hash = fragment.toString()
    const url = `${window.location.pathname}${window.location.search}${hash ? `#${hash}` : ""}`
    // The router's own history entry is kept (its state), only the address changes.
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`)
      window.history.replaceState(window.history.state, "", url)
  }, [fields])

  const update = useCallback(
    (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch })),
    [],
  )
  return [fields, update] as const
}
