import { expect } from "vitest"
import { defineDatabaseSuite } from "./database-suite.ts"
import { startPostgres15 } from "@repo/local-api/testing/postgres-server"

defineDatabaseSuite(
  "PostgreSQL 15 (a real server started by the test)",
  async () => {
    const server = await startPostgres15()
    return { sql: server.sql, connect: () => server.connect(), close: () => server.stop() }
  },
  async (sql) => {
    const { rows } = await sql.query<{ server_version_num: string }>("show server_version_num")
    expect(Number(rows[0]?.server_version_num)).toBeGreaterThanOrEqual(150000)
    expect(Number(rows[0]?.server_version_num)).toBeLessThan(160000)
  },
  { concurrentConnections: true },
)
