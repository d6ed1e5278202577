/**
 * A random key (a version 4 UUID) that names one enquiry across every attempt to send it. The
 * database stores the first insert that carries a key and answers any later one with the same
 * key as a success without storing it (supabase/migrations: `private.skip_existing`), so a resend
 * after a lost answer never makes a second row.
 *
 * `crypto.randomUUID` exists only in secure contexts (https, localhost); a page opened over plain
 * http on a LAN address builds the same kind of key from `crypto.getRandomValues`.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Keeps one key per content: the same values get the same key until `settle()` (after a success),
 * and changed values get a new one, since an edited enquiry is a different one. `fingerprint` is
 * any string that is equal for equal values (e.g. JSON of the fields).
 */
export type KeyedAttempt = { key: string; fingerprint: string }

export function keyFor(previous: KeyedAttempt | undefined, fingerprint: string): KeyedAttempt {
  return previous?.fingerprint === fingerprint ? previous : { key: newIdempotencyKey(), fingerprint }
}
