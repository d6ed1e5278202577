import { request as httpRequest } from "node:http"
import { createClient, type SupabaseClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDataApi } from "@repo/contact-client/local"
import { toContactRow } from "@repo/contact-client/row"
import { contactSchema, type ContactInput } from "@repo/contact-client/schema"
import { newIdempotencyKey } from "@repo/contact-client/idempotency"
import { createContactClient } from "@repo/contact-client/submit"
import fc from "fast-check"
import { localServiceKey } from "./notify-stack.ts"
import { startLocalApi, type RunningLocalApi, type SubmissionRecord } from "./server.ts"

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const siteOrigin = "https://talentrise.example"

const form: ContactInput = {
  firstName: "  Kavya ",
  lastName: "Nair",
  email: " kavya.nair@example.in ",
  company: "Nair Hospitality",
  serviceInterest: "training-development",
  message: "We want a leadership programme for 25 managers 😀.\nCan we talk next week?",
}

let api: RunningLocalApi
const logLines: string[] = []

beforeAll(async () => {
  api = await startLocalApi({
    dataDir: "memory://",
    port: 0,
    siteOrigins: [siteOrigin],
    log: (line) => logLines.push(line),
  })
})

afterAll(async () => {
  await api?.close()
})

const restUrl = () => `${api.url}/rest/v1/contact_submissions`

async function stored(): Promise<SubmissionRecord[]> {
  const response = await fetch(`${api.url}/local/submissions`)
  expect(response.status).toBe(200)
  return (await response.json()) as SubmissionRecord[]
}

// Node 20 has no global WebSocket; these clients never open a realtime channel.
const noRealtime = class {
  constructor() {
    throw new Error("realtime is not used")
  }
} as unknown as never

function supabase(key: string = localDataApi.key): SupabaseClient {
  return createClient(api.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: noRealtime },
  })
}

/** A GET with a chosen Host header (fetch does not let a caller set one). */
function rawGet(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${api.url}${path}`, { headers: { host } }, (response) => {
      let body = ""
      response.setEncoding("utf8")
      response.on("data", (chunk: string) => (body += chunk))
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on("error", reject)
    request.end()
  })
}

function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(restUrl(), {
    method: "POST",
    headers: { apikey: localDataApi.key, "content-type": "application/json", ...headers },
    body,
  })
}

describe("through createContactClient and supabase-js", () => {
  it("stores exactly the row the contact form sends", async () => {
    const before = await stored()
    const client = createContactClient({ url: api.url, key: localDataApi.key })
    await expect(client.submitContact(form)).resolves.toEqual({ ok: true })

    const after = await stored()
    expect(after).toHaveLength(before.length + 1)
    const row = after.at(-1)
    expect(row).toEqual({
      ...toContactRow(contactSchema.parse(form)),
      idempotency_key: null,
      // No function is wired to this server: the row waits for the sweep.
      notified_at: null,
      id: expect.stringMatching(uuid),
      created_at: expect.any(String),
    })
    expect(row?.first_name).toBe("Kavya")
    expect(row?.message).toBe("We want a leadership programme for 25 managers 😀.\nCan we talk next week?")
    expect(Math.abs(Date.parse(row?.created_at ?? "") - Date.now())).toBeLessThan(60_000)
  })

  it("stores a newsletter subscription", async () => {
    const client = createContactClient({ url: api.url, key: localDataApi.key })
    await expect(client.subscribeNewsletter(" reader@example.org ")).resolves.toEqual({ ok: true })
    expect((await stored()).at(-1)).toMatchObject({
      email: "reader@example.org",
      form_type: "newsletter",
      first_name: null,
      last_name: null,
      company: null,
      service_interest: null,
      message: null,
    })
  })

  it("answers a wrong key with 401 and stores nothing", async () => {
    const before = (await stored()).length
    const client = createContactClient({ url: api.url, key: "sb_publishable_not_the_key" })
    await expect(client.submitContact(form)).resolves.toEqual({
      ok: false,
      kind: "unauthorized",
      message: "Invalid API key",
    })
    const { error, status } = await supabase("sb_publishable_not_the_key")
      .from("contact_submissions")
      .insert(toContactRow(contactSchema.parse(form)))
    expect(status).toBe(401)
    expect(error?.message).toBe("Invalid API key")
    expect(await stored()).toHaveLength(before)
  })

  it("answers a row the database refuses with 400 and PostgREST's error body", async () => {
    const before = (await stored()).length
    const row = { ...toContactRow(contactSchema.parse(form)), first_name: "K" }
    const { error, status } = await supabase().from("contact_submissions").insert(row)
    expect(status).toBe(400)
    expect(error).toEqual({
      code: "23514",
      details: null,
      hint: null,
      message:
        'new row for relation "contact_submissions" violates check constraint "contact_submissions_first_name_check"',
    })

    // A client whose checks drift from the database's: the refusal reaches the UI as 'rejected'.
    const drifting = createContactClient({
      url: api.url,
      key: localDataApi.key,
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          body: String(init?.body).replace('"first_name":"Kavya"', '"first_name":"K"'),
        }),
    })
    await expect(drifting.submitContact(form)).resolves.toMatchObject({
      ok: false,
      kind: "rejected",
      code: "23514",
    })
    expect(await stored()).toHaveLength(before)
  })

  it("does not let the public key read submissions, not even through insert().select()", async () => {
    const before = (await stored()).length
    const read = await supabase().from("contact_submissions").select()
    expect(read.status).toBe(401)
    expect(read.error?.code).toBe("42501")
    expect(read.data).toBeNull()

    const echoed = await supabase()
      .from("contact_submissions")
      .insert(toContactRow(contactSchema.parse(form)))
      .select()
    expect(echoed.status).toBe(401)
    expect(echoed.error?.code).toBe("42501")
    expect(await stored()).toHaveLength(before)
  })

  it("reports an unknown table as PostgREST does", async () => {
    const { error, status } = await supabase().from("contact_submission").insert({ email: "a@b.co" })
    expect(status).toBe(404)
    expect(error?.code).toBe("PGRST205")
  })

  it("serialises concurrent submissions and stores every one", async () => {
    const before = (await stored()).length
    const client = createContactClient({ url: api.url, key: localDataApi.key })
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        client.submitContact({ ...form, email: `visitor${index}@example.in` }),
      ),
    )
    expect(results.every((result) => result.ok)).toBe(true)
    const rows = await stored()
    expect(rows).toHaveLength(before + 40)
    expect(new Set(rows.slice(-40).map((row) => row.email)).size).toBe(40)
  })
})

describe("over plain HTTP", () => {
  it("answers a missing key with the gateway's 401 body", async () => {
    const response = await fetch(restUrl(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    })
  })

  it("answers 201 with an empty body, and stores one row per request", async () => {
    const before = (await stored()).length
    const one = await post(JSON.stringify([{ email: "one@example.com", form_type: "newsletter" }]), {
      prefer: "return=minimal",
    })
    expect(one.status).toBe(201)
    expect(await one.text()).toBe("")
    const rows = [
      { email: "two@example.com", form_type: "newsletter" },
      { email: "three@example.com", form_type: "newsletter" },
    ]
    const several = await post(JSON.stringify(rows))
    expect(several.status).toBe(400)
    expect(await several.json()).toMatchObject({ code: "PT400" })
    expect(await stored()).toHaveLength(before + 1)
  })

  it("stores a resend with the same key once and answers both with 201", async () => {
    const before = (await stored()).length
    const client = createContactClient({ url: api.url, key: localDataApi.key })
    const idempotencyKey = newIdempotencyKey()
    const email = "resend@example.in"
    await expect(client.submitContact({ ...form, email }, { idempotencyKey })).resolves.toEqual({ ok: true })
    await expect(client.submitContact({ ...form, email }, { idempotencyKey })).resolves.toEqual({ ok: true })
    const after = await stored()
    expect(after).toHaveLength(before + 1)
    expect(after.at(-1)).toMatchObject({ email, idempotency_key: idempotencyKey })
  })

  it("answers the sixth enquiry an hour from one address with 429, which the client reports", async () => {
    const client = createContactClient({ url: api.url, key: localDataApi.key })
    const email = "six@example.in"
    for (let sent = 0; sent < 5; sent++)
      await expect(client.submitContact({ ...form, email })).resolves.toEqual({ ok: true })
    await expect(client.submitContact({ ...form, email })).resolves.toMatchObject({
      ok: false,
      kind: "rate_limited",
      code: "PT429",
    })
  })

  it("answers invalid JSON and unknown columns with PostgREST's 400s", async () => {
    const invalid = await post("{not json")
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toEqual({
      code: "PGRST102",
      details: null,
      hint: null,
      message: "Empty or invalid json",
    })
    const unknown = await post(JSON.stringify({ email: "a@b.co", form_type: "newsletter", phone: "123" }))
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ code: "PGRST204" })
  })

  it("answers any nesting with a 4xx, never a 500 from the database (fuzz)", async () => {
    // Twelve kilobytes of `[` in a field made PGlite answer 500 XX000 (issue 37).
    const nested = fc.record({
      path: fc.constantFrom(
        "/rest/v1/contact_submissions",
        "/rest/v1/job_applications",
        "/rest/v1/rpc/notify_pending",
      ),
      key: fc.constantFrom(localDataApi.key, localServiceKey),
      field: fc.constantFrom("message", "email", "form_type", "min_age_seconds", "resume_size"),
      depth: fc.oneof(fc.integer({ min: 33, max: 200 }), fc.integer({ min: 2_000, max: 12_000 })),
      open: fc.constantFrom("[", '{"a":', '[{"b":'),
      batch: fc.boolean(),
    })
    await fc.assert(
      fc.asyncProperty(nested, async ({ path, key, field, depth, open, batch }) => {
        const inner = open.repeat(depth)
        const close = [...open]
          .filter((char) => char === "[" || char === "{")
          .reverse()
          .map((char) => (char === "[" ? "]" : "}"))
          .join("")
          .repeat(depth)
        const row = `{"email":"deep@example.in","form_type":"newsletter","${field}":${inner}1${close}}`
        const response = await fetch(`${api.url}${path}`, {
          method: "POST",
          headers: { apikey: key, "content-type": "application/json" },
          body: batch ? `[${row}]` : row,
        })
        const body = (await response.json()) as { code?: string; message?: string }
        expect(response.status, `${path} ${field} ${depth}× ${open}`).toBeGreaterThanOrEqual(400)
        expect(response.status, `${path} ${field} ${depth}× ${open}: ${body.message}`).toBeLessThan(500)
        expect(body).toHaveProperty("message")
      }),
      { numRuns: 60, seed: 37 },
    )
    expect(
      (await post(JSON.stringify({ email: "after.deep@example.in", form_type: "newsletter" }))).status,
    ).toBe(201)
  })

  it("refuses a body over 64 KiB with 413 and stays available", async () => {
    const before = (await stored()).length
    const huge = JSON.stringify({ ...toContactRow(contactSchema.parse(form)), message: "x".repeat(70_000) })
    const declared = await post(huge)
    expect(declared.status).toBe(413)

    // Without a Content-Length the server stops reading once the limit is passed: the client
    // gets its answer long before it could send this 256 MiB body.
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024))
    const chunks = 16 * 1024
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= chunks) return controller.close()
        sent++
        controller.enqueue(chunk)
      },
    })
    const streamed = await fetch(restUrl(), {
      method: "POST",
      headers: { apikey: localDataApi.key, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit)
    expect(streamed.status).toBe(413)
    expect(sent).toBeLessThan(chunks / 4)

    expect(await stored()).toHaveLength(before)
    const client = createContactClient({ url: api.url, key: localDataApi.key })
    await expect(client.submitContact(form)).resolves.toEqual({ ok: true })
  })

  it("answers other paths with a PostgREST-style 404", async () => {
    const response = await fetch(`${api.url}/rest/v2/contact_submissions`)
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: "PGRST125" })
    const garbled = await fetch(`${api.url}/rest/v1/%E0%A4`, { headers: { apikey: localDataApi.key } })
    expect(garbled.status).toBe(404)
    expect(await garbled.json()).toMatchObject({ code: "PGRST205" })
  })

  it("logs one line per request", async () => {
    const before = logLines.length
    await fetch(`${api.url}/nowhere`)
    await post("{}", { apikey: "wrong" })
    expect(logLines.slice(before)).toEqual([
      expect.stringMatching(/ GET \/nowhere 404 [\d.]+ms$/),
      expect.stringMatching(/ POST \/rest\/v1\/contact_submissions 401 [\d.]+ms$/),
    ])
  })
})

describe("CORS", () => {
  const requested = "apikey, authorization, content-type, prefer, x-client-info, content-profile"

  it.each(["http://localhost:5173", "http://127.0.0.1:4173", siteOrigin])(
    "answers the preflight from %s",
    async (origin) => {
      const response = await fetch(restUrl(), {
        method: "OPTIONS",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": requested,
        },
      })
      expect(response.status).toBe(204)
      expect(response.headers.get("access-control-allow-origin")).toBe(origin)
      expect(response.headers.get("access-control-allow-methods")).toContain("POST")
      const allowed = (response.headers.get("access-control-allow-headers") ?? "").split(/\s*,\s*/)
      for (const header of requested.split(", ")) expect(allowed).toContain(header)
    },
  )

  it("lets an allowed page read the answer to its POST", async () => {
    const response = await post("{}", { origin: "http://localhost:5173" })
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173")
  })

  it("does not allow other origins", async () => {
    const preflight = await fetch(restUrl(), {
      method: "OPTIONS",
      headers: { origin: "https://elsewhere.example", "access-control-request-method": "POST" },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull()
    const response = await post("{}", { origin: "http://localhost.elsewhere.example" })
    expect(response.headers.get("access-control-allow-origin")).toBeNull()
  })

  it.each(["localhost", "127.0.0.1", "LOCALHOST:54321", "127.0.0.1:4173"])(
    "lets the submissions helper answer the Host %s",
    async (host) => {
      const response = await rawGet("/local/submissions", host)
      expect(response.status).toBe(200)
    },
  )

  it.each([
    "attacker.example",
    "localhost.attacker.example",
    "127.0.0.1.nip.io",
    "[::1]:54321",
    "192.168.1.5",
  ])("keeps the submissions helper from the Host %s (DNS rebinding)", async (host) => {
    const response = await rawGet("/local/submissions", host)
    expect(response.status).toBe(403)
    expect(response.body).not.toContain("@example")
  })

  it("never lets a page read the local submissions helper", async () => {
    const response = await fetch(`${api.url}/local/submissions`, {
      headers: { origin: "http://localhost:5173" },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("access-control-allow-origin")).toBeNull()
  })
})
