import { randomUUID } from "node:crypto"
import { Agent, createServer, request as httpRequest, type Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDataApi } from "@repo/contact-client/local"
import {
  localNotifySecret,
  startMailCatcher,
  startNotifyFunction,
  type MailCatcher,
  type NotifyFunction,
} from "@repo/local-api/notify-stack"
import { startLocalApi, type RunningLocalApi } from "@repo/local-api/server"
import { freePort } from "@repo/local-api/testing/free-port"

/**
 * Exactly once when the data API goes away between SMTP's accept and "sent" (issue 37: 49 of 400
 * enquiries were mailed twice). The function reaches the API through a proxy that, whenever a
 * `notify_sent` call arrives, plays the API dead for a few seconds: it drops that call and every
 * other. Meanwhile webhooks are resent and the sweep runs; the lease is cut to 30 s so that a claim
 * lost to the outage would expire, and be swept and mailed again, within the test.
 */

const enquiries = 400
const leaseSeconds = 30
const outageMs = 3_000
const outages = 4
/** Outages start at least this far apart: one longer than the claim's retries is the window 070 names. */
const outageSpacingMs = 10_000

type CaughtMail = { id: string; text: string }

/** An HTTP proxy to `target` that can play dead: it destroys each connection that sends a request. */
async function startFlakyProxy(target: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 16 })
  let deadUntil = 0
  let outagesLeft = outages
  let notifySentSeen = 0
  const dropped = { all: 0, notifySent: 0 }
  const server: Server = createServer((req, res) => {
    const isSent = req.url?.startsWith("/rest/v1/rpc/notify_sent") ?? false
    if (isSent) notifySentSeen++
    // Every 60th "sent" call (SMTP has just accepted that mail) starts an outage.
    if (
      isSent &&
      outagesLeft > 0 &&
      notifySentSeen % 60 === 1 &&
      Date.now() >= deadUntil - outageMs + outageSpacingMs
    ) {
      outagesLeft--
      deadUntil = Date.now() + outageMs
    }
    if (Date.now() < deadUntil) {
      dropped.all++
      if (isSent) dropped.notifySent++
      req.socket.destroy()
      return
    }
    const upstream = httpRequest(
      `${target}${req.url}`,
      { method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on("error", () => res.destroy())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  const port = typeof address === "object" && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    dropped,
    outagesLeft: () => outagesLeft,
    stop: () =>
      new Promise<void>((resolve) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

describe("the notify function when the data API dies between SMTP's accept and 'sent'", () => {
  let mail: MailCatcher
  let api: RunningLocalApi
  let notify: NotifyFunction
  let proxy: Awaited<ReturnType<typeof startFlakyProxy>>
  const log: string[] = []

  beforeAll(async () => {
    const [web, smtp, fn] = [await freePort(), await freePort(), await freePort()]
    mail = await startMailCatcher(web, smtp)
    api = await startLocalApi({
      dataDir: "memory://",
      port: 0,
      log: (line) => log.push(line),
      notify: { url: `http://127.0.0.1:${fn}`, secret: localNotifySecret },
    })
    await api.sql.exec(`create or replace function private.notify_lease() returns interval
      language sql immutable set search_path = '' as $$ select interval '${leaseSeconds} seconds' $$`)
    proxy = await startFlakyProxy(api.url)
    notify = await startNotifyFunction({
      port: fn,
      supabaseUrl: proxy.url,
      smtpPort: smtp,
      log: (line) => log.push(line),
    })
  }, 120_000)
  afterAll(async () => {
    await notify?.stop()
    await proxy?.stop()
    await api?.close()
    await mail?.stop()
  })

  const callFunction = (route: string, body: unknown) =>
    fetch(`${notify.url}${route}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-notify-secret": localNotifySecret },
      body: JSON.stringify(body),
    }).then((response) => response.arrayBuffer())

  const unmailed = async (marker: string) =>
    (
      await api.sql.query<{ n: number }>(
        "select count(*)::int as n from public.contact_submissions where company like $1 and notified_at is null",
        [`Fault ${marker} %`],
      )
    ).rows[0]!.n

  it("mails each of 400 enquiries once, through outages, resent webhooks and sweeps", async () => {
    const marker = randomUUID().slice(0, 8)
    let next = 0
    const ids: string[] = []
    const sender = async () => {
      while (next < enquiries) {
        const index = next++
        const response = await fetch(`${api.url}/rest/v1/contact_submissions`, {
          method: "POST",
          headers: { apikey: localDataApi.key, "content-type": "application/json", prefer: "return=minimal" },
          body: JSON.stringify({
            first_name: "Fault",
            last_name: "Probe",
            email: `fault.${index}.${marker}@example.in`,
            company: `Fault ${marker} ${index}`,
            message: "Sent while the data API comes and goes.",
            form_type: "contact_page",
          }),
        })
        expect(response.status).toBe(201)
      }
    }
    // The sweep every two seconds, and webhooks resent for rows already stored, while enquiries arrive.
    let sending = true
    const chaos = (async () => {
      while (sending || (await unmailed(marker)) > 0) {
        await callFunction("/sweep", { min_age_seconds: 0 })
        const { rows } = await api.sql.query<{ id: string }>(
          "select id from public.contact_submissions where company like $1 order by random() limit 20",
          [`Fault ${marker} %`],
        )
        ids.push(...rows.map((row) => row.id))
        await Promise.all(
          rows.map((row) =>
            callFunction("/", {
              type: "INSERT",
              table: "contact_submissions",
              schema: "public",
              record: { id: row.id, form_type: "contact_page" },
              old_record: null,
            }),
          ),
        )
        await new Promise((resolve) => setTimeout(resolve, 2_000))
      }
    })()
    await Promise.all(Array.from({ length: 20 }, sender))
    sending = false
    await chaos

    // Every claim the outages could have orphaned has expired by now: sweep twice more.
    await new Promise((resolve) => setTimeout(resolve, (leaseSeconds + 2) * 1000))
    await callFunction("/sweep", { min_age_seconds: 0 })
    await callFunction("/sweep", { min_age_seconds: 0 })

    // Outages start at least 10 s apart, so a fast run ends before the last ones: at least one must
    // have struck a "sent" call after SMTP's accept for the run to prove anything.
    expect(proxy.outagesLeft()).toBeLessThan(outages)
    expect(proxy.dropped.notifySent).toBeGreaterThan(0)
    expect(ids.length).toBeGreaterThan(0)
    const mails = (await (await fetch(`${mail.url}/api/email`)).json()) as CaughtMail[]
    const perRow = new Map<string, number>()
    for (const caught of mails) {
      if (!caught.text.includes(`Fault ${marker} `)) continue
      const id = /Reference: enquiry (\S+)/.exec(caught.text)?.[1] ?? "?"
      perRow.set(id, (perRow.get(id) ?? 0) + 1)
    }
    const twice = [...perRow].filter(([, count]) => count > 1)
    expect(twice, `mailed more than once (${proxy.dropped.notifySent} "sent" calls dropped)`).toEqual([])
    expect(perRow.size).toBe(enquiries)
    expect(await unmailed(marker)).toBe(0)
  }, 300_000)
})
