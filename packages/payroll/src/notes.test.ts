import { describe, expect, it } from "vitest"

import { employerCostRuleNotes, gratuityRuleNotes, inHandRuleNotes, professionalTaxNotes } from "./notes"
import { professionalTaxRules, stateCodes } from "./professional-tax"

describe("rule notes", () => {
  const tools = { inHandRuleNotes, professionalTaxNotes, gratuityRuleNotes, employerCostRuleNotes }

  it.each(Object.entries(tools))(
    "%s: each note has its own id, a text and a dated https source",
    (_, notes) => {
      expect(new Set(notes.map((note) => note.id)).size).toBe(notes.length)
      for (const note of notes) {
        expect(note.text.length).toBeGreaterThan(20)
        expect(note.source.name.length).toBeGreaterThan(10)
        expect(note.source.url).toMatch(/^https:\/\/[^/]+\.[a-z]+/)
        expect(note.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    },
  )

  it("explains professional tax for every state the calculator offers, in the picker's order", () => {
    expect(professionalTaxNotes.map((note) => note.title)).toEqual(
      stateCodes.map((code) => professionalTaxRules[code].label),
    )
    // A state with no tax says so; a state with a schedule states its figures.
    expect(professionalTaxNotes.find((note) => note.id === "pt-delhi")?.text).toMatch(/no professional tax/)
    expect(professionalTaxNotes.find((note) => note.id === "pt-gujarat")?.text).toMatch(/₹12,000.*₹200/)
  })
})
