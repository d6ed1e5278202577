import type { SupabaseClient, SupabaseClientOptions } from "@supabase/supabase-js"
import { applicationFields, applicationTextFields, type ApplicationTextField } from "./application-fields.ts"
import { applicationSchema, type ApplicationInput, type ApplicationValues } from "./application-schema.ts"
import {
  invalidInputFailure,
  networkFailure,
  refusedColumn,
  timeoutFailure,
  toSubmitResult,
  type SubmitFailure,
  type SubmitResult,
} from "./errors.ts"
import { columnsOf } from "./field-table.ts"
import { checkResume, type ResumeExtension, type ResumeType } from "./resume.ts"
import { characterCount } from "./schema.ts"

export type { SubmitFailure, SubmitResult } from "./errors.ts"

/** The private Storage bucket résumés go to (supabase/migrations). */
export const resumeBucket = "resumes"

/** How long the row's insert may take. */
export const insertTimeoutMs = 15_000
/** How long the upload may take once the row is stored (5 MB at about 50 KB/s, a slow mobile link). */
export const uploadTimeoutMs = 120_000

/** A row of `public.job_applications` as the public key inserts it. */
export type JobApplicationRow = {
  opening_id: string
  opening_title: string
  full_name: string
  email: string
  mobile: string
  city: string
  experience: string
  notice_period: string
  linkedin_url: string | null
  cover_note: string | null
  resume_path: string
  resume_name: string
  resume_type: ResumeType
  resume_size: number
  consent: true
  idempotency_key: string
}

/** The opening applied for: an opening's id and title, or `general` for an open application. */
export type ApplicationOpening = { id: string; title: string }

/** The object name of an application's résumé: `<opening>/<application key>.<extension>`. */
export function resumePath(openingId: string, key: string, extension: ResumeExtension): string {
  return `${openingId}/${key}.${extension}`
}

// Bidirectional controls make a name read otherwise than it is ("CV\u202Efdp.exe" shows as
// "CVexe.pdf"); the database refuses them (20261128090000), so they are dropped, not replaced.
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

// What the database allows in a file name: no control characters, line separators or slashes.
// A lone UTF-16 surrogate (a name cut badly elsewhere) cannot be stored at all.
function isPlainFileNameCharacter(char: string): boolean {
  const code = char.codePointAt(0) ?? 0
  return (
    code >= 0x20 &&
    !(code >= 0x7f && code <= 0x9f) &&
    !(code >= 0xd800 && code <= 0xdfff) &&
    !"\u2028\u2029/\\".includes(char)
  )
}

/** The longest file name the database stores, in characters (code points, as `char_length` counts). */
export const resumeNameMax = 255

/** The longest ending kept whole when a long name is cut (`.docx`, `.pdf`…). */
const extensionMax = 16

function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter !== "function") return [...text]
  return Array.from(
    new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text),
    (part) => part.segment,
  )
}

/**
 * A file name on one line, at most `max` characters, cut between whole characters as a reader sees
 * them (grapheme clusters: an emoji with its joiners, a letter with its marks), never inside one,
 * and keeping its extension, so the recruiter's download still opens.
 */
export function storedFileName(name: string, max: number = resumeNameMax): string {
  const plain = [...name.replace(bidiControls, "")]
    .map((char) => (isPlainFileNameCharacter(char) ? char : "_"))
    .join("")
  if (characterCount(plain) <= max) return plain
  const dot = plain.lastIndexOf(".")
  const ending = dot > 0 && characterCount(plain.slice(dot)) <= extensionMax ? plain.slice(dot) : ""
  const room = max - characterCount(ending)
  let kept = ""
  let used = 0
  for (const grapheme of graphemes(ending ? plain.slice(0, dot) : plain)) {
    const size = characterCount(grapheme)
    if (used + size > room) break
    kept += grapheme
    used += size
  }
  return kept + ending
}

/** The name, with the path's extension added unless it already ends with it (in any case). */
export function withExtension(name: string, path: string): string {
  const extension = /\.[a-z]+$/.exec(path)?.[0] ?? ""
  // A phone names its photos .jpeg; the stored file is .jpg.
  if (extension === ".jpg" && /\.jpeg$/i.test(name)) return `${name.slice(0, -5)}.jpg`
  return name.toLowerCase().endsWith(extension) ? name : `${name}${extension}`
}

type TextColumn = (typeof applicationFields)[ApplicationTextField]["column"]

export function toApplicationRow(
  values: ApplicationValues,
  opening: ApplicationOpening,
  resume: { name: string; size: number; type: ResumeType; path: string },
  key: string,
): JobApplicationRow {
  return {
    opening_id: opening.id,
    opening_title: opening.title,
    // The fields as typed; the résumé's four columns and the consent follow.
    ...(columnsOf(applicationFields, values, applicationTextFields) as Pick<JobApplicationRow, TextColumn>),
    resume_path: resume.path,
    // The name as the candidate's computer has it, on one line, ending as the stored file does
    // (the database requires it). The recruiter's download is named by the notify function.
    resume_name: storedFileName(withExtension(resume.name, resume.path)),
    resume_type: resume.type,
    resume_size: resume.size,
    consent: true,
    idempotency_key: key,
  }
}

/**
 * Where the client notes which file it sent for an application's key before it sends it, so that a
 * later 409 (a file already at the row's path) can tell "my earlier send got through" from "another
 * file got there first". In the browser it is the tab's sessionStorage, which a reload keeps.
 */
export type UploadLog = { get(key: string): string | null; set(key: string, value: string): void }

const uploadLogPrefix = "talentrise:resume-sent:"
// Shared by every client in this page (or process), as the tab's sessionStorage is across reloads.
const memory = new Map<string, string>()

export function defaultUploadLog(): UploadLog {
  const session = (() => {
    try {
      return typeof sessionStorage === "undefined" ? undefined : sessionStorage
    } catch {
      return undefined
    }
  })()
  return {
    get: (key) => {
      try {
        return session?.getItem(uploadLogPrefix + key) ?? memory.get(key) ?? null
      } catch {
        return memory.get(key) ?? null
      }
    },
    set: (key, value) => {
      memory.set(key, value)
      try {
        session?.setItem(uploadLogPrefix + key, value)
      } catch {
        // Storage full or refused: the memory copy still covers this page.
      }
    },
  }
}

/** What identifies the bytes sent: their SHA-256 where the page may hash, else name, size and date. */
export async function fingerprintOf(file: File, bytes: ArrayBuffer): Promise<string> {
  if (typeof crypto !== "undefined" && crypto.subtle) {
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))
    return `sha256:${Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("")}`
  }
  return `file:${file.size}:${file.lastModified}:${file.name}`
}

/** The message for a 409 the client did not cause: another file holds the application's path. */
export const otherFileStored =
  "A different résumé is already stored for this application, so this one was not sent. Change any field and send again to apply with this file."

export type ApplicationClientOptions = {
  url: string
  key: string
  fetch?: typeof fetch
  /** Defaults to the tab's sessionStorage (and memory where there is none). */
  uploadLog?: UploadLog
  uploadTimeoutMs?: number
  insertTimeoutMs?: number
}

export type ApplyOptions = {
  /** The application's key: the same for every attempt at one application (see idempotency.ts). */
  idempotencyKey: string
  signal?: AbortSignal
}

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<"public">["realtime"]>["transport"]>
const noRealtime = class {
  constructor() {
    throw new Error("The application client does not use Realtime")
  }
} as unknown as RealtimeTransport

/** Storage's refusal, as supabase-js reports it: `statusCode` is Storage's own code. */
export type StorageFailure = { status?: number; statusCode?: string; message?: string; name?: string }

export function uploadFailure(error: StorageFailure, aborted: { timedOut: boolean; cancelled: boolean }) {
  const code = String(error.statusCode ?? error.status ?? "")
  const message = error.message ?? "The upload failed"
  if (error.name !== "StorageApiError" || error.status === undefined) {
    if (aborted.timedOut || aborted.cancelled) return timeoutFailure(aborted.timedOut)
    return networkFailure(message)
  }
  if (code === "413" || code === "415") {
    const refused: SubmitFailure = { ...invalidInputFailure(message), code, column: "resume" }
    return refused
  }
  if (error.status === 401 || code === "401" || code === "403") {
    return { ok: false, kind: "unauthorized", message, code } satisfies SubmitFailure
  }
  if (code === "429") return { ok: false, kind: "rate_limited", message, code } satisfies SubmitFailure
  if (code === "404" || error.status >= 500 || Number(code) >= 500) {
    return { ok: false, kind: "server", message, code } satisfies SubmitFailure
  }
  return { ...invalidInputFailure(message), code }
}

/**
 * Sends an application: the row first, then the résumé to the private `resumes` bucket under the
 * row's `resume_path`. The bucket takes an object only under the path of an application stored
 * within the last hour, and one per path (supabase/migrations/20261126090000_resume_after_row.sql),
 * so the public key cannot store a file without a row. The application's key names both: a resend
 * finds the row already stored (the database answers it as a success without storing it again)
 * and the file already there (Storage's 409, taken as done only when this client sent these very
 * bytes for the key before: a 409 for another file is a failure), so however often it is sent, one
 * application is one row and one file. When the row got through and the upload did not, a resend
 * from the same client sends only the upload. Nothing is retried automatically; supabase-js is
 * loaded on first use.
 */
export function createApplicationClient(options: ApplicationClientOptions) {
  const { url, key, fetch: baseFetch = globalThis.fetch.bind(globalThis) } = options
  const limits = {
    upload: options.uploadTimeoutMs ?? uploadTimeoutMs,
    insert: options.insertTimeoutMs ?? insertTimeoutMs,
  }
  // The keys whose row this client has stored: a resend of one of them only uploads the file.
  const storedRows = new Set<string>()
  const uploadLog = options.uploadLog ?? defaultUploadLog()

  async function apply(
    input: ApplicationInput,
    opening: ApplicationOpening,
    file: File,
    { idempotencyKey, signal }: ApplyOptions,
  ): Promise<SubmitResult> {
    const parsed = applicationSchema.safeParse(input)
    if (!parsed.success) return invalidInputFailure(parsed.error.issues[0]?.message ?? "Invalid application")
    const checked = await checkResume(file)
    if (!checked.ok) return { ...invalidInputFailure(checked.message), column: "resume" }
    if (signal?.aborted) return timeoutFailure(false)

    const state = { timedOut: false, cancelled: false }
    let controller = new AbortController()
    const onCallerAbort = () => {
      state.cancelled = true
      controller.abort(signal?.reason)
    }
    signal?.addEventListener("abort", onCallerAbort, { once: true })
    let timer: ReturnType<typeof setTimeout> | undefined
    const startClock = (ms: number) => {
      clearTimeout(timer)
      controller = new AbortController()
      timer = setTimeout(() => {
        state.timedOut = true
        controller.abort(new DOMException("The data API did not answer in time", "TimeoutError"))
      }, ms)
    }

    try {
      startClock(limits.insert)
      let supabase: SupabaseClient
      try {
        const { createClient } = await import("@supabase/supabase-js")
        supabase = createClient(url, key, {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          realtime: { transport: noRealtime },
          // Storage's upload takes no signal of its own: every request carries the current clock's.
          global: { fetch: (request, init) => baseFetch(request, { ...init, signal: controller.signal }) },
        })
      } catch (error) {
        if (controller.signal.aborted) return timeoutFailure(state.timedOut)
        return networkFailure(`Could not load the data API client: ${String(error)}`)
      }

      const path = resumePath(opening.id, idempotencyKey, checked.extension)
      if (!storedRows.has(idempotencyKey)) {
        const row = toApplicationRow(
          parsed.data,
          opening,
          { name: file.name, size: file.size, type: checked.type, path },
          idempotencyKey,
        )
        const response = await supabase
          .from("job_applications")
          .insert(row)
          .abortSignal(controller.signal)
          .retry(false)
        const result = toSubmitResult(response, state)
        if (!result.ok) {
          if (result.kind !== "rejected" || result.column !== undefined) return result
          const column = refusedColumn(result.message, "job_applications")
          return column === undefined ? result : { ...result, column }
        }
        storedRows.add(idempotencyKey)
      }
      if (signal?.aborted) return timeoutFailure(false)

      startClock(limits.upload)
      // The bytes with the type read from them: a browser's own guess for a .doc is often empty.
      const bytes = await file.arrayBuffer()
      const fingerprint = await fingerprintOf(file, bytes)
      const sentBefore = uploadLog.get(idempotencyKey)
      if (sentBefore === null) uploadLog.set(idempotencyKey, fingerprint)
      const upload = await supabase.storage
        .from(resumeBucket)
        .upload(path, bytes, { contentType: checked.type, upsert: false, cacheControl: "3600" })
      if (upload.error) {
        const error = upload.error as StorageFailure
        if (String(error.statusCode) !== "409") return uploadFailure(error, state)
        // 409: a file is already at this path. It is done only if it is this very file, sent by an
        // earlier attempt whose answer was lost; otherwise the recruiter would get another file.
        if (sentBefore !== fingerprint) {
          storedRows.delete(idempotencyKey)
          return { ok: false, kind: "rejected", message: otherFileStored, code: "409", column: "resume" }
        }
      }
      storedRows.delete(idempotencyKey)
      return { ok: true }
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener("abort", onCallerAbort)
    }
  }

  return { apply }
}

export type ApplicationClient = ReturnType<typeof createApplicationClient>
