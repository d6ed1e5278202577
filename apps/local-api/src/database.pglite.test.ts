import { PGlite } from "@electric-sql/pglite"
import { expect } from "vitest"
import { pgliteSql } from "./database.ts"
import { defineDatabaseSuite } from "./testing/database-suite.ts"

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
