import { describe, expect, it } from "vitest"
import {
  createApplicationClient,
  otherFileStored,
  resumeNameMax,
  storedFileName,
  toApplicationRow,
  type UploadLog,
} from "./apply.ts"
import type { ApplicationInput } from "./application-schema.ts"
import { characterCount } from "./schema.ts"
import { makePdf } from "./testing/documents.ts"

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

describe("storedFileName", () => {
  it("keeps a short name as it is", () => {
    expect(storedFileName("Asha Rao CV 😀.pdf")).toBe("Asha Rao CV 😀.pdf")
  })

  it("cuts a 255+ character name with an emoji at the cut between whole characters", () => {
    // The case: 254 letters, then emoji. Cut at 255 UTF-16 units, the first emoji lost
    // its second half, and every attempt failed.
    const name = `${"a".repeat(254)}😀😀😀 résumé.pdf`
    expect(name.slice(0, 255)).toMatch(loneSurrogate)
    const stored = storedFileName(name)
    expect(stored).not.toMatch(loneSurrogate)
    expect(characterCount(stored)).toBeLessThanOrEqual(resumeNameMax)
    expect(stored).toBe(`${"a".repeat(251)}.pdf`)
  })

  it("keeps an emoji that fits and drops one that does not, whole", () => {
    const stored = storedFileName(`${"a".repeat(250)}${"😀".repeat(10)}.pdf`)
    expect(stored).toBe(`${"a".repeat(250)}😀.pdf`)
    expect(characterCount(stored)).toBe(255)
  })

  it("never splits an emoji sequence or a letter from its marks", () => {
    // 👩‍💻 is three code points joined; é here is e and a combining accent.
    expect(storedFileName(`${"a".repeat(249)}${"👩‍💻".repeat(5)}.pdf`)).toBe(`${"a".repeat(249)}.pdf`)
    expect(storedFileName(`${"a".repeat(250)}${"e\u0301".repeat(5)}.docx`)).toBe(`${"a".repeat(250)}.docx`)
  })

  it("cuts a name without an extension, and replaces what cannot be stored", () => {
    expect(characterCount(storedFileName("😀".repeat(300)))).toBe(255)
    expect(storedFileName("a\nb/c\\d\u2028e\ud800.pdf")).toBe("a_b_c_d_e_.pdf")
  })

  it("drops bidirectional controls, so a name reads as it is", () => {
    expect(storedFileName("CV\u202Efdp.exe.pdf")).toBe("CVfdp.exe.pdf")
    expect(storedFileName("\u2066Asha\u2069 \u200fRao\u061c.pdf")).toBe("Asha Rao.pdf")
  })
})

const input: ApplicationInput = {
  fullName: "Asha Rao",
  email: "asha.rao@example.in",
  mobile: "98765 43210",
  city: "Pune",
  experience: "3-5",
  noticePeriod: "30-days",
  linkedinUrl: "",
  coverNote: "",
  consent: true,
}
const opening = { id: "payroll-manager", title: "Payroll Manager" }
const key = "3f1b6c1e-8d0a-4b8e-9c57-2a4f1d6e7b90"
const url = "http://data.test"
const pdf = makePdf("Asha Rao")
const file = () => new File([new Uint8Array(pdf)], "Asha Rao CV.pdf", { type: "application/pdf" })

type Answer = { status: number; body?: unknown }

/** A data API that records each request ("insert" or "upload") and answers from the given queues. */
function fakeDataApi(answers: { insert: Answer[]; upload: (Answer | "lost")[] }, uploadLog?: UploadLog) {
  const requests: string[] = []
  const fetch = async (request: RequestInfo | URL) => {
    const path = new URL(request instanceof Request ? request.url : String(request)).pathname
    const kind = path === "/rest/v1/job_applications" ? "insert" : "upload"
    if (kind === "upload") expect(path).toBe(`/storage/v1/object/resumes/payroll-manager/${key}.pdf`)
    requests.push(kind)
    const answer = answers[kind].shift() ?? { status: 500, body: { message: "unexpected request" } }
    if (answer === "lost") throw new TypeError("fetch failed")
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    })
  }
  return {
    requests,
    client: createApplicationClient({
      url,
      key: "test-key",
      fetch: fetch as typeof globalThis.fetch,
      ...(uploadLog ? { uploadLog } : {}),
    }),
  }
}

/** The tab's log of sent files, as a test holds it. */
function memoryLog(entries: [string, string][] = []): UploadLog {
  const log = new Map(entries)
  return { get: (k) => log.get(k) ?? null, set: (k, v) => void log.set(k, v) }
}

const stored: Answer = { status: 201 }
const uploaded: Answer = { status: 200, body: { Key: `resumes/payroll-manager/${key}.pdf`, Id: key } }
const duplicate: Answer = {
  status: 400,
  body: { statusCode: "409", error: "Duplicate", message: "The resource already exists" },
}

describe("createApplicationClient", () => {
  it("stores the row first, then uploads the file under the row's path", async () => {
    const api = fakeDataApi({ insert: [stored], upload: [uploaded] })
    expect(await api.client.apply(input, opening, file(), { idempotencyKey: key })).toEqual({ ok: true })
    expect(api.requests).toEqual(["insert", "upload"])
  })

  it("uploads nothing when the row is refused, and names the refused field", async () => {
    const api = fakeDataApi({
      insert: [
        {
          status: 400,
          body: {
            code: "23514",
            message:
              'new row for relation "job_applications" violates check constraint "job_applications_resume_name_check"',
          },
        },
      ],
      upload: [],
    })
    const result = await api.client.apply(input, opening, file(), { idempotencyKey: key })
    expect(result).toMatchObject({ ok: false, kind: "rejected", column: "resume_name" })
    expect(api.requests).toEqual(["insert"])
  })

  it("reports a failed upload after the row is stored; a resend sends only the upload", async () => {
    const api = fakeDataApi({
      insert: [stored],
      upload: [
        { status: 500, body: { statusCode: "500", error: "internal", message: "Storage is down" } },
        uploaded,
      ],
    })
    const first = await api.client.apply(input, opening, file(), { idempotencyKey: key })
    expect(first).toMatchObject({ ok: false, kind: "server" })
    expect(await api.client.apply(input, opening, file(), { idempotencyKey: key })).toEqual({ ok: true })
    expect(api.requests).toEqual(["insert", "upload", "upload"])
  })

  it("takes a 409 as done when its own earlier send got through: a resend after a reload", async () => {
    // The tab's log survives the reload; a new client, as after one, shares it. The first upload
    // reaches Storage but its answer is lost; the resend finds the file there (409).
    const uploadLog = memoryLog()
    const before = fakeDataApi({ insert: [stored], upload: ["lost"] }, uploadLog)
    expect(await before.client.apply(input, opening, file(), { idempotencyKey: key })).toMatchObject({
      ok: false,
      kind: "network",
    })
    const after = fakeDataApi({ insert: [stored], upload: [duplicate] }, uploadLog)
    expect(await after.client.apply(input, opening, file(), { idempotencyKey: key })).toEqual({ ok: true })
    expect(after.requests).toEqual(["insert", "upload"])
  })

  it("reports a 409 for a file it never sent: another file holds the application's path", async () => {
    const uploadLog = memoryLog()
    const api = fakeDataApi({ insert: [stored], upload: [duplicate] }, uploadLog)
    expect(await api.client.apply(input, opening, file(), { idempotencyKey: key })).toEqual({
      ok: false,
      kind: "rejected",
      code: "409",
      column: "resume",
      message: otherFileStored,
    })
  })

  it("reports a 409 when the file sent before under the key was another one", async () => {
    const uploadLog = memoryLog([[key, "sha256:another file"]])
    const api = fakeDataApi({ insert: [stored], upload: [duplicate] }, uploadLog)
    expect(await api.client.apply(input, opening, file(), { idempotencyKey: key })).toMatchObject({
      ok: false,
      code: "409",
    })
  })
})

describe("toApplicationRow", () => {
  it("declares the file's name (cut whole), type and size with the row", () => {
    const name = `${"a".repeat(254)}😀😀.pdf`
    const row = toApplicationRow(
      { ...input, mobile: "+919876543210", linkedinUrl: undefined, coverNote: undefined, consent: true },
      opening,
      { name, size: 48_000, type: "application/pdf", path: `payroll-manager/${key}.pdf` },
      key,
    )
    expect(row).toMatchObject({
      resume_name: `${"a".repeat(251)}.pdf`,
      resume_type: "application/pdf",
      resume_size: 48_000,
      resume_path: `payroll-manager/${key}.pdf`,
    })
  })

  it("declares a name that ends as the stored file does, as the database requires", () => {
    const row = (name: string) =>
      toApplicationRow(
        { ...input, mobile: "+919876543210", linkedinUrl: undefined, coverNote: undefined, consent: true },
        opening,
        { name, size: 48_000, type: "application/pdf", path: `payroll-manager/${key}.pdf` },
        key,
      ).resume_name
    expect(row("Asha Rao CV.PDF")).toBe("Asha Rao CV.PDF")
    expect(row("Resume.html")).toBe("Resume.html.pdf")
    expect(row("CV\u202Efdp.ath")).toBe("CVfdp.ath.pdf")
  })
})
