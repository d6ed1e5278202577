import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { toContactRow, toNewsletterRow } from "@repo/contact-client/row"
import { contactSchema, newsletterSchema, serviceInterestValues } from "@repo/contact-client/schema"
import type { Sql } from "@repo/local-api/database"
import { prepareDatabase } from "@repo/local-api/migrate"
import {
  asAnon,
  asRole,
  executeInsert,
  loadSchemaCache,
  planInsert,
  type ApiResponse,
  type SchemaCache,
} from "@repo/local-api/postgrest"
import { contactInput, emailField, type RawContactInput } from "./arbitraries.ts"

export type DatabaseTarget = {
  sql: Sql
  /** More connections to the same database, where the server has them (PostgreSQL, not PGlite). */
  connect?: () => Promise<Sql>
  close(): Promise<void>
}

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
  features: { concurrentConnections?: boolean } = {},
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

      it("stores at most one row per request", async () => {
        const before = await count()
        const rows = Array.from({ length: 300 }, (_, index) => ({
          ...validRow,
          email: `bulk${index}@example.in`,
        }))
        const response = await insert(rows, { commit: true })
        expect(response.status).toBe(400)
        expect(response.body).toMatchObject({ code: "PT400", message: "One submission per request" })
        expect(await insert(rows.slice(0, 2), { commit: true })).toMatchObject({ status: 400 })
        expect(await count()).toBe(before)
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

      it("has no privileges beyond inserting the eight data columns", async () => {
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
          "INSERT idempotency_key",
          "INSERT last_name",
          "INSERT message",
          "INSERT service_interest",
        ])
        const { rows: tablePrivileges } = await sql().query<{ grantee: string; privilege_type: string }>(`
          select grantee, privilege_type from information_schema.table_privileges
          where table_schema = 'public' and table_name = 'contact_submissions'
            and grantee in ('anon', 'authenticated', 'service_role', 'PUBLIC')
          order by grantee, privilege_type
        `)
        expect(tablePrivileges.map((row) => `${row.grantee} ${row.privilege_type}`)).toEqual([
          "service_role INSERT",
          "service_role SELECT",
        ])
        // The guards' schema is the owner's alone: no API role can call a guard or read its code.
        const { rows: guards } = await sql().query<{ role: string; usage: boolean }>(`
          select role, has_schema_privilege(role, 'private', 'USAGE') as usage
          from unnest(array['anon', 'authenticated', 'service_role']) as role
        `)
        expect(guards.filter((row) => row.usage)).toEqual([])
      })

      it("is subject to row-level security", async () => {
        const { rows } = await sql().query<{ relrowsecurity: boolean }>(
          "select relrowsecurity from pg_class where oid = 'public.contact_submissions'::regclass",
        )
        expect(rows[0]?.relrowsecurity).toBe(true)
      })
    })

    describe("the permission matrix", () => {
      const statements = {
        select: "select id, email, idempotency_key from public.contact_submissions limit 1",
        insert: `insert into public.contact_submissions (first_name, last_name, email, company, message, form_type)
          values ('Matrix', 'Test', 'matrix@example.in', 'Matrix Co', 'A matrix test enquiry.', 'contact_page')`,
        "insert several": `insert into public.contact_submissions (email, form_type)
          values ('matrix1@example.in', 'newsletter'), ('matrix2@example.in', 'newsletter')`,
        update: "update public.contact_submissions set message = message",
        delete: "delete from public.contact_submissions",
        truncate: "truncate public.contact_submissions",
      } as const

      async function outcome(role: string, statement: string): Promise<string> {
        try {
          await asRole(sql(), role, true, () => sql().query(statement))
          return "allowed"
        } catch (error) {
          return `refused (${(error as { code?: string }).code})`
        }
      }

      it("anon and authenticated only insert one row; service_role reads and inserts; nobody changes or deletes", async () => {
        const matrix: Record<string, Record<string, string>> = {}
        for (const role of ["anon", "authenticated", "service_role"]) {
          matrix[role] = {}
          for (const [action, statement] of Object.entries(statements))
            matrix[role][action] = await outcome(role, statement)
        }
        expect(matrix).toEqual({
          anon: {
            select: "refused (42501)",
            insert: "allowed",
            "insert several": "refused (PT400)",
            update: "refused (42501)",
            delete: "refused (42501)",
            truncate: "refused (42501)",
          },
          authenticated: {
            select: "refused (42501)",
            insert: "allowed",
            "insert several": "refused (PT400)",
            update: "refused (42501)",
            delete: "refused (42501)",
            truncate: "refused (42501)",
          },
          service_role: {
            select: "allowed",
            insert: "allowed",
            "insert several": "allowed",
            update: "refused (42501)",
            delete: "refused (42501)",
            truncate: "refused (42501)",
          },
        })
      })

      it("lets service_role list the newest enquiries (the query in DEPLOYING.md)", async () => {
        expect(await insert({ ...validRow, email: "newest@example.in" }, { commit: true })).toEqual({
          status: 201,
        })
        const rows = await asRole(
          sql(),
          "service_role",
          true,
          async () =>
            (
              await sql().query<Row>(`
              select created_at, first_name, last_name, email, company, service_interest, message
              from public.contact_submissions
              where form_type = 'contact_page'
              order by created_at desc
              limit 20
            `)
            ).rows,
        )
        expect(rows.map((row) => row.email)).toContain("newest@example.in")
      })
    })

    describe("what is stored", () => {
      async function storedRow(email: string): Promise<Row | undefined> {
        const { rows } = await sql().query<Row>(
          "select * from public.contact_submissions where email = $1 order by created_at desc limit 1",
          [email],
        )
        return rows[0]
      }

      it("is trimmed, and the lengths are those of the stored value", async () => {
        const email = "trimmed@example.in"
        const row = {
          ...validRow,
          first_name: `Ab${" ".repeat(1_000_000)}`,
          last_name: "\t Cd \r\n",
          email: `${email}\r\n`,
          company: "  Acme  ",
          message: "\n  A message of ten or more.\n\n",
        }
        expect(await insert(row, { commit: true })).toEqual({ status: 201 })
        expect(await storedRow(email)).toMatchObject({
          first_name: "Ab",
          last_name: "Cd",
          email,
          company: "Acme",
          message: "A message of ten or more.",
        })
        const { rows } = await sql().query<{ longest: number }>(
          "select max(octet_length(first_name) + octet_length(message))::int as longest from public.contact_submissions",
        )
        expect(rows[0]?.longest).toBeLessThan(10_000)
      })

      it("refuses a 10 MB message of spaces", async () => {
        expect(await refusedBy({ ...validRow, message: " ".repeat(10_000_000) })).toBe(
          "contact_submissions_message_check",
        )
      })

      it.each(["first_name", "last_name", "company"])(
        "keeps %s on one line: no line breaks, tabs or control characters inside",
        async (column) => {
          for (const inside of [
            "\n",
            "\r",
            "\t",
            "\u0001",
            "\u001f",
            "\u007f",
            "\u0085",
            "\u009f",
            "\u2028",
            "\u2029",
          ]) {
            expect(await refusedBy({ ...validRow, [column]: `Ab${inside}cd` }), JSON.stringify(inside)).toBe(
              `contact_submissions_${column}_check`,
            )
          }
          expect(await accepted({ ...validRow, [column]: "Ab\u00a0cd\u200b" })).toBe(true)
        },
      )

      it("lets a message span lines", async () => {
        expect(await accepted({ ...validRow, message: "Line one of it.\r\nLine two,\twith a tab." })).toBe(
          true,
        )
      })
    })

    describe("one enquiry, one row", () => {
      const key = "6c1f0d52-0e0f-4a4e-9d36-3bd5b1a1c0de"

      it("stores a second insert with the same key as nothing new, and answers it as a success", async () => {
        const row = { ...validRow, email: "resend@example.in", idempotency_key: key }
        expect(await insert(row, { commit: true })).toEqual({ status: 201 })
        expect(await insert(row, { commit: true })).toEqual({ status: 201 })
        // Even with other values: the key names the enquiry.
        expect(
          await insert({ ...row, message: "Edited on the way, still the same key." }, { commit: true }),
        ).toEqual({ status: 201 })
        const { rows } = await sql().query<Row>(
          "select message from public.contact_submissions where idempotency_key = $1",
          [key],
        )
        expect(rows).toEqual([{ message: validRow.message }])
      })

      it("reveals nothing about a key to anon", async () => {
        expect(await anonError("select idempotency_key from public.contact_submissions")).toBe("42501")
        expect(
          await anonError(`select 1 from public.contact_submissions where idempotency_key = '${key}'`),
        ).toBe("42501")
        // A key already used and a fresh one get the same answer.
        const used = await insert({ ...validRow, email: "probe@example.in", idempotency_key: key })
        const fresh = await insert({
          ...validRow,
          email: "probe@example.in",
          idempotency_key: "0b6f3b8e-4a53-4d1b-8f5e-3a9c3f0f8a11",
        })
        expect(used).toEqual(fresh)
      })

      it("refuses a key that is not a UUID", async () => {
        const response = await insert({ ...validRow, idempotency_key: "not-a-key" })
        expect(response.status).toBe(400)
        expect(response.body).toMatchObject({ code: "22P02" })
      })

      it("stores rows without a key (callers other than the site)", async () => {
        const before = await count()
        expect(await insert({ ...validRow, email: "nokey@example.in" }, { commit: true })).toEqual({
          status: 201,
        })
        expect(await insert({ ...validRow, email: "nokey@example.in" }, { commit: true })).toEqual({
          status: 201,
        })
        expect(await count()).toBe(before + 2)
      })

      it("stores a newsletter address once, whatever its case, and accepts it again quietly", async () => {
        const before = await count()
        for (const email of ["Once@Example.com", "once@example.com", " ONCE@EXAMPLE.COM\n"])
          expect(await insert({ ...newsletterRow, email }, { commit: true })).toEqual({ status: 201 })
        expect(await count()).toBe(before + 1)
      })
    })

    describe("the limit per e-mail address", () => {
      it("stores 5 enquiries an hour from one address and refuses the 6th with HTTP 429", async () => {
        const email = "busy@example.in"
        for (let sent = 0; sent < 5; sent++)
          expect(await insert({ ...validRow, email }, { commit: true })).toEqual({ status: 201 })
        const refused = await insert({ ...validRow, email: " BUSY@example.in " }, { commit: true })
        expect(refused.status).toBe(429)
        expect(refused.body).toMatchObject({ code: "PT429", hint: "Try again later." })
        // Other addresses, and enquiries older than an hour, do not count.
        expect(await insert({ ...validRow, email: "calm@example.in" })).toEqual({ status: 201 })
        await sql().query(
          "update public.contact_submissions set created_at = now() - interval '61 minutes' where email = $1",
          [email],
        )
        expect(await insert({ ...validRow, email })).toEqual({ status: 201 })
      })

      it("lets a resend of an enquiry that got through succeed even at the limit", async () => {
        const email = "limit-resend@example.in"
        const key = "9a0e4c1e-7f0b-4c55-a5a6-1f1f6b0e2d33"
        expect(await insert({ ...validRow, email, idempotency_key: key }, { commit: true })).toEqual({
          status: 201,
        })
        for (let sent = 1; sent < 5; sent++)
          expect(await insert({ ...validRow, email }, { commit: true })).toEqual({ status: 201 })
        expect(await insert({ ...validRow, email }, { commit: true })).toMatchObject({ status: 429 })
        expect(await insert({ ...validRow, email, idempotency_key: key }, { commit: true })).toEqual({
          status: 201,
        })
      })
    })

    // PGlite has one connection; only a server can run requests at the same time.
    if (features.concurrentConnections) {
      describe("concurrent requests", () => {
        it("store one row per key, one newsletter address once and at most 5 enquiries per address", async () => {
          const connect = target?.connect
          if (!connect) throw new Error(`${name} has no second connection`)
          const connections = await Promise.all(Array.from({ length: 12 }, () => connect()))
          const before = await count()
          async function insertOn(connection: Sql, row: Row): Promise<number> {
            const prefer = { representation: false, rollback: false }
            const planned = planInsert(cache, "contact_submissions", JSON.stringify(row), null, prefer)
            if ("error" in planned) return planned.error.status
            return (await executeInsert(connection, planned.plan, prefer)).status
          }
          const sameKey = {
            ...validRow,
            email: "race@example.in",
            idempotency_key: "1d8f2a3b-5c6d-4e7f-8a9b-0c1d2e3f4a5b",
          }
          expect(await Promise.all(connections.map((connection) => insertOn(connection, sameKey)))).toEqual(
            Array(12).fill(201),
          )
          expect(
            await Promise.all(
              connections.map((connection) =>
                insertOn(connection, { ...newsletterRow, email: "race-news@example.in" }),
              ),
            ),
          ).toEqual(Array(12).fill(201))
          const statuses = await Promise.all(
            connections.map((connection) =>
              insertOn(connection, { ...validRow, email: "race-limit@example.in" }),
            ),
          )
          expect(statuses.filter((status) => status === 201)).toHaveLength(5)
          expect(statuses.filter((status) => status === 429)).toHaveLength(7)
          expect(await count()).toBe(before + 1 + 1 + 5)
        })
      })
    }

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
          if (column === "first_name" || column === "last_name") {
            // A name needs two letters besides: an emoji or a no-break space counts as a character
            // and is not a letter.
            expect(await accepted({ ...validRow, [column]: `Ab${"😀".repeat(max - 2)}` })).toBe(true)
            expect(await refusedBy({ ...validRow, [column]: `Ab${"😀".repeat(max - 1)}` })).toBe(constraint)
            expect(await refusedBy({ ...validRow, [column]: "😀".repeat(min) })).toBe(constraint)
            expect(await accepted({ ...validRow, [column]: `\u00a0${"x".repeat(min)}` })).toBe(true)
            expect(await refusedBy({ ...validRow, [column]: `\u00a0${"x".repeat(min - 1)}` })).toBe(
              constraint,
            )
          } else {
            expect(await accepted({ ...validRow, [column]: "😀".repeat(max) })).toBe(true)
            expect(await refusedBy({ ...validRow, [column]: "😀".repeat(max + 1) })).toBe(constraint)
            expect(await accepted({ ...validRow, [column]: `\u00a0${"x".repeat(min - 1)}` })).toBe(true)
          }
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
