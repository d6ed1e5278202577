import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { todayInIndia } from "@repo/contact-client/brief-schema"
import {
  fraudReportSchemaFor,
  toFraudReportRow,
  type FraudReportInput,
} from "@repo/contact-client/fraud-report-schema"
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
import { daysFromToday } from "@repo/contact-client/testing/brief-rows"
import type { DatabaseTarget } from "./briefs-suite.ts"

type Row = Record<string, unknown>

/** A report as a candidate fills it in, with a way back to them. */
export const fraudReport = {
  whatHappened:
    "A caller said he was from Talentrise and asked me to pay ₹2,500 on PhonePe for registration.",
  scammerContact: "\u202A+91 90000 12345\u202C",
  happenedOn: "2026-11-20",
  reporterName: "Asha Rao",
  email: "asha@example.in",
  phone: "98765 43210",
  consent: true,
} satisfies FraudReportInput

/** The row the site sends for `fraudReport`, with a fresh key, a fresh address and `overrides`. */
export function fraudReportRow(overrides: Row = {}): Row {
  const parsed = fraudReportSchemaFor("2026-12-01").parse(fraudReport)
  return {
    ...toFraudReportRow(parsed, randomUUID()),
    email: `asha.${randomUUID().slice(0, 8)}@example.in`,
    phone: `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    ...overrides,
  }
}

/**
 * The fraud_reports table's rules, through the same INSERT the local data API runs as the public
 * key: what it stores, what it refuses (a 4xx and nothing stored), its privileges and its notify
 * registration.
 */
export function defineFraudReportsSuite(name: string, open: () => Promise<DatabaseTarget>) {
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
      const planned = planInsert(cache, "fraud_reports", JSON.stringify(row), null, prefer)
      if ("error" in planned) return planned.error
      return executeInsert(sql(), planned.plan, prefer)
    }

    async function count(): Promise<number> {
      const { rows } = await sql().query<{ n: number }>("select count(*)::int as n from public.fraud_reports")
      return rows[0]?.n ?? -1
    }

    async function refusedBy(row: Row): Promise<string> {
      const before = await count()
      const response = await insert(row)
      expect(response.status, JSON.stringify(row)).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(await count()).toBe(before)
      const body = response.body as { message: string }
      return /check constraint "([^"]+)"/.exec(body.message)?.[1] ?? body.message
    }

    const service = <T>(statement: string, params: unknown[] = []) =>
      asRole(
        sql(),
        "service_role",
        false,
        async () => (await sql().query<{ r: T }>(statement, params)).rows[0]?.r,
      )

    it("stores the report the site sends, the scammer's number without the marks WhatsApp adds", async () => {
      const row = fraudReportRow()
      expect(row.scammer_contact).toBe("+91 90000 12345")
      const before = await count()
      expect(await insert(row)).toEqual({ status: 201 })
      expect(await count()).toBe(before + 1)
      const { rows } = await sql().query<Row>(
        "select scammer_contact, happened_on::text as day, consent from public.fraud_reports where idempotency_key = $1",
        [row.idempotency_key],
      )
      expect(rows[0]).toEqual({ scammer_contact: "+91 90000 12345", day: "2026-11-20", consent: true })
    })

    it("stores a report with no contact at all, and no consent", async () => {
      const row = fraudReportRow({
        reporter_name: null,
        email: null,
        phone: null,
        consent: false,
        happened_on: null,
      })
      expect(await insert(row)).toEqual({ status: 201 })
    })

    it("stores a resend with the same key once, and answers it as a success", async () => {
      const row = fraudReportRow()
      const before = await count()
      expect(await insert(row)).toEqual({ status: 201 })
      expect(await insert(row)).toEqual({ status: 201 })
      expect(await count()).toBe(before + 1)
    })

    it("refuses what the form refuses", async () => {
      const cases: [Row, string][] = [
        [{ what_happened: "Paid fee" }, "fraud_reports_what_happened_check"],
        [{ what_happened: "x".repeat(3001) }, "fraud_reports_what_happened_check"],
        [{ what_happened: "He asked \u202Efor money" }, "fraud_reports_what_happened_check"],
        [{ what_happened: "Ten chars\u0007 and a bell" }, "fraud_reports_what_happened_check"],
        [{ scammer_contact: "9" }, "fraud_reports_scammer_contact_check"],
        [{ scammer_contact: "+91 90000\n12345" }, "fraud_reports_scammer_contact_check"],
        [{ scammer_contact: "\u202A+91 90000 12345\u202C" }, "fraud_reports_scammer_contact_check"],
        [{ scammer_contact: "y".repeat(301) }, "fraud_reports_scammer_contact_check"],
        [{ reporter_name: "A" }, "fraud_reports_reporter_name_check"],
        [{ reporter_name: "\u200B\u200B\u200B" }, "fraud_reports_reporter_name_check"],
        [{ reporter_name: "Asha \u2067Rao" }, "fraud_reports_reporter_name_check"],
        [{ reporter_name: "12" }, "fraud_reports_reporter_name_check"],
        [{ email: "asha@example" }, "fraud_reports_email_check"],
        [{ phone: "98765 43210" }, "fraud_reports_phone_check"],
        [{ happened_on: "1999-12-31" }, "fraud_reports_happened_on_check"],
        [{ consent: false }, "fraud_reports_consent_check"],
        [{ consent: false, email: null, phone: null }, "fraud_reports_consent_check"],
      ]
      for (const [overrides, constraint] of cases)
        expect(await refusedBy(fraudReportRow(overrides)), JSON.stringify(overrides)).toBe(constraint)
    })

    it("refuses a day after today in India with the form's message, and takes today", async () => {
      const response = await insert(fraudReportRow({ happened_on: daysFromToday(1) }))
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ code: "23514", details: "Enter a date that is today or earlier" })
      expect(await insert(fraudReportRow({ happened_on: todayInIndia() }))).toEqual({ status: 201 })
    })

    it("takes names in any script and a report in Hindi", async () => {
      for (const overrides of [
        { reporter_name: "आशा राव" },
        { reporter_name: "പ്രിയ\u200D നായർ" },
        { what_happened: "किसी ने फ़ोन करके पंजीकरण के लिए ₹2,500 माँगे।" },
      ])
        expect(await insert(fraudReportRow(overrides)), JSON.stringify(overrides)).toEqual({ status: 201 })
    })

    it("takes five reports an hour from one address or one number, and refuses the sixth", async () => {
      const email = `often.${randomUUID().slice(0, 8)}@example.in`
      for (let sent = 0; sent < 5; sent++)
        expect(await insert(fraudReportRow({ email }))).toEqual({ status: 201 })
      expect((await insert(fraudReportRow({ email: email.toUpperCase() }))).status).toBe(429)
      const phone = "+919000011111"
      for (let sent = 0; sent < 5; sent++)
        expect(await insert(fraudReportRow({ phone }))).toEqual({ status: 201 })
      expect((await insert(fraudReportRow({ phone }))).status).toBe(429)
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
      expect(await attempt("select * from public.fraud_reports")).toBe("42501")
      expect(await attempt("update public.fraud_reports set consent = true")).toBe("42501")
      expect(await attempt("delete from public.fraud_reports")).toBe("42501")
      expect(await attempt("select public.notify_claim('fraud_report', gen_random_uuid())")).toBe("42501")
      const twoRows = JSON.stringify([fraudReportRow(), fraudReportRow()])
      const prefer = { representation: false, rollback: false }
      const planned = planInsert(cache, "fraud_reports", twoRows, null, prefer)
      const answer = "error" in planned ? planned.error : await executeInsert(sql(), planned.plan, prefer)
      expect(answer.status).toBe(400)
    })

    it("is claimed and mailed once through the notify registry, listed until then, and forgotten", async () => {
      const row = fraudReportRow()
      expect(await insert(row)).toEqual({ status: 201 })
      const { rows } = await sql().query<{ id: string }>(
        "select id from public.fraud_reports where idempotency_key = $1",
        [row.idempotency_key],
      )
      const id = rows[0]?.id ?? ""
      await sql().query(
        "update public.fraud_reports set created_at = now() - interval '5 minutes' where id = $1",
        [id],
      )
      const pending = await service<{ kind: string; id: string }[]>(
        "select public.notify_pending(0, 1000) as r",
      )
      expect(pending?.some((item) => item.kind === "fraud_report" && item.id === id)).toBe(true)
      const first = await service<Row | null>("select public.notify_claim('fraud_report', $1) as r", [id])
      expect(first?.scammer_contact).toBe("+91 90000 12345")
      expect(
        await service<Row | null>("select public.notify_claim('fraud_report', $1) as r", [id]),
      ).toBeNull()
      expect(await service<boolean>("select public.notify_sent('fraud_report', $1) as r", [id])).toBe(true)
      expect(await service<boolean>("select public.notify_sent('fraud_report', $1) as r", [id])).toBe(false)
      const forgotten = await service<Row>("select public.forget_person($1) as r", [
        String(row.email).toUpperCase(),
      ])
      expect(forgotten?.fraud_reports).toBe(1)
    })

    it("expires after 24 months", async () => {
      const row = fraudReportRow()
      expect(await insert(row)).toEqual({ status: 201 })
      await sql().query(
        "update public.fraud_reports set created_at = now() - interval '25 months' where idempotency_key = $1",
        [row.idempotency_key],
      )
      const expired = await service<Row>("select public.retention_expire() as r")
      expect(expired?.fraud_reports).toBe(1)
      const { rows } = await sql().query("select from public.fraud_reports where idempotency_key = $1", [
        row.idempotency_key,
      ])
      expect(rows).toHaveLength(0)
    })
  })
}
