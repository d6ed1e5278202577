import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Sql } from "../database.ts"
import { prepareDatabase } from "../migrate.ts"
import { asAnon } from "../postgrest.ts"

export type DatabaseTarget = { sql: Sql; close(): Promise<void> }

type Row = Record<string, unknown>

const pdf = "application/pdf"

/** An application row as the site sends it, for a résumé stored at `general/<key>.pdf`. */
export function applicationRow(key: string, overrides: Row = {}): Row {
  return {
    opening_id: "general",
    opening_title: "General application",
    full_name: "Asha Rao",
    email: `asha.${key.slice(0, 8)}@example.in`,
    mobile: "+919876543210",
    city: "Pune",
    experience: "3-5",
    notice_period: "30-days",
    linkedin_url: "https://www.linkedin.com/in/asha-rao",
    cover_note: "Payroll lead for six years.",
    resume_path: `general/${key}.pdf`,
    resume_name: "Asha Rao CV.pdf",
    resume_type: pdf,
    resume_size: 1234,
    consent: true,
    idempotency_key: key,
    ...overrides,
  }
}

const insertColumns = Object.keys(applicationRow(randomUUID()))

/**
 * The résumé bucket's policies and the job_applications table's rules, on a database with a copy
 * of Supabase's storage schema (src/storage-schema.ts): what the public key may do to the bucket,
 * and that an application row needs its stored file.
 */
export function defineApplicationsSuite(name: string, open: () => Promise<DatabaseTarget>) {
  describe(name, () => {
    let target: DatabaseTarget | undefined
    const sql = (): Sql => {
      if (!target) throw new Error(`${name} did not start`)
      return target.sql
    }

    beforeAll(async () => {
      target = await open()
      await prepareDatabase(target.sql)
    })
    afterAll(async () => {
      await target?.close()
    })

    /** Runs a statement as anon, committed; the SQLSTATE it failed with, or the rows. */
    async function asPublicKey(statement: string, params: unknown[] = []): Promise<Row[] | string> {
      try {
        return await asAnon(sql(), false, async () => (await sql().query<Row>(statement, params)).rows)
      } catch (error) {
        return (error as { code?: string }).code ?? String(error)
      }
    }

    /** Stores an object as the local API does for an upload (as anon, no RETURNING). */
    function upload(objectName: string, bucket = "resumes", type = pdf, size = 1234) {
      return asPublicKey(
        `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3::jsonb)`,
        [bucket, objectName, JSON.stringify({ size, mimetype: type })],
      )
    }

    function insertApplication(row: Row) {
      const values = insertColumns.map((_, index) => `$${index + 1}`).join(", ")
      return asPublicKey(
        `insert into public.job_applications (${insertColumns.join(", ")}) values (${values})`,
        insertColumns.map((column) => row[column]),
      )
    }

    async function countApplications(where = "true", params: unknown[] = []): Promise<number> {
      const { rows } = await sql().query<{ n: number }>(
        `select count(*)::int as n from public.job_applications where ${where}`,
        params,
      )
      return rows[0]?.n ?? -1
    }

    async function countObjects(objectName: string): Promise<number> {
      const { rows } = await sql().query<{ n: number }>(
        "select count(*)::int as n from storage.objects where bucket_id = 'resumes' and name = $1",
        [objectName],
      )
      return rows[0]?.n ?? -1
    }

    describe("the resumes bucket", () => {
      it("is private, at most 5 MB, and takes PDF, DOC and DOCX only", async () => {
        const { rows } = await sql().query<Row>(
          "select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'resumes'",
        )
        expect(rows).toHaveLength(1)
        expect(rows[0]?.public).toBe(false)
        expect(Number(rows[0]?.file_size_limit)).toBe(5 * 1024 * 1024)
        expect([...(rows[0]?.allowed_mime_types as string[])].sort()).toEqual([
          "application/msword",
          "application/pdf",
          "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        ])
      })

      it("lets the public key upload a new résumé under an opening's folder", async () => {
        const objectName = `payroll-manager/${randomUUID()}.docx`
        expect(await upload(objectName)).toEqual([])
        expect(await countObjects(objectName)).toBe(1)
      })

      it("refuses other names, other folders' depth and other buckets", async () => {
        await sql().exec(
          "insert into storage.buckets (id, name, public) values ('avatars', 'avatars', true) on conflict do nothing",
        )
        for (const objectName of [
          `general/${randomUUID()}.exe`,
          `general/${randomUUID()}.pdf.exe`,
          `${randomUUID()}.pdf`,
          `general/nested/${randomUUID()}.pdf`,
          `General/${randomUUID()}.pdf`,
          `general/my cv.pdf`,
          `../general/${randomUUID()}.pdf`,
        ]) {
          expect(await upload(objectName), objectName).toBe("42501")
        }
        expect(await upload(`general/${randomUUID()}.pdf`, "avatars")).toBe("42501")
      })

      it("never lets the public key read, list, overwrite or delete a résumé", async () => {
        const objectName = `general/${randomUUID()}.pdf`
        expect(await upload(objectName)).toEqual([])
        // Row-level security hides every row: a read or a list finds nothing, and an update or a
        // delete matches nothing.
        expect(await asPublicKey("select * from storage.objects where bucket_id = 'resumes'")).toEqual([])
        expect(await asPublicKey("select name from storage.objects")).toEqual([])
        expect(
          await asPublicKey("update storage.objects set metadata = '{}' where name = $1 returning id", [
            objectName,
          ]),
        ).toEqual([])
        expect(
          await asPublicKey("delete from storage.objects where name = $1 returning id", [objectName]),
        ).toEqual([])
        expect(await countObjects(objectName)).toBe(1)
        // An upload to the same name is a duplicate, and an upsert is refused.
        expect(await upload(objectName)).toBe("23505")
        expect(
          await asPublicKey(
            `insert into storage.objects (bucket_id, name, metadata) values ('resumes', $1, '{}')
             on conflict (bucket_id, name) do update set metadata = excluded.metadata`,
            [objectName],
          ),
        ).toBe("42501")
        // Nor may it change the bucket's limits.
        expect(
          await asPublicKey("update storage.buckets set public = true where id = 'resumes' returning id"),
        ).toEqual([])
      })
    })

    describe("job_applications", () => {
      it("stores an application whose résumé is stored, with the stored file's size and type", async () => {
        const key = randomUUID()
        const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        expect(await upload(`general/${key}.docx`, "resumes", docx, 48_000)).toEqual([])
        const row = applicationRow(key, {
          resume_path: `general/${key}.docx`,
          resume_type: docx,
          resume_size: 1,
          full_name: "  Asha Rao \n",
        })
        expect(await insertApplication(row)).toEqual([])
        const { rows } = await sql().query<Row>(
          "select full_name, resume_size, resume_type from public.job_applications where idempotency_key = $1",
          [key],
        )
        expect(rows).toEqual([{ full_name: "Asha Rao", resume_size: 48_000, resume_type: docx }])
      })

      it("refuses an application whose résumé is not stored", async () => {
        const key = randomUUID()
        expect(await insertApplication(applicationRow(key))).toBe("23503")
        expect(await countApplications("idempotency_key = $1", [key])).toBe(0)
      })

      it("stores a resend with the same key once, and answers it as a success", async () => {
        const key = randomUUID()
        expect(await upload(`general/${key}.pdf`)).toEqual([])
        expect(await insertApplication(applicationRow(key))).toEqual([])
        expect(await insertApplication(applicationRow(key))).toEqual([])
        expect(await countApplications("idempotency_key = $1", [key])).toBe(1)
      })

      it("refuses values the form refuses, by the rule's name", async () => {
        const cases: [Row, string][] = [
          [{ full_name: "A" }, "job_applications_full_name_check"],
          [{ email: "asha@" }, "job_applications_email_check"],
          [{ mobile: "+9112345" }, "job_applications_mobile_check"],
          [{ mobile: "+915876543210" }, "job_applications_mobile_check"],
          [{ city: "Pune\nMumbai" }, "job_applications_city_check"],
          [{ experience: "forty" }, "job_applications_experience_check"],
          [{ notice_period: "never" }, "job_applications_notice_period_check"],
          [{ linkedin_url: "https://evil.example/in/asha" }, "job_applications_linkedin_url_check"],
          [{ cover_note: "x".repeat(3001) }, "job_applications_cover_note_check"],
          [{ consent: false }, "job_applications_consent_check"],
          [{ opening_id: "Payroll Manager" }, "job_applications_opening_id_check"],
        ]
        for (const [override, constraint] of cases) {
          const key = randomUUID()
          expect(await upload(`general/${key}.pdf`)).toEqual([])
          let message = ""
          try {
            const values = insertColumns.map((_, index) => `$${index + 1}`).join(", ")
            const row = applicationRow(key, override)
            await asAnon(sql(), true, () =>
              sql().query(
                `insert into public.job_applications (${insertColumns.join(", ")}) values (${values})`,
                insertColumns.map((column) => row[column]),
              ),
            )
          } catch (error) {
            message = (error as Error).message
          }
          expect(message, JSON.stringify(override)).toContain(constraint)
        }
      })

      it("refuses a path that is not the application's own key and type", async () => {
        const key = randomUUID()
        const other = randomUUID()
        expect(await upload(`general/${other}.pdf`)).toEqual([])
        expect(await insertApplication(applicationRow(key, { resume_path: `general/${other}.pdf` }))).toBe(
          "23514",
        )
      })

      it("is insert-only for the public key and readable by service_role", async () => {
        expect(await asPublicKey("select * from public.job_applications")).toBe("42501")
        expect(await asPublicKey("update public.job_applications set city = 'Goa'")).toBe("42501")
        expect(await asPublicKey("delete from public.job_applications")).toBe("42501")
        await sql().exec("begin; set local role service_role")
        try {
          const counted = await sql().query<{ n: number }>(
            "select count(*)::int as n from public.job_applications",
          )
          expect(counted.rows[0]?.n).toBeGreaterThan(0)
        } finally {
          await sql().exec("rollback")
        }
      })

      it("stores one row per request", async () => {
        const [first, second] = [randomUUID(), randomUUID()]
        expect(await upload(`general/${first}.pdf`)).toEqual([])
        expect(await upload(`general/${second}.pdf`)).toEqual([])
        const a = applicationRow(first)
        const b = applicationRow(second)
        const values = (row: Row, offset: number) =>
          `(${insertColumns.map((_, index) => `$${index + 1 + offset}`).join(", ")})`
        const result = await asPublicKey(
          `insert into public.job_applications (${insertColumns.join(", ")}) values ${values(a, 0)}, ${values(b, insertColumns.length)}`,
          [...insertColumns.map((column) => a[column]), ...insertColumns.map((column) => b[column])],
        )
        expect(result).toBe("PT400")
        expect(await countApplications("idempotency_key in ($1, $2)", [first, second])).toBe(0)
      })

      it("takes at most five applications a day from one address", async () => {
        const email = `busy.${randomUUID().slice(0, 8)}@example.in`
        const results: (Row[] | string)[] = []
        for (let attempt = 0; attempt < 6; attempt++) {
          const key = randomUUID()
          expect(await upload(`general/${key}.pdf`)).toEqual([])
          results.push(
            await insertApplication(
              applicationRow(key, { email: attempt % 2 ? email.toUpperCase() : email }),
            ),
          )
        }
        expect(results.slice(0, 5)).toEqual([[], [], [], [], []])
        expect(results[5]).toBe("PT429")
        expect(await countApplications("lower(email) = $1", [email])).toBe(5)
      })
    })
  })
}
