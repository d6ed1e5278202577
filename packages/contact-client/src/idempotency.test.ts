import { afterEach, describe, expect, it, vi } from "vitest"
import { keyFor, newIdempotencyKey } from "./idempotency.ts"

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("newIdempotencyKey", () => {
  it("is a fresh version 4 UUID each time", () => {
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(200)
    for (const key of keys) expect(key).toMatch(uuidV4)
  })

  it("makes the same kind of key where randomUUID is missing (plain http)", () => {
    vi.stubGlobal("crypto", { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) })
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(200)
    for (const key of keys) expect(key).toMatch(uuidV4)
  })
})

describe("keyFor", () => {
  it("keeps the key while the values are the same and makes a new one when they change", () => {
    const first = keyFor(undefined, '{"message":"hello"}')
    expect(keyFor(first, '{"message":"hello"}')).toBe(first)
    const edited = keyFor(first, '{"message":"hello, again"}')
    expect(edited.key).not.toBe(first.key)
    expect(edited.fingerprint).toBe('{"message":"hello, again"}')
  })
})
