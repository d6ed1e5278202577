import { esic, providentFund, type PfWageBasis } from "./contributions"
import { incomeTaxOnSalary, type IncomeTax, type IncomeTaxRules } from "./income-tax"
import { percentOf, toNearestRupee, toPaise } from "./money"
import type { StatutoryRules } from "./statutory"
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
  /** Conveyance, overtime, commission and the codes' other exclusions beside HRA, per cent of CTC. */
  otherExcludedPercent: 0,
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
  /** The year's income-tax rules; the year containing the rules' day unless given. */
  taxRules?: IncomeTaxRules
  /**
   * Allowances the codes exclude from wages beside HRA (conveyance, overtime, commission…), per
   * cent of CTC; 0 when left out. The special allowance, which the codes do not exclude, is wages.
   */
  otherExcludedPercent?: number
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
  monthly: PayLines & { basic: number; hra: number; otherExcluded: number; special: number }
  annual: PayLines
  esicCovered: boolean
  /** Wages under the codes, on which ESI coverage and contributions are worked out. */
  esicWages: CodeWages
  professionalTaxDetail: ProfessionalTax
  tax: IncomeTax
  taxRules: IncomeTaxRules
}

export type InHandIssue = {
  field: "annualCtc" | "basicPercent" | "hraPercent" | "otherExcludedPercent" | "structure"
  message: string
}

/**
 * From an annual CTC and its structure to the monthly and annual take-home under the new regime.
 *
 * The monthly CTC is the gross pay plus what the employer pays on it out of the CTC: its PF (when
 * counted in CTC) on basic and DA, and, while wages under the codes are within the ESI ceiling, its
 * ESI on those wages. Basic is a share of CTC, HRA a share of basic, and the special allowance
 * is what remains of the gross.
 */
export function inHandSalary(input: InHandInput, rules: StatutoryRules): InHand {
  const taxRules = input.taxRules ?? rules.incomeTax
  const monthlyCtc = input.annualCtc / 12
  const basic = toPaise(percentOf(monthlyCtc, input.basicPercent))
  const hra = toPaise(percentOf(basic, input.hraPercent))
  const otherExcluded = toPaise(percentOf(monthlyCtc, input.otherExcludedPercent ?? 0))
  const excluded = toPaise(hra + otherExcluded)
  // PF on basic and DA, as EPFO's wage-ceiling FAQ works it (the codes' wages are the other reading).
  const pf = providentFund(basic, input.pfWageBasis, rules.providentFund)
  const employerPf = input.employerPfInCtc ? pf.employer : 0

  // ESI on wages under the codes, which depend on the gross, which depends on the employer's ESI
  // when it comes out of the CTC: a few rounds settle it.
  const beforeEsic = monthlyCtc - employerPf
  let employerEsic = 0
  const wagesOf = (totalPay: number) => codeWages({ basicAndDa: basic, totalPay, excluded }, rules.codeWages)
  let wages = wagesOf(toPaise(beforeEsic))
  let insurance = esic(wages.wages, rules.esic)
  for (let round = 0; round < 8; round += 1) {
    wages = wagesOf(toPaise(beforeEsic - employerEsic))
    insurance = esic(wages.wages, rules.esic)
    if (insurance.employer === employerEsic) break
    employerEsic = insurance.employer
  }
  const covered = insurance.covered
  employerEsic = insurance.employer
  const gross = toPaise(beforeEsic - employerEsic)
  const employeeEsic = insurance.employee
  const special = toPaise(gross - basic - hra - otherExcluded)

  const pt = professionalTax(input.state, gross, input.ptCategory, rules.professionalTax)
  const tax = incomeTaxOnSalary(gross * 12, taxRules)
  const monthlyTax = toNearestRupee(tax.total / 12)

  const monthlyDeductions = toPaise(pf.employee + employeeEsic + pt.monthly + monthlyTax)
  const annualDeductions = toPaise(12 * (pf.employee + employeeEsic) + pt.annual + tax.total)
  return {
    monthly: {
      ctc: toPaise(monthlyCtc),
      basic,
      hra,
      otherExcluded,
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
    esicWages: wages,
    professionalTaxDetail: pt,
    tax,
    taxRules,
  }
}

/** What is wrong with an in-hand input, in words a visitor can act on; empty when it can be worked out. */
export function inHandIssues(input: Partial<InHandInput>, rules: StatutoryRules): InHandIssue[] {
  const issues: InHandIssue[] = []
  const { annualCtc, basicPercent, hraPercent, otherExcludedPercent } = input
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
  if (otherExcludedPercent !== undefined && (otherExcludedPercent < 0 || otherExcludedPercent > 100))
    issues.push({
      field: "otherExcludedPercent",
      message: "Enter the other excluded allowances as a share of CTC from 0% to 100%.",
    })
  if (issues.length > 0 || annualCtc === undefined || annualCtc === 0) return issues
  if (basicPercent === undefined || hraPercent === undefined) return issues

  const result = inHandSalary(
    {
      ...salaryStructureDefaults,
      state: "uttar-pradesh",
      ptCategory: "men",
      ...input,
    } as InHandInput,
    rules,
  )
  if (result.monthly.special < 0)
    issues.push({
      field: "structure",
      message:
        "Basic, HRA, the other excluded allowances and the employer's contributions add up to more than the CTC: lower one of the shares.",
    })
  return issues
}
