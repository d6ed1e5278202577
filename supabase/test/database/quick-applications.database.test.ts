import { PGlite } from "@electric-sql/pglite"
import { pgliteSql } from "@repo/local-api/database"
import { startPostgres15 } from "@repo/local-api/testing/postgres-server"
import { defineQuickApplicationsSuite } from "./quick-applications-suite.ts"

defineQuickApplicationsSuite("Quick applications on PGlite", async () => {
  const db = await PGlite.create("memory://")
  return { sql: pgliteSql(db), close: () => db.close() }
})

defineQuickApplicationsSuite("Quick applications on PostgreSQL 15", async () => {
  const server = await startPostgres15()
  return { sql: server.sql, close: () => server.stop() }
})
