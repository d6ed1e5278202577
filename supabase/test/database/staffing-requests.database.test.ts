import { PGlite } from "@electric-sql/pglite"
import { pgliteSql } from "@repo/local-api/database"
import { defineBriefsSuite } from "./briefs-suite.ts"
import { startPostgres15 } from "@repo/local-api/testing/postgres-server"

defineBriefsSuite("Staffing briefs on PGlite", async () => {
  const db = await PGlite.create("memory://")
  return { sql: pgliteSql(db), close: () => db.close() }
})

defineBriefsSuite("Staffing briefs on PostgreSQL 15", async () => {
  const server = await startPostgres15()
  return { sql: server.sql, close: () => server.stop() }
})
