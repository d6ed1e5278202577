import { PGlite } from "@electric-sql/pglite"
import { pgliteSql } from "@repo/local-api/database"
import { defineNotifySuite } from "./notify-suite.ts"
import { startPostgres15 } from "@repo/local-api/testing/postgres-server"

defineNotifySuite("The notify webhook, sweep schedule and calls on PGlite", async () => {
  const db = await PGlite.create("memory://")
  return { sql: pgliteSql(db), close: () => db.close() }
})

defineNotifySuite(
  "The notify webhook, sweep schedule and calls on PostgreSQL 15",
  async () => {
    const server = await startPostgres15()
    return { sql: server.sql, connect: () => server.connect(), close: () => server.stop() }
  },
  { concurrentConnections: true },
)
