import { describe, expect, it } from "vitest"

import { esic, pfAdminCharges, providentFund } from "./contributions"
import { before } from "./test-rules"

describe("provident fund", () => {
  // Published example (CiteHR, https://www.citehr.com/amp.php?t=515560): on ₹10,000, employee
  // 1,200; employer 367 to EPF and 833 to EPS; EDLI 50.
  it("splits the employer's 12% of ₹10,000 into ₹367 EPF and ₹833 EPS", () => {
    const pf = providentFund(10_000, "ceiling", before.providentFund)
    expect(pf.employee).toBe(1_200)
    expect(pf.employerPf).toBe(367)
    expect(pf.pension).toBe(833)
    expect(pf.edli).toBe(50)
  })

  // Same source: PF paid on the full ₹20,000: employee 2,400; EPS 1,250 (limited to ₹15,000);
  // employer EPF 1,150 (2,400 - 1,250); EDLI 75 (limited to ₹15,000).
  it("on a full basic of ₹20,000, caps EPS at ₹1,250 and EDLI at ₹75, and puts the rest in EPF", () => {
    const pf = providentFund(20_000, "full", before.providentFund)
    expect(pf.employee).toBe(2_400)
    expect(pf.pension).toBe(1_250)
    expect(pf.employerPf).toBe(1_150)
    expect(pf.edli).toBe(75)
    expect(pf.admin).toBe(100)
  })

  // Rule text (EPF Act section 6, wage ceiling ₹15,000, G.S.R. 609(E)): at the ceiling and above it.
  it("takes 12% of at most ₹15,000 when PF is on the wage ceiling", () => {
    expect(providentFund(15_000, "ceiling", before.providentFund).employee).toBe(1_800)
    expect(providentFund(15_001, "ceiling", before.providentFund).employee).toBe(1_800)
    expect(providentFund(40_000, "ceiling", before.providentFund).employee).toBe(1_800)
    expect(providentFund(14_999, "ceiling", before.providentFund).employee).toBe(1_800) // 1,799.88 to the nearest rupee
    expect(providentFund(14_990, "ceiling", before.providentFund).employee).toBe(1_799)
    // 8.33% of 15,000 is 1,249.50, which rounds to the ₹1,250 cap.
    expect(providentFund(15_000, "ceiling", before.providentFund).pension).toBe(1_250)
    expect(providentFund(15_000, "ceiling", before.providentFund).employerPf).toBe(550)
  })

  // Rule text (administration charges 0.50%, minimum ₹500 per establishment, from 1 June 2018).
  it("charges the establishment at least ₹500 a month in administration charges", () => {
    expect(pfAdminCharges(15_000, before.providentFund)).toBe(500)
    expect(pfAdminCharges(1_00_000, before.providentFund)).toBe(500)
    expect(pfAdminCharges(1_00_100, before.providentFund)).toBe(501)
    expect(pfAdminCharges(3_00_000, before.providentFund)).toBe(1_500)
  })
})

describe("ESI", () => {
  // Published example (Finjinn, https://care.finjinn.com/portal/en/kb/articles/how-do-you-calculate-esi):
  // gross ₹12,000: employee 0.75% = ₹90, employer 3.25% = ₹390; decimals rounded up to the next rupee.
  it("takes ₹90 from the employee and ₹390 from the employer on a gross of ₹12,000", () => {
    expect(esic(12_000, before.esic)).toMatchObject({ covered: true, employee: 90, employer: 390 })
  })

  it("rounds each share up to the next rupee", () => {
    // 0.75% of 12,345 = 92.5875; 3.25% = 401.2125.
    expect(esic(12_345, before.esic)).toMatchObject({ covered: true, employee: 93, employer: 402 })
  })

  // Rule text (ESI ceiling ₹21,000 a month from 1 January 2017).
  it("covers a gross of exactly ₹21,000 and stops a rupee above it", () => {
    expect(esic(21_000, before.esic)).toMatchObject({ covered: true, employee: 158, employer: 683 })
    expect(esic(21_001, before.esic)).toMatchObject({ covered: false, employee: 0, employer: 0 })
  })
})
