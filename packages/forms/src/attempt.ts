/**
 * One submission's key across every attempt to send it (decision 010). The key is made when the
 * visitor first presses Send and is kept while the values are those it was made for, so a resend
 * after a lost answer (after a reload too: the key is kept with the draft) carries the same key and
 * the database stores it once. Changed values are another submission, with a new key.
 */
export type Attempt = { key: string; fingerprint: string }

/** Equal for equal values: JSON of the values, object keys sorted at every level. */
export function fingerprintOf(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  )
}

/** The attempt for `fingerprint`: the previous one while the values are the same, else a new key. */
export function attemptFor(
  previous: Attempt | undefined,
  fingerprint: string,
  createKey: () => string,
): Attempt {
  return previous?.fingerprint === fingerprint ? previous : { key: createKey(), fingerprint }
}

/** An attempt as read back from a draft, or undefined when it is not one. */
export function attemptOf(stored: unknown): Attempt | undefined {
  const { key, fingerprint } = (stored ?? {}) as { key?: unknown; fingerprint?: unknown }
  return typeof key === "string" && typeof fingerprint === "string" ? { key, fingerprint } : undefined
}
