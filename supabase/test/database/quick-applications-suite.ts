import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  quickApplySchema,
  toQuickApplicationRow,
  type QuickApplyInput,
} from "@repo/contact-client/quick-apply-schema"
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

const role = {
  slug: "warehouse-shift-supervisor",
  title: "Warehouse Shift Supervisor",
  client: "A listed FMCG company",
  location: "Noida",
}

/** What a candidate types at the least: a name, a mobile number and a city, with the consent. */
export const quickApplication = {
  fullName: "Ravi Kumar",
  mobile: "98765 43210",
  city: "Noida",
  consent: true,
} satisfies QuickApplyInput

/** A fresh Indian mobile number, so the limit per number is not reached across tests. */
const freshMobile = () => `+919${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`

/** The row the site sends for `quickApplication`, with a fresh key and number and `overrides`. */
export function quickApplicationRow(overrides: Row = {}): Row {
  const parsed = quickApplySchema().parse(quickApplication)
  return { ...toQuickApplicationRow(parsed, role, null, randomUUID()), mobile: freshMobile(), ...overrides }
}

/** The same with a photo of a résumé declared. */
function withPhoto(overrides: Row = {}): Row {
  const row = quickApplicationRow(overrides)
  return {
    ...row,
    resume_path: `job-${role.slug}/${String(row.idempotency_key)}.jpg`,
    resume_name: "IMG_2031.jpg",
    resume_type: "image/jpeg",
    resume_size: 48_213,
    ...overrides,
  }
}

/**
 * The quick_applications table's rules, through the same INSERT the local data API runs as the
 * public key: what it stores, what it refuses (a 4xx and nothing stored), its privileges, its
 * résumé's upload and orphan sweep, and its notify registration.
 */
export function defineQuickApplicationsSuite(name: string, open: () => Promise<DatabaseTarget>) {
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
      const planned = planInsert(cache, "quick_applications", JSON.stringify(row), null, prefer)
      if ("error" in planned) return planned.error
      return executeInsert(sql(), planned.plan, prefer)
    }

    async function count(): Promise<number> {
      const { rows } = await sql().query<{ n: number }>(
        "select count(*)::int as n from public.quick_applications",
      )
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

    /** Stores an object as the local API does for an upload: as anon; the SQLSTATE if refused. */
    async function upload(objectName: string, type = "image/jpeg"): Promise<string> {
      try {
        await asAnon(sql(), false, () =>
          sql().query(
            "insert into storage.objects (bucket_id, name, metadata) values ('resumes', $1, $2::jsonb)",
            [objectName, JSON.stringify({ size: 48_213, mimetype: type })],
          ),
        )
        return "stored"
      } catch (error) {
        return (error as { code?: string }).code ?? String(error)
      }
    }

    async function idOf(row: Row): Promise<string> {
      const { rows } = await sql().query<{ id: string }>(
        "select id from public.quick_applications where idempotency_key = $1",
        [row.idempotency_key],
      )
      return rows[0]?.id ?? ""
    }

    it("stores a name, a mobile number and a city, and nothing else asked", async () => {
      const row = quickApplicationRow()
      const before = await count()
      expect(await insert(row)).toEqual({ status: 201 })
      expect(await count()).toBe(before + 1)
      const { rows } = await sql().query<Row>(
        "select full_name, city, email, resume_path, role_title from public.quick_applications where idempotency_key = $1",
        [row.idempotency_key],
      )
      expect(rows[0]).toEqual({
        full_name: "Ravi Kumar",
        city: "Noida",
        email: null,
        resume_path: null,
        role_title: "Warehouse Shift Supervisor",
      })
    })

    it("stores a resend with the same key once, and answers it as a success", async () => {
      const row = quickApplicationRow()
      const before = await count()
      expect(await insert(row)).toEqual({ status: 201 })
      expect(await insert(row)).toEqual({ status: 201 })
      expect(await count()).toBe(before + 1)
    })

    it("refuses what the form refuses", async () => {
      const cases: [Row, string][] = [
        [{ full_name: "R" }, "quick_applications_full_name_check"],
        [{ full_name: "12" }, "quick_applications_full_name_check"],
        [{ full_name: "Ravi \u202EKumar" }, "quick_applications_full_name_check"],
        [{ full_name: "x".repeat(101) }, "quick_applications_full_name_check"],
        [{ mobile: "9876543210" }, "quick_applications_mobile_check"],
        [{ mobile: "+915876543210" }, "quick_applications_mobile_check"],
        [{ mobile: "+9198765432101" }, "quick_applications_mobile_check"],
        [{ city: "N" }, "quick_applications_city_check"],
        [{ city: "Noida\nSector 62" }, "quick_applications_city_check"],
        [{ email: "ravi@example" }, "quick_applications_email_check"],
        [{ experience: "forty" }, "quick_applications_experience_check"],
        [{ notice_period: "never" }, "quick_applications_notice_period_check"],
        [{ note: "x".repeat(1001) }, "quick_applications_note_check"],
        [{ consent: false }, "quick_applications_consent_check"],
        [{ role_slug: "Not A Slug" }, "quick_applications_role_slug_check"],
        [{ resume_type: "application/x-msdownload" }, "quick_applications_resume_type_check"],
        [{ resume_path: `job-other-role/${randomUUID()}.jpg` }, "quick_applications_resume_path_check"],
        [{ resume_name: "setup.exe" }, "quick_applications_resume_name_check"],
        [{ resume_size: 5_242_881 }, "quick_applications_resume_size_check"],
      ]
      for (const [overrides, constraint] of cases) {
        const row =
          "resume_type" in overrides ||
          "resume_name" in overrides ||
          "resume_size" in overrides ||
          "resume_path" in overrides
            ? withPhoto(overrides)
            : quickApplicationRow(overrides)
        expect(await refusedBy(row), JSON.stringify(overrides)).toBe(constraint)
      }
      expect(await refusedBy(quickApplicationRow({ full_name: null }))).toMatch(/full_name/)
      expect(
        await refusedBy({ ...quickApplicationRow(), resume_path: `job-${role.slug}/${randomUUID()}.jpg` }),
      ).toBe("quick_applications_resume_all_or_none_check")
    })

    it("takes names and a city in Devanagari, and a résumé photographed as a JPEG or a PNG", async () => {
      for (const row of [
        quickApplicationRow({ full_name: "रवि कुमार", city: "नोएडा" }),
        withPhoto(),
        (() => {
          const png = withPhoto()
          return {
            ...png,
            resume_path: String(png.resume_path).replace(/\.jpg$/, ".png"),
            resume_name: "scan.png",
            resume_type: "image/png",
          }
        })(),
      ])
        expect(await insert(row), JSON.stringify(row)).toEqual({ status: 201 })
    })

    it("takes five applications a day from one mobile number, and refuses the sixth", async () => {
      const mobile = freshMobile()
      for (let sent = 0; sent < 5; sent++)
        expect(await insert(quickApplicationRow({ mobile }))).toEqual({ status: 201 })
      expect((await insert(quickApplicationRow({ mobile }))).status).toBe(429)
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
      expect(await attempt("select * from public.quick_applications")).toBe("42501")
      expect(await attempt("update public.quick_applications set consent = true")).toBe("42501")
      expect(await attempt("delete from public.quick_applications")).toBe("42501")
      expect(await attempt("select public.notify_claim('quick_application', gen_random_uuid())")).toBe(
        "42501",
      )
      expect(await attempt("select public.notify_reject_quick_resume(gen_random_uuid())")).toBe("42501")
      const twoRows = JSON.stringify([quickApplicationRow(), quickApplicationRow()])
      const prefer = { representation: false, rollback: false }
      const planned = planInsert(cache, "quick_applications", twoRows, null, prefer)
      const answer = "error" in planned ? planned.error : await executeInsert(sql(), planned.plan, prefer)
      expect(answer.status).toBe(400)
    })

    it("takes the résumé of a row just stored, once, and no file without a row", async () => {
      const row = withPhoto()
      expect(await insert(row)).toEqual({ status: 201 })
      expect(await upload(String(row.resume_path))).toBe("stored")
      expect(await upload(String(row.resume_path))).toBe("23505")
      expect(await upload(`job-${role.slug}/${randomUUID()}.jpg`)).toBe("42501")
    })

    it("is mailed at once without a résumé, with one once the file is stored, and once only", async () => {
      const plain = quickApplicationRow()
      const photo = withPhoto()
      expect(await insert(plain)).toEqual({ status: 201 })
      expect(await insert(photo)).toEqual({ status: 201 })
      const [plainId, photoId] = [await idOf(plain), await idOf(photo)]
      const claim = (id: string) =>
        service<Row | null>("select public.notify_claim('quick_application', $1) as r", [id])
      const first = await claim(plainId)
      expect(first).toMatchObject({ mobile: plain.mobile, role_title: role.title, resume_stored: false })
      expect(await claim(plainId)).toBeNull()
      expect(
        await service<boolean>("select public.notify_sent('quick_application', $1) as r", [plainId]),
      ).toBe(true)
      expect(
        await service<boolean>("select public.notify_sent('quick_application', $1) as r", [plainId]),
      ).toBe(false)
      // Waiting for its file; then claimed by the file's name, as the storage webhook names it.
      expect(await claim(photoId)).toBeNull()
      expect(await upload(String(photo.resume_path))).toBe("stored")
      const byFile = await service<Row | null>(
        "select public.notify_claim('quick_application', null, $1) as r",
        [photo.resume_path],
      )
      expect(byFile).toMatchObject({ id: photoId, resume_stored: true })
    })

    it("is listed as pending until mailed, sweeps a file without a row, and expires after 12 months", async () => {
      const row = quickApplicationRow({ email: `ravi.${randomUUID().slice(0, 8)}@example.in` })
      expect(await insert(row)).toEqual({ status: 201 })
      const id = await idOf(row)
      await sql().query(
        "update public.quick_applications set created_at = now() - interval '5 minutes' where id = $1",
        [id],
      )
      const pending = await service<{ kind: string; id: string }[]>(
        "select public.notify_pending(0, 1000) as r",
      )
      expect(pending?.some((item) => item.kind === "quick_application" && item.id === id)).toBe(true)

      const photo = withPhoto()
      expect(await insert(photo)).toEqual({ status: 201 })
      expect(await upload(String(photo.resume_path))).toBe("stored")
      await sql().query(
        "update public.quick_applications set created_at = now() - interval '13 months' where idempotency_key = $1",
        [photo.idempotency_key],
      )
      const expired = await service<Row>("select public.retention_expire() as r")
      expect(expired?.quick_applications).toBe(1)
      expect(expired?.resume_paths).toContain(photo.resume_path)
      // Its row gone, the file is an orphan the sweep removes.
      await sql().query(
        "update storage.objects set created_at = now() - interval '2 hours' where name = $1",
        [photo.resume_path],
      )
      expect(await service<string[]>("select public.resume_orphans(3600) as r")).toContain(photo.resume_path)

      const forgotten = await service<Row>("select public.forget_person($1) as r", [
        String(row.email).toUpperCase(),
      ])
      expect(forgotten?.quick_applications).toBe(1)
    })
  })
}
