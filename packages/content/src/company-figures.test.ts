import { describe, expect, it } from "vitest"

import { companyFigures, conflictingMentions, foundedYear, measureMentions } from "./company-figures"
import { isIsoDate } from "./dates"

// Every content module a page takes its words from (articles and legal pages included, through
// their loaders), by file: a new module is covered without an edit here.
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts", "!./disk.ts"], {
  eager: true,
})

/** Every string in a module's exports, with where it is; a stat's value and label read as one. */
function statements(value: unknown, where: string, out: { where: string; text: string }[] = []) {
  if (typeof value === "string") out.push({ where, text: value })
  else if (Array.isArray(value)) value.forEach((item, i) => statements(item, `${where}[${i}]`, out))
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>
    if (typeof record.value === "string" && typeof record.label === "string")
      out.push({ where, text: `${record.value} ${record.label}` })
    for (const [key, item] of Object.entries(record)) statements(item, `${where}.${key}`, out)
  }
  return out
}

const everything = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => statements(value, `${file.slice(2)} ${name}`)),
)

describe("the firm's figures", () => {
  it("give each measure one value, dated", () => {
    for (const [measure, figure] of Object.entries(companyFigures)) {
      expect(figure.value, measure).toMatch(/^\d+(?:[+%]|[KM]\+)$/)
      expect(isIsoDate(figure.asOf), measure).toBe(true)
    }
  })

  it("take the lower value where the spec gave two: 150+ clients, 10+ years, 500+ placements", () => {
    expect(companyFigures.clients.value).toBe("150+")
    expect(companyFigures.years.value).toBe("10+")
    expect(companyFigures.placements.value).toBe("500+")
  })

  it("claim no more years than the firm has had since its first mandate", () => {
    for (const figure of [companyFigures.years]) {
      const years = Number.parseInt(figure.value, 10)
      expect(Number(figure.asOf.slice(0, 4)) - foundedYear).toBeGreaterThanOrEqual(years)
    }
  })

  it("find a figure however a page words it, and not a job's experience", () => {
    expect(measureMentions("150+ Happy Clients").map((m) => [m.measure, m.value])).toEqual([
      ["clients", "150+"],
    ])
    expect(measureMentions("the workforce of 500+ businesses")[0]).toMatchObject({
      measure: "clients",
      value: "500+",
    })
    expect(measureMentions("15+ Years Experience")[0]).toMatchObject({ measure: "years", value: "15+" })
    expect(measureMentions("1M+ Candidates Placed")[0]).toMatchObject({ measure: "placements", value: "1M+" })
    expect(measureMentions("Experience: 8-12 years")).toEqual([])
    expect(measureMentions("inflated requirements, such as '8+ years' for a role")).toEqual([])
  })

  it("fail a page that states another value for a measure", () => {
    expect(conflictingMentions("Trusted by 500+ clients since 2014").map((m) => m.text)).toEqual([
      "500+ clients",
    ])
    expect(conflictingMentions("150+ clients and 10+ years of experience")).toEqual([])
  })

  it("are the only values any page states", () => {
    // Sanity: the walk reaches the pages' stats, Home's highlights, About and the articles.
    const texts = everything.map((entry) => entry.text).join("\n")
    expect(texts).toContain("Successful Placements")
    expect(texts).toContain("Candidates Placed")
    expect(everything.some((entry) => entry.where.startsWith("articles.ts"))).toBe(true)
    expect(everything.some((entry) => entry.where.startsWith("legal-documents.ts"))).toBe(true)
    expect(everything.filter((entry) => measureMentions(entry.text).length > 0).length).toBeGreaterThan(8)

    const conflicts = everything.flatMap((entry) =>
      conflictingMentions(entry.text).map(
        (mention) =>
          `${entry.where}: "${mention.text}" (the ${mention.measure} figure is ${companyFigures[mention.measure].value})`,
      ),
    )
    expect(conflicts).toEqual([])
  })
})
