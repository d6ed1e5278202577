import { PGlite } from "@electric-sql/pglite"
import { pgliteSql } from "@repo/local-api/database"
import { defineFraudReportsSuite } from "./fraud-reports-suite.ts"
import { startPostgres15 } from "@repo/local-api/testing/postgres-server"

defineFraudReportsSuite("Fraud reports on PGlite", async () => {
  const db = await PGlite.create("memory://")
  return { sql: pgliteSql(db), close: () => db.close() }
})

defineFraudReportsSuite("Fraud reports on PostgreSQL 15", async () => {
  const server = await startPostgres15()
  return { sql: server.sql, close: () => server.stop() }
})
