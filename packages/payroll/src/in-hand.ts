import { esic, esicRules, providentFund, type PfWageBasis } from "./contributions"
import { incomeTaxFy2026_27, incomeTaxOnSalary, type IncomeTax, type IncomeTaxRules } from "./income-tax"
import { percentOf, toNearestRupee, toPaise } from "./money"
import { codeWages, type CodeWages } from "./wages"
import {
  professionalTax,
  type ProfessionalTax,
  type ProfessionalTaxCategory,
  type StateCode,
} from "./professional-tax"

export const salaryStructureDefaults = {
  /** Basic as a share of CTC: the Code on Wages counts allowances above half of pay as wages. */
  basicPercent: 50,
  /** HRA as a share of basic (40% outside the four metros, 50% in them, is the common practice). */
  hraPercent: 40,
  employerPfInCtc: true,
  pfWageBasis: "ceiling" as PfWageBasis,
} as const

export type InHandInput = {
  annualCtc: number
  /** Basic pay as a per cent of CTC. */
  basicPercent: number
  /** HRA as a per cent of basic. */
  hraPercent: number
  /** Whether the employer's 12% PF is counted inside the CTC (paid out of it) or on top of it. */
  employerPfInCtc: boolean
  pfWageBasis: PfWageBasis
  state: StateCode
  ptCategory: ProfessionalTaxCategory
  /** The year's income-tax rules; FY 2026-27 unless given. */
  taxRules?: IncomeTaxRules
}

/** The lines a month and a year have in common; only a month splits the gross into its parts. */
type PayLines = {
  ctc: number
  gross: number
  employerPf: number
  employerEsic: number
  employeePf: number
  employeeEsic: number
  professionalTax: number
  incomeTax: number
  deductions: number
  takeHome: number
}

export type InHand = {
  monthly: PayLines & { basic: number; hra: number; special: number }
  annual: PayLines
  esicCovered: boolean
  /** Wages under the codes, on which PF is worked out (before its ₹15,000 ceiling). */
  pfCodeWages: CodeWages
  professionalTaxDetail: ProfessionalTax
  tax: IncomeTax
  taxRules: IncomeTaxRules
}

export type InHandIssue = {
  field: "annualCtc" | "basicPercent" | "hraPercent" | "structure" | "income"
  message: string
}

/**
 * From an annual CTC and its structure to the monthly and annual take-home under the new regime.
 *
 * The monthly CTC is the gross pay plus what the employer pays on it out of the CTC: its PF (when
 * counted in CTC) and, while the gross is within the ESI ceiling, its 3.25% ESI. Basic is a share
 * of CTC, HRA a share of basic, and the special allowance is what remains of the gross.
 */
export function inHandSalary(input: InHandInput): InHand {
  const taxRules = input.taxRules ?? incomeTaxFy2026_27
  const monthlyCtc = input.annualCtc / 12
  const basic = toPaise(percentOf(monthlyCtc, input.basicPercent))
  const hra = toPaise(percentOf(basic, input.hraPercent))
  // PF is paid on wages under the codes, which depend on the gross, which depends on the employer's
  // PF when it comes out of the CTC: a few rounds settle it (the add-back moves by 6% of a change).
  let pf = providentFund(basic, input.pfWageBasis)
  let pfCodeWages = codeWages({ basicAndDa: basic, totalPay: basic })
  for (let round = 0; round < 8; round += 1) {
    const employerPfGuess = input.employerPfInCtc ? pf.employer : 0
    const grossGuess = grossFrom(monthlyCtc - employerPfGuess)
    pfCodeWages = codeWages({ basicAndDa: basic, totalPay: grossGuess })
    const next = providentFund(pfCodeWages.wages, input.pfWageBasis)
    if (next.employer === pf.employer) {
      pf = next
      break
    }
    pf = next
  }
  const employerPf = input.employerPfInCtc ? pf.employer : 0

  // Within the ESI ceiling the employer's 3.25% comes out of the CTC too.
  const beforeEsic = monthlyCtc - employerPf
  const grossIfCovered = beforeEsic / (1 + esicRules.employerRate / 100)
  const employerEsicIfCovered = esic(grossIfCovered).employer
  const covered = grossIfCovered > 0 && grossIfCovered <= esicRules.wageCeiling
  const employerEsic = covered ? employerEsicIfCovered : 0
  const gross = toPaise(beforeEsic - employerEsic)
  const employeeEsic = covered ? esic(gross).employee : 0
  const special = toPaise(gross - basic - hra)

  const pt = professionalTax(input.state, gross, input.ptCategory)
  const tax = incomeTaxOnSalary(gross * 12, taxRules)
  const monthlyTax = toNearestRupee(tax.total / 12)

  const monthlyDeductions = toPaise(pf.employee + employeeEsic + pt.monthly + monthlyTax)
  const annualDeductions = toPaise(12 * (pf.employee + employeeEsic) + pt.annual + tax.total)
  return {
    monthly: {
      ctc: toPaise(monthlyCtc),
      basic,
      hra,
      special,
      gross,
      employerPf,
      employerEsic,
      employeePf: pf.employee,
      employeeEsic,
      professionalTax: pt.monthly,
      incomeTax: monthlyTax,
      deductions: monthlyDeductions,
      takeHome: toPaise(gross - monthlyDeductions),
    },
    annual: {
      ctc: toPaise(input.annualCtc),
      gross: toPaise(gross * 12),
      employerPf: employerPf * 12,
      employerEsic: employerEsic * 12,
      employeePf: pf.employee * 12,
      employeeEsic: employeeEsic * 12,
      professionalTax: pt.annual,
      incomeTax: tax.total,
      deductions: annualDeductions,
      takeHome: toPaise(gross * 12 - annualDeductions),
    },
    esicCovered: covered,
    pfCodeWages,
    professionalTaxDetail: pt,
    tax,
    taxRules,
  }
}

/** The gross left of what the CTC pays before ESI: less the employer's 3.25% while within the ceiling. */
function grossFrom(beforeEsic: number): number {
  const grossIfCovered = beforeEsic / (1 + esicRules.employerRate / 100)
  const covered = grossIfCovered > 0 && grossIfCovered <= esicRules.wageCeiling
  return covered ? toPaise(beforeEsic - esic(grossIfCovered).employer) : toPaise(beforeEsic)
}

/** What is wrong with an in-hand input, in words a visitor can act on; empty when it can be worked out. */
export function inHandIssues(input: Partial<InHandInput>): InHandIssue[] {
  const issues: InHandIssue[] = []
  const { annualCtc, basicPercent, hraPercent } = input
  if (annualCtc !== undefined && annualCtc < 0)
    issues.push({ field: "annualCtc", message: "Enter the CTC as a positive amount." })
  if (basicPercent !== undefined) {
    if (basicPercent <= 0)
      issues.push({ field: "basicPercent", message: "Enter basic as a share of CTC above 0%." })
    else if (basicPercent > 100)
      issues.push({
        field: "basicPercent",
        message: "Basic cannot be more than the CTC: enter a share of 100% or less.",
      })
  }
  if (hraPercent !== undefined && (hraPercent < 0 || hraPercent > 100))
    issues.push({ field: "hraPercent", message: "Enter HRA as a share of basic from 0% to 100%." })
  if (issues.length > 0 || annualCtc === undefined || annualCtc === 0) return issues
  if (basicPercent === undefined || hraPercent === undefined) return issues

  const result = inHandSalary({
    ...salaryStructureDefaults,
    state: "uttar-pradesh",
    ptCategory: "men",
    ...input,
  } as InHandInput)
  if (result.monthly.special < 0)
    issues.push({
      field: "structure",
      message:
        "Basic, HRA and the employer's contributions add up to more than the CTC: lower the basic or HRA share.",
    })
  else if (result.tax.surchargeApplies)
    issues.push({
      field: "income",
      message: "Taxable income above ₹50 lakh attracts a surcharge, which this calculator does not work out.",
    })
  return issues
}
