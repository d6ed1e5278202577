import { esic, pfAdminCharges, providentFund, type PfWageBasis } from "./contributions"
import { monthlyGratuityProvision } from "./gratuity"
import { percentOf, toPaise } from "./money"

export const bonusRules = {
  /** The minimum bonus, per cent of the salary earned in the year. */
  minimumRate: 8.33,
  /** Employees earning more than this a month (basic and DA) are outside the Act. */
  eligibilityCeiling: 21_000,
  /** The bonus is worked out as if the salary were at most this, or the minimum wage if higher. */
  calculationCeiling: 7_000,
  sources: {
    bonus: {
      name: "Payment of Bonus Act, 1965, sections 2(13), 10 and 12, as amended by the Payment of Bonus (Amendment) Act, 2015: employees earning up to ₹21,000 a month; minimum bonus 8.33%, worked out on at most ₹7,000 a month or the minimum wage if higher; carried into the Code on Wages, 2019",
      url: "https://labour.gov.in",
      date: "2015-04-01",
    },
  },
} as const

export type EmployerCostInput = {
  /** Monthly gross salary: every earning the employee is paid. */
  monthlyGross: number
  /** Monthly basic pay and dearness allowance. */
  monthlyBasic: number
  pfWageBasis: PfWageBasis
  /** Employees on the establishment's PF payroll, for the administration charge's minimum. */
  headcount: number
  /** The scheduled monthly minimum wage, where it is above ₹7,000 (the bonus is worked out on it). */
  minimumWage?: number
}

export type EmployerCost = {
  epf: number
  eps: number
  edli: number
  /** This employee's share of the establishment's administration charges. */
  pfAdmin: number
  esic: number
  esicCovered: boolean
  bonus: number
  bonusApplies: boolean
  gratuity: number
  /** The contributions and provisions on top of the gross. */
  contributions: number
  monthlyCost: number
  annualCost: number
}

/** What one employee costs the employer in a month, beyond and including the gross salary. */
export function employerCost(input: EmployerCostInput): EmployerCost {
  const { monthlyGross, monthlyBasic, pfWageBasis, headcount, minimumWage = 0 } = input
  const pf = providentFund(monthlyBasic, pfWageBasis)
  const people = Math.max(1, Math.floor(headcount))
  // The minimum charge is per establishment: share it across the payroll.
  const pfAdmin = toPaise(pfAdminCharges(pf.wages * people) / people)
  const insurance = esic(monthlyGross)
  const bonusApplies = monthlyBasic > 0 && monthlyBasic <= bonusRules.eligibilityCeiling
  const bonusWages = Math.min(monthlyBasic, Math.max(bonusRules.calculationCeiling, minimumWage))
  const bonus = bonusApplies ? toPaise(percentOf(bonusWages, bonusRules.minimumRate)) : 0
  const gratuity = monthlyGratuityProvision(monthlyBasic)
  const contributions = toPaise(
    pf.employerPf + pf.pension + pf.edli + pfAdmin + insurance.employer + bonus + gratuity,
  )
  const monthlyCost = toPaise(monthlyGross + contributions)
  return {
    epf: pf.employerPf,
    eps: pf.pension,
    edli: pf.edli,
    pfAdmin,
    esic: insurance.employer,
    esicCovered: insurance.covered,
    bonus,
    bonusApplies,
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
