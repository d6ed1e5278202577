import { describe, expect, it } from "vitest"

import { payrollManagementPage } from "./services/payroll-management"
import { toolDetailsCopy } from "./tool-page"
import { toolFor, toolHref, tools, toolsOn } from "./tools"

describe("payroll tools", () => {
  it("lead to the Payroll Management service with the same interest its own call to action preselects", () => {
    expect(toolDetailsCopy.cta.primary.href).toBe(payrollManagementPage.hero.action.href)
    expect(toolDetailsCopy.cta.primary.href).toBe("/contact?service=payroll-management")
  })

  it("has three tools under /tools, each saying what it does not cover", () => {
    expect(tools.map((tool) => toolHref(tool.slug))).toEqual([
      "/tools/in-hand-salary",
      "/tools/gratuity",
      "/tools/employer-cost",
    ])
    for (const tool of tools) expect(tool.notCovered.length).toBeGreaterThan(2)
    const inHand = toolFor("in-hand-salary", "2026-12-01").notCovered.join(" ")
    expect(inHand).toMatch(/old tax regime/)
    // The calculator works out the surcharge at every income now: it is no longer left out.
    expect(inHand).not.toMatch(/[Ss]urcharge/)
    expect(toolFor("in-hand-salary", "2026-12-01").description).toMatch(/surcharge and marginal relief/)
  })

  it("states each statutory figure from the table of rates, as in force on the day", () => {
    const before = toolFor("in-hand-salary", "2026-09-16").description
    const after = toolFor("in-hand-salary", "2026-12-01").description
    expect(before).toMatch(/up to the ₹15,000 ceiling/)
    expect(after).toMatch(/up to the ₹25,000 ceiling/)
    expect(toolFor("gratuity", "2026-12-01").seo.title).toMatch(/₹20 lakh Ceiling/)
    for (const tool of toolsOn("2026-12-01")) expect(JSON.stringify(tool)).not.toMatch(/\{\{rate:/)
  })
})
