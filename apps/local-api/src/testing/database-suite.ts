import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { toContactRow, toNewsletterRow } from "@repo/contact-client/row"
import { contactSchema, newsletterSchema, serviceInterestValues } from "@repo/contact-client/schema"
import type { Sql } from "../database.ts"
import { prepareDatabase } from "../migrate.ts"
import {
  asAnon,
  executeInsert,
  loadSchemaCache,
  planInsert,
  type ApiResponse,
  type SchemaCache,
} from "../postgrest.ts"
import { contactInput, emailField, type RawContactInput } from "./arbitraries.ts"

export type DatabaseTarget = { sql: Sql; close(): Promise<void> }

type Row = Record<string, unknown>

const validRow = {
  first_name: "Priya",
  last_name: "Sharma",
  email: "priya.sharma@example.in",
  company: "Sharma Pharma",
  service_interest: "compliance-audit",
  message: "We would like a compliance audit of our three plants.",
  form_type: "contact_page",
} as const

const newsletterRow = {
  first_name: null,
  last_name: null,
  email: "reader@example.com",
  company: null,
  service_interest: null,
  message: null,
  form_type: "newsletter",
} as const

/** The row a caller would send for these form values if it skipped the form's validation. */
function rawContactRow(input: RawContactInput): Row {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    email: input.email,
    company: input.company,
    service_interest:
      input.serviceInterest === "" || input.serviceInterest === undefined ? null : input.serviceInterest,
    message: input.message,
    form_type: "contact_page",
  }
}

/**
 * The suite every database must pass: the migrations applied to a fresh database, then the
 * public key's (anon's) privileges and every rule of the contact form, checked through the same
 * INSERT the local data API runs.
 */
export function defineDatabaseSuite(
  name: string,
  open: () => Promise<DatabaseTarget>,
  checkVersion: (sql: Sql) => Promise<void>,
) {
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

    /** Inserts through the local API's PostgREST path as anon; rolled back unless `commit`. */
    async function insert(row: Row | Row[], { commit = false } = {}): Promise<ApiResponse> {
      const prefer = { representation: false, rollback: !commit }
      const planned = planInsert(cache, "contact_submissions", JSON.stringify(row), null, prefer)
      if ("error" in planned) return planned.error
      return executeInsert(sql(), planned.plan, prefer)
    }

    async function accepted(row: Row): Promise<boolean> {
      const response = await insert(row)
      if (response.status === 201) return true
      // A refusal must come from the rules (check, not-null, text encoding), never from privileges.
      expect(response.status, JSON.stringify(response.body)).toBe(400)
      return false
    }

    async function refusedBy(row: Row): Promise<string> {
      const response = await insert(row)
      expect(response.status, JSON.stringify(row)).toBe(400)
      const body = response.body as { code: string; message: string }
      expect(body.code).toBe("23514")
      return /check constraint "([^"]+)"/.exec(body.message)?.[1] ?? body.message
    }

    async function count(): Promise<number> {
      const { rows } = await sql().query<{ n: number }>(
        "select count(*)::int as n from public.contact_submissions",
      )
      return rows[0]?.n ?? -1
    }

    async function anonError(statement: string): Promise<string | undefined> {
      try {
        await asAnon(sql(), true, () => sql().query(statement))
        return undefined
      } catch (error) {
        return (error as { code?: string }).code
      }
    }

    it("is the expected server", async () => {
      await checkVersion(sql())
    })

    describe("the public key (anon)", () => {
      it("can insert a valid contact row and a newsletter row, which are stored", async () => {
        const before = await count()
        expect(await insert(validRow, { commit: true })).toEqual({ status: 201 })
        expect(await insert(newsletterRow, { commit: true })).toEqual({ status: 201 })
        expect(await count()).toBe(before + 2)
        const { rows } = await sql().query<Row>("select * from public.contact_submissions where email = $1", [
          validRow.email,
        ])
        expect(rows[0]).toMatchObject(validRow)
        expect(rows[0]?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
        expect(rows[0]?.created_at).toBeInstanceOf(Date)
      })

      it("can insert several rows at once", async () => {
        expect(await insert([validRow, { ...validRow, email: "second@example.in" }])).toEqual({ status: 201 })
      })

      it.each([
        ["select", "select * from public.contact_submissions"],
        ["select one column", "select email from public.contact_submissions"],
        ["count", "select count(*) from public.contact_submissions"],
        ["update", "update public.contact_submissions set message = message"],
        ["delete", "delete from public.contact_submissions"],
        ["truncate", "truncate public.contact_submissions"],
      ])("cannot %s", async (_label, statement) => {
        const before = await count()
        expect(await anonError(statement)).toBe("42501")
        expect(await count()).toBe(before)
      })

      it("cannot read rows back through RETURNING", async () => {
        const prefer = { representation: true, rollback: true }
        const planned = planInsert(cache, "contact_submissions", JSON.stringify(validRow), null, prefer)
        if ("error" in planned) throw new Error("plan failed")
        const response = await executeInsert(sql(), planned.plan, prefer)
        expect(response.status).toBe(401)
        expect(response.body).toMatchObject({ code: "42501" })
      })

      it.each([
        ["id", "3f1e6f2e-2d5c-4c0b-9b7a-6a1d2f3e4b5c"],
        ["created_at", "2020-01-01T00:00:00Z"],
      ])("cannot set %s", async (column, value) => {
        const response = await insert({ ...validRow, [column]: value })
        expect(response.status).toBe(401)
        expect(response.body).toMatchObject({ code: "42501" })
      })

      it("has no privileges beyond inserting the seven data columns", async () => {
        const { rows } = await sql().query<{ privilege_type: string; column_name: string }>(`
          select privilege_type, column_name from information_schema.column_privileges
          where table_schema = 'public' and table_name = 'contact_submissions' and grantee = 'anon'
          order by column_name
        `)
        expect(rows.map((row) => `${row.privilege_type} ${row.column_name}`)).toEqual([
          "INSERT company",
          "INSERT email",
          "INSERT first_name",
          "INSERT form_type",
          "INSERT last_name",
          "INSERT message",
          "INSERT service_interest",
        ])
        const { rows: tablePrivileges } = await sql().query(`
          select privilege_type from information_schema.table_privileges
          where table_schema = 'public' and table_name = 'contact_submissions'
            and grantee in ('anon', 'authenticated', 'service_role', 'PUBLIC')
        `)
        expect(tablePrivileges).toEqual([])
      })

      it("is subject to row-level security", async () => {
        const { rows } = await sql().query<{ relrowsecurity: boolean }>(
          "select relrowsecurity from pg_class where oid = 'public.contact_submissions'::regclass",
        )
        expect(rows[0]?.relrowsecurity).toBe(true)
      })
    })

    describe("contact_page rows", () => {
      it.each([
        ["first_name", 2, 100],
        ["last_name", 2, 100],
        ["company", 2, 200],
        ["message", 10, 5000],
      ] as const)(
        "%s: %i to %i characters after trimming, counted in code points",
        async (column, min, max) => {
          const constraint = `contact_submissions_${column}_check`
          expect(await refusedBy({ ...validRow, [column]: "x".repeat(min - 1) })).toBe(constraint)
          expect(await accepted({ ...validRow, [column]: "x".repeat(min) })).toBe(true)
          expect(await accepted({ ...validRow, [column]: "x".repeat(max) })).toBe(true)
          expect(await refusedBy({ ...validRow, [column]: "x".repeat(max + 1) })).toBe(constraint)
          expect(await refusedBy({ ...validRow, [column]: ` \t\r\n${"x".repeat(min - 1)}\n ` })).toBe(
            constraint,
          )
          expect(await accepted({ ...validRow, [column]: ` \t${"x".repeat(max)}\r\n` })).toBe(true)
          expect(await accepted({ ...validRow, [column]: "😀".repeat(max) })).toBe(true)
          expect(await refusedBy({ ...validRow, [column]: "😀".repeat(max + 1) })).toBe(constraint)
          expect(await accepted({ ...validRow, [column]: `\u00a0${"x".repeat(min - 1)}` })).toBe(true)
          expect(await refusedBy({ ...validRow, [column]: null })).toBe(constraint)
        },
      )

      it.each([
        "a@b.co",
        "first.last+tag@sub.example.co.in",
        "o'reilly@example.org",
        "  padded@example.com\n",
      ])("accepts the e-mail %j", async (email) => {
        expect(await accepted({ ...validRow, email })).toBe(true)
      })

      it.each([
        "",
        "plain",
        "user@example",
        "user@example.c",
        "user@@example.com",
        "us er@example.com",
        "user@example..com",
        "अनु@example.com",
        "user@example.com.",
        `${"a".repeat(243)}@example.com`,
      ])("refuses the e-mail %j", async (email) => {
        expect(await refusedBy({ ...validRow, email })).toBe("contact_submissions_email_check")
      })

      it("accepts a 254-character e-mail", async () => {
        expect(await accepted({ ...validRow, email: `${"a".repeat(242)}@example.com` })).toBe(true)
      })

      it("requires an e-mail", async () => {
        const response = await insert({ ...validRow, email: null })
        expect(response.status).toBe(400)
        expect(response.body).toMatchObject({ code: "23502" })
      })

      it.each([...serviceInterestValues, null])(
        "accepts the service interest %j",
        async (service_interest) => {
          expect(await accepted({ ...validRow, service_interest })).toBe(true)
        },
      )

      it.each(["", "RPO", " rpo", "contractual-staffing", "anything"])(
        "refuses the service interest %j",
        async (service_interest) => {
          expect(await refusedBy({ ...validRow, service_interest })).toBe(
            "contact_submissions_service_interest_check",
          )
        },
      )

      it("refuses text Postgres cannot store (NUL, lone surrogates)", async () => {
        for (const bad of ["Pri\u0000ya", "Pri\ud800ya"]) {
          const response = await insert({ ...validRow, first_name: bad })
          expect(response.status).toBe(400)
          expect(["22P05", "22P02"]).toContain((response.body as { code: string }).code)
        }
      })
    })

    describe("form types", () => {
      it.each(["", "contact", "NEWSLETTER", "admin"])("refuses form_type %j", async (form_type) => {
        expect(await refusedBy({ ...validRow, form_type })).toBe("contact_submissions_form_type_check")
      })

      it("requires a form_type", async () => {
        const response = await insert({ ...validRow, form_type: null })
        expect(response.body).toMatchObject({ code: "23502" })
      })

      it("accepts a newsletter row with only an e-mail", async () => {
        expect(await accepted(newsletterRow)).toBe(true)
        expect(await accepted({ email: "reader@example.com", form_type: "newsletter" })).toBe(true)
      })

      it("refuses a newsletter row with an invalid e-mail", async () => {
        expect(await refusedBy({ ...newsletterRow, email: "reader@example" })).toBe(
          "contact_submissions_email_check",
        )
      })

      it.each([
        ["first_name", "Priya"],
        ["last_name", "Sharma"],
        ["company", "Sharma Pharma"],
        ["service_interest", "rpo"],
        ["message", "Please add me to the newsletter."],
      ])("refuses a newsletter row with %s", async (column, value) => {
        expect(await refusedBy({ ...newsletterRow, [column]: value })).toBe(
          `contact_submissions_${column}_check`,
        )
      })
    })

    describe("the form's schema and the database agree", () => {
      it("on generated contact forms (1,000 inputs)", async () => {
        const verdicts = { accepted: 0, refused: 0 }
        await fc.assert(
          fc.asyncProperty(contactInput, async (input) => {
            const parsed = contactSchema.safeParse(input)
            const database = await accepted(rawContactRow(input))
            expect(database, `zod ${parsed.success ? "accepts" : "refuses"} ${JSON.stringify(input)}`).toBe(
              parsed.success,
            )
            if (parsed.success) {
              // What the form actually sends (trimmed, mapped) is accepted too.
              expect(await accepted(toContactRow(parsed.data))).toBe(true)
            }
            verdicts[parsed.success ? "accepted" : "refused"]++
          }),
          { numRuns: 1000 },
        )
        // Both outcomes must be well represented, or the comparison proves little.
        expect(verdicts.accepted).toBeGreaterThan(100)
        expect(verdicts.refused).toBeGreaterThan(100)
      }, 180_000)

      it("on generated newsletter e-mails (300 inputs)", async () => {
        const verdicts = { accepted: 0, refused: 0 }
        await fc.assert(
          fc.asyncProperty(emailField, async (email) => {
            const parsed = newsletterSchema.safeParse({ email })
            expect(await accepted(toNewsletterRow(email)), JSON.stringify(email)).toBe(parsed.success)
            verdicts[parsed.success ? "accepted" : "refused"]++
          }),
          { numRuns: 300 },
        )
        expect(verdicts.accepted).toBeGreaterThan(30)
        expect(verdicts.refused).toBeGreaterThan(30)
      }, 180_000)
    })
  })
}
