// A form's unsent draft in sessionStorage: it survives a reload of the tab and ends with it. Each
// form decides what its draft holds; these only read, write and clear it, and never throw, because
// storage can be full or blocked (private mode) and the form must work without a draft.

/** The draft stored under `key` as a parsed object, or null when there is none or it cannot be read. */
function readStoredDraft(key: string): Record<string, unknown> | null {
  try {
    const raw = window.sessionStorage.getItem(key)
    if (!raw) return null
    const data: unknown = JSON.parse(raw)
    return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The named fields of a stored draft that hold text; anything else there is ignored. */
function textFieldsOf<Field extends string>(
  data: Record<string, unknown>,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {}
  for (const field of fields) {
    const value = data[field]
    if (typeof value === "string") found[field] = value
  }
  return found
}

/** Stores `draft` under `key`; `null` (nothing typed) removes the stored one. */
function writeStoredDraft(key: string, draft: object | null) {
  try {
    if (draft === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, JSON.stringify(draft))
  } catch {
    // Storage full or blocked: the form still works, only without a draft.
  }
}

/** Removes the draft stored under `key`, e.g. once the form has been sent. */
function clearStoredDraft(key: string) {
  writeStoredDraft(key, null)
}

export { clearStoredDraft, readStoredDraft, textFieldsOf, writeStoredDraft }
