/**
 * Why a submission failed, as the UI can act on it:
 * - `timeout`: no answer within the time limit, or the caller cancelled the request;
 * - `network`: the request never reached the data API (offline, DNS, CORS, blocked);
 * - `rejected`: the data API (or the local schema check) refused the values;
 * - `unauthorized`: the public key is missing, wrong, or may not insert;
 * - `rate_limited`: too many submissions from this e-mail address lately (HTTP 429, `PT429`);
 * - `server`: the data API failed or is misconfigured (5xx, unknown table).
 */
export type SubmitErrorKind = "timeout" | "network" | "rejected" | "unauthorized" | "rate_limited" | "server"

export type SubmitFailure = {
  ok: false
  kind: SubmitErrorKind
  message: string
  /** PostgREST's code, e.g. `23514` for a check violation. */
  code?: string
  /** For a refused value: the column whose rule refused it (from the constraint's name). */
  column?: string
}
export type SubmitResult = { ok: true } | SubmitFailure

/** The parts of a supabase-js (PostgREST) response that decide the outcome. */
export type DataApiResponse = {
  status: number
  error: { message?: unknown; code?: unknown } | null
}

function failure(kind: SubmitErrorKind, message: string, code?: unknown): SubmitFailure {
  return typeof code === "string" && code !== ""
    ? { ok: false, kind, message, code }
    : { ok: false, kind, message }
}

/**
 * The column a database refusal names: a check constraint `<table>_<column>_check` (the
 * migrations name every rule so), or the column of a not-null violation.
 */
export function refusedColumn(message: string, table = "contact_submissions"): string | undefined {
  const constraint = /violates check constraint "([a-z0-9_]+)"/.exec(message)?.[1]
  if (constraint?.startsWith(`${table}_`) && constraint.endsWith("_check"))
    return constraint.slice(table.length + 1, -"_check".length)
  return /null value in column "([a-z0-9_]+)"/.exec(message)?.[1]
}

/** Turns a settled supabase-js insert into a result. `aborted` tells whether our signal fired. */
export function toSubmitResult(
  response: DataApiResponse,
  aborted: { timedOut: boolean; cancelled: boolean },
  table = "contact_submissions",
): SubmitResult {
  const { status, error } = response
  // A 2xx means the row is stored, even if the body could not be read.
  if (status >= 200 && status < 300) return { ok: true }
  if (error === null) return { ok: true }
  const message = typeof error.message === "string" && error.message !== "" ? error.message : `HTTP ${status}`
  if (status === 0) {
    if (aborted.timedOut) return failure("timeout", "The data API did not answer in time")
    if (aborted.cancelled) return failure("timeout", "The request was cancelled")
    return failure("network", message)
  }
  if (status === 401 || status === 403) return failure("unauthorized", message, error.code)
  if (status === 408 || status === 504) return failure("timeout", message, error.code)
  if (status === 429) return failure("rate_limited", message, error.code)
  if (status === 404 || status >= 500) return failure("server", message, error.code)
  const rejected = failure("rejected", message, error.code)
  const column = refusedColumn(message, table)
  return column === undefined ? rejected : { ...rejected, column }
}

export function timeoutFailure(timedOut: boolean): SubmitFailure {
  return timedOut
    ? failure("timeout", "The data API did not answer in time")
    : failure("timeout", "The request was cancelled")
}

export function networkFailure(message: string): SubmitFailure {
  return failure("network", message)
}

export function invalidInputFailure(message: string): SubmitFailure {
  return failure("rejected", message)
}
