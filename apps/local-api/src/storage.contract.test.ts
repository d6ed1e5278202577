import { randomUUID } from "node:crypto"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
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

// The upload that supabase-js makes, answered as Storage answers it. The bucket takes a file only
// under the résumé path of an application stored within the hour, so each upload here first stores
// an application (as the database owner, which the rules still hold to).

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

/** Stores an application whose résumé is `general/<key>.pdf` and returns that path. */
async function awaitedPath(opening = "general"): Promise<string> {
  const key = randomUUID()
  const path = `${opening}/${key}.pdf`
  await api.sql.query(
    `insert into public.job_applications (opening_id, opening_title, full_name, email, mobile, city,
       experience, notice_period, resume_path, resume_name, resume_type, resume_size, consent,
       idempotency_key)
     values ($1, 'General application', 'Asha Rao', $2, '+919876543210', 'Pune', '3-5', '30-days',
       $3, 'Asha Rao CV.pdf', 'application/pdf', $4, true, $5)`,
    [opening, `asha.${key.slice(0, 8)}@example.in`, path, pdf.length, key],
  )
  return path
}

async function objectCount(): Promise<number> {
  const { rows } = await api.sql.query<{ n: number }>(
    "select count(*)::int as n from storage.objects where bucket_id = 'resumes'",
  )
  return rows[0]?.n ?? -1
}

describe("POST /storage/v1/object/<bucket>/<name>", () => {
  it("stores the résumé of a stored application under .data and answers with its key", async () => {
    const name = await awaitedPath()
    const { data, error } = await storage().upload(name, pdf, { contentType: "application/pdf" })
    expect(error).toBeNull()
    expect(data).toMatchObject({ path: name, fullPath: `resumes/${name}` })
    expect(readFileSync(join(api.filesDir, "resumes", name))).toEqual(pdf)
  })

  it("answers an existing name with Storage's 409 Duplicate, keeping the first file", async () => {
    const name = await awaitedPath()
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
    const name = await awaitedPath()
    const { error } = await storage().upload(name, pdf, { contentType: "image/gif" })
    expect(error).toMatchObject({
      status: 400,
      statusCode: "415",
      message: "mime type image/gif is not supported",
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

  it("refuses a key-shaped name that no application names with 403, reading nothing", async () => {
    const name = `general/${randomUUID()}.pdf`
    const { error } = await storage().upload(name, pdf, { contentType: "application/pdf" })
    expect(error).toMatchObject({ statusCode: "403" })
    expect(existsSync(join(api.filesDir, "resumes", name))).toBe(false)
  })

  it("stores nothing of 200 uploads of 256 KB from one client without a row", async () => {
    const before = { objects: await objectCount(), files: storedFiles().length }
    const body = makePdf("flood", { size: 256 * 1024 })
    const folders = ["general", "payroll-manager", "made-up-opening", "another-made-up-one"]
    const started = performance.now()
    const codes = new Map<string, number>()
    let next = 0
    async function worker() {
      while (next < 200) {
        const index = next++
        const name = `${folders[index % folders.length]}/${randomUUID()}.pdf`
        const { error } = await storage().upload(name, body, { contentType: "application/pdf" })
        const code = error ? String((error as { statusCode?: string }).statusCode) : "stored"
        codes.set(code, (codes.get(code) ?? 0) + 1)
      }
    }
    await Promise.all(Array.from({ length: 10 }, worker))
    expect(Object.fromEntries(codes)).toEqual({ "403": 200 })
    expect(await objectCount()).toBe(before.objects)
    expect(storedFiles().length).toBe(before.files)
    // Refused from the policies alone, before the body is read.
    expect(performance.now() - started).toBeLessThan(30_000)
  }, 60_000)

  it("refuses an oversized body from its declared length, before reading it", async () => {
    const name = await awaitedPath()
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
    const name = await awaitedPath()
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
    const name = await awaitedPath()
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

  it("stores the row, then its file; a resend stores nothing new and succeeds", async () => {
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

  it("leaves no file behind when the row is refused (a sixth application from one address)", async () => {
    const email = `busy.${randomUUID().slice(0, 8)}@example.in`
    const keys = Array.from({ length: 6 }, () => randomUUID())
    const results = []
    for (const key of keys) {
      const file = new File([new Uint8Array(pdf)], "cv.pdf")
      results.push(await client().apply({ ...input, email }, opening, file, { idempotencyKey: key }))
    }
    expect(results.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => ({ ok: true })))
    expect(results[5]).toMatchObject({ ok: false, kind: "rate_limited" })
    const files = storedFiles()
    expect(keys.map((key) => files.some((path) => path.includes(key)))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ])
  })

  it("stores a 255+ character file name with an emoji at the cut", async () => {
    const key = randomUUID()
    const name = `${"a".repeat(254)}😀😀😀 résumé.pdf`
    const file = new File([new Uint8Array(pdf)], name, { type: "application/pdf" })
    expect(await client().apply(input, opening, file, { idempotencyKey: key })).toEqual({ ok: true })
    const [row] = (await applications()).filter((entry) => entry.idempotency_key === key)
    expect(row).toMatchObject({ resume_name: `${"a".repeat(251)}.pdf`, resume_file_size: pdf.length })
  })

  it("is listed by pnpm submissions with the path of its résumé on disk", async () => {
    const key = randomUUID()
    const file = new File([new Uint8Array(pdf)], "Asha Rao CV.pdf")
    expect(await client().apply(input, opening, file, { idempotencyKey: key })).toEqual({ ok: true })
    const listing = formatApplications((await applications()).filter((row) => row.idempotency_key === key))
    expect(listing).toContain("Payroll Manager (payroll-manager)")
    expect(listing).toContain(`Asha Rao <${input.email}>  +919876543210  Pune`)
    expect(listing).toContain(join(api.filesDir, "resumes", "payroll-manager", `${key}.pdf`))
    expect(listing).not.toContain("MISSING")
  })

  it("lists an application whose file has not arrived (yet) as MISSING", async () => {
    const path = await awaitedPath("payroll-manager")
    const listing = formatApplications((await applications()).filter((row) => row.resume_path === path))
    expect(listing).toContain(`${path}  (MISSING)`)
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

describe("partial uploads", () => {
  it("are removed when the API starts: a crash mid-upload leaves nothing behind", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "local-api-incoming-"))
    try {
      const incoming = join(dataDir, "storage", ".incoming")
      mkdirSync(incoming, { recursive: true })
      // What a SIGKILL mid-body leaves: the first bytes of a résumé under its upload's version.
      writeFileSync(join(incoming, randomUUID()), makePdf("cut off").subarray(0, 100))
      const restarted = await startLocalApi({ dataDir, port: 0, log: () => {} })
      try {
        expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([])
      } finally {
        await restarted.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
