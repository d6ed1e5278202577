import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { databaseTypesFile, databaseTypesText } from "../scripts/database-types.ts"

describe("supabase/functions/_shared/database.types.ts", () => {
  it("is what the generator makes of the migrations today (run `pnpm db:types` after a migration)", async () => {
    const stored = readFileSync(databaseTypesFile, "utf8")
    const fresh = await databaseTypesText()
    expect(stored === fresh, "database.types.ts is stale: run `pnpm db:types`").toBe(true)
  })

  it("names every table the site inserts into", () => {
    const stored = readFileSync(databaseTypesFile, "utf8")
    for (const table of ["contact_submissions", "job_applications", "staffing_requests"])
      expect(stored).toContain(`${table}: {`)
  })
})
