import { execFile } from "node:child_process"
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import pg from "pg"
import type { Sql } from "../database.ts"
import { freePort } from "./free-port"

const run = promisify(execFile)

/** Where Debian's postgresql-15 package puts the server binaries (override with POSTGRES_BIN_DIR). */
export const postgresBinDir = process.env.POSTGRES_BIN_DIR || "/usr/lib/postgresql/15/bin"

export type PostgresServer = {
  sql: Sql
  version: string
  /** Another connection to the same database (for concurrent requests); closed by stop(). */
  connect(): Promise<Sql>
  stop(): Promise<void>
}

export function pgSql(client: pg.Client): Sql {
  return {
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query(text, params)
      return { rows: result.rows as T[] }
    },
    async exec(text: string) {
      await client.query(text)
    },
  }
}

/**
 * Starts a throwaway PostgreSQL 15 server in a temporary directory (socket only, no TCP) and
 * connects to it as the superuser. PostgreSQL refuses to run as root, so under root the server
 * runs as the `postgres` user. Fails, rather than skipping, when the binaries are missing.
 */
/**
 * util-linux's runuser, which Debian puts in /usr/sbin: a PATH of only /usr/bin:/bin (a bare
 * machine's, README "Run the tests") does not find it by name.
 */
function runuser(): string {
  return ["/usr/sbin/runuser", "/sbin/runuser"].find((path) => existsSync(path)) ?? "runuser"
}

export async function startPostgres15(): Promise<PostgresServer> {
  for (const binary of ["initdb", "pg_ctl", "postgres"]) {
    if (!existsSync(join(postgresBinDir, binary))) {
      throw new Error(
        `The database tests need a PostgreSQL 15 server, but ${join(postgresBinDir, binary)} does not exist. ` +
          "Install Debian's postgresql package (apt-get install postgresql-15) or set POSTGRES_BIN_DIR.",
      )
    }
  }

  const root = mkdtempSync(join(tmpdir(), "local-api-pg-"))
  const dataDir = join(root, "data")
  const logFile = join(root, "server.log")
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number((await run("id", ["-u", "postgres"])).stdout.trim())
    const gid = Number((await run("id", ["-g", "postgres"])).stdout.trim())
    chownSync(root, uid, gid)
  }
  const pgTool = (binary: string, args: string[]) =>
    asRoot
      ? run(runuser(), ["-u", "postgres", "--", join(postgresBinDir, binary), ...args])
      : run(join(postgresBinDir, binary), args)

  const port = await freePort()
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses=''",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
  ].join(" ")
  try {
    await pgTool("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "-N"])
    await pgTool("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", options, "-w", "-t", "60", "start"])
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, "utf8") : ""
    rmSync(root, { recursive: true, force: true })
    throw new Error(`Could not start PostgreSQL 15: ${(error as Error).message}\n${log}`, { cause: error })
  }

  const client = new pg.Client({ host: root, port, user: "postgres", database: "postgres" })
  const stopServer = async () => {
    await pgTool("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => undefined)
    rmSync(root, { recursive: true, force: true })
  }
  try {
    await client.connect()
  } catch (error) {
    await stopServer()
    throw error
  }
  const { rows } = await client.query<{ server_version: string }>("show server_version")
  const others: pg.Client[] = []
  return {
    sql: pgSql(client),
    version: rows[0]?.server_version ?? "",
    async connect() {
      const other = new pg.Client({ host: root, port, user: "postgres", database: "postgres" })
      others.push(other)
      await other.connect()
      return pgSql(other)
    },
    async stop() {
      await Promise.all([client, ...others].map((each) => each.end().catch(() => undefined)))
      await stopServer()
    },
  }
}
