import { useCallback, useEffect, useRef, useState } from "react"

/**
 * A calculator's inputs, kept as typed and mirrored in the page's address (?ctc=12,00,000&state=…),
 * so a result can be bookmarked or shared. Nothing leaves the browser: the address is only
 * replaced in place, never requested.
 *
 * The first render uses the defaults, as the prerendered page did; the address is read once the
 * page has hydrated, so hydration never meets a mismatch.
 */
export function useSearchState<Fields extends Record<string, string>>(defaults: Fields) {
  const [fields, setFields] = useState(defaults)
  const defaultsRef = useRef(defaults)
  const loaded = useRef(false)

  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const fromAddress: Partial<Record<keyof Fields, string>> = {}
    for (const key of Object.keys(defaultsRef.current) as (keyof Fields & string)[]) {
      const value = params.get(key)
      if (value !== null) fromAddress[key] = value
    }
    loaded.current = true
    if (Object.keys(fromAddress).length > 0) setFields((current) => ({ ...current, ...fromAddress }))
  }, [])

  useEffect(() => {
    if (!loaded.current) return
    const params = new URLSearchParams(window.location.search)
    for (const [key, value] of Object.entries(fields)) {
      if (value.trim() === "" || value === defaultsRef.current[key]) params.delete(key)
      else params.set(key, value)
    }
    const query = params.toString()
    const url = `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`
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
