import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Sql } from "@repo/local-api/database"
import { prepareDatabase } from "@repo/local-api/migrate"
import { asAnon } from "@repo/local-api/postgrest"
import { applicationSchema } from "@repo/contact-client/application-schema"
import { contactSchema, nameLetterCount, nameMinLetters } from "@repo/contact-client/schema"

export type DatabaseTarget = { sql: Sql; close(): Promise<void> }

type Row = Record<string, unknown>

const pdf = "application/pdf"

/** An application row as the site sends it, for a résumé stored at `general/<key>.pdf`. */
export function applicationRow(key: string, overrides: Row = {}): Row {
  const row: Row = {
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
  // The declared name ends with the stored file's extension (20261128090000).
  const extension = /\.[a-z]+$/.exec(String(row.resume_path))?.[0] ?? ".pdf"
  return "resume_name" in overrides ? row : { ...row, resume_name: `Asha Rao CV${extension}` }
}

const insertColumns = Object.keys(applicationRow(randomUUID()))

/**
 * The résumé bucket's policies and the job_applications table's rules, on a database with a copy
 * of Supabase's storage schema (src/storage-schema.ts): what the public key may do to the bucket,
 * that a file needs its application's row (stored first, within the hour), and the name rules.
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

    /** The message an application row is refused with (as anon, rolled back), or "" if it is stored. */
    async function refusedBy(row: Row): Promise<string> {
      try {
        const values = insertColumns.map((_, index) => `$${index + 1}`).join(", ")
        await asAnon(sql(), true, () =>
          sql().query(
            `insert into public.job_applications (${insertColumns.join(", ")}) values (${values})`,
            insertColumns.map((column) => row[column]),
          ),
        )
        return ""
      } catch (error) {
        return (error as Error).message
      }
    }

    /** Stores an application as the site does (its row, as anon) and returns its résumé's path. */
    async function storeApplication(overrides: Row = {}): Promise<string> {
      const key = randomUUID()
      const row = applicationRow(key, overrides)
      expect(await insertApplication(row)).toEqual([])
      return String(row.resume_path)
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
      it("is private, at most 5 MB, and takes PDF, DOC, DOCX and a phone's JPEG or PNG only", async () => {
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
          "image/jpeg",
          "image/png",
        ])
      })

      it("lets the public key upload the résumé of an application it has just stored", async () => {
        const key = randomUUID()
        const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        const path = await storeApplication({
          opening_id: "payroll-manager",
          resume_path: `payroll-manager/${key}.docx`,
          resume_type: docx,
          idempotency_key: key,
        })
        expect(await upload(path, "resumes", docx)).toEqual([])
        expect(await countObjects(path)).toBe(1)
      })

      it("refuses a key-shaped name that no application names", async () => {
        for (const folder of ["general", "payroll-manager", "made-up-opening"]) {
          const objectName = `${folder}/${randomUUID()}.pdf`
          expect(await upload(objectName), objectName).toBe("42501")
          expect(await countObjects(objectName)).toBe(0)
        }
      })

      it("stores nothing of 200 uploads from one client without a row", async () => {
        const { rows: before } = await sql().query<{ n: number }>(
          "select count(*)::int as n from storage.objects where bucket_id = 'resumes'",
        )
        const folders = ["general", "payroll-manager", "talent-acquisition-specialist", "made-up"]
        const results: (Row[] | string)[] = []
        for (let index = 0; index < 200; index++) {
          results.push(await upload(`${folders[index % folders.length]}/${randomUUID()}.pdf`))
        }
        expect(new Set(results)).toEqual(new Set(["42501"]))
        const { rows: after } = await sql().query<{ n: number }>(
          "select count(*)::int as n from storage.objects where bucket_id = 'resumes'",
        )
        expect(after[0]?.n).toBe(before[0]?.n)
      })

      it("refuses the résumé of an application stored more than an hour ago", async () => {
        const path = await storeApplication()
        await sql().query(
          "update public.job_applications set created_at = now() - interval '61 minutes' where resume_path = $1",
          [path],
        )
        expect(await upload(path)).toBe("42501")
        expect(await countObjects(path)).toBe(0)
      })

      it("takes one file per application: a second upload is a duplicate", async () => {
        const path = await storeApplication()
        expect(await upload(path)).toEqual([])
        // Storage answers 23505 with 409 Duplicate, which the site takes as done.
        expect(await upload(path)).toBe("23505")
        expect(await countObjects(path)).toBe(1)
      })

      it("refuses other names, other folders' depth and other buckets", async () => {
        await sql().exec(
          "insert into storage.buckets (id, name, public) values ('avatars', 'avatars', true) on conflict do nothing",
        )
        const path = await storeApplication()
        const key = path.slice("general/".length, -".pdf".length)
        for (const objectName of [
          `general/${key}.exe`,
          `general/${key}.pdf.exe`,
          `general/${key}.docx`,
          `${key}.pdf`,
          `general/nested/${key}.pdf`,
          `General/${key}.pdf`,
          `payroll-manager/${key}.pdf`,
          `../general/${key}.pdf`,
        ]) {
          expect(await upload(objectName), objectName).toBe("42501")
        }
        expect(await upload(path, "avatars")).toBe("42501")
      })

      it("keeps its policy helper to yes or no, run as its owner", async () => {
        const { rows } = await sql().query<Row>(
          `select p.prosecdef as definer, p.proconfig as config,
             has_function_privilege('anon', p.oid, 'execute') as anon,
             has_function_privilege('public', p.oid, 'execute') as everyone
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = 'policies' and p.proname = 'awaits_resume'`,
        )
        expect(rows).toEqual([{ definer: true, config: ['search_path=""'], anon: true, everyone: false }])
        // The public key still cannot read the table the helper reads.
        expect(await asPublicKey("select resume_path from public.job_applications")).toBe("42501")
      })

      it("never lets the public key read, list, overwrite or delete a résumé", async () => {
        const objectName = await storeApplication()
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
      it("stores an application before its résumé, with the declared name, size and type", async () => {
        const key = randomUUID()
        const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        const row = applicationRow(key, {
          resume_path: `general/${key}.docx`,
          resume_type: docx,
          resume_size: 48_000,
          resume_name: "  Asha Rao CV.docx ",
          full_name: "  Asha Rao \n",
        })
        expect(await insertApplication(row)).toEqual([])
        const { rows } = await sql().query<Row>(
          `select full_name, resume_name, resume_size, resume_type
           from public.job_applications where idempotency_key = $1`,
          [key],
        )
        expect(rows).toEqual([
          { full_name: "Asha Rao", resume_name: "Asha Rao CV.docx", resume_size: 48_000, resume_type: docx },
        ])
        expect(await countObjects(`general/${key}.docx`)).toBe(0)
      })

      it("refuses a declared résumé the bucket would not take, by the rule's name", async () => {
        for (const [override, constraint] of [
          [{ resume_size: 0 }, /"job_applications_resume_size_check"/],
          [{ resume_size: 5 * 1024 * 1024 + 1 }, /"job_applications_resume_size_check"/],
          // The path names the type's extension, so another type breaks that rule (or its own).
          [{ resume_type: "image/png" }, /"job_applications_resume_(path|type)_check"/],
          [{ resume_name: "cv\n.pdf" }, /"job_applications_resume_name_check"/],
          [{ resume_name: "x".repeat(256) }, /"job_applications_resume_name_check"/],
        ] as const) {
          expect(await refusedBy(applicationRow(randomUUID(), override)), JSON.stringify(override)).toMatch(
            constraint,
          )
        }
      })

      it("refuses a name that does not end with the file's extension or holds a direction control", async () => {
        expect(await refusedBy(applicationRow(randomUUID(), { resume_name: "Resume.html" }))).toMatch(
          /"job_applications_resume_name_extension_check"/,
        )
        expect(await refusedBy(applicationRow(randomUUID(), { resume_name: "cv.pdf.html" }))).toMatch(
          /"job_applications_resume_name_extension_check"/,
        )
        // Each of Unicode's bidirectional controls, in a name that ends right: "CV\u202Efdp.exe.pdf".
        for (const control of [
          ..."\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c",
        ]) {
          expect(
            await refusedBy(applicationRow(randomUUID(), { resume_name: `CV${control}fdp.exe.pdf` })),
            `U+${control.codePointAt(0)!.toString(16)}`,
          ).toMatch(/"job_applications_resume_name_bidi_check"/)
        }
        // The ending in any case, and a DOCX's own.
        expect(await refusedBy(applicationRow(randomUUID(), { resume_name: "ASHA RAO CV.PDF" }))).toBe("")
        const key = randomUUID()
        expect(
          await refusedBy(
            applicationRow(key, {
              resume_name: "आशा राव.docx",
              resume_path: `general/${key}.docx`,
              resume_type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            }),
          ),
        ).toBe("")
      })

      it("stores a file name of 255 characters ending in emoji", async () => {
        const key = randomUUID()
        const name = `${"a".repeat(250)}😀.pdf`
        expect(await insertApplication(applicationRow(key, { resume_name: name }))).toEqual([])
        const { rows } = await sql().query<Row>(
          "select resume_name from public.job_applications where idempotency_key = $1",
          [key],
        )
        expect(rows).toEqual([{ resume_name: name }])
      })

      it("stores a resend with the same key once, and answers it as a success", async () => {
        const key = randomUUID()
        expect(await insertApplication(applicationRow(key))).toEqual([])
        expect(await upload(`general/${key}.pdf`)).toEqual([])
        expect(await insertApplication(applicationRow(key))).toEqual([])
        expect(await upload(`general/${key}.pdf`)).toBe("23505")
        expect(await countApplications("idempotency_key = $1", [key])).toBe(1)
        expect(await countObjects(`general/${key}.pdf`)).toBe(1)
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
          expect(await refusedBy(applicationRow(randomUUID(), override)), JSON.stringify(override)).toContain(
            constraint,
          )
        }
      })

      it("refuses a path that is not the application's own key and type", async () => {
        const key = randomUUID()
        for (const resume_path of [
          `general/${randomUUID()}.pdf`,
          `general/${key}.docx`,
          `payroll-manager/${key}.pdf`,
          `general/${key}.pdf.exe`,
        ]) {
          expect(await insertApplication(applicationRow(key, { resume_path })), resume_path).toBe("23514")
        }
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

    describe("a name needs two letters, in both forms' tables", () => {
      // Invisible, blank or letterless names, and real names in several scripts.
      const names = [
        "\u200b\u200b",
        "\u00a0\u00a0",
        "\u200b\u00a0\u200c\u200d\u200e\u200f\u2060\ufeff",
        "\u3164\u3164",
        "\u115f\u1160\uffa0",
        "\u2800\u2800",
        "\u3000\u3000",
        "A\u200b",
        "12",
        "١٢",
        "😀😀",
        "..",
        "Al",
        "O'Neil",
        "प्रिया",
        "प्रिया शर्मा",
        "अनु",
        "கமலா",
        "ਹਰਪ੍ਰੀਤ",
        "আনন্দ",
        "عائشة",
        "李明",
        "Zoë",
        "e\u0301e",
      ]

      async function contactRefusal(firstName: string, lastName: string): Promise<string> {
        try {
          await asAnon(sql(), true, () =>
            sql().query(
              `insert into public.contact_submissions (first_name, last_name, email, company, message, form_type)
               values ($1, $2, $3, 'Rao Textiles', 'We need twelve payroll staff.', 'contact_page')`,
              [firstName, lastName, `names.${randomUUID().slice(0, 8)}@example.in`],
            ),
          )
          return ""
        } catch (error) {
          return (error as Error).message
        }
      }

      it.each(names)("judges %j as the forms' schemas do", async (name) => {
        const letters = nameLetterCount(name) >= nameMinLetters
        const application = await refusedBy(applicationRow(randomUUID(), { full_name: name }))
        expect(application === "", application).toBe(letters)
        if (!letters) expect(application).toContain("job_applications_full_name_check")
        expect(applicationSchema.shape.fullName.safeParse(name).success).toBe(letters)

        const first = await contactRefusal(name, "Rao")
        expect(first === "", first).toBe(letters)
        if (!letters) expect(first).toContain("contact_submissions_first_name_check")
        const last = await contactRefusal("Asha", name)
        expect(last === "", last).toBe(letters)
        if (!letters) expect(last).toContain("contact_submissions_last_name_check")
        expect(contactSchema.shape.firstName.safeParse(name).success).toBe(letters)
      })

      it("accepts Devanagari names and refuses invisible ones (the sample is not one-sided)", () => {
        expect(nameLetterCount("प्रिया")).toBeGreaterThanOrEqual(nameMinLetters)
        expect(names.filter((name) => nameLetterCount(name) >= nameMinLetters).length).toBeGreaterThan(8)
        expect(names.filter((name) => nameLetterCount(name) < nameMinLetters).length).toBeGreaterThan(8)
      })
    })
  })
}
