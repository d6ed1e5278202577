import { randomUUID } from "node:crypto"
import { createWriteStream, mkdirSync, renameSync, rmSync } from "node:fs"
import { dirname, join, relative, resolve } from "node:path"
import type { IncomingMessage } from "node:http"
import type { Sql } from "./database.ts"
import { asAnon, isDatabaseError, type ApiResponse } from "./postgrest.ts"

/**
 * The local answer to Storage's `POST /storage/v1/object/<bucket>/<name>`, as supabase-js sends it
 * with a byte body and a content type. Storage's error bodies and status codes: Storage renders
 * every error but a 500 with HTTP 400 and the real code in `statusCode` (supabase/storage,
 * src/http/error-handler.ts), and supabase-js reads `statusCode`.
 */

/** Storage's global upload limit on a hosted free project; a bucket's own limit is lower. */
export const globalUploadLimitBytes = 50 * 1024 * 1024

function storageError(statusCode: number, error: string, message: string): ApiResponse {
  return {
    status: statusCode === 500 ? 500 : 400,
    body: { statusCode: String(statusCode), error, message },
  }
}

export const storageErrors = {
  bucketNotFound: () => storageError(404, "Bucket not found", "Bucket not found"),
  tooLarge: () => storageError(413, "Payload too large", "The object exceeded the maximum allowed size"),
  invalidMimeType: (type: string) =>
    storageError(415, "invalid_mime_type", `mime type ${type} is not supported`),
  duplicate: () => storageError(409, "Duplicate", "The resource already exists"),
  denied: () => storageError(403, "Unauthorized", "new row violates row-level security policy"),
  invalidKey: (name: string) => storageError(400, "InvalidKey", `Invalid key: ${name}`),
  noContent: () => storageError(400, "InvalidRequest", "No content provided"),
  multipart: () =>
    storageError(
      400,
      "InvalidRequest",
      "The local data API takes the file as the request body with its content type, not as form data",
    ),
} as const

type Bucket = { id: string; file_size_limit: number | null; allowed_mime_types: string[] | null }

/** Storage's rule for object names: printable, no `//`, no `..` segments, at most 1,024 bytes. */
export function isValidObjectName(name: string): boolean {
  return (
    name !== "" &&
    Buffer.byteLength(name) <= 1024 &&
    ![...name].some((char) => char.charCodeAt(0) < 0x20 || char === "\u007f" || char === "\\") &&
    !name.startsWith("/") &&
    name.split("/").every((part) => part !== "" && part !== "." && part !== "..")
  )
}

/** Where a stored object's bytes are kept: `<filesDir>/<bucket>/<name>`. */
export function objectFile(filesDir: string, bucket: string, name: string): string {
  const file = resolve(filesDir, bucket, name)
  if (relative(resolve(filesDir), file).startsWith("..")) throw new Error(`Outside the files: ${name}`)
  return file
}

class UploadTooLarge extends Error {}

/** Streams the body into `file`, stopping (and deleting it) as soon as it passes `limit` bytes. */
function receiveBody(req: IncomingMessage, file: string, limit: number): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    mkdirSync(dirname(file), { recursive: true })
    const out = createWriteStream(file)
    let size = 0
    let failed = false
    const fail = (error: Error) => {
      if (failed) return
      failed = true
      req.unpipe(out)
      req.pause()
      out.destroy()
      rmSync(file, { force: true })
      reject(error)
    }
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) fail(new UploadTooLarge())
    })
    // A connection dropped mid-body: nothing is stored.
    req.on("aborted", () => fail(new Error("The upload was interrupted")))
    req.on("error", (error) => fail(error))
    out.on("error", (error) => fail(error))
    out.on("finish", () => {
      if (!failed) resolvePromise(size)
    })
    req.pipe(out)
  })
}

export type UploadRequest = {
  sql: Sql
  /** Runs a database task in the server's one-at-a-time queue. */
  enqueue: <T>(task: () => Promise<T>) => Promise<T>
  filesDir: string
  bucket: string
  name: string
  req: IncomingMessage
}

function objectRowInsert(upsert: boolean): string {
  return `
    insert into storage.objects (id, bucket_id, name, owner, metadata, version)
    values ($5, $1, $2, null, $3::jsonb, $4)
    ${upsert ? "on conflict (bucket_id, name) do update set metadata = excluded.metadata, version = excluded.version, updated_at = now()" : ""}`
  // No RETURNING: that would need a select policy, and the public key has none (as on Storage,
  // where an upload needs only the insert policy).
}

function fromStorageDatabaseError(error: unknown): ApiResponse {
  if (isDatabaseError(error)) {
    if (error.code === "23505") return storageErrors.duplicate()
    if (error.code === "42501") return storageErrors.denied()
  }
  throw error
}

/**
 * Checks the bucket, the declared size and type, and the policies (in a transaction rolled back)
 * before reading a byte of the body; then streams the body to a temporary file, inserts the object
 * row as anon and moves the file into place before the commit. A refused or interrupted upload
 * leaves neither a row nor a file.
 */
export async function uploadObject({
  sql,
  enqueue,
  filesDir,
  bucket: bucketId,
  name,
  req,
}: UploadRequest): Promise<ApiResponse> {
  if (!isValidObjectName(name)) return storageErrors.invalidKey(name)
  const { rows } = await enqueue(() =>
    sql.query<Bucket>("select id, file_size_limit, allowed_mime_types from storage.buckets where id = $1", [
      bucketId,
    ]),
  )
  const bucket = rows[0]
  if (!bucket) return storageErrors.bucketNotFound()

  const limit = Math.min(Number(bucket.file_size_limit ?? globalUploadLimitBytes), globalUploadLimitBytes)
  const declared = Number(req.headers["content-length"])
  if (Number.isFinite(declared) && declared > limit) return storageErrors.tooLarge()

  const contentType = (req.headers["content-type"] ?? "text/plain;charset=UTF-8").split(";")[0]!.trim()
  if (contentType.toLowerCase().startsWith("multipart/form-data")) return storageErrors.multipart()
  const allowed = bucket.allowed_mime_types
  if (allowed && allowed.length > 0 && !allowed.includes(contentType)) {
    return storageErrors.invalidMimeType(contentType)
  }

  const upsert = String(req.headers["x-upsert"] ?? "false").toLowerCase() === "true"
  const version = randomUUID()
  const cacheControl = String(req.headers["cache-control"] ?? "no-cache")

  // The policies first: a refused name or an existing object is answered without reading the file.
  try {
    await enqueue(() =>
      asAnon(sql, true, () =>
        sql.query(objectRowInsert(upsert), [bucketId, name, JSON.stringify({}), version, randomUUID()]),
      ),
    )
  } catch (error) {
    return fromStorageDatabaseError(error)
  }

  const temporary = join(filesDir, ".incoming", version)
  let size: number
  try {
    size = await receiveBody(req, temporary, limit)
  } catch (error) {
    if (error instanceof UploadTooLarge) return storageErrors.tooLarge()
    throw error
  }
  if (size === 0) {
    rmSync(temporary, { force: true })
    return storageErrors.noContent()
  }

  const metadata = {
    eTag: `"${version}"`,
    size,
    mimetype: contentType,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: size,
    httpStatusCode: 200,
  }
  const target = objectFile(filesDir, bucketId, name)
  try {
    const id = randomUUID()
    await enqueue(() =>
      asAnon(sql, false, async () => {
        await sql.query(objectRowInsert(upsert), [bucketId, name, JSON.stringify(metadata), version, id])
        // Inside the transaction: if the move fails the row is rolled back with it.
        mkdirSync(dirname(target), { recursive: true })
        renameSync(temporary, target)
      }),
    )
    return { status: 200, body: { Key: `${bucketId}/${name}`, Id: id } }
  } catch (error) {
    rmSync(temporary, { force: true })
    return fromStorageDatabaseError(error)
  }
}
