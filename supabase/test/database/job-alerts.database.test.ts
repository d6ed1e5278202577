import { PGlite } from "@electric-sql/pglite"
import { pgliteSql } from "@repo/local-api/database"
import { startPostgres15 } from "@repo/local-api/testing/postgres-server"
import { defineJobAlertsSuite } from "./job-alerts-suite.ts"

defineJobAlertsSuite("Job alerts on PGlite", async () => {
  const db = await PGlite.create("memory://")
  return { sql: pgliteSql(db), close: () => db.close() }
})

defineJobAlertsSuite("Job alerts on PostgreSQL 15", async () => {
  const server = await startPostgres15()
  return { sql: server.sql, close: () => server.stop() }
})
