import { PGlite } from "@electric-sql/pglite"
import { pgliteSql } from "@repo/local-api/database"
import { defineApplicationsSuite } from "./applications-suite.ts"
import { startPostgres15 } from "@repo/local-api/testing/postgres-server"

defineApplicationsSuite("Résumé storage and job applications on PGlite", async () => {
  const db = await PGlite.create("memory://")
  return { sql: pgliteSql(db), close: () => db.close() }
})

defineApplicationsSuite(
  "Résumé storage and job applications on PostgreSQL 15 with Supabase's storage schema",
  async () => {
    const server = await startPostgres15()
    return { sql: server.sql, close: () => server.stop() }
  },
)
