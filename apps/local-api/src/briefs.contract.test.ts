import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDataApi } from "@repo/contact-client/local"
import { createContactClient } from "@repo/contact-client/submit"
import { startLocalApi, type RunningLocalApi } from "./server.ts"
import { briefMessages } from "@repo/contact-client/brief-schema"
import {
  briefRow,
  daysFromToday,
  hiddenTextRows,
  twoRoleBrief,
} from "@repo/contact-client/testing/brief-rows"

// The staffing brief through the local data API over HTTP, as the site and a caller who skips the
// site reach it: the public key, POST /rest/v1/staffing_requests.

let api: RunningLocalApi

beforeAll(async () => {
  api = await startLocalApi({ dataDir: "memory://", port: 0, log: () => {} })
})
afterAll(async () => {
  await api?.close()
})

async function rows(): Promise<number> {
  const { rows } = await api.sql.query<{ n: number }>(
    "select count(*)::int as n from public.staffing_requests",
  )
  return rows[0]?.n ?? -1
}

function post(row: Record<string, unknown>) {
  return fetch(`${api.url}/rest/v1/staffing_requests`, {
    method: "POST",
    headers: { apikey: localDataApi.key, "content-type": "application/json" },
    body: JSON.stringify(row),
  })
}

describe("POST /rest/v1/staffing_requests with the public key", () => {
  it("stores the site's brief once, however often the same attempt is sent", async () => {
    const client = createContactClient({ url: api.url, key: localDataApi.key })
    const before = await rows()
    const idempotencyKey = randomUUID()
    const brief = { ...twoRoleBrief, startDate: "2099-01-04", endDate: "2099-06-30" }
    const results = await Promise.all([
      client.submitBrief(brief, { idempotencyKey }),
      client.submitBrief(brief, { idempotencyKey }),
    ])
    expect(results).toEqual([{ ok: true }, { ok: true }])
    expect(await client.submitBrief(brief, { idempotencyKey })).toEqual({ ok: true })
    expect(await rows()).toBe(before + 1)
  })

  it.each([
    [
      "an 11th role",
      {
        roles: Array.from({ length: 11 }, (_, index) => ({
          title: `Role ${index + 1}`,
          headcount: 1,
          locations: "Noida",
          experience: "1-3",
        })),
      },
      "staffing_requests_roles_check",
    ],
    [
      "a headcount of 0",
      { roles: [{ title: "Picker", headcount: 0, locations: "Noida", experience: "1-3" }] },
      "staffing_requests_roles_check",
    ],
    [
      "an end before the start",
      { start_date: daysFromToday(30), end_date: daysFromToday(29) },
      "staffing_requests_end_date_check",
    ],
    ...hiddenTextRows(),
  ])("answers %s with a 4xx and stores nothing", async (_name, overrides, constraint) => {
    const before = await rows()
    const response = await post(briefRow(overrides))
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain(constraint)
    expect(await rows()).toBe(before)
  })

  it("says why a start in the past is refused in the form's words", async () => {
    const response = await post(briefRow({ start_date: daysFromToday(-30) }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ details: briefMessages.startDatePast })
  })

  it("never lets the public key read a brief back", async () => {
    const response = await fetch(`${api.url}/rest/v1/staffing_requests?select=*`, {
      headers: { apikey: localDataApi.key },
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })
})
