import { randomUUID } from "node:crypto"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { briefRow } from "@repo/contact-client/testing/brief-rows"
import type { Sql } from "@repo/local-api/database"
import { prepareDatabase } from "@repo/local-api/migrate"
import { asAnon, asRole } from "@repo/local-api/postgrest"
import { setVaultSecret, takeQueuedRequests } from "@repo/local-api/supabase-stand-ins"
import { applicationRow } from "./applications-suite.ts"

export type NotifyTarget = {
  sql: Sql
  /** Another connection to the same database, for concurrent calls (PostgreSQL only). */
  connect?: () => Promise<Sql>
  close(): Promise<void>
}

type Row = Record<string, unknown>

const functionUrl = "https://project.supabase.co/functions/v1/notify"
const secret = "a-secret-only-vault-knows"

const enquiry = (email: string) => ({
  first_name: "Asha",
  last_name: "Rao",
  email,
  company: "Rao Textiles",
  service_interest: "payroll-management",
  message: "We need payroll for 40 staff.",
  form_type: "contact_page",
})

/**
 * The notify migration's SQL: the webhook triggers post through `net.http_post` with the secret
 * from Vault, the sweep is scheduled, and the functions the notify Edge Function calls claim a row
 * once, find what is pending, orphaned or expired, and forget a person.
 */
export function defineNotifySuite(
  name: string,
  open: () => Promise<NotifyTarget>,
  options: { concurrentConnections?: boolean } = {},
) {
  describe(name, () => {
    let target: NotifyTarget | undefined
    const sql = (): Sql => {
      if (!target) throw new Error(`${name} did not start`)
      return target.sql
    }

    beforeAll(async () => {
      target = await open()
      await prepareDatabase(target.sql)
      await setVaultSecret(target.sql, "notify_url", functionUrl)
      await setVaultSecret(target.sql, "notify_secret", secret)
    })
    afterAll(async () => {
      await target?.close()
    })
    beforeEach(async () => {
      await takeQueuedRequests(sql())
    })

    async function insertEnquiry(row: Row): Promise<void> {
      const columns = Object.keys(row)
      await asAnon(sql(), false, () =>
        sql().query(
          `insert into public.contact_submissions (${columns.join(", ")}) values (${columns.map((_, i) => `$${i + 1}`).join(", ")})`,
          columns.map((column) => row[column]),
        ),
      )
    }

    async function storeResume(objectName: string, createdAt = "now()"): Promise<void> {
      await sql().query(
        `insert into storage.objects (bucket_id, name, metadata, created_at)
         values ('resumes', $1, $2::jsonb, ${createdAt})`,
        [objectName, JSON.stringify({ size: 1234, mimetype: "application/pdf" })],
      )
    }

    /** An application and its résumé, stored as the owner (the order of the two is not the point here). */
    async function storeApplication(overrides: Row = {}, createdAt = "now()"): Promise<Row> {
      const key = randomUUID()
      const row = applicationRow(key, overrides)
      await storeResume(String(row.resume_path), createdAt)
      const columns = Object.keys(row)
      const { rows } = await sql().query<Row>(
        `insert into public.job_applications (${columns.join(", ")}, created_at)
         values (${columns.map((_, i) => `$${i + 1}`).join(", ")}, ${createdAt}) returning *`,
        columns.map((column) => row[column]),
      )
      return rows[0]!
    }

    async function enquiryId(email: string): Promise<string> {
      const { rows } = await sql().query<{ id: string }>(
        "select id from public.contact_submissions where email = $1",
        [email],
      )
      return rows[0]!.id
    }

    /** Calls a function as service_role, as PostgREST does for `POST /rest/v1/rpc/<name>`. */
    async function rpc<T = unknown>(fn: string, args: Row, role = "service_role", db = sql()): Promise<T> {
      const names = Object.keys(args)
      return asRole(db, role, false, async () => {
        const { rows } = await db.query<{ result: T }>(
          `select public.${fn}(${names.map((arg, i) => `${arg} => $${i + 1}`).join(", ")}) as result`,
          names.map((arg) => args[arg]),
        )
        return rows[0]!.result
      })
    }

    describe("the webhook", () => {
      it("posts an enquiry's row to the function with the secret from Vault", async () => {
        const email = `asha.${randomUUID().slice(0, 8)}@example.in`
        await insertEnquiry(enquiry(email))
        const posted = await takeQueuedRequests(sql())
        expect(posted).toHaveLength(1)
        expect(posted[0]!.url).toBe(functionUrl)
        expect(posted[0]!.headers).toEqual({ "Content-Type": "application/json", "x-notify-secret": secret })
        expect(posted[0]!.body).toMatchObject({
          type: "INSERT",
          table: "contact_submissions",
          schema: "public",
          old_record: null,
          record: { email, company: "Rao Textiles", form_type: "contact_page", notified_at: null },
        })
      })

      it("posts nothing for a newsletter sign-up", async () => {
        await insertEnquiry({ email: `news.${randomUUID().slice(0, 8)}@example.in`, form_type: "newsletter" })
        expect(await takeQueuedRequests(sql())).toEqual([])
      })

      it("posts an application's row and its résumé's upload", async () => {
        const application = await storeApplication()
        const posted = await takeQueuedRequests(sql())
        expect(posted.map((request) => request.body)).toEqual([
          expect.objectContaining({
            table: "objects",
            schema: "storage",
            record: expect.objectContaining({ bucket_id: "resumes", name: application.resume_path }),
          }),
          expect.objectContaining({
            table: "job_applications",
            schema: "public",
            record: expect.objectContaining({ id: application.id, resume_path: application.resume_path }),
          }),
        ])
      })

      it("posts nothing for another bucket's object", async () => {
        await sql().exec(
          "insert into storage.buckets (id, name, public) values ('avatars', 'avatars', true) on conflict do nothing",
        )
        await sql().query("insert into storage.objects (bucket_id, name) values ('avatars', $1)", [
          `${randomUUID()}.png`,
        ])
        expect(await takeQueuedRequests(sql())).toEqual([])
      })

      it("still stores the row when Vault has no secret, and posts nothing", async () => {
        await sql().query("delete from vault.secrets where name = 'notify_secret'")
        try {
          const email = `asha.${randomUUID().slice(0, 8)}@example.in`
          await insertEnquiry(enquiry(email))
          expect(await enquiryId(email)).toMatch(/^[0-9a-f-]{36}$/)
          expect(await takeQueuedRequests(sql())).toEqual([])
        } finally {
          await setVaultSecret(sql(), "notify_secret", secret)
        }
      })

      it("posts nothing for a row that is rolled back", async () => {
        await asAnon(sql(), true, () =>
          sql().query(
            "insert into public.contact_submissions (first_name, last_name, email, company, message, form_type) values ('Asha', 'Rao', $1, 'Rao Textiles', 'A message long enough.', 'contact_page')",
            [`asha.${randomUUID().slice(0, 8)}@example.in`],
          ),
        )
        expect(await takeQueuedRequests(sql())).toEqual([])
      })
    })

    describe("the sweep's schedule", () => {
      it("is registered with pg_cron every five minutes, and posts to the function's /sweep", async () => {
        const { rows } = await sql().query<Row>(
          "select schedule, command from cron.job where jobname = 'notify-sweep'",
        )
        expect(rows).toEqual([{ schedule: "*/5 * * * *", command: "select private.request_sweep()" }])
        await sql().exec(String(rows[0]!.command))
        const posted = await takeQueuedRequests(sql())
        expect(posted.map((request) => [request.url, request.headers["x-notify-secret"]])).toEqual([
          [`${functionUrl}/sweep`, secret],
        ])
      })
    })

    describe("the function's calls", () => {
      const functions = [
        "notify_claim_enquiry",
        "notify_claim_application",
        "notify_sent",
        "notify_release",
        "notify_reject_resume",
        "notify_pending",
        "resume_orphans",
        "retention_expire",
        "forget_person",
      ]

      it("are executable by service_role only", async () => {
        const { rows } = await sql().query<Row>(
          `select p.proname as name,
             has_function_privilege('service_role', p.oid, 'execute') as service_role,
             has_function_privilege('anon', p.oid, 'execute') as anon,
             has_function_privilege('authenticated', p.oid, 'execute') as authenticated
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = 'public' and p.proname = any($1) order by p.proname`,
          [functions],
        )
        expect(rows).toEqual(
          [...functions]
            .sort()
            .map((fn) => ({ name: fn, service_role: true, anon: false, authenticated: false })),
        )
        await expect(rpc("forget_person", { person_email: "a@example.in" }, "anon")).rejects.toMatchObject({
          code: "42501",
        })
      })

      it("claim an enquiry once: a second claim, and a claim after it was sent, get nothing", async () => {
        const email = `asha.${randomUUID().slice(0, 8)}@example.in`
        await insertEnquiry(enquiry(email))
        const id = await enquiryId(email)
        const first = await rpc<Row | null>("notify_claim_enquiry", { submission_id: id })
        expect(first).toMatchObject({ id, email, company: "Rao Textiles" })
        expect(await rpc("notify_claim_enquiry", { submission_id: id })).toBeNull()
        expect(await rpc("notify_sent", { kind: "enquiry", row_id: id })).toBe(true)
        expect(await rpc("notify_sent", { kind: "enquiry", row_id: id })).toBe(false)
        expect(await rpc("notify_claim_enquiry", { submission_id: id })).toBeNull()
      })

      it("give a released claim back, and never claim a newsletter row", async () => {
        const email = `asha.${randomUUID().slice(0, 8)}@example.in`
        await insertEnquiry(enquiry(email))
        const id = await enquiryId(email)
        expect(await rpc("notify_claim_enquiry", { submission_id: id })).not.toBeNull()
        expect(await rpc("notify_release", { kind: "enquiry", row_id: id })).toBe(true)
        expect(await rpc("notify_claim_enquiry", { submission_id: id })).not.toBeNull()

        const subscriber = `news.${randomUUID().slice(0, 8)}@example.in`
        await insertEnquiry({ email: subscriber, form_type: "newsletter" })
        expect(await rpc("notify_claim_enquiry", { submission_id: await enquiryId(subscriber) })).toBeNull()
      })

      it("claim an application by its id or its résumé's name, only while its file is stored", async () => {
        const application = await storeApplication()
        const byName = await rpc<Row | null>("notify_claim_application", {
          object_name: application.resume_path,
        })
        expect(byName).toMatchObject({ id: application.id })
        expect(await rpc("notify_claim_application", { application_id: application.id })).toBeNull()

        const other = await storeApplication()
        await sql().query("delete from storage.objects where name = $1", [other.resume_path])
        expect(await rpc("notify_claim_application", { application_id: other.id })).toBeNull()
        // A refused file is removed; the application is still mailed, saying so.
        expect(await rpc("notify_reject_resume", { application_id: other.id })).toBe(true)
        expect(await rpc("notify_claim_application", { application_id: other.id })).toMatchObject({
          id: other.id,
          resume_rejected_at: expect.any(String),
        })
      })

      it("list pending rows older than the given age, not those claimed or sent", async () => {
        const email = `asha.${randomUUID().slice(0, 8)}@example.in`
        await insertEnquiry(enquiry(email))
        const id = await enquiryId(email)
        const listed = async (min_age_seconds = 0) =>
          (await rpc<{ kind: string; id: string }[]>("notify_pending", { min_age_seconds })).map(
            ({ kind, id }) => ({ kind, id }),
          )
        expect(await listed()).toContainEqual({ kind: "enquiry", id })
        expect(await listed(600)).not.toContainEqual({ kind: "enquiry", id })
        await rpc("notify_claim_enquiry", { submission_id: id })
        expect(await listed()).not.toContainEqual({ kind: "enquiry", id })
        await rpc("notify_sent", { kind: "enquiry", row_id: id })
        expect(await listed()).not.toContainEqual({ kind: "enquiry", id })
      })

      it("list a backlog in batches after a cursor, each row once", async () => {
        const ids: string[] = []
        for (let index = 0; index < 5; index++) {
          const email = `batch${index}.${randomUUID().slice(0, 8)}@example.in`
          await insertEnquiry(enquiry(email))
          ids.push(await enquiryId(email))
        }
        type Pending = { kind: string; id: string; created_at: string }
        const seen: string[] = []
        let cursor: Pending | undefined
        for (;;) {
          const batch = await rpc<Pending[]>("notify_pending", {
            min_age_seconds: 0,
            batch_size: 2,
            ...(cursor ? { after_created_at: cursor.created_at, after_id: cursor.id } : {}),
          })
          expect(batch.length).toBeLessThanOrEqual(2)
          if (batch.length === 0) break
          seen.push(...batch.map((item) => item.id))
          cursor = batch.at(-1)
        }
        expect(new Set(seen).size).toBe(seen.length)
        expect(seen.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort())
      })

      it("list résumés without an application after an hour", async () => {
        const orphan = `general/${randomUUID()}.pdf`
        const fresh = `general/${randomUUID()}.pdf`
        await storeResume(orphan, "now() - interval '61 minutes'")
        await storeResume(fresh)
        const claimed = await storeApplication({}, "now() - interval '2 hours'")
        const orphans = await rpc<string[]>("resume_orphans", {})
        expect(orphans).toContain(orphan)
        expect(orphans).not.toContain(fresh)
        expect(orphans).not.toContain(claimed.resume_path)
      })

      it("delete applications after 12 months and enquiries after 24, returning the files to remove", async () => {
        const old = await storeApplication({}, "now() - interval '12 months 1 day'")
        const recent = await storeApplication({}, "now() - interval '11 months'")
        const email = `old.${randomUUID().slice(0, 8)}@example.in`
        await insertEnquiry(enquiry(email))
        await sql().query(
          "update public.contact_submissions set created_at = now() - interval '25 months' where email = $1",
          [email],
        )
        const result = await rpc<{ applications: number; enquiries: number; resume_paths: string[] }>(
          "retention_expire",
          {},
        )
        expect(result.resume_paths).toContain(old.resume_path)
        expect(result.resume_paths).not.toContain(recent.resume_path)
        expect(result.enquiries).toBeGreaterThanOrEqual(1)
        const { rows } = await sql().query<Row>(
          "select (select count(*)::int from public.job_applications where id = any($1)) as applications, (select count(*)::int from public.contact_submissions where email = $2) as enquiries",
          [[old.id, recent.id], email],
        )
        expect(rows[0]).toEqual({ applications: 1, enquiries: 0 })
      })

      it("forget a person by e-mail, whatever its case: every row gone, the files named", async () => {
        const email = `Forget.${randomUUID().slice(0, 8)}@Example.in`
        await insertEnquiry(enquiry(email))
        await insertEnquiry({ email, form_type: "newsletter" })
        const application = await storeApplication({ email })
        const brief = briefRow({ email })
        const columns = Object.keys(brief)
        await sql().query(
          `insert into public.staffing_requests (${columns.join(", ")}) values (${columns.map((_, index) => `$${index + 1}`).join(", ")})`,
          columns.map((column) => (column === "roles" ? JSON.stringify(brief[column]) : brief[column])),
        )
        const result = await rpc<Row>("forget_person", { person_email: ` ${email.toUpperCase()} ` })
        expect(result).toEqual({
          applications: 1,
          submissions: 2,
          briefs: 1,
          fraud_reports: 0,
          quick_applications: 0,
          alert_subscriptions: 0,
          resume_paths: [application.resume_path],
        })
        const { rows } = await sql().query<Row>(
          "select (select count(*)::int from public.job_applications where lower(email) = lower($1)) + (select count(*)::int from public.contact_submissions where lower(email) = lower($1)) + (select count(*)::int from public.staffing_requests where lower(email) = lower($1)) as left",
          [email],
        )
        expect(rows[0]).toEqual({ left: 0 })
      })

      // Only PostgreSQL has a second connection; PGlite runs one statement at a time.
      if (options.concurrentConnections)
        it("let two concurrent claims of one row only one win", async () => {
          const other = await target!.connect!()
          const email = `asha.${randomUUID().slice(0, 8)}@example.in`
          await insertEnquiry(enquiry(email))
          const id = await enquiryId(email)
          const claims = await Promise.all([
            rpc<Row | null>("notify_claim_enquiry", { submission_id: id }),
            rpc<Row | null>("notify_claim_enquiry", { submission_id: id }, "service_role", other),
          ])
          expect(claims.filter((claim) => claim !== null)).toHaveLength(1)
        })
    })

    describe("a new lead table, registered in one migration", () => {
      const registration = readFileSync(join(import.meta.dirname, "lead-kind.sql"), "utf8")

      beforeAll(async () => {
        await sql().exec(`begin; ${registration}; commit;`)
      })
      afterAll(async () => {
        await sql().exec(
          "delete from private.notify_kinds where kind = 'job_alert'; drop table public.job_alerts;",
        )
      })

      async function storeAlert(email: string, confirmed: boolean, createdAt = "now()"): Promise<string> {
        const { rows } = await sql().query<{ id: string }>(
          `insert into public.job_alerts (email, topic, confirmed, created_at)
           values ($1, 'payroll', $2, ${createdAt}) returning id`,
          [email, confirmed],
        )
        return rows[0]!.id
      }

      const pendingAlerts = async () =>
        (
          await rpc<{ kind: string; id: string }[]>("notify_pending", {
            min_age_seconds: 0,
            batch_size: 1000,
          })
        )
          .filter((item) => item.kind === "job_alert")
          .map((item) => item.id)

      it("takes at most 40 lines: the table, its webhook and its registry row", async () => {
        expect(registration.trimEnd().split("\n").length).toBeLessThanOrEqual(40)
        const { rows } = await sql().query<Row>(
          "select kind, lead_table = 'public.job_alerts'::regclass as registered from private.notify_kinds order by kind",
        )
        expect(rows).toEqual([
          { kind: "application", registered: false },
          { kind: "brief", registered: false },
          { kind: "enquiry", registered: false },
          { kind: "fraud_report", registered: false },
          { kind: "job_alert", registered: true },
          { kind: "job_alert_confirm", registered: false },
          { kind: "quick_application", registered: false },
        ])
      })

      it("is posted by its webhook and listed as pending until mailed, its non-leads never", async () => {
        const email = `alert.${randomUUID().slice(0, 8)}@example.in`
        const lead = await storeAlert(email, true)
        const unconfirmed = await storeAlert(email, false)
        const posted = await takeQueuedRequests(sql())
        expect(posted.map((request) => request.body)).toEqual([
          expect.objectContaining({
            table: "job_alerts",
            record: expect.objectContaining({ id: lead, email }),
          }),
        ])
        expect(await pendingAlerts()).toEqual([lead])
        expect(await rpc("notify_claim", { kind: "job_alert", row_id: unconfirmed })).toBeNull()
      })

      it("is claimed once, released, claimed again and recorded as sent once", async () => {
        const id = await storeAlert(`alert.${randomUUID().slice(0, 8)}@example.in`, true)
        expect(await rpc("notify_claim", { kind: "job_alert", row_id: id })).toMatchObject({
          id,
          topic: "payroll",
          notify_lease_until: expect.any(String),
        })
        expect(await rpc("notify_claim", { kind: "job_alert", row_id: id })).toBeNull()
        expect(await pendingAlerts()).not.toContain(id)
        expect(await rpc("notify_release", { kind: "job_alert", row_id: id })).toBe(true)
        expect(await pendingAlerts()).toContain(id)
        expect(await rpc("notify_claim", { kind: "job_alert", row_id: id })).not.toBeNull()
        expect(await rpc("notify_sent", { kind: "job_alert", row_id: id })).toBe(true)
        expect(await rpc("notify_sent", { kind: "job_alert", row_id: id })).toBe(false)
        expect(await rpc("notify_claim", { kind: "job_alert", row_id: id })).toBeNull()
        expect(await pendingAlerts()).not.toContain(id)
      })

      it("expires after its own retention, leads only", async () => {
        const email = `alert.${randomUUID().slice(0, 8)}@example.in`
        const old = await storeAlert(email, true, "now() - interval '6 months 1 day'")
        const recent = await storeAlert(email, true, "now() - interval '5 months'")
        const oldUnconfirmed = await storeAlert(email, false, "now() - interval '7 months'")
        const result = await rpc<Row>("retention_expire", {})
        expect(result.job_alerts).toBeGreaterThanOrEqual(1)
        const { rows } = await sql().query<{ id: string }>(
          "select id from public.job_alerts where email = $1",
          [email],
        )
        expect(rows.map((row) => row.id).sort()).toEqual([recent, oldUnconfirmed].sort())
        expect(rows.map((row) => row.id)).not.toContain(old)
      })

      it("is forgotten with the rest of a person's rows", async () => {
        const email = `Alert.${randomUUID().slice(0, 8)}@Example.in`
        await storeAlert(email, true)
        await storeAlert(email, false)
        await insertEnquiry(enquiry(email))
        expect(await rpc<Row>("forget_person", { person_email: email.toUpperCase() })).toEqual({
          applications: 0,
          submissions: 1,
          briefs: 0,
          fraud_reports: 0,
          alert_subscriptions: 0,
          job_alerts: 2,
          quick_applications: 0,
          resume_paths: [],
        })
      })

      it("refuses a registration that does not fit its table, and an unregistered kind", async () => {
        await expect(
          sql().exec(
            `insert into private.notify_kinds (kind, lead_table, lead_rows, retention, expired_key)
             values ('misfit', 'public.job_alerts', 'stored.approved', '1 month', 'misfits')`,
          ),
        ).rejects.toMatchObject({ code: "42703" })
        await expect(rpc("notify_sent", { kind: "job_alerts", row_id: randomUUID() })).rejects.toMatchObject({
          code: "22023",
          message: "Unknown kind job_alerts",
        })
      })
    })
  })
}
