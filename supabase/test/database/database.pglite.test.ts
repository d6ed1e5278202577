import { PGlite } from "@electric-sql/pglite"
import { expect } from "vitest"
import { pgliteSql } from "@repo/local-api/database"
import { defineDatabaseSuite } from "./database-suite.ts"

defineDatabaseSuite(
  "PGlite (in memory)",
  async () => {
    const db = await PGlite.create("memory://")
    return { sql: pgliteSql(db), close: () => db.close() }
  },
  async (sql) => {
    const { rows } = await sql.query<{ version: string }>("select version()")
    expect(rows[0]?.version).toContain("PGlite")
  },
)
