// A file broken by hand fails with its file and field named, for each kind of entry the editor
// writes as JSON; the files in the repository pass.
import { describe, expect, it } from "vitest"

import { checkEntries } from "./check-entries"
import { measures } from "./company-figures"
import type { EntryFiles } from "./entries"
import { checkCaseStudies, checkFigures, checkOpenings, checkTestimonials } from "./entry-schemas"
import { checkLaws } from "./law-entry"
import { fillLawNames } from "./laws"

const all: EntryFiles = import.meta.glob("./*/*.json", { eager: true, import: "default" })

/** A fresh copy of a folder's files, as the glob gives them. */
function files(folder: string): Record<string, unknown> {
  return structuredClone(
    Object.fromEntries(Object.entries(all).filter(([file]) => file.startsWith(`./${folder}/`))),
  )
}

/** The folder's files with `change` applied to one of them. */
function broken(folder: string, file: string, change: (entry: Record<string, unknown>) => void) {
  const copy = files(folder)
  const entry = copy[`./${folder}/${file}.json`] as Record<string, unknown>
  expect(entry, file).toBeDefined()
  change(entry)
  return copy
}

describe("the entry files", () => {
  it("all pass their checks as they are, as the build checks them from disk", () => {
    expect(checkEntries()).toBe(Object.keys(all).length)
    expect(Object.keys(checkLaws(files("laws"))).length).toBeGreaterThan(40)
    expect(Object.keys(checkFigures(measures, files("figures")))).toEqual([...measures].sort())
    expect(Object.keys(checkTestimonials(files("testimonials")))).toHaveLength(3)
    expect(Object.keys(checkCaseStudies(files("case-studies")))).toHaveLength(4)
    expect(Object.keys(checkOpenings(files("openings")))).toHaveLength(4)
  })

  it("laws: a source that is not an https address fails, naming the file and the field", () => {
    const all = broken("laws", "posh", (law) => {
      ;(law.source as { url: string }).url = "http://www.indiacode.nic.in/handle/123456789/2104"
    })
    expect(() => checkLaws(all)).toThrow(
      /^src\/laws\/posh\.json: field "source\.url": must be the official source's https/,
    )
  })

  it("laws: a law marked repealed without what replaced it fails on its status", () => {
    const all = broken("laws", "posh", (law) => {
      law.status = "repealed"
    })
    expect(() => checkLaws(all)).toThrow(
      'src/laws/posh.json: field "status": a repealed law needs replacedBy',
    )
  })

  it("laws: a law replaced by one the register lacks fails on replacedBy.id", () => {
    const all = broken("laws", "posh", (law) => {
      law.status = "repealed"
      law.replacedBy = { id: "noSuchCode", from: "2026-01-01", by: "section 1 of nothing" }
    })
    expect(() => checkLaws(all)).toThrow('src/laws/posh.json: field "replacedBy.id": "noSuchCode" is not')
  })

  it("laws: a missing reviewedOn fails, naming the field", () => {
    const all = broken("laws", "oshCode", (law) => {
      delete law.reviewedOn
    })
    expect(() => checkLaws(all)).toThrow('src/laws/oshCode.json: field "reviewedOn"')
  })

  it("figures: a value that is not a figure, and a missing measure, fail with the file named", () => {
    const all = broken("figures", "clients", (figure) => {
      figure.value = "many"
    })
    expect(() => checkFigures(measures, all)).toThrow('src/figures/clients.json: field "value"')
    const missing = files("figures")
    delete missing["./figures/years.json"]
    expect(() => checkFigures(measures, missing)).toThrow("src/figures/years.json")
    const bad = broken("figures", "clients", (figure) => {
      figure.asOf = "26/11/2026"
    })
    expect(() => checkFigures(measures, bad)).toThrow('src/figures/clients.json: field "asOf"')
  })

  it("testimonials: an empty quote fails, naming the file and the field", () => {
    const all = broken("testimonials", "arjun-mehta", (testimonial) => {
      testimonial.content = ""
    })
    expect(() => checkTestimonials(all)).toThrow('src/testimonials/arjun-mehta.json: field "content"')
  })

  it("case studies: a law the register lacks, or a repealed one cited as current, fails on its field", () => {
    const unknown = broken("case-studies", "festive-season-staffing", (study) => {
      study.solution = `${String(study.solution)} Under {{formerly noSuchAct}}.`
    })
    expect(() => checkCaseStudies(unknown)).toThrow(
      'src/case-studies/festive-season-staffing.json: field "solution": {{formerly noSuchAct}}',
    )
    const current = broken("case-studies", "festive-season-staffing", (study) => {
      study.results = ["Registers kept under {{cite contractLabourAct}}", "Every wage paid on time"]
    })
    expect(() => checkCaseStudies(current)).toThrow(
      'src/case-studies/festive-season-staffing.json: field "results.0"',
    )
  })

  it("openings: a closing date before the posted date fails, naming the file and the field", () => {
    const all = broken("openings", "payroll-manager", (opening) => {
      opening.validThrough = "2026-10-01"
    })
    expect(() => checkOpenings(all)).toThrow(
      'src/openings/payroll-manager.json: field "validThrough": must not be before datePosted (2026-11-02)',
    )
  })

  it("names laws in text through the register", () => {
    expect(fillLawNames("Registers under {{formerly factoriesAct contractLabourAct}}.")).toBe(
      "Registers under the Factories Act and the Contract Labour Act (both now the OSH Code, 2020).",
    )
    expect(fillLawNames("Under {{cite posh}}.")).toMatch(/^Under the Sexual Harassment of Women/)
    expect(() => fillLawNames("Under {{law posh}}.")).toThrow(/write \{\{cite <law>\}\}/)
  })
})
