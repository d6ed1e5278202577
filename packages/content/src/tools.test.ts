import { describe, expect, it } from "vitest"

import { payrollManagementPage } from "./services/payroll-management"
import { toolDetailsCopy } from "./tool-page"
import { toolFor, toolHref, tools } from "./tools"

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
    const inHand = toolFor("in-hand-salary").notCovered.join(" ")
    expect(inHand).toMatch(/old tax regime/)
    // The calculator works out the surcharge at every income now: it is no longer left out.
    expect(inHand).not.toMatch(/[Ss]urcharge/)
    expect(toolFor("in-hand-salary").description).toMatch(/surcharge and marginal relief/)
  })
})
