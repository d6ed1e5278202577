import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { site } from "@repo/content/site"
import { functionDataFile, functionDataText } from "../scripts/function-data.ts"

describe("supabase/functions/_shared/site.json", () => {
  it("is what @repo/content says today (run `pnpm --filter @repo/supabase function-data` after a change)", () => {
    expect(readFileSync(functionDataFile, "utf8")).toBe(functionDataText())
  })

  it("names the firm's two mailboxes and every opening", () => {
    const data = JSON.parse(readFileSync(functionDataFile, "utf8")) as Record<string, unknown>
    expect(data).toMatchObject({ supportEmail: site.email, careersEmail: site.careersEmail })
    expect(data.openings).toMatchObject({
      general: "General application",
      "payroll-manager": "Payroll Manager",
    })
  })
})
