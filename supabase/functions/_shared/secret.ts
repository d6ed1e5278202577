import { timingSafeEqual } from "node:crypto"

// Compares the caller's secret with ours in constant time: both are hashed first, so neither the
// content nor the length of ours leaks through the time a refusal takes.
async function digest(value: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)))
}

export async function sameSecret(given: string | null, expected: string): Promise<boolean> {
  if (expected === "") return false
  const [a, b] = await Promise.all([digest(given ?? ""), digest(expected)])
  return timingSafeEqual(a, b) && given !== null
}
