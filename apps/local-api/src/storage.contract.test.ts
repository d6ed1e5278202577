import { randomUUID } from "node:crypto"
import { existsSync, readFileSync, readdirSync } from "node:fs"
import { request } from "node:http"
import { join } from "node:path"
import { createClient } from "@supabase/supabase-js"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createApplicationClient } from "@repo/contact-client/apply"
import type { ApplicationInput } from "@repo/contact-client/application-schema"
import { localDataApi } from "@repo/contact-client/local"
import { makePdf } from "@repo/contact-client/testing/documents"
import { formatApplications, type ApplicationRecord } from "./applications.ts"
import { startLocalApi, type RunningLocalApi } from "./server.ts"

// The upload that supabase-js makes, answered as Storage answers it.

let api: RunningLocalApi

beforeAll(async () => {
  api = await startLocalApi({ dataDir: "memory://", port: 0, log: () => {} })
})
afterAll(async () => {
  await api?.close()
})

const noRealtime = class {
  constructor() {
    throw new Error("realtime is not used")
  }
} as unknown as never

function storage(key: string = localDataApi.key) {
  return createClient(api.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: noRealtime },
  }).storage.from("resumes")
}

async function applications(): Promise<ApplicationRecord[]> {
  return (await (await fetch(`${api.url}/local/applications`)).json()) as ApplicationRecord[]
}

function storedFiles(): string[] {
  const folder = join(api.filesDir, "resumes")
  if (!existsSync(folder)) return []
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

const pdf = makePdf("Asha Rao — curriculum vitae")

describe("POST /storage/v1/object/<bucket>/<name>", () => {
  it("stores a new résumé under .data and answers with its key", async () => {
    const name = `general/${randomUUID()}.pdf`
    const { data, error } = await storage().upload(name, pdf, { contentType: "application/pdf" })
    expect(error).toBeNull()
    expect(data).toMatchObject({ path: name, fullPath: `resumes/${name}` })
    expect(readFileSync(join(api.filesDir, "resumes", name))).toEqual(pdf)
  })

  it("answers an existing name with Storage's 409 Duplicate, keeping the first file", async () => {
    const name = `general/${randomUUID()}.pdf`
    expect((await storage().upload(name, pdf, { contentType: "application/pdf" })).error).toBeNull()
    const again = await storage().upload(name, makePdf("another"), { contentType: "application/pdf" })
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: "409",
      message: "The resource already exists",
    })
    const upsert = await storage().upload(name, makePdf("another"), {
      contentType: "application/pdf",
      upsert: true,
    })
    expect(upsert.error).toMatchObject({ statusCode: "403" })
    expect(readFileSync(join(api.filesDir, "resumes", name))).toEqual(pdf)
  })

  it("refuses a type the bucket does not allow with 415", async () => {
    const name = `general/${randomUUID()}.pdf`
    const { error } = await storage().upload(name, pdf, { contentType: "image/png" })
    expect(error).toMatchObject({
      status: 400,
      statusCode: "415",
      message: "mime type image/png is not supported",
    })
    expect(existsSync(join(api.filesDir, "resumes", name))).toBe(false)
  })

  it("refuses a missing or wrong key with the gateway's 401", async () => {
    const name = `general/${randomUUID()}.pdf`
    const response = await fetch(`${api.url}/storage/v1/object/resumes/${name}`, {
      method: "POST",
      headers: { "content-type": "application/pdf" },
      body: new Uint8Array(pdf),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: "No API key found in request" })
    const { error } = await storage("wrong").upload(name, pdf, { contentType: "application/pdf" })
    expect(error).toMatchObject({ status: 401, message: "Invalid API key" })
  })

  it("refuses a name the policies do not allow with 403", async () => {
    const { error } = await storage().upload("general/cv.pdf", pdf, { contentType: "application/pdf" })
    expect(error).toMatchObject({ statusCode: "403", message: "new row violates row-level security policy" })
  })

  it("refuses an oversized body from its declared length, before reading it", async () => {
    const name = `general/${randomUUID()}.pdf`
    // Declares 6 MB and sends none of it: the answer must come without the body.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${api.url}/storage/v1/object/resumes/${name}`,
        {
          method: "POST",
          headers: {
            apikey: localDataApi.key,
            "content-type": "application/pdf",
            "content-length": String(6 * 1024 * 1024),
          },
        },
        (res) => {
          let body = ""
          res.on("data", (chunk: Buffer) => (body += chunk.toString()))
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }))
        },
      )
      req.on("error", reject)
      req.flushHeaders()
    })
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: "413",
      error: "Payload too large",
      message: "The object exceeded the maximum allowed size",
    })
  })

  it("refuses a chunked body once it passes 5 MB, storing nothing", async () => {
    const name = `general/${randomUUID()}.pdf`
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)])
    const stream = new ReadableStream({
      start(controller) {
        for (let offset = 0; offset < big.length; offset += 256 * 1024)
          controller.enqueue(big.subarray(offset, offset + 256 * 1024))
        controller.close()
      },
    })
    const response = await fetch(`${api.url}/storage/v1/object/resumes/${name}`, {
      method: "POST",
      headers: { apikey: localDataApi.key, "content-type": "application/pdf" },
      body: stream,
      duplex: "half",
    } as RequestInit).catch(() => undefined)
    if (response) expect(await response.json()).toMatchObject({ statusCode: "413" })
    expect(existsSync(join(api.filesDir, "resumes", name))).toBe(false)
    const { rows } = await api.sql.query("select 1 from storage.objects where name = $1", [name])
    expect(rows).toHaveLength(0)
  })

  it("stores nothing when the connection drops in the middle of the body", async () => {
    const name = `general/${randomUUID()}.pdf`
    const filesBefore = storedFiles().length
    await new Promise<void>((resolve) => {
      const req = request(`${api.url}/storage/v1/object/resumes/${name}`, {
        method: "POST",
        headers: {
          apikey: localDataApi.key,
          "content-type": "application/pdf",
          "content-length": String(pdf.length),
        },
      })
      req.on("error", () => resolve())
      req.write(pdf.subarray(0, Math.floor(pdf.length / 2)), () => {
        setTimeout(() => {
          req.destroy()
          resolve()
        }, 100)
      })
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const { rows } = await api.sql.query("select 1 from storage.objects where name = $1", [name])
    expect(rows).toHaveLength(0)
    expect(storedFiles().length).toBe(filesBefore)
    // The same name can be uploaded afterwards.
    expect((await storage().upload(name, pdf, { contentType: "application/pdf" })).error).toBeNull()
  })
})

describe("createApplicationClient against the local data API", () => {
  const input: ApplicationInput = {
    fullName: "Asha Rao",
    email: "asha.rao@example.in",
    mobile: "+91 98765 43210",
    city: "Pune",
    experience: "5-8",
    noticePeriod: "60-days",
    linkedinUrl: "linkedin.com/in/asha-rao",
    coverNote: "Six years of payroll for 12,000 employees.",
    consent: true,
  }
  const opening = { id: "payroll-manager", title: "Payroll Manager" }
  const client = () => createApplicationClient({ url: api.url, key: localDataApi.key })

  it("stores the file, then one row naming it; a resend stores nothing new and succeeds", async () => {
    const key = randomUUID()
    const file = new File([new Uint8Array(pdf)], "Asha Rao CV.pdf", { type: "application/pdf" })
    expect(await client().apply(input, opening, file, { idempotencyKey: key })).toEqual({ ok: true })
    expect(await client().apply(input, opening, file, { idempotencyKey: key })).toEqual({ ok: true })
    const rows = (await applications()).filter((row) => row.idempotency_key === key)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      opening_id: "payroll-manager",
      mobile: "+919876543210",
      linkedin_url: "https://linkedin.com/in/asha-rao",
      resume_path: `payroll-manager/${key}.pdf`,
      resume_name: "Asha Rao CV.pdf",
      resume_type: "application/pdf",
      resume_size: pdf.length,
      resume_file_size: pdf.length,
    })
  })

  it("is listed by pnpm submissions with the path of its résumé on disk", async () => {
    const key = randomUUID()
    const file = new File([new Uint8Array(pdf)], "Asha Rao CV.pdf")
    expect(await client().apply(input, opening, file, { idempotencyKey: key })).toEqual({ ok: true })
    const listing = formatApplications(await applications())
    expect(listing).toContain("Payroll Manager (payroll-manager)")
    expect(listing).toContain(`Asha Rao <${input.email}>  +919876543210  Pune`)
    expect(listing).toContain(join(api.filesDir, "resumes", "payroll-manager", `${key}.pdf`))
    expect(listing).not.toContain("MISSING")
  })

  it("refuses a text file named .pdf before sending anything", async () => {
    const key = randomUUID()
    const file = new File(["not a pdf"], "cv.pdf", { type: "application/pdf" })
    const result = await client().apply(input, opening, file, { idempotencyKey: key })
    expect(result).toMatchObject({ ok: false, kind: "rejected", column: "resume" })
    expect(storedFiles().some((path) => path.includes(key))).toBe(false)
  })

  it("reports an unreachable data API as a network failure, storing nothing", async () => {
    const unreachable = createApplicationClient({ url: "http://127.0.0.1:9", key: localDataApi.key })
    const file = new File([new Uint8Array(pdf)], "cv.pdf")
    const result = await unreachable.apply(input, opening, file, { idempotencyKey: randomUUID() })
    expect(result).toMatchObject({ ok: false, kind: "network" })
  })
})
