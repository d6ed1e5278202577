import { esic, pfAdminCharges, providentFund, type PfWageBasis, type ProvidentFund } from "./contributions"
import { monthlyGratuityProvision } from "./gratuity"
import { percentOf, toPaise } from "./money"
import type { StatutoryRules } from "./statutory"
import { codeWages, type CodeWages } from "./wages"

/**
 * Which wages PF is paid on: the basic wages and DA EPFO's wage-ceiling FAQ works its examples on,
 * or the codes' wages (section 2(88), with the 50% add-back) that the Employees' Provident Funds
 * Scheme, 2026, made under the Code on Social Security, may be read to require. Unsettled: the tools
 * show both.
 */
export type PfWageReading = "basic-da" | "code-wages"

export type EmployerCostInput = {
  /** Monthly gross salary: every earning the employee is paid. */
  monthlyGross: number
  /** Monthly basic pay and dearness allowance. */
  monthlyBasic: number
  pfWageBasis: PfWageBasis
  /**
   * People the establishment employs: PF from 20, ESI and gratuity from 10, the bonus from 20, and
   * the PF administration minimum spread over them.
   */
  headcount: number
  /** Whether the employee was covered by ESI when the contribution period began (1 April or 1 October). */
  esicCoveredAtPeriodStart?: boolean
  /** The scheduled monthly minimum wage, where it is above the bonus calculation ceiling (the bonus is worked out on it). */
  minimumWage?: number
  /** The payments the codes exclude from wages (HRA, conveyance, overtime, commission…), a month. */
  monthlyExcluded?: number
  /** Which wages PF is paid on; basic and DA unless given. */
  pfWageReading?: PfWageReading
}

export type EmployerCost = {
  /** Wages under the codes, on which ESI, bonus and gratuity are worked out. */
  wages: CodeWages
  /** The wages PF is paid on before the ceiling: basic and DA, or the codes' wages (`pfWageReading`). */
  pfBasicWages: number
  /** Whether the establishment is large enough for each: PF 20, ESI 10, gratuity 10. */
  pfApplies: boolean
  esicApplies: boolean
  gratuityApplies: boolean
  epf: number
  eps: number
  edli: number
  /** This employee's share of the establishment's administration charges. */
  pfAdmin: number
  esic: number
  esicCovered: boolean
  /** Covered above the ceiling only until the contribution period ends. */
  esicUntilPeriodEnd: boolean
  bonus: number
  bonusApplies: boolean
  /** Why no bonus is added, when none is. */
  bonusExclusion?: "headcount" | "wages"
  gratuity: number
  /** The contributions and provisions on top of the gross. */
  contributions: number
  monthlyCost: number
  annualCost: number
}

const noProvidentFund: ProvidentFund = {
  wages: 0,
  employee: 0,
  employer: 0,
  pension: 0,
  employerPf: 0,
  edli: 0,
  admin: 0,
}

/** What one employee costs the employer in a month, beyond and including the gross salary. */
export function employerCost(input: EmployerCostInput, rules: StatutoryRules): EmployerCost {
  const { monthlyGross, monthlyBasic, pfWageBasis, headcount, minimumWage = 0 } = input
  const wages = codeWages(
    { basicAndDa: monthlyBasic, totalPay: monthlyGross, excluded: input.monthlyExcluded },
    rules.codeWages,
  )
  const people = Math.max(1, Math.floor(headcount))
  const a = rules.applicability
  const bonusRules = rules.bonus
  const pfBasicWages = input.pfWageReading === "code-wages" ? wages.wages : Math.max(0, monthlyBasic)
  const pfApplies = people >= a.pfMinimumHeadcount
  const esicApplies = people >= a.esicMinimumHeadcount
  const gratuityApplies = people >= a.gratuityMinimumHeadcount
  const pf = pfApplies ? providentFund(pfBasicWages, pfWageBasis, rules.providentFund) : noProvidentFund
  // The minimum charge is per establishment: share it across the payroll.
  const pfAdmin = pfApplies ? toPaise(pfAdminCharges(pf.wages * people, rules.providentFund) / people) : 0
  const insurance = esicApplies
    ? esic(wages.wages, rules.esic, { coveredAtPeriodStart: input.esicCoveredAtPeriodStart })
    : { covered: false, untilPeriodEnd: false, employee: 0, employer: 0 }
  const bonusExclusion =
    people < bonusRules.minimumHeadcount
      ? ("headcount" as const)
      : wages.wages <= 0 || wages.wages > bonusRules.eligibilityCeiling
        ? ("wages" as const)
        : undefined
  const bonusApplies = bonusExclusion === undefined
  const bonusWages = Math.min(wages.wages, Math.max(bonusRules.calculationCeiling, minimumWage))
  const bonus = bonusApplies ? toPaise(percentOf(bonusWages, bonusRules.minimumRate)) : 0
  const gratuity = gratuityApplies ? monthlyGratuityProvision(wages.wages, rules.gratuity) : 0
  const contributions = toPaise(
    pf.employerPf + pf.pension + pf.edli + pfAdmin + insurance.employer + bonus + gratuity,
  )
  const monthlyCost = toPaise(monthlyGross + contributions)
  return {
    wages,
    pfBasicWages,
    pfApplies,
    esicApplies,
    gratuityApplies,
    epf: pf.employerPf,
    eps: pf.pension,
    edli: pf.edli,
    pfAdmin,
    esic: insurance.employer,
    esicCovered: insurance.covered,
    esicUntilPeriodEnd: insurance.untilPeriodEnd,
    bonus,
    bonusApplies,
    bonusExclusion,
    gratuity,
    contributions,
    monthlyCost,
    annualCost: toPaise(monthlyCost * 12),
  }
}

export type EmployerCostIssue = {
  field: "monthlyGross" | "monthlyBasic" | "headcount" | "minimumWage" | "monthlyExcluded"
  message: string
}

export function employerCostIssues(input: Partial<EmployerCostInput>): EmployerCostIssue[] {
  const issues: EmployerCostIssue[] = []
  const { monthlyGross, monthlyBasic, headcount, minimumWage, monthlyExcluded } = input
  if (monthlyGross !== undefined && monthlyGross < 0)
    issues.push({ field: "monthlyGross", message: "Enter the gross salary as a positive amount." })
  if (monthlyBasic !== undefined && monthlyBasic < 0)
    issues.push({ field: "monthlyBasic", message: "Enter the basic pay as a positive amount." })
  else if (monthlyBasic !== undefined && monthlyGross !== undefined && monthlyBasic > monthlyGross)
    issues.push({
      field: "monthlyBasic",
      message: "Basic pay cannot be more than the gross salary it is part of.",
    })
  if (headcount !== undefined && (headcount < 1 || !Number.isInteger(headcount)))
    issues.push({
      field: "headcount",
      message: "Enter the number of employees as a whole number, 1 or more.",
    })
  if (monthlyExcluded !== undefined && monthlyExcluded < 0)
    issues.push({ field: "monthlyExcluded", message: "Enter the excluded allowances as a positive amount." })
  else if (
    monthlyExcluded !== undefined &&
    monthlyGross !== undefined &&
    monthlyBasic !== undefined &&
    monthlyBasic <= monthlyGross &&
    monthlyExcluded > monthlyGross - monthlyBasic
  )
    issues.push({
      field: "monthlyExcluded",
      message: "The excluded allowances are part of the gross beside basic and DA: enter no more than that.",
    })
  if (minimumWage !== undefined && minimumWage < 0)
    issues.push({ field: "minimumWage", message: "Enter the minimum wage as a positive amount." })
  return issues
}
