import { PGlite } from "@electric-sql/pglite"
import { pgliteSql } from "./database.ts"
import { defineNotifySuite } from "./testing/notify-suite.ts"
import { startPostgres15 } from "./testing/postgres-server.ts"

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
