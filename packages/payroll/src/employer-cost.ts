import { esic, pfAdminCharges, providentFund, type PfWageBasis, type ProvidentFund } from "./contributions"
import { monthlyGratuityProvision } from "./gratuity"
import { percentOf, toPaise } from "./money"
import { codeWages, type CodeWages } from "./wages"

export const bonusRules = {
  /** The minimum bonus, per cent of the salary earned in the year. */
  minimumRate: 8.33,
  /** Employees earning more than this a month (basic and DA) are outside the Act. */
  eligibilityCeiling: 21_000,
  /** The bonus is worked out as if the salary were at most this, or the minimum wage if higher. */
  calculationCeiling: 7_000,
  /** The bonus chapter applies to establishments employing at least this many people. */
  minimumHeadcount: 20,
} as const

/**
 * The headcounts from which each contribution applies to an establishment: PF from 20 (EPF Act,
 * section 1(3)(b)), ESI from 10 (Code on Social Security, First Schedule), gratuity from 10 (the
 * same Schedule, as under the Payment of Gratuity Act before it). Below them the law does not
 * require them, though an establishment may join PF or ESI voluntarily.
 */
export const applicabilityRules = {
  pfMinimumHeadcount: 20,
  esicMinimumHeadcount: 10,
  gratuityMinimumHeadcount: 10,
} as const

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
  /** The scheduled monthly minimum wage, where it is above ₹7,000 (the bonus is worked out on it). */
  minimumWage?: number
}

export type EmployerCost = {
  /** Wages under the codes, on which ESI, bonus and gratuity are worked out. */
  wages: CodeWages
  /** The EPF Act's basic wages (basic and DA) PF is paid on, before its ceiling. */
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
export function employerCost(input: EmployerCostInput): EmployerCost {
  const { monthlyGross, monthlyBasic, pfWageBasis, headcount, minimumWage = 0 } = input
  const wages = codeWages({ basicAndDa: monthlyBasic, totalPay: monthlyGross })
  const people = Math.max(1, Math.floor(headcount))
  const a = applicabilityRules
  const pfApplies = people >= a.pfMinimumHeadcount
  const esicApplies = people >= a.esicMinimumHeadcount
  const gratuityApplies = people >= a.gratuityMinimumHeadcount
  const pf = pfApplies ? providentFund(monthlyBasic, pfWageBasis) : noProvidentFund
  // The minimum charge is per establishment: share it across the payroll.
  const pfAdmin = pfApplies ? toPaise(pfAdminCharges(pf.wages * people) / people) : 0
  const insurance = esicApplies
    ? esic(wages.wages, { coveredAtPeriodStart: input.esicCoveredAtPeriodStart })
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
  const gratuity = gratuityApplies ? monthlyGratuityProvision(wages.wages) : 0
  const contributions = toPaise(
    pf.employerPf + pf.pension + pf.edli + pfAdmin + insurance.employer + bonus + gratuity,
  )
  const monthlyCost = toPaise(monthlyGross + contributions)
  return {
    wages,
    pfBasicWages: Math.max(0, monthlyBasic),
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
  field: "monthlyGross" | "monthlyBasic" | "headcount" | "minimumWage"
  message: string
}

export function employerCostIssues(input: Partial<EmployerCostInput>): EmployerCostIssue[] {
  const issues: EmployerCostIssue[] = []
  const { monthlyGross, monthlyBasic, headcount, minimumWage } = input
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
  if (minimumWage !== undefined && minimumWage < 0)
    issues.push({ field: "minimumWage", message: "Enter the minimum wage as a positive amount." })
  return issues
}
