import { execFile } from "node:child_process"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { afterAll, describe, expect, it } from "vitest"
import { localDataApi } from "@repo/contact-client/local"
import { createContactClient } from "@repo/contact-client/submit"
import { listMigrations } from "./migrate.ts"
import { startLocalApi, type SubmissionRecord } from "./server.ts"
import { fetchSubmissions, formatSubmissions, readSubmissions } from "./submissions.ts"

const run = promisify(execFile)
const dataDir = mkdtempSync(join(tmpdir(), "local-api-data-"))

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

const enquiry = {
  firstName: "Arjun",
  lastName: "Mehta",
  email: "arjun@example.in",
  company: "Mehta Motors",
  serviceInterest: "rpo",
  message: "We need an RPO partner for our plant in Pune.",
} as const

describe("a data directory on disk", () => {
  it("keeps submissions across restarts and applies migrations only once", async () => {
    const first = await startLocalApi({ dataDir, port: 0, log: () => {} })
    const client = createContactClient({ url: first.url, key: localDataApi.key })
    await expect(client.submitContact(enquiry)).resolves.toEqual({ ok: true })
    await first.close()

    const second = await startLocalApi({ dataDir, port: 0, log: () => {} })
    try {
      const rows = (await (await fetch(`${second.url}/local/submissions`)).json()) as SubmissionRecord[]
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ first_name: "Arjun", company: "Mehta Motors", service_interest: "rpo" })
      const { rows: applied } = await second.sql.query("select name from local_api.schema_migrations")
      expect(applied).toHaveLength(listMigrations().length)

      // `pnpm submissions` asks the running server first.
      const { stdout, stderr } = await run(
        "node",
        ["--import", "tsx", join(import.meta.dirname, "submissions.ts")],
        {
          env: { ...process.env, LOCAL_API_PORT: String(second.port), LOCAL_API_DATA_DIR: "/nonexistent" },
        },
      )
      // It names the server and the database it read, and says when that is not the one expected.
      expect(stdout).toContain(
        `Submissions from the local data API at ${second.url} (process ${process.pid}), database ${dataDir}`,
      )
      expect(stderr).toContain(`that server reads ${dataDir}, not /nonexistent`)
      expect(stdout).toMatch(
        /1\s+\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s+contact_page\s+Arjun Mehta\s+arjun@example\.in/,
      )
      expect(stdout).toContain("1 submission")

      // While it runs, nothing else may open the directory.
      await expect(startLocalApi({ dataDir, port: 0, log: () => {} })).rejects.toThrow(/in use by process/)
      await expect(readSubmissions(dataDir)).rejects.toThrow(/held by a running local data API/)
    } finally {
      await second.close()
    }

    // With no server running, it reads the directory itself.
    const offline = await readSubmissions(dataDir)
    expect(offline?.map((row) => row.email)).toEqual(["arjun@example.in"])
  })

  it("refuses a server on the port that is not a local data API, naming the port", async () => {
    const other = createServer((_req, res) => res.writeHead(404).end("not here"))
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve))
    const { port } = other.address() as AddressInfo
    try {
      await expect(fetchSubmissions(`http://127.0.0.1:${port}`)).rejects.toThrow(
        `another program holds port ${port}`,
      )
    } finally {
      other.close()
    }
  })

  it("reports no database when the directory does not exist", async () => {
    await expect(readSubmissions(join(dataDir, "missing"))).resolves.toBeNull()
  })

  it("does not create a database in a directory that holds none", async () => {
    const other = join(dataDir, "not-a-database")
    mkdirSync(other)
    writeFileSync(join(other, "notes.txt"), "unrelated")
    await expect(readSubmissions(other)).resolves.toBeNull()
    expect(readdirSync(other)).toEqual(["notes.txt"])
  })
})

describe("formatSubmissions", () => {
  const row: SubmissionRecord = {
    id: "5b0c3b7e-8f0e-4a59-9a57-3f1f0c1d2e3f",
    created_at: "2026-11-22T10:15:00.123Z",
    first_name: "Zoya",
    last_name: "Khan",
    email: "zoya@example.com",
    company: "Khan Foods",
    service_interest: null,
    message: `Line one\nline two ${"long ".repeat(20)}`,
    form_type: "contact_page",
    idempotency_key: null,
  }

  it("prints one line per submission with a header and a count, and whether the team was mailed", () => {
    const lines = formatSubmissions([
      row,
      { ...row, form_type: "newsletter", first_name: null },
      { ...row, notified_at: "2026-11-22T10:15:04.000Z" },
    ]).split("\n")
    expect(lines[0]).toMatch(
      /^#\s+received \(UTC\)\s+form\s+name\s+email\s+company\s+interest\s+message\s+mailed$/,
    )
    expect(lines[2]).toMatch(
      /^1\s+2026-11-22 10:15:00\s+contact_page\s+Zoya Khan\s+zoya@example\.com\s+Khan Foods\s+—\s+Line one line two long/,
    )
    expect(lines[2]).toMatch(/…\s+not yet$/)
    expect(lines[3]).toMatch(/^2\s+2026-11-22 10:15:00\s+newsletter\s+—.*never \(newsletter\)$/)
    expect(lines[4]).toMatch(/\s2026-11-22 10:15:04$/)
    expect(lines.at(-1)).toBe("3 submissions")
  })

  it("says when there is nothing to show", () => {
    expect(formatSubmissions([])).toBe("No submissions yet.")
  })
})
