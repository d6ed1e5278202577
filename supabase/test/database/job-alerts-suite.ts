import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Sql } from "@repo/local-api/database"
import { prepareDatabase } from "@repo/local-api/migrate"
import {
  asAnon,
  asRole,
  executeInsert,
  loadSchemaCache,
  planInsert,
  type SchemaCache,
} from "@repo/local-api/postgrest"
import type { DatabaseTarget } from "./briefs-suite.ts"

type Row = Record<string, unknown>

/** The row the /jobs form sends, with a fresh key and address, and `overrides`. */
export function jobAlertRow(overrides: Row = {}): Row {
  return {
    email: `ravi.${randomUUID().slice(0, 8)}@example.in`,
    location: "Noida",
    function: null,
    engagement: null,
    consent: true,
    idempotency_key: randomUUID(),
    source_path: "/jobs",
    ...overrides,
  }
}

/** A role as the site's jobs.json lists it. */
const role = (slug: string, location: string, datePosted = "2026-12-03") => ({
  slug,
  location,
  function: "Technology",
  engagement: "permanent",
  datePosted,
})

/**
 * The job alert tables' rules (migration 20261202120000), through the INSERT the local data API
 * runs as the public key and the RPCs the functions and the site's pages call: what is stored and
 * refused, one confirmation an hour, the token's life, the public key's privileges, the alert's
 * hand-out under faults and the retention periods.
 */
export function defineJobAlertsSuite(name: string, open: () => Promise<DatabaseTarget>) {
  describe(name, () => {
    let target: DatabaseTarget | undefined
    let cache: SchemaCache
    const sql = (): Sql => {
      if (!target) throw new Error(`${name} did not start`)
      return target.sql
    }

    beforeAll(async () => {
      target = await open()
      await prepareDatabase(target.sql)
      cache = await loadSchemaCache(target.sql)
    })
    afterAll(async () => {
      await target?.close()
    })

    async function insert(row: Row) {
      const prefer = { representation: false, rollback: false }
      const planned = planInsert(cache, "job_alert_subscriptions", JSON.stringify(row), null, prefer)
      if ("error" in planned) return planned.error
      return executeInsert(sql(), planned.plan, prefer)
    }

    async function count(where = "true", params: unknown[] = []): Promise<number> {
      const { rows } = await sql().query<{ n: number }>(
        `select count(*)::int as n from public.job_alert_subscriptions where ${where}`,
        params,
      )
      return rows[0]?.n ?? -1
    }

    const service = <T>(statement: string, params: unknown[] = []) =>
      asRole(
        sql(),
        "service_role",
        false,
        async () => (await sql().query<{ r: T }>(statement, params)).rows[0]?.r,
      )

    const anon = async (statement: string, params: unknown[] = []) => {
      try {
        return await asAnon(
          sql(),
          true,
          async () => (await sql().query<{ r: unknown }>(statement, params)).rows,
        )
      } catch (error) {
        return (error as { code?: string }).code
      }
    }

    async function idOf(row: Row): Promise<string> {
      const { rows } = await sql().query<{ id: string }>(
        "select id from public.job_alert_subscriptions where idempotency_key = $1",
        [row.idempotency_key],
      )
      return rows[0]?.id ?? ""
    }

    /** Subscribes, mails the confirmation as the notify function does, and confirms. */
    async function confirmed(overrides: Row = {}): Promise<{ id: string; row: Row }> {
      const row = jobAlertRow(overrides)
      expect(await insert(row)).toEqual({ status: 201 })
      const id = await idOf(row)
      const claimed = await service<{ confirm_token: string }>(
        "select public.job_alert_claim_confirm($1) as r",
        [id],
      )
      expect(await service("select public.notify_sent('job_alert_confirm', $1) as r", [id])).toBe(true)
      expect(await service("select public.confirm_job_alert($1) as r", [claimed?.confirm_token])).toBe(
        "confirmed",
      )
      // Confirmed on a day before the roles below were posted.
      await sql().query(
        "update public.job_alert_subscriptions set confirmed_at = '2026-12-01T10:00:00+05:30' where id = $1",
        [id],
      )
      return { id, row }
    }

    it("stores the site's subscription once per key, and refuses what the form refuses", async () => {
      const row = jobAlertRow({ email: "  Ravi.K@Example.in " })
      const before = await count()
      expect(await insert(row)).toEqual({ status: 201 })
      expect(await insert(row)).toEqual({ status: 201 })
      expect(await count()).toBe(before + 1)
      const cases: [Row, string][] = [
        [{ email: "ravi@example" }, "job_alert_subscriptions_email_check"],
        [{ email: `${"r".repeat(250)}@example.in` }, "job_alert_subscriptions_email_check"],
        [{ location: "Noida\nPune" }, "job_alert_subscriptions_location_check"],
        [{ location: "N".repeat(61) }, "job_alert_subscriptions_location_check"],
        [{ function: "Sales\nOperations" }, "job_alert_subscriptions_function_check"],
        [{ engagement: "internship" }, "job_alert_subscriptions_engagement_check"],
        [{ consent: false }, "job_alert_subscriptions_consent_check"],
        [{ source_path: "https://elsewhere.example/jobs" }, "job_alert_subscriptions_source_path_check"],
      ]
      for (const [overrides, constraint] of cases) {
        const stored = await count()
        const response = await insert(jobAlertRow(overrides))
        expect(response.status, JSON.stringify(overrides)).toBe(400)
        expect(JSON.stringify(response.body)).toContain(constraint)
        expect(await count()).toBe(stored)
      }
    })

    it("mails one confirmation an hour per address, storing and settling the rest", async () => {
      const email = `often.${randomUUID().slice(0, 8)}@example.in`
      for (let sent = 0; sent < 6; sent++)
        expect(await insert(jobAlertRow({ email: sent % 2 ? email.toUpperCase() : email }))).toEqual({
          status: 201,
        })
      expect(await count("lower(email) = $1", [email])).toBe(6)
      expect(await count("lower(email) = $1 and notified_at is null", [email])).toBe(1)
      await sql().query(
        "update public.job_alert_subscriptions set created_at = created_at - interval '5 minutes' where lower(email) = $1",
        [email],
      )
      const pending = await service<{ kind: string; id: string }[]>(
        "select public.notify_pending(0, 1000) as r",
      )
      const { rows } = await sql().query<{ id: string }>(
        "select id from public.job_alert_subscriptions where lower(email) = $1",
        [email],
      )
      const ours = pending?.filter((item) => rows.some((row) => row.id === item.id)) ?? []
      expect(ours).toHaveLength(1)
      expect(ours[0]?.kind).toBe("job_alert_confirm")
      // An hour later the address may be mailed again.
      await sql().query(
        "update public.job_alert_subscriptions set created_at = created_at - interval '1 hour' where lower(email) = $1",
        [email],
      )
      const later = jobAlertRow({ email })
      expect(await insert(later)).toEqual({ status: 201 })
      expect(await count("idempotency_key = $1 and notified_at is null", [later.idempotency_key])).toBe(1)
    })

    it("lets the public key insert and nothing else, and confirm nothing without the token", async () => {
      const { id } = await confirmed()
      expect(await anon("select * from public.job_alert_subscriptions")).toBe("42501")
      expect(await anon("select count(*) from public.job_alert_subscriptions")).toBe("42501")
      expect(await anon("update public.job_alert_subscriptions set location = 'Pune'")).toBe("42501")
      expect(await anon("delete from public.job_alert_subscriptions")).toBe("42501")
      expect(await anon("select * from public.job_alert_mails")).toBe("42501")
      expect(await anon("select * from public.job_alert_roles")).toBe("42501")
      expect(await anon("select public.job_alert_claim_confirm($1)", [id])).toBe("42501")
      expect(await anon("select public.job_alert_due('[]'::jsonb)")).toBe("42501")
      expect(await anon("select public.job_alert_claim($1, '[]'::jsonb)", [id])).toBe("42501")
      expect(await anon("select public.notify_claim('job_alert_confirm', $1)", [id])).toBe("42501")
      expect(await anon("select * from private.job_alert_key")).toBe("42501")
      // Guessing: a random token of the right shape, the row's id, nothing.
      for (const guess of [randomUUID().replace(/-/g, "").repeat(2), id, "", null])
        expect(await anon("select public.confirm_job_alert($1) as r", [guess]), String(guess)).toEqual([
          { r: "unknown" },
        ])
      expect(
        await anon("select public.unsubscribe_job_alert($1) as r", [
          `${id.replace(/-/g, "")}.${"0".repeat(64)}`,
        ]),
      ).toEqual([{ r: "unknown" }])
      expect(await count("id = $1", [id])).toBe(1)
      const twoRows = JSON.stringify([jobAlertRow(), jobAlertRow()])
      const prefer = { representation: false, rollback: false }
      const planned = planInsert(cache, "job_alert_subscriptions", twoRows, null, prefer)
      const answer = "error" in planned ? planned.error : await executeInsert(sql(), planned.plan, prefer)
      expect(answer.status).toBe(400)
    })

    it("keeps only the token's hash, takes it once, and not after 48 hours", async () => {
      const row = jobAlertRow()
      expect(await insert(row)).toEqual({ status: 201 })
      const id = await idOf(row)
      const claimed = await service<Row>("select public.job_alert_claim_confirm($1) as r", [id])
      const token = String(claimed?.confirm_token)
      expect(token).toMatch(/^[0-9a-f]{64}$/)
      expect(claimed).not.toHaveProperty("confirm_token_hash")
      expect(await service("select public.job_alert_claim_confirm($1) as r", [id])).toBeNull()
      const { rows } = await sql().query<Row>("select * from public.job_alert_subscriptions where id = $1", [
        id,
      ])
      expect(JSON.stringify(rows[0])).not.toContain(token)
      expect(await anon("select public.confirm_job_alert($1) as r", [token])).toEqual([{ r: "confirmed" }])
      // That was rolled back (anon() rolls back); now for real, then again.
      expect(await service("select public.confirm_job_alert($1) as r", [token])).toBe("confirmed")
      expect(await service("select public.confirm_job_alert($1) as r", [token])).toBe("unknown")

      const late = jobAlertRow()
      expect(await insert(late)).toEqual({ status: 201 })
      const lateId = await idOf(late)
      const lateClaim = await service<Row>("select public.job_alert_claim_confirm($1) as r", [lateId])
      await sql().query(
        "update public.job_alert_subscriptions set confirm_expires_at = now() - interval '1 second' where id = $1",
        [lateId],
      )
      expect(await service("select public.confirm_job_alert($1) as r", [lateClaim?.confirm_token])).toBe(
        "expired",
      )
      expect(await count("id = $1 and confirmed_at is null", [lateId])).toBe(1)
    })

    it("hands each matching new role to a subscriber once, one mail a day, through faults", async () => {
      const noida = await confirmed({ location: "Noida" })
      const pune = await confirmed({ location: "Pune" })
      const unconfirmed = jobAlertRow({ location: "Noida" })
      expect(await insert(unconfirmed)).toEqual({ status: 201 })
      const roles = [
        role("java-noida", "Noida"),
        role("old-noida", "Noida", "2026-11-01"),
        role("qa-pune", "Pune"),
      ]
      type Due = { subscription_id: string; slugs: string[] }[]
      const due = async () =>
        (await service<Due>("select public.job_alert_due($1::jsonb, 1000) as r", [JSON.stringify(roles)])) ??
        []
      const forOne = (list: Due, id: string) => list.find((item) => item.subscription_id === id)?.slugs
      const first = await due()
      expect(forOne(first, noida.id)).toEqual(["java-noida"])
      expect(forOne(first, pune.id)).toEqual(["qa-pune"])
      expect(forOne(first, await idOf(unconfirmed))).toBeUndefined()

      // SMTP refused: settled unsent, the role is offered again.
      const refused = await service<Row>("select public.job_alert_claim($1, $2::jsonb) as r", [
        noida.id,
        JSON.stringify(["java-noida"]),
      ])
      expect(refused?.slugs).toEqual(["java-noida"])
      expect(String(refused?.unsubscribe_token)).toMatch(/^[0-9a-f]{32}\.[0-9a-f]{64}$/)
      expect(forOne(await due(), noida.id)).toBeUndefined()
      expect(await service("select public.job_alert_settle($1, false) as r", [refused?.mail_id])).toBe(true)
      expect(forOne(await due(), noida.id)).toEqual(["java-noida"])

      // Sent: never again, and no second mail today.
      const sent = await service<Row>("select public.job_alert_claim($1, $2::jsonb) as r", [
        noida.id,
        JSON.stringify(["java-noida"]),
      ])
      expect(await service("select public.job_alert_settle($1, true) as r", [sent?.mail_id])).toBe(true)
      expect(await service("select public.job_alert_settle($1, true) as r", [sent?.mail_id])).toBe(false)
      expect(
        await service("select public.job_alert_claim($1, $2::jsonb) as r", [
          noida.id,
          JSON.stringify(["x-noida"]),
        ]),
      ).toBeNull()
      await sql().query("update public.job_alert_mails set day = day - 1 where subscription_id = $1", [
        noida.id,
      ])
      expect(forOne(await due(), noida.id)).toBeUndefined()

      // A crash after SMTP's accept: the lease runs out at 'sending'; the role is not offered again
      // and a late release cannot give it back.
      const crashed = await service<Row>("select public.job_alert_claim($1, $2::jsonb) as r", [
        pune.id,
        JSON.stringify(["qa-pune"]),
      ])
      await sql().query(
        "update public.job_alert_mails set lease_until = now() - interval '1 second' where id = $1",
        [crashed?.mail_id],
      )
      expect(await service("select public.job_alert_settle($1, false) as r", [crashed?.mail_id])).toBe(false)
      await sql().query("update public.job_alert_mails set day = day - 1 where id = $1", [crashed?.mail_id])
      expect(forOne(await due(), pune.id)).toBeUndefined()
      expect(
        await service("select public.job_alert_claim($1, $2::jsonb) as r", [
          pune.id,
          JSON.stringify(["qa-pune"]),
        ]),
      ).toBeNull()
    })

    it("unsubscribes at once with the mail's token, deleting the row and what was sent", async () => {
      const { id } = await confirmed()
      const claim = await service<Row>("select public.job_alert_claim($1, $2::jsonb) as r", [
        id,
        JSON.stringify(["java-noida"]),
      ])
      const token = String(claim?.unsubscribe_token)
      const tampered = token.slice(0, -1) + (token.endsWith("0") ? "1" : "0")
      expect(await service("select public.unsubscribe_job_alert($1) as r", [tampered])).toBe("unknown")
      expect(await count("id = $1", [id])).toBe(1)
      expect(await service("select public.unsubscribe_job_alert($1) as r", [token])).toBe("unsubscribed")
      expect(await count("id = $1", [id])).toBe(0)
      const { rows } = await sql().query("select from public.job_alert_roles where subscription_id = $1", [
        id,
      ])
      expect(rows).toHaveLength(0)
      expect(await service("select public.unsubscribe_job_alert($1) as r", [token])).toBe("unknown")
    })

    it("shows and changes an alert's filters with its mail's token only, refusing bad values", async () => {
      const { id } = await confirmed({ location: "Noida" })
      const other = await confirmed({ location: "Gurugram", function: "Sales" })
      const tokenOf = async (subscription: string) =>
        (
          await sql().query<{ t: string }>("select private.job_alert_unsubscribe_token($1) as t", [
            subscription,
          ])
        ).rows[0]!.t
      const token = await tokenOf(id)
      const filters = (t: unknown) => anon("select public.job_alert_filters($1) as r", [t])
      const change = (t: unknown, location: unknown, fn: unknown, engagement: unknown) =>
        anon("select public.change_job_alert_filters($1, $2, $3, $4) as r", [t, location, fn, engagement])

      expect(await filters(token)).toEqual([
        { r: { status: "active", location: "Noida", function: null, engagement: null } },
      ])
      expect(await anon("select private.job_alert_managed($1)", [token])).toBe("42501")
      expect(await anon("select private.job_alert_filters_of($1)", [id])).toBe("42501")
      // The other subscriber's filters come only with their own token.
      expect(JSON.stringify(await filters(token))).not.toContain("Gurugram")
      expect(await filters(await tokenOf(other.id))).toEqual([
        { r: { status: "active", location: "Gurugram", function: "Sales", engagement: null } },
      ])
      const tampered = token.slice(0, -1) + (token.endsWith("0") ? "1" : "0")
      for (const guess of [tampered, `${other.id.replace(/-/g, "")}.${token.split(".")[1]}`, id, "", null]) {
        expect(await filters(guess), String(guess)).toEqual([{ r: { status: "unknown" } }])
        expect(await change(guess, "Pune", null, null), String(guess)).toEqual([{ r: { status: "unknown" } }])
      }
      // anon() rolls back; the service role's calls below stay.
      expect(await change(token, " Pune ", "", "contract")).toEqual([
        { r: { status: "active", location: "Pune", function: null, engagement: "contract" } },
      ])
      const changeNow = (location: unknown, fn: unknown, engagement: unknown) =>
        service<Row>("select public.change_job_alert_filters($1, $2, $3, $4) as r", [
          token,
          location,
          fn,
          engagement,
        ])
      expect(await changeNow("Pune", "Technology", null)).toEqual({
        status: "active",
        location: "Pune",
        function: "Technology",
        engagement: null,
      })
      // What the insert refuses, the change refuses, and nothing changes.
      for (const [location, fn, engagement] of [
        ["x".repeat(61), null, null],
        ["Pune\nNoida", null, null],
        ["Pu\u202ene", null, null],
        [null, "y".repeat(61), null],
        [null, null, "internship"],
      ]) {
        const refused = await change(token, location, fn, engagement)
        expect(refused, `${location} ${fn} ${engagement}`).toBe("23514")
      }
      expect(
        await count("id = $1 and location = 'Pune' and function = 'Technology' and engagement is null", [id]),
      ).toBe(1)
      expect(await count("id = $1 and location = 'Gurugram' and function = 'Sales'", [other.id])).toBe(1)

      // The alert now follows Pune: a new Pune role is due, a new Noida one is not.
      const due = await service<{ subscription_id: string; slugs: string[] }[]>(
        "select public.job_alert_due($1::jsonb, 1000) as r",
        [JSON.stringify([role("java-noida-2", "Noida"), role("java-pune-2", "Pune")])],
      )
      expect(due?.find((item) => item.subscription_id === id)?.slugs).toEqual(["java-pune-2"])

      // An alert whose confirmation ran out unused says so; one unsubscribed is unknown.
      const late = jobAlertRow()
      expect(await insert(late)).toEqual({ status: 201 })
      const lateId = await idOf(late)
      await service("select public.job_alert_claim_confirm($1) as r", [lateId])
      const lateToken = await tokenOf(lateId)
      expect(await filters(lateToken)).toEqual([
        { r: { status: "active", location: "Noida", function: null, engagement: null } },
      ])
      await sql().query(
        "update public.job_alert_subscriptions set confirm_expires_at = now() - interval '1 second' where id = $1",
        [lateId],
      )
      expect(await filters(lateToken)).toEqual([{ r: { status: "expired" } }])
      expect(await change(lateToken, "Pune", null, null)).toEqual([{ r: { status: "expired" } }])
      expect(await service("select public.unsubscribe_job_alert($1) as r", [token])).toBe("unsubscribed")
      expect(await filters(token)).toEqual([{ r: { status: "unknown" } }])
      expect(await change(token, "Pune", null, null)).toEqual([{ r: { status: "unknown" } }])
    })

    it("is run by pg_cron once a day, posting to the job-alerts function", async () => {
      const { rows } = await sql().query<Row>(
        "select schedule, command from cron.job where jobname = 'job-alerts'",
      )
      expect(rows).toEqual([{ schedule: "30 3 * * *", command: "select private.request_job_alerts()" }])
    })

    it("expires unconfirmed rows after 7 days and confirmed ones 12 months after their last mail", async () => {
      const fresh = jobAlertRow()
      const stale = jobAlertRow()
      for (const row of [fresh, stale]) expect(await insert(row)).toEqual({ status: 201 })
      await sql().query(
        "update public.job_alert_subscriptions set created_at = now() - interval '8 days' where idempotency_key = $1",
        [stale.idempotency_key],
      )
      const kept = await confirmed()
      const lapsed = await confirmed()
      await sql().query(
        `update public.job_alert_subscriptions set created_at = now() - interval '14 months',
           confirmed_at = now() - interval '14 months', last_alert_at = now() - interval '11 months' where id = $1`,
        [kept.id],
      )
      await sql().query(
        `update public.job_alert_subscriptions set created_at = now() - interval '14 months',
           confirmed_at = now() - interval '14 months', last_alert_at = now() - interval '13 months' where id = $1`,
        [lapsed.id],
      )
      const expired = await service<Row>("select public.retention_expire() as r")
      expect(expired?.alert_subscriptions_unconfirmed).toBeGreaterThanOrEqual(1)
      expect(expired?.alert_subscriptions_lapsed).toBeGreaterThanOrEqual(1)
      expect(await count("idempotency_key = $1", [stale.idempotency_key])).toBe(0)
      expect(await count("idempotency_key = $1", [fresh.idempotency_key])).toBe(1)
      expect(await count("id = $1", [kept.id])).toBe(1)
      expect(await count("id = $1", [lapsed.id])).toBe(0)
      const forgotten = await service<Row>("select public.forget_person($1) as r", [
        String(fresh.email).toUpperCase(),
      ])
      expect(forgotten?.alert_subscriptions).toBe(1)
    })
  })
}
