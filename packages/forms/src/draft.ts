// A form's unsent draft in sessionStorage: it survives a reload of the tab and ends with it. These
// only read, write and clear it, and never throw, because storage can be full or blocked (private
// mode) and the form must work without a draft.

/** The draft stored under `key` as a parsed object, or null when there is none or it cannot be read. */
export function readStoredDraft(key: string): Record<string, unknown> | null {
  try {
    const raw = window.sessionStorage.getItem(key)
    if (!raw) return null
    const data: unknown = JSON.parse(raw)
    return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** Stores `draft` under `key`; `null` (nothing typed) removes the stored one. */
export function writeStoredDraft(key: string, draft: object | null) {
  try {
    if (draft === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, JSON.stringify(draft))
  } catch {
    // Storage full or blocked: the form still works, only without a draft.
  }
}

/** Removes the draft stored under `key`, e.g. once the form has been sent. */
export function clearStoredDraft(key: string) {
  writeStoredDraft(key, null)
}

/**
 * What of `stored` has the shape of `template` (a form's blank values): text where it holds text,
 * a yes/no where it holds one, a list of items shaped like its first item, an object's known keys.
 * Anything else (another type, a key the form does not have) is left out, so a draft written by an
 * older page, or tampered with, can never put a wrong value into a field.
 */
export function shapedLike<T>(template: T, stored: unknown): T | undefined {
  if (typeof template === "string") return typeof stored === "string" ? (stored as T) : undefined
  if (typeof template === "boolean") return typeof stored === "boolean" ? (stored as T) : undefined
  if (Array.isArray(template)) {
    if (!Array.isArray(stored) || template.length === 0) return undefined
    const items = stored.map((item) => shapedLike(template[0], item)).filter((item) => item !== undefined)
    return items.length > 0 ? (items as T) : undefined
  }
  if (typeof template === "object" && template !== null) {
    if (typeof stored !== "object" || stored === null || Array.isArray(stored)) return undefined
    const found: Record<string, unknown> = {}
    let any = false
    for (const [key, value] of Object.entries(template)) {
      const shaped = shapedLike(value, (stored as Record<string, unknown>)[key])
      found[key] = shaped === undefined ? value : shaped
      any ||= shaped !== undefined
    }
    return any ? (found as T) : undefined
  }
  return undefined
}
