import { describe, expect, it } from "vitest"

import * as notes from "./notes"
import { stateCodes, stateLabels } from "./professional-tax"

const day = "2026-12-01"
const inHandRuleNotes = notes.inHandRuleNotes(day)
const professionalTaxNotes = notes.professionalTaxNotes(day)
const gratuityRuleNotes = notes.gratuityRuleNotes(day)
const employerCostRuleNotes = notes.employerCostRuleNotes(day)

describe("rule notes", () => {
  const tools = { inHandRuleNotes, professionalTaxNotes, gratuityRuleNotes, employerCostRuleNotes }

  it.each(Object.entries(tools))(
    "%s: each note has its own id, a text and a dated https source",
    (_, notes) => {
      expect(new Set(notes.map((note) => note.id)).size).toBe(notes.length)
      for (const note of notes) {
        expect(note.text.length).toBeGreaterThan(20)
        if (!note.source) continue
        expect(note.source.name.length).toBeGreaterThan(10)
        expect(note.source.url).toMatch(/^https:\/\/[^/]+\.[a-z]+/)
        expect(note.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    },
  )

  // Issue 27: every rule links to an official page that states it, not a department's home page or
  // a blog. The professional-tax schedules are checked state by state below.
  it.each(Object.entries({ inHandRuleNotes, gratuityRuleNotes, employerCostRuleNotes }))(
    "%s: every source is a government page deeper than a home page",
    (_, notes) => {
      for (const note of notes) {
        if (!note.source) continue
        const url = new URL(note.source.url)
        expect(url.hostname, note.id).toMatch(/(\.gov\.in|\.nic\.in)$/)
        expect(url.pathname.length, note.id).toBeGreaterThan(1)
      }
    },
  )

  // Issue 35: each state's schedule is cited to the state's own Act, department or levying body,
  // not to a blog or a payroll vendor.
  it("cites every professional-tax schedule to a government site", () => {
    for (const note of professionalTaxNotes) {
      if (!note.source) continue
      expect(new URL(note.source.url).hostname, note.id).toMatch(/(\.gov\.in|\.nic\.in)$/)
    }
  })

  it("cites no source for a state that levies no professional tax, and says so", () => {
    for (const id of ["pt-uttar-pradesh", "pt-delhi"]) {
      const note = professionalTaxNotes.find((candidate) => candidate.id === id)
      expect(note?.source).toBeUndefined()
      expect(note?.text).toMatch(/^No professional tax/)
    }
  })

  it("explains professional tax for every state the calculator offers, in the picker's order", () => {
    expect(professionalTaxNotes.map((note) => note.title)).toEqual(
      stateCodes.map((code) => stateLabels[code]),
    )
    // A state with no tax says so; a state with a schedule states its figures.
    expect(professionalTaxNotes.find((note) => note.id === "pt-delhi")?.text).toMatch(/No professional tax/)
    expect(professionalTaxNotes.find((note) => note.id === "pt-gujarat")?.text).toMatch(/₹12,000.*₹200/)
  })
})
