import { uploadObject, storageErrors } from "../storage.ts"
import { removeObjects, sendObject, signObject, verifyToken } from "../storage-service.ts"
import {
  invalidKey,
  missingKey,
  readBody,
  requestKey,
  send,
  type Router,
  type RouterContext,
} from "../http.ts"

/**
 * `/storage/v1/object/<path>` as Storage answers it: the public key's upload (the site's résumé),
 * and the service key's download, signed URL and remove (the notify function's, background work).
 * A signed download carries its own authority, the token.
 */
export function storageRouter({ sql, enqueue, filesDir, apiKey, serviceKey }: RouterContext): Router {
  const serviceStorage = {
    sql,
    enqueue: <T>(task: () => Promise<T>) => enqueue(task, true),
    filesDir,
  }
  // A refusal may come before the body was read: close the connection rather than read it.
  const close = { connection: "close" }
  return async (req, res, url, objectPath) => {
    const signed = /^sign\/(.+)$/.exec(objectPath)
    if (signed && req.method === "GET") {
      let target = ""
      try {
        target = decodeURIComponent(signed[1] ?? "")
      } catch {
        // Refused below.
      }
      const granted = verifyToken(url.searchParams.get("token") ?? "")
      if (granted === null || granted !== target)
        return send(res, {
          status: 400,
          body: { statusCode: "400", error: "InvalidJWT", message: "invalid signature" },
        })
      const slash = target.indexOf("/")
      const answer = await sendObject(
        serviceStorage,
        res,
        target.slice(0, slash),
        target.slice(slash + 1),
        url.searchParams.get("download"),
      )
      return answer ? send(res, answer) : undefined
    }
    const key = requestKey(req, url)
    if (key === "") return send(res, missingKey, close)
    if (key === serviceKey) {
      const path = objectPath.replace(/^authenticated\//, "")
      const { bucket, name, decoded } = objectAt(path)
      if (!decoded) return send(res, storageErrors.invalidKey(path))
      if (req.method === "GET" && !signed) {
        const answer = await sendObject(serviceStorage, res, bucket, name)
        return answer ? send(res, answer) : undefined
      }
      if (req.method === "POST" && signed) {
        const [signBucket, ...rest] = (signed[1] ?? "").split("/")
        const body = (await readBody(req)).toString("utf8")
        return send(
          res,
          await signObject(
            serviceStorage,
            decodeURIComponent(signBucket ?? ""),
            decodeURIComponent(rest.join("/")),
            body,
          ),
        )
      }
      if (req.method === "DELETE" && name === "") {
        const body = (await readBody(req)).toString("utf8")
        return send(res, await removeObjects(serviceStorage, bucket, body))
      }
    }
    if (key !== apiKey && key !== serviceKey) return send(res, invalidKey, close)
    if (req.method !== "POST") {
      return send(
        res,
        { status: 405, body: { statusCode: "405", error: "Method Not Allowed", message: req.method } },
        close,
      )
    }
    // An undecodable name is refused as invalid by the upload.
    const { bucket, name } = objectAt(objectPath)
    const answer = await uploadObject({ sql, enqueue, filesDir, bucket, name, req })
    return send(res, answer, answer.status === 200 ? {} : close)
  }
}

/** `<bucket>/<name>` decoded, as far as it decodes: the bucket, then the name. */
function objectAt(path: string): { bucket: string; name: string; decoded: boolean } {
  const slash = path.indexOf("/")
  let bucket = path
  try {
    bucket = decodeURIComponent(slash === -1 ? path : path.slice(0, slash))
    const name = slash === -1 ? "" : decodeURIComponent(path.slice(slash + 1))
    return { bucket, name, decoded: true }
  } catch {
    return { bucket, name: "", decoded: false }
  }
}
