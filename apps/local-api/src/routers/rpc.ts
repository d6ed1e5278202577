import { asRole, fromDatabaseError, postgrestError } from "../postgrest.ts"
import {
  BodyTooLarge,
  invalidKey,
  missingKey,
  nestsDeeperThan,
  readBody,
  requestKey,
  send,
  tooDeep,
  unsupportedMethod,
  type Router,
  type RouterContext,
} from "../http.ts"

const identifier = /^[a-z_][a-z0-9_]*$/

/**
 * `POST /rest/v1/rpc/<fn>` with named arguments, run as the key's role, as PostgREST does: the
 * service key's calls (the notify function's) are background work in the queue.
 */
export function rpcRouter({ sql, enqueue, apiKey, serviceKey }: RouterContext): Router {
  // A function once found stays known: the lookup is a database task per call otherwise.
  const knownFunctions = new Set<string>()
  return async (req, res, url, match) => {
    const fn = decodeURIComponent(match)
    const key = requestKey(req, url)
    if (key === "") return send(res, missingKey)
    if (key !== apiKey && key !== serviceKey) return send(res, invalidKey)
    if (req.method !== "POST") return send(res, unsupportedMethod(req.method))
    let args: Record<string, unknown>
    try {
      const text = (await readBody(req)).toString("utf8")
      if (nestsDeeperThan(text)) return send(res, tooDeep())
      const parsed: unknown = JSON.parse(text || "{}")
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
        throw new Error("not an object")
      args = parsed as Record<string, unknown>
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return send(res, { status: 413, body: { message: "Request Entity Too Large" } })
      return send(res, postgrestError(400, "PGRST102", "Empty or invalid json"))
    }
    const names = Object.keys(args).sort()
    const role = key === serviceKey ? "service_role" : "anon"
    const known =
      knownFunctions.has(fn) ||
      (identifier.test(fn) &&
        (
          await enqueue(
            () =>
              sql.query(
                `select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'public' and p.proname = $1`,
                [fn],
              ),
            role === "service_role",
          )
        ).rows.length > 0)
    if (known) knownFunctions.add(fn)
    if (!known || !identifier.test(fn) || !names.every((name) => identifier.test(name))) {
      return send(
        res,
        postgrestError(
          404,
          "PGRST202",
          `Could not find the function public.${fn}(${names.join(", ")}) in the schema cache`,
        ),
      )
    }
    const call = `select to_jsonb(public."${fn}"(${names.map((name, index) => `"${name}" => $${index + 1}`).join(", ")})) as result`
    const values = names.map((name) => {
      const value = args[name]
      return value !== null && typeof value === "object" ? JSON.stringify(value) : value
    })
    try {
      const result = await enqueue(
        () =>
          asRole(
            sql,
            role,
            false,
            async () => (await sql.query<{ result: unknown }>(call, values)).rows[0]?.result,
          ),
        role === "service_role",
      )
      return send(res, { status: 200, body: result ?? null })
    } catch (error) {
      return send(res, fromDatabaseError(error))
    }
  }
}
