import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  engagementValues,
  experienceBandValues,
  todayInIndia,
  workingPatternValues,
} from "@repo/contact-client/brief-schema"
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

import {
  briefRole as role,
  briefRow,
  daysFromToday,
  hiddenTextRows,
  type Row,
} from "@repo/contact-client/testing/brief-rows"

export type DatabaseTarget = { sql: Sql; close(): Promise<void> }

/**
 * The staffing_requests table's rules, through the same INSERT the local data API runs as the
 * public key: what it stores, what it refuses (with a 4xx and nothing stored), and its privileges.
 */
export function defineBriefsSuite(name: string, open: () => Promise<DatabaseTarget>) {
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
      const planned = planInsert(cache, "staffing_requests", JSON.stringify(row), null, prefer)
      if ("error" in planned) return planned.error
      return executeInsert(sql(), planned.plan, prefer)
    }

    async function count(): Promise<number> {
      const { rows } = await sql().query<{ n: number }>(
        "select count(*)::int as n from public.staffing_requests",
      )
      return rows[0]?.n ?? -1
    }

    /** The constraint a row is refused by; fails unless the answer is a 4xx and nothing is stored. */
    async function refusedBy(row: Row): Promise<string> {
      const before = await count()
      const response = await insert(row)
      expect(response.status, JSON.stringify(row)).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(await count()).toBe(before)
      const body = response.body as { message: string }
      return /check constraint "([^"]+)"/.exec(body.message)?.[1] ?? body.message
    }

    it("stores the brief the site sends, its two roles as one jsonb array", async () => {
      const row = briefRow()
      const before = await count()
      expect(await insert(row)).toEqual({ status: 201 })
      expect(await count()).toBe(before + 1)
      const { rows } = await sql().query<{ roles: unknown; phone: string; people: number }>(
        `select roles, phone, (select sum((r ->> 'headcount')::int) from jsonb_array_elements(roles) r)::int as people
         from public.staffing_requests where idempotency_key = $1`,
        [row.idempotency_key],
      )
      expect(rows[0]?.phone).toBe("+919876543210")
      expect(rows[0]?.people).toBe(45)
      expect((rows[0]?.roles as Row[]).map((stored) => stored.title)).toEqual([
        "Warehouse associate",
        "Shift supervisor",
      ])
    })

    it("stores a resend with the same key once, and answers it as a success", async () => {
      const row = briefRow()
      const before = await count()
      expect(await insert(row)).toEqual({ status: 201 })
      expect(await insert(row)).toEqual({ status: 201 })
      expect(await count()).toBe(before + 1)
    })

    it("refuses an 11th role", async () => {
      const roles = Array.from({ length: 11 }, (_, index) => role({ title: `Role ${index + 1}` }))
      expect(await refusedBy(briefRow({ roles }))).toBe("staffing_requests_roles_check")
      expect(await insert(briefRow({ roles: roles.slice(0, 10) }))).toEqual({ status: 201 })
    })

    it("refuses a headcount of 0, a fraction, a string or more than 10,000", async () => {
      for (const headcount of [0, -3, 1.5, "4", 10_001, null])
        expect(await refusedBy(briefRow({ roles: [role({ headcount })] }))).toBe(
          "staffing_requests_roles_check",
        )
    })

    it("refuses an end before the start, and takes an open end", async () => {
      const start = daysFromToday(40)
      expect(await refusedBy(briefRow({ start_date: start, end_date: daysFromToday(39) }))).toBe(
        "staffing_requests_end_date_check",
      )
      expect(await insert(briefRow({ start_date: start, end_date: start }))).toEqual({
        status: 201,
      })
      expect(await insert(briefRow({ end_date: null }))).toEqual({ status: 201 })
    })

    it("refuses no roles, a role that is not an object, unknown keys and bad role text", async () => {
      for (const roles of [
        [],
        {},
        ["Picker"],
        [role({ salary: "lots" })],
        [role({ title: "X" })],
        [role({ title: "Line\nbreak" })],
        [role({ locations: "" })],
        [role({ experience: "senior" })],
        [role({ pay: "" })],
        [role({ pay: 20000 })],
      ])
        expect(await refusedBy(briefRow({ roles }))).toBe("staffing_requests_roles_check")
    })

    it("refuses what the form refuses in the other columns", async () => {
      expect(await refusedBy(briefRow({ company: "X" }))).toBe("staffing_requests_company_check")
      expect(await refusedBy(briefRow({ contact_name: "P" }))).toBe("staffing_requests_contact_name_check")
      expect(await refusedBy(briefRow({ email: "priya@sharma" }))).toBe("staffing_requests_email_check")
      expect(await refusedBy(briefRow({ phone: "98765 43210" }))).toBe("staffing_requests_phone_check")
      expect(await refusedBy(briefRow({ engagement: "seasonal" }))).toBe("staffing_requests_engagement_check")
      expect(await refusedBy(briefRow({ working_pattern: "always" }))).toBe(
        "staffing_requests_working_pattern_check",
      )
      expect(await refusedBy(briefRow({ notes: "" }))).toBe("staffing_requests_notes_check")
    })

    it.each(hiddenTextRows())("refuses %s, and stores nothing", async (_name, overrides, constraint) => {
      expect(await refusedBy(briefRow(overrides))).toBe(constraint)
    })

    it("refuses hidden controls in each role's text, and names without the letters a name needs", async () => {
      for (const roles of [
        [role({ title: "\u00A0\u00A0" })],
        [role({ title: "\u200B\u200B\u200B" })],
        [role({ title: "Picker\u200F" })],
        [role({ locations: "Pune\u202E" })],
        [role({ pay: "\uFEFF₹20,000" })],
      ])
        expect(await refusedBy(briefRow({ roles })), JSON.stringify(roles)).toBe(
          "staffing_requests_roles_check",
        )
      for (const contact_name of ["P\u00A0.", "\u2060\u2060", "Priya \u2067Sharma", "12"])
        expect(await refusedBy(briefRow({ contact_name })), contact_name).toBe(
          "staffing_requests_contact_name_check",
        )
      for (const company of ["\u200B\u200B", "--", "Acme\u061C Ltd"])
        expect(await refusedBy(briefRow({ company })), company).toBe("staffing_requests_company_check")
    })

    it("takes names in any script, 3M, joiners Indic text spells with, and a start today in India", async () => {
      for (const overrides of [
        { company: "3M" },
        { company: "टाटा मोटर्स" },
        { contact_name: "പ്രിയ\u200D നായർ" },
        { contact_name: "\u0645\u06CC\u200C\u0634\u0648\u062F" },
        { roles: [role({ title: "C++ developer" })] },
        { start_date: todayInIndia(), end_date: null },
      ])
        expect(await insert(briefRow(overrides)), JSON.stringify(overrides)).toEqual({ status: 201 })
    })

    it("refuses a start before today in India with the form's message", async () => {
      const response = await insert(briefRow({ start_date: daysFromToday(-1), end_date: null }))
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({
        code: "23514",
        details: "Enter a start date from today onwards",
      })
    })

    it("accepts exactly the engagement kinds, bands and patterns the form offers", async () => {
      for (const engagement of engagementValues)
        expect(await insert(briefRow({ engagement })), engagement).toEqual({ status: 201 })
      for (const working_pattern of workingPatternValues)
        expect(await insert(briefRow({ working_pattern })), working_pattern).toEqual({ status: 201 })
      for (const experience of experienceBandValues)
        expect(await insert(briefRow({ roles: [role({ experience })] })), experience).toEqual({ status: 201 })
    })

    it("lets the public key insert and nothing else", async () => {
      const attempt = async (statement: string) => {
        try {
          await asAnon(sql(), true, () => sql().query(statement))
          return "allowed"
        } catch (error) {
          return (error as { code?: string }).code
        }
      }
      expect(await attempt("select * from public.staffing_requests")).toBe("42501")
      expect(await attempt("update public.staffing_requests set notes = 'x'")).toBe("42501")
      expect(await attempt("delete from public.staffing_requests")).toBe("42501")
      expect(await attempt("select public.notify_claim_brief(gen_random_uuid())")).toBe("42501")
    })

    it("is claimed, mailed and released through the notify functions, and forgotten on request", async () => {
      const row = briefRow()
      expect(await insert(row)).toEqual({ status: 201 })
      const { rows } = await sql().query<{ id: string }>(
        "select id from public.staffing_requests where idempotency_key = $1",
        [row.idempotency_key],
      )
      const id = rows[0]?.id ?? ""
      const claim = await asRole(sql(), "service_role", false, async () => {
        const first = (
          await sql().query<{ c: Row | null }>("select public.notify_claim_brief($1) as c", [id])
        ).rows[0]?.c
        const second = (
          await sql().query<{ c: Row | null }>("select public.notify_claim_brief($1) as c", [id])
        ).rows[0]?.c
        return { first, second }
      })
      expect(claim.first?.company).toBe("Sharma Logistics")
      expect(claim.second).toBeNull()
      const sent = await asRole(
        sql(),
        "service_role",
        false,
        async () =>
          (await sql().query<{ s: boolean }>("select public.notify_sent('brief', $1) as s", [id])).rows[0]?.s,
      )
      expect(sent).toBe(true)
      const forgotten = await asRole(
        sql(),
        "service_role",
        false,
        async () =>
          (
            await sql().query<{ f: Row }>("select public.forget_person($1) as f", [
              String(row.email).toUpperCase(),
            ])
          ).rows[0]?.f,
      )
      expect(forgotten?.briefs).toBe(1)
    })

    it("is in the sweep's pending list until mailed, and expires after 24 months", async () => {
      const row = briefRow()
      expect(await insert(row)).toEqual({ status: 201 })
      await sql().query(
        "update public.staffing_requests set created_at = now() - interval '25 months' where idempotency_key = $1",
        [row.idempotency_key],
      )
      const pending = await asRole(
        sql(),
        "service_role",
        true,
        async () =>
          (await sql().query<{ p: { kind: string }[] }>("select public.notify_pending(0, 1000) as p")).rows[0]
            ?.p,
      )
      expect(pending?.some((item) => item.kind === "brief")).toBe(true)
      const expired = await asRole(
        sql(),
        "service_role",
        false,
        async () => (await sql().query<{ e: Row }>("select public.retention_expire() as e")).rows[0]?.e,
      )
      expect(expired?.briefs).toBe(1)
    })
  })
}
