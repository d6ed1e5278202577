import type { SupabaseClient, SupabaseClientOptions } from "@supabase/supabase-js"

import {
  defaultUploadLog,
  fingerprintOf,
  otherFileStored,
  resumeBucket,
  resumePath,
  storedFileName,
  uploadFailure,
  withExtension,
  type StorageFailure,
  type UploadLog,
} from "./apply.ts"
import type { Database } from "./database.types.ts"
import {
  invalidInputFailure,
  networkFailure,
  timeoutFailure,
  toSubmitResult,
  type SubmitResult,
} from "./errors.ts"
import {
  quickApplySchema,
  toQuickApplicationRow,
  type QuickApplyInput,
  type QuickApplyRole,
} from "./quick-apply-schema.ts"
import { checkResume } from "./resume.ts"

export type { SubmitFailure, SubmitResult } from "./errors.ts"

/** How long the row's insert may take. */
export const quickInsertTimeoutMs = 15_000
/** How long the upload may take once the row is stored (5 MB at about 50 KB/s, a slow mobile link). */
export const quickUploadTimeoutMs = 120_000

/** The folder a client role's résumés go to: `job-<slug>`, as its application's did. */
export const roleFolder = (slug: string) => `job-${slug}`

export type QuickApplyClientOptions = {
  url: string
  key: string
  fetch?: typeof fetch
  /** Defaults to the tab's sessionStorage (and memory where there is none). */
  uploadLog?: UploadLog
  uploadTimeoutMs?: number
  insertTimeoutMs?: number
}

export type QuickApplyOptions = {
  /** The application's key: the same for every attempt at one application (see idempotency.ts). */
  idempotencyKey: string
  signal?: AbortSignal
}

type RealtimeTransport = NonNullable<NonNullable<SupabaseClientOptions<"public">["realtime"]>["transport"]>
const noRealtime = class {
  constructor() {
    throw new Error("The quick apply client does not use Realtime")
  }
} as unknown as RealtimeTransport

/**
 * Sends a quick application: the row, then, if the candidate chose one, the résumé to the private
 * `resumes` bucket under the row's `resume_path`, exactly as createApplicationClient does (apply.ts
 * tells why): the row authorises one upload for an hour, the key names both, a resend finds the
 * row already stored (a quiet success) and the file already there (a 409 taken as done only for
 * these very bytes), and a resend after the row got through sends only the upload. Without a
 * résumé it is one insert. Nothing is retried automatically; supabase-js is loaded on first use.
 */
export function createQuickApplyClient(options: QuickApplyClientOptions) {
  const { url, key, fetch: baseFetch = globalThis.fetch.bind(globalThis) } = options
  const limits = {
    upload: options.uploadTimeoutMs ?? quickUploadTimeoutMs,
    insert: options.insertTimeoutMs ?? quickInsertTimeoutMs,
  }
  const storedRows = new Set<string>()
  const uploadLog = options.uploadLog ?? defaultUploadLog()

  async function apply(
    input: QuickApplyInput,
    role: QuickApplyRole,
    file: File | null,
    { idempotencyKey, signal }: QuickApplyOptions,
  ): Promise<SubmitResult> {
    const parsed = quickApplySchema().safeParse(input)
    if (!parsed.success) return invalidInputFailure(parsed.error.issues[0]?.message ?? "Invalid application")
    const checked = file ? await checkResume(file, { photos: true }) : null
    if (checked && !checked.ok) return { ...invalidInputFailure(checked.message), column: "resume" }
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
      let supabase: SupabaseClient<Database>
      try {
        const { createClient } = await import("@supabase/supabase-js")
        supabase = createClient<Database>(url, key, {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          realtime: { transport: noRealtime },
          global: { fetch: (request, init) => baseFetch(request, { ...init, signal: controller.signal }) },
        })
      } catch (error) {
        if (controller.signal.aborted) return timeoutFailure(state.timedOut)
        return networkFailure(`Could not load the data API client: ${String(error)}`)
      }

      const path =
        file && checked ? resumePath(roleFolder(role.slug), idempotencyKey, checked.extension) : null
      if (!storedRows.has(idempotencyKey)) {
        const resume =
          file && checked && path
            ? {
                path,
                name: storedFileName(withExtension(file.name, path)),
                type: checked.type,
                size: file.size,
              }
            : null
        const row = toQuickApplicationRow(parsed.data, role, resume, idempotencyKey)
        const response = await supabase
          .from("quick_applications")
          .insert(row)
          .abortSignal(controller.signal)
          .retry(false)
        const result = toSubmitResult(response, state, "quick_applications")
        if (!result.ok) return result
        storedRows.add(idempotencyKey)
      }
      if (!file || !checked || !path) {
        storedRows.delete(idempotencyKey)
        return { ok: true }
      }
      if (signal?.aborted) return timeoutFailure(false)

      startClock(limits.upload)
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

export type QuickApplyClient = ReturnType<typeof createQuickApplyClient>
