import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDataApi } from "@repo/contact-client/local"
import { localServiceKey } from "./notify-stack.ts"
import { startLocalApi, type RunningLocalApi } from "./server.ts"

// Job alert subscriptions through the local data API over HTTP with the public key, as the site
// and anyone who skips the site reach them: insert, and nothing else but the two token RPCs.

let api: RunningLocalApi

beforeAll(async () => {
  api = await startLocalApi({ dataDir: "memory://", port: 0, log: () => {} })
})
afterAll(async () => {
  await api?.close()
})

const subscription = () => ({
  email: `ravi.${randomUUID().slice(0, 8)}@example.in`,
  location: "Noida",
  consent: true,
  idempotency_key: randomUUID(),
  source_path: "/jobs",
})

function call(path: string, init: RequestInit = {}, key: string = localDataApi.key) {
  return fetch(`${api.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: key, "content-type": "application/json", ...init.headers },
  })
}

async function stored(): Promise<number> {
  const { rows } = await api.sql.query<{ n: number }>(
    "select count(*)::int as n from public.job_alert_subscriptions",
  )
  return rows[0]?.n ?? -1
}

describe("job_alert_subscriptions with the public key over HTTP", () => {
  it("stores a subscription, and can neither read, list, update nor delete one", async () => {
    const row = subscription()
    expect(
      (await call("job_alert_subscriptions", { method: "POST", body: JSON.stringify(row) })).status,
    ).toBe(201)
    const count = await stored()
    expect(count).toBeGreaterThan(0)
    for (const [path, init] of [
      ["job_alert_subscriptions?select=*", {}],
      ["job_alert_subscriptions?select=email", { headers: { prefer: "count=exact" } }],
      [`job_alert_subscriptions?email=eq.${row.email}`, { method: "PATCH", body: '{"location":"Pune"}' }],
      [`job_alert_subscriptions?email=eq.${row.email}`, { method: "DELETE" }],
      ["job_alert_mails?select=*", {}],
    ] as const) {
      const response = await call(path, init)
      expect(response.status, path).toBeGreaterThanOrEqual(400)
      expect(response.status, path).toBeLessThan(500)
      expect(await response.text()).not.toContain(row.email)
    }
    expect(await stored()).toBe(count)
    const { rows } = await api.sql.query<{ location: string }>(
      "select location from public.job_alert_subscriptions where idempotency_key = $1",
      [row.idempotency_key],
    )
    expect(rows).toEqual([{ location: "Noida" }])
  })

  it("cannot confirm a subscription without its token, nor claim one", async () => {
    const row = subscription()
    await call("job_alert_subscriptions", { method: "POST", body: JSON.stringify(row) })
    const { rows } = await api.sql.query<{ id: string }>(
      "select id from public.job_alert_subscriptions where idempotency_key = $1",
      [row.idempotency_key],
    )
    const id = rows[0]?.id ?? ""
    for (const token of [id, randomUUID().replace(/-/g, "").repeat(2), ""]) {
      const response = await call("rpc/confirm_job_alert", {
        method: "POST",
        body: JSON.stringify({ token }),
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toBe("unknown")
    }
    for (const [fn, args] of [
      ["job_alert_claim_confirm", { subscription_id: id }],
      ["notify_claim", { kind: "job_alert_confirm", row_id: id }],
      ["job_alert_due", { roles: [] }],
    ] as const) {
      const response = await call(`rpc/${fn}`, { method: "POST", body: JSON.stringify(args) })
      expect(response.status, fn).toBeGreaterThanOrEqual(400)
    }
    const { rows: after } = await api.sql.query<{ confirmed_at: string | null }>(
      "select confirmed_at from public.job_alert_subscriptions where id = $1",
      [id],
    )
    expect(after).toEqual([{ confirmed_at: null }])
    // The service key's claim works, so the refusals above are the public key's.
    const claimed = await call(
      "rpc/job_alert_claim_confirm",
      { method: "POST", body: JSON.stringify({ subscription_id: id }) },
      localServiceKey,
    )
    expect(claimed.status).toBe(200)
    const { confirm_token } = (await claimed.json()) as { confirm_token: string }
    const confirmed = await call("rpc/confirm_job_alert", {
      method: "POST",
      body: JSON.stringify({ token: confirm_token }),
    })
    expect(await confirmed.json()).toBe("confirmed")
  })
  it("shows and changes an alert's filters by its token alone, refusing a bad value with 400", async () => {
    const row = subscription()
    await call("job_alert_subscriptions", { method: "POST", body: JSON.stringify(row) })
    const { rows } = await api.sql.query<{ id: string }>(
      "select id from public.job_alert_subscriptions where idempotency_key = $1",
      [row.idempotency_key],
    )
    const claimed = await call(
      "rpc/job_alert_claim_confirm",
      { method: "POST", body: JSON.stringify({ subscription_id: rows[0]?.id }) },
      localServiceKey,
    )
    const { unsubscribe_token: token } = (await claimed.json()) as { unsubscribe_token: string }
    const rpc = async (fn: string, args: Record<string, unknown>) => {
      const response = await call(`rpc/${fn}`, { method: "POST", body: JSON.stringify(args) })
      return { status: response.status, body: (await response.json()) as unknown }
    }
    expect(await rpc("job_alert_filters", { token })).toEqual({
      status: 200,
      body: { status: "active", location: "Noida", function: null, engagement: null },
    })
    const guess = `${randomUUID().replace(/-/g, "")}.${"0".repeat(64)}`
    expect(await rpc("job_alert_filters", { token: guess })).toEqual({
      status: 200,
      body: { status: "unknown" },
    })
    const change = { token, location: "Pune", function: "Operations", engagement: "contract" }
    expect((await rpc("change_job_alert_filters", { ...change, engagement: "internship" })).status).toBe(400)
    expect(await rpc("change_job_alert_filters", change)).toEqual({
      status: 200,
      body: { status: "active", location: "Pune", function: "Operations", engagement: "contract" },
    })
    expect(await rpc("change_job_alert_filters", { ...change, token: guess })).toEqual({
      status: 200,
      body: { status: "unknown" },
    })
    const { rows: stored } = await api.sql.query(
      "select location, function, engagement from public.job_alert_subscriptions where id = $1",
      [rows[0]?.id],
    )
    expect(stored).toEqual([{ location: "Pune", function: "Operations", engagement: "contract" }])
  })
})
