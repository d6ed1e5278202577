import { createHmac, timingSafeEqual } from "node:crypto"
import { createReadStream, existsSync, rmSync, statSync } from "node:fs"
import type { ServerResponse } from "node:http"
import type { Sql } from "./database.ts"
import { asRole, type ApiResponse } from "./postgrest.ts"
import { objectFile, storageErrors } from "./storage.ts"

/**
 * The Storage calls the notify function makes with the service-role key, answered as
 * supabase/storage answers them: download (`GET /object/<bucket>/<name>`), a signed URL
 * (`POST /object/sign/<bucket>/<name>` → `{signedURL}`), the signed download
 * (`GET /object/sign/<bucket>/<name>?token=`, no key) and remove (`DELETE /object/<bucket>`
 * with `{prefixes}` → the removed objects). A token is a JWT (HS256) of `{url, iat, exp}`, as
 * Storage signs it.
 */

// Local development only, like the well-known JWT secret of Supabase's local stack.
const signingSecret = "talentrise-local-storage-signing-secret"

const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url")

function sign(payload: Record<string, unknown>): string {
  const head = `${base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))}.${base64url(JSON.stringify(payload))}`
  return `${head}.${base64url(createHmac("sha256", signingSecret).update(head).digest())}`
}

/** The token's object (`<bucket>/<name>`) if its signature holds and it has not expired. */
export function verifyToken(token: string, now = Date.now()): string | null {
  const [header, payload, signature] = token.split(".")
  if (!header || !payload || !signature) return null
  const expected = createHmac("sha256", signingSecret).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, "base64url")
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      url?: string
      exp?: number
    }
    if (typeof claims.url !== "string" || typeof claims.exp !== "number" || claims.exp * 1000 < now)
      return null
    return claims.url
  } catch {
    return null
  }
}

type StoredObject = { name: string; bucket_id: string; metadata: { mimetype?: string } | null }

async function findObject(sql: Sql, bucket: string, name: string): Promise<StoredObject | undefined> {
  const { rows } = await sql.query<StoredObject>(
    "select name, bucket_id, metadata from storage.objects where bucket_id = $1 and name = $2",
    [bucket, name],
  )
  return rows[0]
}

const notFound = (): ApiResponse => ({
  status: 400,
  body: { statusCode: "404", error: "not_found", message: "Object not found" },
})

export type ServiceStorage = {
  sql: Sql
  enqueue: <T>(task: () => Promise<T>) => Promise<T>
  filesDir: string
}

/** Streams a stored object; false when there is none (the caller answers 404). */
export async function sendObject(
  { sql, enqueue, filesDir }: ServiceStorage,
  res: ServerResponse,
  bucket: string,
  name: string,
  downloadName?: string | null,
): Promise<ApiResponse | undefined> {
  const object = await enqueue(() => findObject(sql, bucket, name))
  const file = object ? objectFile(filesDir, bucket, name) : undefined
  if (!object || !file || !existsSync(file)) return notFound()
  const headers: Record<string, string | number> = {
    "content-type": object.metadata?.mimetype ?? "application/octet-stream",
    "content-length": statSync(file).size,
    "cache-control": "no-cache",
  }
  if (downloadName !== undefined && downloadName !== null) {
    const fileName = downloadName === "" ? (name.split("/").pop() ?? name) : downloadName
    headers["content-disposition"] = `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`
  }
  res.writeHead(200, headers)
  createReadStream(file).pipe(res)
  return undefined
}

export async function signObject(
  { sql, enqueue }: ServiceStorage,
  bucket: string,
  name: string,
  body: string,
): Promise<ApiResponse> {
  let expiresIn: unknown
  try {
    expiresIn = (JSON.parse(body || "{}") as { expiresIn?: unknown }).expiresIn
  } catch {
    return { status: 400, body: { statusCode: "400", error: "InvalidRequest", message: "Invalid JSON" } }
  }
  if (typeof expiresIn !== "number" || !Number.isFinite(expiresIn) || expiresIn < 1)
    return {
      status: 400,
      body: { statusCode: "400", error: "InvalidRequest", message: "body/expiresIn must be >= 1" },
    }
  if (!(await enqueue(() => findObject(sql, bucket, name)))) return notFound()
  const iat = Math.floor(Date.now() / 1000)
  const token = sign({ url: `${bucket}/${name}`, iat, exp: iat + Math.floor(expiresIn) })
  return { status: 200, body: { signedURL: `/object/sign/${encodeURI(`${bucket}/${name}`)}?token=${token}` } }
}

/** Removes objects by name: their rows, then their files. Answers the removed objects, as Storage does. */
export async function removeObjects(
  { sql, enqueue, filesDir }: ServiceStorage,
  bucket: string,
  body: string,
): Promise<ApiResponse> {
  let prefixes: unknown
  try {
    prefixes = (JSON.parse(body || "{}") as { prefixes?: unknown }).prefixes
  } catch {
    return { status: 400, body: { statusCode: "400", error: "InvalidRequest", message: "Invalid JSON" } }
  }
  if (
    !Array.isArray(prefixes) ||
    prefixes.some((prefix) => typeof prefix !== "string") ||
    prefixes.length > 1000
  )
    return {
      status: 400,
      body: {
        statusCode: "400",
        error: "InvalidRequest",
        message: "body/prefixes must be an array of names",
      },
    }
  const { rows: buckets } = await enqueue(() =>
    sql.query("select id from storage.buckets where id = $1", [bucket]),
  )
  if (buckets.length === 0) return storageErrors.bucketNotFound()
  const removed = await enqueue(() =>
    asRole(sql, "service_role", false, async () => {
      const { rows } = await sql.query<Record<string, unknown>>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning id, name, bucket_id, owner, version, created_at, updated_at, last_accessed_at, metadata`,
        [bucket, prefixes],
      )
      // Inside the transaction: a file that cannot be removed keeps its row.
      for (const row of rows) rmSync(objectFile(filesDir, bucket, String(row.name)), { force: true })
      return rows
    }),
  )
  return { status: 200, body: removed }
}
