// The decision records stay findable: every record has its row in the index, every row names a
// record, and every decision the code and docs cite exists (docs/decisions/README.md).
import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

import { describe, expect, it } from "vitest"

const root = join(import.meta.dirname, "../../..")
const folder = join(root, "docs/decisions")
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name))
const numbers = new Set(records.map((name) => name.slice(0, 3)))
const index = readFileSync(join(folder, "README.md"), "utf8")

/** Every decision number a text cites: "decision 072", "decisions 064 and 070", "docs/decisions/080". */
export function citedDecisions(text: string): string[] {
  const cited: string[] = []
  for (const match of text.matchAll(/\b[Dd]ecisions?\s+(\d{3}(?:(?:,\s*|\s+and\s+|\s+or\s+|\/)\d{3})*)/g))
    cited.push(...match[1]!.match(/\d{3}/g)!)
  for (const match of text.matchAll(/docs\/decisions\/(\d{3})/g)) cited.push(match[1]!)
  return cited
}

describe("decision records", () => {
  it("finds the citations it is meant to", () => {
    expect(citedDecisions("as decision 010 does; decisions 064 and 070, docs/decisions/080-x.md")).toEqual([
      "010",
      "064",
      "070",
      "080",
    ])
  })

  it("lists every record in the index, and only records that exist", () => {
    const rows = [...index.matchAll(/^\| (\d{3}) \| \[[^\]]+\]\((\d{3}-[^)]+\.md)\)/gm)]
    expect(rows.map((row) => row[2]).sort()).toEqual([...records].sort())
    for (const [, number, file] of rows) expect(file!.slice(0, 3), file).toBe(number)
  })

  it("opens every record with its status and date", () => {
    for (const name of records) {
      const text = readFileSync(join(folder, name), "utf8")
      expect(text, name).toMatch(/^# \d{3} .+\n\nStatus: .+\nDate: \d{4}-\d{2}-\d{2}\n/)
      expect(text.slice(2, 5), name).toBe(name.slice(0, 3))
    }
  })

  it("cites no decision that does not exist", () => {
    const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
      .split("\0")
      .filter(
        (file) => /\.(ts|tsx|js|mjs|sql|md|toml|json|css|sh)$/.test(file) && !file.endsWith("lock.yaml"),
      )
    const missing: string[] = []
    for (const file of files) {
      let text: string
      try {
        text = readFileSync(join(root, file), "utf8")
      } catch {
        continue // listed by git but deleted in the work tree
      }
      for (const number of citedDecisions(text)) if (!numbers.has(number)) missing.push(`${file}: ${number}`)
    }
    expect(missing).toEqual([])
  })
})
