import { describe, expect, it } from "vitest"

import { caseStudies } from "./case-studies"
import {
  asOfLine,
  companyFigures,
  conflictingMentions,
  foundedYear,
  measureMentions,
  type Measure,
} from "./company-figures"
import { claims } from "./services"
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
    expect(texts).toContain("500+ Permanent Placements")
    expect(texts).toContain("95% Client Retention")
    expect(texts).toContain("98% Mandate Success Rate")
    expect(texts).toContain("98% Client Satisfaction")
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

/** A value that reads as a figure: "150+", "98%", "24/7", "48-72 hours", "₹50 lakh+" (not a form option). */
const figureValue = /^(?:₹|\d[\d,.]*[KkMm]?\+$|\d[\d.]*%$|24\/7$|\d[\d-]* (?:hours|months)$)/

/** Every {value, label} a page shows as a figure, with where it is. */
function stats(value: unknown, where: string, out: { where: string; stat: Record<string, unknown> }[] = []) {
  if (Array.isArray(value)) value.forEach((item, i) => stats(item, `${where}[${i}]`, out))
  else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>
    if (
      typeof record.value === "string" &&
      typeof record.label === "string" &&
      figureValue.test(record.value)
    )
      out.push({ where, stat: record })
    for (const [key, item] of Object.entries(record)) stats(item, `${where}.${key}`, out)
  }
  return out
}

const everyStat = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => stats(value, `${file.slice(2)} ${name}`)),
)
const claimList = Object.values(claims) as { value: string; label: string }[]

describe("every stat on every page", () => {
  // Issue 35: a stat is one of the firm's figures (with its definition) or one of its stated claims
  // (services.ts), never a number typed on a page.
  it("is one of the firm's figures, with the figure's value and definition, or a stated claim", () => {
    const unknown: string[] = []
    for (const { where, stat } of everyStat) {
      const text = `${stat.value as string} ${stat.label as string}`
      const [mention, ...more] = measureMentions(text)
      const claim = claimList.some((known) => known.value === stat.value && known.label === stat.label)
      if (mention && more.length === 0) {
        const figure = companyFigures[mention.measure]
        expect(stat.value, where).toBe(figure.value)
        // A figure shown as a stat says what it counts (a claim quoting it is worded in its statement).
        if (!claim) expect(stat.description, `${where}: says what it counts`).toBe(figure.definition)
      } else if (!claim) {
        unknown.push(`${where}: ${text}`)
      }
    }
    // The compliance page's risk panel is the spec's, about penalties, not the firm's record.
    expect(unknown.filter((entry) => !/complianceAuditPage|compliance-audit/.test(entry))).toEqual([])
    expect(everyStat.length).toBeGreaterThan(15)
  })

  it("labels and defines the three percentages apart, so 95% and two 98%s never read as one claim", () => {
    const percentages: Measure[] = ["retention", "satisfaction", "successRate"]
    const definitions = percentages.map((measure) => companyFigures[measure].definition)
    expect(new Set(definitions).size).toBe(3)
    expect(measureMentions("98% Client Satisfaction")[0]?.measure).toBe("satisfaction")
    expect(measureMentions("98% Mandate Success Rate")[0]?.measure).toBe("successRate")
    expect(measureMentions("95% Client Retention")[0]?.measure).toBe("retention")
    expect(conflictingMentions("97% Client Retention")).toHaveLength(1)
  })

  it("dates every band that shows them", () => {
    expect(asOfLine(["clients", "years"])).toBe("Figures as of 26 November 2026; each says what it counts.")
  })

  it("gives each figure its own day: the one most share, and the others by label", () => {
    const checked = companyFigures.retention.asOf
    companyFigures.retention.asOf = "2026-12-01"
    try {
      expect(
        asOfLine([
          { measure: "clients", label: "Happy Clients" },
          { measure: "years", label: "Years Experience" },
          { measure: "retention", label: "Client Retention" },
        ]),
      ).toBe(
        "Figures as of 26 November 2026, Client Retention as of 1 December 2026; each says what it counts.",
      )
    } finally {
      companyFigures.retention.asOf = checked
    }
  })

  // The case studies staff 2,150 contract associates and hire 320 engineers and 180 nurses: the 500+
  // counts permanent placements only, which the definition says, and which the studies bear out.
  it("count placements so that the case studies agree with them", () => {
    expect(companyFigures.placements.definition).toMatch(/permanent role.*contract and seasonal .* apart/)
    const results = caseStudies.flatMap((study) => study.results).join("\n")
    expect(results).toMatch(/2,150 associates deployed/)
    const permanent = [...results.matchAll(/(\d[\d,]*) (?:engineers hired|nurses placed)/g)].map((hit) =>
      Number(hit[1]!.replace(/,/g, "")),
    )
    expect(permanent).toEqual([320, 180])
    expect(permanent.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(
      Number.parseInt(companyFigures.placements.value, 10),
    )
  })
})
