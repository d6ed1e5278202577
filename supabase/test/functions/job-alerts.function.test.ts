import { randomUUID } from "node:crypto"
import { createServer, type Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDataApi } from "@repo/contact-client/local"
import {
  localServiceKey,
  runJobAlertsOnce,
  spawnJobAlerts,
  startMailCatcher,
  type MailCatcher,
} from "@repo/local-api/notify-stack"
import { startLocalApi, type RunningLocalApi } from "@repo/local-api/server"
import { freePort } from "@repo/local-api/testing/free-port"

/**
 * The job-alerts function under Deno, with MailDev as SMTP, the local data API as Supabase and a
 * jobs.json served as the site publishes it: who gets which role, once, through a crash between
 * SMTP's accept and the record of sending, and the one-click unsubscribe.
 */

type CaughtMail = { id: string; subject: string; text: string; to: { address: string }[] }

const todayInIndia = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date())

const role = (slug: string, location: string, datePosted: string) => ({
  slug,
  title: `${location} role ${slug}`,
  client: "A listed FMCG company",
  location,
  function: "Technology",
  engagement: "permanent",
  pay: "₹6–9 lakh a year",
  datePosted,
  url: `https://talentrise.example/jobs/${slug}`,
})

describe("the job-alerts function, under Deno, with a mail catcher", () => {
  let api: RunningLocalApi
  let mail: MailCatcher
  let site: Server
  let siteUrl = ""
  let roles = [role("old-noida", "Noida", "2026-11-01"), role("old-pune", "Pune", "2026-11-01")]

  const inbox = async (): Promise<CaughtMail[]> =>
    (await (await fetch(`${mail.url}/api/email`)).json()) as CaughtMail[]
  const mailsTo = async (address: string) =>
    (await inbox()).filter((caught) => caught.to.some((to) => to.address === address))
  const rpc = async (fn: string, args: Record<string, unknown>, key: string = localServiceKey) => {
    const response = await fetch(`${api.url}/rest/v1/rpc/${fn}`, {
      method: "POST",
      headers: { apikey: key, "content-type": "application/json" },
      body: JSON.stringify(args),
    })
    return response.json() as Promise<Record<string, unknown> | string | null>
  }
  const run = (env: Record<string, string> = {}) =>
    runJobAlertsOnce({ supabaseUrl: api.url, siteUrl, smtpPort: mail.smtpPort, env })

  /** Subscribes through the public key, then claims and confirms as the notify function and the page do. */
  async function subscriber(location: string) {
    const email = `${location.toLowerCase()}.${randomUUID().slice(0, 8)}@example.in`
    const idempotencyKey = randomUUID()
    const stored = await fetch(`${api.url}/rest/v1/job_alert_subscriptions`, {
      method: "POST",
      headers: { apikey: localDataApi.key, "content-type": "application/json" },
      body: JSON.stringify({
        email,
        location,
        consent: true,
        idempotency_key: idempotencyKey,
        source_path: "/jobs",
      }),
    })
    expect(stored.status).toBe(201)
    const { rows } = await api.sql.query<{ id: string }>(
      "select id from public.job_alert_subscriptions where idempotency_key = $1",
      [idempotencyKey],
    )
    const id = rows[0]!.id
    const claimed = (await rpc("job_alert_claim_confirm", { subscription_id: id })) as Record<string, string>
    await rpc("notify_sent", { kind: "job_alert_confirm", row_id: id })
    expect(await rpc("confirm_job_alert", { token: claimed.confirm_token }, localDataApi.key)).toBe(
      "confirmed",
    )
    return { id, email }
  }

  beforeAll(async () => {
    api = await startLocalApi({ dataDir: "memory://", port: 0, log: () => {} })
    mail = await startMailCatcher(await freePort(), await freePort())
    site = createServer((request, response) => {
      if (request.url !== "/jobs.json") return response.writeHead(404).end()
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ roles }))
    })
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve))
    const address = site.address()
    siteUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`
  }, 60_000)
  afterAll(async () => {
    site?.close()
    await mail?.stop()
    await api?.close()
  })

  it("mails a new Noida role once to the Noida subscriber, and nothing to Pune or the unsubscribed", async () => {
    const noida = await subscriber("Noida")
    const pune = await subscriber("Pune")
    const gone = await subscriber("Noida")
    const claim = (await rpc("job_alert_claim", { subscriber_id: gone.id, slugs: ["warm-up"] })) as Record<
      string,
      string
    >
    expect(await rpc("unsubscribe_job_alert", { token: claim.unsubscribe_token }, localDataApi.key)).toBe(
      "unsubscribed",
    )
    roles = [...roles, role("java-backend-noida-new", "Noida", todayInIndia())]

    const first = await run()
    expect(first.code, first.output).toBe(0)
    const second = await run()
    expect(second.code, second.output).toBe(0)

    const received = await mailsTo(noida.email)
    expect(received).toHaveLength(1)
    expect(received[0]!.text).toContain("Noida role java-backend-noida-new")
    expect(received[0]!.text).toContain("https://talentrise.example/jobs/java-backend-noida-new")
    expect(received[0]!.text).not.toContain("old-noida")
    expect(await mailsTo(pune.email)).toHaveLength(0)
    expect(await mailsTo(gone.email)).toHaveLength(0)

    // Unfolded: a long header continues on lines that start with a space.
    const source = (await (await fetch(`${mail.url}/api/email/${received[0]!.id}/source`)).text()).replace(
      /\r?\n[ \t]+/g,
      " ",
    )
    expect(source).toMatch(
      /^List-Unsubscribe: <http:\/\/.+\/job-alerts\/unsubscribe\?token=[0-9a-f]{32}\.[0-9a-f]{64}>/m,
    )
    expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    expect(source).toMatch(/^Message-ID: <job-alert\.[0-9a-f-]+@talentrise\.example>/im)
    expect(source).toMatch(/Content-Type: text\/plain/)
    expect(source).toMatch(/Content-Type: text\/html/)
  }, 90_000)

  it("never mails a role twice when the job dies between SMTP's accept and the record of sending", async () => {
    const noida = await subscriber("Noida")
    roles = [...roles, role("site-engineer-noida-new", "Noida", todayInIndia())]
    const crashed = await run({ JOB_ALERTS_FAULT: "exit-after-smtp" })
    expect(crashed.code, crashed.output).toBe(70)
    expect(await mailsTo(noida.email)).toHaveLength(1)
    // The lease runs out and a day passes: the mail left at 'sending' is sent-unknown, never resent.
    await api.sql.query(
      "update public.job_alert_mails set lease_until = now() - interval '1 minute', day = day - 1 where subscription_id = $1",
      [noida.id],
    )
    for (let again = 0; again < 2; again++) expect((await run()).code).toBe(0)
    const received = await mailsTo(noida.email)
    expect(received).toHaveLength(1)
    expect(received[0]!.text).toContain("site-engineer-noida-new")
  }, 90_000)

  it("links each alert to its filters page, and mails by the filters changed there", async () => {
    const movedToPune = await subscriber("Noida")
    roles = [...roles, role("payroll-executive-noida-new", "Noida", todayInIndia())]
    expect((await run()).code).toBe(0)
    const [first] = await mailsTo(movedToPune.email)
    expect(first?.text).toContain("payroll-executive-noida-new")
    const manage = /https?:\/\/\S+\/jobs\/alerts\/manage\?token=([0-9a-f]{32}\.[0-9a-f]{64})/.exec(
      first?.text ?? "",
    )
    expect(manage?.[0]).toBeTruthy()
    // What the manage page sends, with the public key and the token from the mail.
    const token = manage![1]!
    expect(await rpc("job_alert_filters", { token }, localDataApi.key)).toEqual({
      status: "active",
      location: "Noida",
      function: null,
      engagement: null,
    })
    expect(
      await rpc(
        "change_job_alert_filters",
        { token, location: "Pune", function: null, engagement: null },
        localDataApi.key,
      ),
    ).toMatchObject({ status: "active", location: "Pune" })
    // A day later: a new Noida role no longer reaches them, a new Pune one does.
    await api.sql.query("update public.job_alert_mails set day = day - 1 where subscription_id = $1", [
      movedToPune.id,
    ])
    roles = [
      ...roles,
      role("store-manager-noida-new", "Noida", todayInIndia()),
      role("quality-engineer-pune-new", "Pune", todayInIndia()),
    ]
    expect((await run()).code).toBe(0)
    const received = await mailsTo(movedToPune.email)
    expect(received).toHaveLength(2)
    const second = received.find((caught) => caught.id !== first!.id)
    expect(second?.text).toContain("quality-engineer-pune-new")
    expect(second?.text).not.toContain("store-manager-noida-new")
    expect(second?.text).toContain("(Pune)")
  }, 90_000)

  it("unsubscribes at once on RFC 8058's one-click POST, without a login", async () => {
    const noida = await subscriber("Noida")
    const claim = (await rpc("job_alert_claim", { subscriber_id: noida.id, slugs: ["one-click"] })) as Record<
      string,
      string
    >
    const port = await freePort()
    const served = spawnJobAlerts({
      supabaseUrl: api.url,
      siteUrl,
      smtpPort: mail.smtpPort,
      env: { JOB_ALERTS_ONCE: "", JOB_ALERTS_PORT: String(port) },
    })
    try {
      const url = `http://127.0.0.1:${port}/job-alerts/unsubscribe?token=${claim.unsubscribe_token}`
      let response: Response | undefined
      for (let tries = 0; tries < 100 && !response; tries++)
        response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }).catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, 200))
          return undefined
        })
      expect(response?.status).toBe(200)
      const { rows } = await api.sql.query("select from public.job_alert_subscriptions where id = $1", [
        noida.id,
      ])
      expect(rows).toHaveLength(0)
      const again = await fetch(url, { method: "POST", body: "List-Unsubscribe=One-Click" })
      expect(again.status).toBe(404)
    } finally {
      served.process.kill("SIGTERM")
      await served.done
    }
  }, 90_000)
})
