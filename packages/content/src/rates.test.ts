import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"

import { describe, expect, it } from "vitest"

import { ContentError } from "./content-error"
import { repealedAsCurrent } from "./laws"
import { checkRates } from "./rate-entry"
import { fillRates, rateKeys, rateValues, rowOn, statutoryRates, type RateFile } from "./rates"

const root = new URL("../../../", import.meta.url).pathname
const files = Object.fromEntries(
  Object.entries(statutoryRates).map(([key, file]) => [`./rates/${key}.json`, file as unknown]),
)
/** The table with one file changed. */
const withFile = (key: string, change: (file: RateFile) => unknown) => ({
  ...files,
  [`./rates/${key}.json`]: change(structuredClone(statutoryRates[key as keyof typeof statutoryRates])),
})

describe("the table of statutory rates", () => {
  it("has one checked file for every figure the rules use", () => {
    expect(Object.keys(checkRates()).sort()).toEqual([...rateKeys].sort())
  })

  it("keeps the ₹15,000 PF ceiling for days before 17 September 2026 and ₹25,000 from it", () => {
    const rows = statutoryRates["pf-wage-ceiling"].rows
    expect(rowOn(rows, "2026-09-16").value).toBe(15_000)
    expect(rowOn(rows, "2026-09-17").value).toBe(25_000)
    expect(rowOn(rows, "2026-09-17").notification.number).toBe("S.O. 5109(E)")
    expect(fillRates("up to {{rate:pf-wage-ceiling}}", "2026-12-01")).toBe("up to ₹25,000")
  })

  it("cites no repealed law in a row in force today", () => {
    const today = new Date().toISOString().slice(0, 10)
    const current = Object.values(statutoryRates).map((file) => rowOn(file.rows, today).notification.name)
    expect(repealedAsCurrent(current.join("\n"), new Date())).toEqual([])
  })

  it("hands a calculator the figures and their dates, never the citations", () => {
    const values = JSON.stringify(rateValues())
    expect(values).not.toMatch(/notification|https:|reviewedOn/)
    expect(rateValues()["eps-cap"].map((row) => row.value)).toEqual([1_250, 2_083])
  })

  it.each([
    [
      "a row without a source",
      withFile("pf-wage-ceiling", (file) => ({
        ...file,
        rows: file.rows.map(({ source: _, ...row }) => row),
      })),
      /src\/rates\/pf-wage-ceiling\.json: field "rows\.0\.source": is required/,
    ],
    [
      "an http source",
      withFile("eps-cap", (file) => ({
        ...file,
        rows: [{ ...file.rows[0]!, source: "http://epfindia.gov.in/x" }],
      })),
      /src\/rates\/eps-cap\.json: field "rows\.0\.source": must be the official source's https:\/\/ address/,
    ],
    [
      "a from-date out of order",
      withFile("pf-wage-ceiling", (file) => ({ ...file, rows: [...file.rows].reverse() })),
      /src\/rates\/pf-wage-ceiling\.json: field "rows\.1\.from": must be after the row above's/,
    ],
    [
      "a value of the wrong kind",
      withFile("esi-wage-ceiling", (file) => ({ ...file, rows: [{ ...file.rows[0]!, value: "21k" }] })),
      /src\/rates\/esi-wage-ceiling\.json: field "rows\.0\.value": must be a number/,
    ],
    [
      "a table given as one number",
      withFile("income-tax-slabs", (file) => ({
        ...file,
        rows: [{ ...file.rows[0]!, bands: undefined, value: 5 }],
      })),
      /src\/rates\/income-tax-slabs\.json: field "rows\.0\.value": must be empty/,
    ],
  ])("refuses %s, naming the file and the field", (_, table, message) => {
    expect(() => checkRates(table)).toThrow(ContentError)
    expect(() => checkRates(table)).toThrow(message)
  })
})

/*
 * No statutory amount is typed by hand outside the table: the site's code, the payroll rules and the
 * content's prose state each figure through a row (`fillRates`, `rulesOn`, the notes). A literal that
 * equals a figure of the table fails here with its file and line, so a change of law is one new row
 * and not a hunt through pages.
 */
describe("statutory figures typed by hand", () => {
  const rupeeFigures = new Set<number>()
  const percentFigures = new Set<string>()
  for (const file of Object.values(statutoryRates))
    for (const row of file.rows) {
      if (row.value !== undefined && (file.unit === "rupees" || file.unit === "rupees a month"))
        rupeeFigures.add(row.value)
      if (row.value !== undefined && file.unit === "per cent" && !Number.isInteger(row.value))
        percentFigures.add(String(row.value))
      if (file.unit === "tax slabs" || file.unit === "surcharge bands")
        for (const band of row.bands ?? []) if (band.above > 0) rupeeFigures.add(band.above)
    }

  const scanned = ["apps/web/app", "packages/payroll/src", "packages/content/src"]
  const skip = /(\.test\.tsx?|test-rules\.ts|\.d\.ts)$|[/\\](rates|\+types)[/\\]/
  const sources: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.(tsx?|md|json)$/.test(name) && !skip.test(path)) sources.push(path)
    }
  }
  for (const dir of scanned) walk(join(root, dir))

  /** Every amount a line states: ₹15,000, 15,000, 15_000, 15000, 20 lakh; and decimal rates such as 8.33%. */
  function statedFigures(line: string, code: boolean) {
    const found: string[] = []
    const rupeePattern = /₹\s?(\d[\d,]*(?:\.\d+)?)(\s*lakh)?/gi
    for (const match of line.matchAll(rupeePattern)) {
      const amount = Number(match[1]!.replace(/,/g, "")) * (match[2] ? 1_00_000 : 1)
      if (rupeeFigures.has(amount)) found.push(match[0])
    }
    // In code, a bare number too (with the ₹ amounts already counted taken out).
    const bare = line.replace(rupeePattern, "")
    if (code)
      for (const match of bare.matchAll(/(?<![\w.#/-])(\d{1,3}(?:[_,]\d{2,3})+|\d{4,})(?![\w.%-])/g)) {
        const amount = Number(match[1]!.replace(/[_,]/g, ""))
        if (amount >= 1_000 && rupeeFigures.has(amount)) found.push(match[0])
      }
    for (const match of line.matchAll(/(?<![\d.])(\d+\.\d+)\s?%/g))
      if (percentFigures.has(match[1]!)) found.push(match[0])
    // A rate in code: two decimals (8.33, 3.25), not a half or a tenth, which rounding uses too.
    if (code)
      for (const match of bare.matchAll(/(?<![\w.])(\d+\.\d\d)(?![\d%])/g))
        if (percentFigures.has(String(Number(match[1]!)))) found.push(match[0])
    return found
  }

  it("finds none in the site, the payroll rules or the content's prose", () => {
    const typed: string[] = []
    for (const path of sources) {
      const code = /\.tsx?$/.test(path)
      const lines = readFileSync(path, "utf8").split("\n")
      lines.forEach((line, index) => {
        // An amount that only happens to equal a figure says so on the line above.
        if (/not a statutory figure/.test(lines[index - 1] ?? "")) return
        for (const figure of statedFigures(line, code))
          typed.push(`${relative(root, path)}:${index + 1}: ${figure}`)
      })
    }
    expect(typed).toEqual([])
  })

  it("would catch a figure typed into a page", () => {
    expect(statedFigures('description="Above ₹25,000 only on a joint request"', true)).toEqual(["₹25,000"])
    expect(statedFigures("wageCeiling: 15_000,", true)).toEqual(["15_000"])
    expect(statedFigures("the ₹20 lakh ceiling", false)).toEqual(["₹20 lakh"])
    expect(statedFigures("EPS 8.33% of pay", false)).toEqual(["8.33%"])
    expect(statedFigures("a gross of ₹45,000", false)).toEqual([])
  })
})
