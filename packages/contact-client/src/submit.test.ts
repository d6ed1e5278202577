import { readFileSync, readdirSync } from "node:fs"
import { afterEach, describe, expect, it, vi } from "vitest"
import { newIdempotencyKey } from "./idempotency.ts"
import { localDataApi } from "./local.ts"
import type { ContactInput } from "./schema.ts"
import { createContactClient, preload, submitTimeoutMs } from "./submit.ts"

const values: ContactInput = {
  firstName: " Meera ",
  lastName: "Iyer",
  email: "meera@example.in",
  company: "Iyer & Sons",
  serviceInterest: "",
  message: "Looking for a payroll partner for 120 people.",
}

type Call = { url: URL; method: string; headers: Headers; body: unknown }

function fakeFetch(respond: (call: Call, signal: AbortSignal | undefined) => Promise<Response> | Response) {
  const calls: Call[] = []
  const fetchImpl: typeof fetch = async (input, init) => {
    const call: Call = {
      url: new URL(String(input)),
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    return respond(call, init?.signal ?? undefined)
  }
  return { fetchImpl, calls }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })
}

function hangUntilAborted(_call: Call, signal: AbortSignal | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener("abort", () => reject(signal.reason), { once: true })
  })
}

afterEach(() => {
  vi.useRealTimers()
})

describe("submitContact", () => {
  it("inserts the mapped row with the public key and reports success on 201", async () => {
    const { fetchImpl, calls } = fakeFetch(() => new Response(null, { status: 201 }))
    const client = createContactClient({ ...localDataApi, fetch: fetchImpl })

    await expect(client.submitContact(values)).resolves.toEqual({ ok: true })

    expect(calls).toHaveLength(1)
    const [call] = calls
    expect(call?.method).toBe("POST")
    expect(`${call?.url.origin}${call?.url.pathname}`).toBe(
      "http://127.0.0.1:54321/rest/v1/contact_submissions",
    )
    expect(call?.url.searchParams.has("select")).toBe(false)
    expect(call?.headers.get("apikey")).toBe(localDataApi.key)
    expect(call?.headers.get("authorization")).toBe(`Bearer ${localDataApi.key}`)
    expect(call?.headers.get("content-type")).toBe("application/json")
    expect(call?.headers.get("prefer") ?? "").not.toContain("return=representation")
    expect(call?.body).toEqual({
      first_name: "Meera",
      last_name: "Iyer",
      email: "meera@example.in",
      company: "Iyer & Sons",
      service_interest: null,
      message: "Looking for a payroll partner for 120 people.",
      form_type: "contact_page",
      idempotency_key: null,
    })
  })

  it("sends the enquiry's key with every attempt", async () => {
    const { fetchImpl, calls } = fakeFetch(() => new Response(null, { status: 201 }))
    const client = createContactClient({ ...localDataApi, fetch: fetchImpl })
    const idempotencyKey = newIdempotencyKey()
    await client.submitContact(values, { idempotencyKey })
    await client.submitContact(values, { idempotencyKey })
    await client.subscribeNewsletter("reader@example.com", { idempotencyKey })
    expect(calls.map((call) => (call.body as { idempotency_key: unknown }).idempotency_key)).toEqual([
      idempotencyKey,
      idempotencyKey,
      idempotencyKey,
    ])
  })

  it("reports a refused row with the column whose rule refused it", async () => {
    const { fetchImpl } = fakeFetch(() =>
      json(400, {
        code: "23514",
        details: null,
        hint: null,
        message:
          'new row for relation "contact_submissions" violates check constraint "contact_submissions_first_name_check"',
      }),
    )
    const client = createContactClient({ ...localDataApi, fetch: fetchImpl })
    await expect(client.submitContact(values)).resolves.toMatchObject({
      ok: false,
      kind: "rejected",
      column: "first_name",
    })
  })

  it("reports the database's limit per address as 'rate_limited'", async () => {
    const { fetchImpl } = fakeFetch(() =>
      json(429, {
        code: "PT429",
        details: null,
        hint: "Try again later.",
        message: "Too many submissions from this address: at most 5 per 1 hour",
      }),
    )
    const client = createContactClient({ ...localDataApi, fetch: fetchImpl })
    await expect(client.submitContact(values)).resolves.toMatchObject({
      ok: false,
      kind: "rate_limited",
      code: "PT429",
    })
  })

  it("reports a refused row as 'rejected' with PostgREST's code", async () => {
    const { fetchImpl } = fakeFetch(() =>
      json(400, {
        code: "23514",
        details: "Failing row contains (...).",
        hint: null,
        message:
          'new row for relation "contact_submissions" violates check constraint "contact_submissions_email_check"',
      }),
    )
    const client = createContactClient({ ...localDataApi, fetch: fetchImpl })
    await expect(client.submitContact(values)).resolves.toEqual({
      ok: false,
      kind: "rejected",
      code: "23514",
      column: "email",
      message:
        'new row for relation "contact_submissions" violates check constraint "contact_submissions_email_check"',
    })
  })

  it("reports a wrong key as 'unauthorized'", async () => {
    const { fetchImpl } = fakeFetch(() =>
      json(401, {
        message: "Invalid API key",
        hint: "Double check your Supabase `anon` or `service_role` API key.",
      }),
    )
    const client = createContactClient({ url: localDataApi.url, key: "wrong", fetch: fetchImpl })
    await expect(client.submitContact(values)).resolves.toEqual({
      ok: false,
      kind: "unauthorized",
      message: "Invalid API key",
    })
  })

  it("reports a privilege error as 'unauthorized' with its code", async () => {
    const { fetchImpl } = fakeFetch(() =>
      json(401, {
        code: "42501",
        details: null,
        hint: null,
        message: "permission denied for table contact_submissions",
      }),
    )
    const client = createContactClient({ ...localDataApi, fetch: fetchImpl })
    const result = await client.submitContact(values)
    expect(result).toMatchObject({ ok: false, kind: "unauthorized", code: "42501" })
  })

  it.each([500, 503, 404])("reports HTTP %i as 'server' and does not retry", async (status) => {
    const { fetchImpl, calls } = fakeFetch(() =>
      json(status, { code: "XX000", details: null, hint: null, message: "boom" }),
    )
    const client = createContactClient({ ...localDataApi, fetch: fetchImpl })
    await expect(client.submitContact(values)).resolves.toMatchObject({ ok: false, kind: "server" })
    expect(calls).toHaveLength(1)
  })

  it("reports a failed connection as 'network' and does not retry", async () => {
    const { fetchImpl, calls } = fakeFetch(() => {
      throw new TypeError("fetch failed")
    })
    const client = createContactClient({ ...localDataApi, fetch: fetchImpl })
    const result = await client.submitContact(values)
    expect(result).toMatchObject({ ok: false, kind: "network" })
    expect(result.ok === false && result.message).toContain("fetch failed")
    expect(calls).toHaveLength(1)
  })

  it("gives up after 15 seconds with 'timeout'", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
    const { fetchImpl, calls } = fakeFetch(hangUntilAborted)
    const client = createContactClient({ ...localDataApi, fetch: fetchImpl })
    let settled = false
    const pending = client.submitContact(values).finally(() => {
      settled = true
    })

    await vi.advanceTimersByTimeAsync(submitTimeoutMs - 1)
    expect(settled).toBe(false)
    expect(calls).toHaveLength(1)

    await vi.advanceTimersByTimeAsync(1)
    await expect(pending).resolves.toEqual({
      ok: false,
      kind: "timeout",
      message: "The data API did not answer in time",
    })
    expect(calls).toHaveLength(1)
  })

  it("stops when the caller aborts, and does not send when already aborted", async () => {
    const { fetchImpl, calls } = fakeFetch(hangUntilAborted)
    const client = createContactClient({ ...localDataApi, fetch: fetchImpl })

    const controller = new AbortController()
    const pending = client.submitContact(values, { signal: controller.signal })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    controller.abort()
    await expect(pending).resolves.toEqual({
      ok: false,
      kind: "timeout",
      message: "The request was cancelled",
    })

    await expect(client.submitContact(values, { signal: AbortSignal.abort() })).resolves.toMatchObject({
      ok: false,
      kind: "timeout",
    })
    expect(calls).toHaveLength(1)
  })

  it("refuses invalid values without sending anything", async () => {
    const { fetchImpl, calls } = fakeFetch(() => new Response(null, { status: 201 }))
    const client = createContactClient({ ...localDataApi, fetch: fetchImpl })
    await expect(client.submitContact({ ...values, message: "too short" })).resolves.toEqual({
      ok: false,
      kind: "rejected",
      message: "Message must be at least 10 characters",
    })
    expect(calls).toHaveLength(0)
  })
})

describe("subscribeNewsletter", () => {
  it("inserts a newsletter row with the trimmed e-mail", async () => {
    const { fetchImpl, calls } = fakeFetch(() => new Response(null, { status: 201 }))
    const client = createContactClient({ ...localDataApi, fetch: fetchImpl })
    await expect(client.subscribeNewsletter("  reader@example.com ")).resolves.toEqual({ ok: true })
    expect(calls[0]?.body).toEqual({
      first_name: null,
      last_name: null,
      email: "reader@example.com",
      company: null,
      service_interest: null,
      message: null,
      form_type: "newsletter",
      idempotency_key: null,
    })
  })

  it("refuses an invalid e-mail without sending anything", async () => {
    const { fetchImpl, calls } = fakeFetch(() => new Response(null, { status: 201 }))
    const client = createContactClient({ ...localDataApi, fetch: fetchImpl })
    await expect(client.subscribeNewsletter("reader@")).resolves.toEqual({
      ok: false,
      kind: "rejected",
      message: "Please enter a valid email address",
    })
    expect(calls).toHaveLength(0)
  })
})

describe("loading supabase-js on demand", () => {
  it("preload resolves once the client library is loaded", async () => {
    await expect(preload()).resolves.toBeUndefined()
  })

  it("no module of the package imports supabase-js statically", () => {
    const sources = readdirSync(new URL(".", import.meta.url)).filter(
      (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
    )
    expect(sources).toContain("submit.ts")
    for (const name of sources) {
      const source = readFileSync(new URL(name, import.meta.url), "utf8")
      const staticImports = source.match(/^import\s+(?!type\b)[^;]*?from\s+["']@supabase\/supabase-js["']/gm)
      expect(staticImports, name).toBeNull()
    }
  })
})
