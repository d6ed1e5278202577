import { PGlite } from "@electric-sql/pglite"
import { pgliteSql } from "./database.ts"
import { defineFraudReportsSuite } from "./testing/fraud-reports-suite.ts"
import { startPostgres15 } from "./testing/postgres-server.ts"

defineFraudReportsSuite("Fraud reports on PGlite", async () => {
  const db = await PGlite.create("memory://")
  return { sql: pgliteSql(db), close: () => db.close() }
})

defineFraudReportsSuite("Fraud reports on PostgreSQL 15", async () => {
  const server = await startPostgres15()
  return { sql: server.sql, close: () => server.stop() }
})
