import {
  executeInsert,
  executeMutation,
  executeSelect,
  parsePrefer,
  planDelete,
  planInsert,
  planUpdate,
  postgrestError,
  refuseInvalidUtf8,
  tableNotFound,
  type ApiResponse,
} from "../postgrest.ts"
import {
  BodyTooLarge,
  invalidKey,
  maxBodyBytes,
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

/**
 * `/rest/v1/<table>` as Supabase's gateway and PostgREST answer it: every method PostgREST knows,
 * run as anon. Any table in the schema cache is served; a new table needs no code here.
 */
export function restRouter({ sql, cache, enqueue, apiKey }: RouterContext): Router {
  return async (req, res, url, match) => {
    let table: string
    try {
      table = decodeURIComponent(match)
    } catch {
      table = match
    }
    const key = requestKey(req, url)
    if (key === "") return send(res, missingKey)
    if (key !== apiKey) return send(res, invalidKey)

    const profile = req.headers["content-profile"] ?? req.headers["accept-profile"]
    if (profile !== undefined && profile !== "public") {
      return send(
        res,
        postgrestError(
          406,
          "PGRST106",
          `Invalid schema: ${profile}`,
          null,
          "Only the following schemas are exposed: public",
        ),
      )
    }
    if (table === "" || !cache.has(table)) return send(res, tableNotFound(table))

    // PostgREST runs every method it knows as the request's role; anon is refused by Postgres.
    if (req.method === "GET" || req.method === "HEAD") {
      const answer = await enqueue(() => executeSelect(sql, cache, table))
      return send(res, req.method === "HEAD" ? { status: answer.status } : answer)
    }
    if (req.method === "DELETE") {
      const planned = planDelete(cache, table)
      if ("error" in planned) return send(res, planned.error)
      return send(res, await enqueue(() => executeMutation(sql, planned.plan)))
    }
    if (req.method !== "POST" && req.method !== "PATCH") return send(res, unsupportedMethod(req.method))

    let body: Buffer
    try {
      body = await readBody(req)
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return send(
          res,
          {
            status: 413,
            body: {
              message: "Request Entity Too Large",
              hint: `The body may be at most ${maxBodyBytes} bytes.`,
            },
          },
          { connection: "close" },
        )
      }
      throw error
    }
    const contentType = (req.headers["content-type"] ?? "application/json")
      .split(";")[0]
      ?.trim()
      .toLowerCase()
    if (!isUtf8(body)) return send(res, await enqueue(() => refuseInvalidUtf8(sql, body)))
    const bodyText = toJsonBody(contentType ?? "", body.toString("utf8"))
    if (typeof bodyText !== "string") return send(res, bodyText)
    if (nestsDeeperThan(bodyText)) return send(res, tooDeep())

    if (req.method === "PATCH") {
      const planned = planUpdate(cache, table, bodyText)
      if ("error" in planned) return send(res, planned.error)
      return send(res, await enqueue(() => executeMutation(sql, planned.plan)))
    }
    const prefer = parsePrefer(
      Array.isArray(req.headers.prefer) ? req.headers.prefer.join(",") : req.headers.prefer,
    )
    const planned = planInsert(
      cache,
      table,
      bodyText,
      url.searchParams.get("columns"),
      prefer,
      url.searchParams.get("on_conflict"),
    )
    if ("error" in planned) return send(res, planned.error)
    return send(res, await enqueue(() => executeInsert(sql, planned.plan, prefer)))
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true })

function isUtf8(body: Buffer): boolean {
  try {
    utf8.decode(body)
    return true
  } catch {
    return false
  }
}

/**
 * The body as the JSON PostgREST would make of it: JSON as sent; a form (urlencoded) as one object
 * of strings; CSV as an array of objects keyed by the header line, where an unquoted or quoted
 * `NULL` is null (PostgREST's csvToJson). Any other type gets PostgREST's 415.
 */
export function toJsonBody(contentType: string, text: string): string | ApiResponse {
  if (contentType === "application/json") return text
  if (contentType === "application/x-www-form-urlencoded")
    return JSON.stringify(Object.fromEntries(new URLSearchParams(text)))
  if (contentType === "text/csv") {
    const [header, ...lines] = parseCsv(text)
    if (!header) return JSON.stringify([])
    if (lines.some((line) => line.length !== header.length))
      return postgrestError(400, "PGRST102", "All lines must have same number of fields")
    return JSON.stringify(
      lines.map((line) =>
        Object.fromEntries(header.map((name, index) => [name, line[index] === "NULL" ? null : line[index]])),
      ),
    )
  }
  return postgrestError(415, "PGRST107", `Content-Type not acceptable: ${contentType}`)
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks; a final line break is optional. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ""
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ",") {
      row.push(field)
      field = ""
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[index + 1] === "\n") index++
      row.push(field)
      rows.push(row)
      row = []
      field = ""
    } else field += char
  }
  if (field !== "" || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}
