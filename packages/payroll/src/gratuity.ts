import { toPaise } from "./money"
import { codeWages, type CodeWages } from "./wages"

export const gratuityRules = {
  /** Fifteen days' wages… */
  daysPerYear: 15,
  /** …for each year, a month's wages being taken as 26 days'. */
  daysPerMonth: 26,
  /** A part year of more than this many months counts as a full year. */
  partYearMonths: 6,
  ceiling: 20_00_000,
  minimumYears: 5,
  minimumYearsFixedTerm: 1,
  /** Above this the input is taken for a typing mistake. */
  maximumYears: 60,
} as const

export type Employment = "permanent" | "fixed-term"

export type GratuityInput = {
  /** Last drawn monthly basic pay and dearness allowance (with any retaining allowance). */
  monthlyWages: number
  /**
   * Last drawn total monthly pay, allowances included. When the allowances are more than half of it,
   * the excess counts as wages (the codes' definition); without it, basic and DA alone are used.
   */
  monthlyTotalPay?: number
  years: number
  months: number
  employment: Employment
}

export type Gratuity = {
  /** Wages under the codes: basic and DA, with the allowances above half of the pay added back. */
  wages: CodeWages
  /** Whole years counted: the completed years, plus one for a part year of more than six months. */
  countedYears: number
  eligible: boolean
  /** The service needed for this kind of employment, in years. */
  minimumYears: number
  /** The formula's result, in paise, before the ceiling. */
  computed: number
  /** What is payable: the computed amount, at most the ceiling. */
  amount: number
  capped: boolean
}

/** Years counted for gratuity: a part year of more than six months is a full year. */
export function countedYears(years: number, months: number): number {
  return years + (months > gratuityRules.partYearMonths ? 1 : 0)
}

/** Gratuity on leaving: 15/26 of the last month's wages for every year counted, up to ₹20 lakh. */
export function gratuity({
  monthlyWages,
  monthlyTotalPay,
  years,
  months,
  employment,
}: GratuityInput): Gratuity {
  const r = gratuityRules
  const wages = codeWages({ basicAndDa: monthlyWages, totalPay: monthlyTotalPay ?? monthlyWages })
  const counted = countedYears(years, months)
  const minimumYears = employment === "fixed-term" ? r.minimumYearsFixedTerm : r.minimumYears
  // Eligibility is measured on service actually rendered, not on the years rounded up.
  const served = years + months / 12
  const computed = toPaise((wages.wages * r.daysPerYear * counted) / r.daysPerMonth)
  const amount = Math.min(computed, r.ceiling)
  return {
    wages,
    countedYears: counted,
    eligible: served >= minimumYears,
    minimumYears,
    computed,
    amount,
    capped: computed > r.ceiling,
  }
}

/** The month's provision an employer sets aside for gratuity: 15/26 of a month's wages over 12. */
export function monthlyGratuityProvision(monthlyWages: number): number {
  return toPaise((monthlyWages * gratuityRules.daysPerYear) / gratuityRules.daysPerMonth / 12)
}

export type GratuityIssue = {
  field: "monthlyWages" | "monthlyTotalPay" | "years" | "months"
  message: string
}

/** What is wrong with a gratuity input, in words a visitor can act on. */
export function gratuityIssues(input: Partial<GratuityInput>): GratuityIssue[] {
  const issues: GratuityIssue[] = []
  const { monthlyWages, monthlyTotalPay, years, months } = input
  if (monthlyWages !== undefined && monthlyWages < 0)
    issues.push({ field: "monthlyWages", message: "Enter the salary as a positive amount." })
  if (monthlyTotalPay !== undefined && monthlyWages !== undefined && monthlyTotalPay < monthlyWages)
    issues.push({
      field: "monthlyTotalPay",
      message: "The total pay includes basic and DA: enter an amount at least as large.",
    })
  if (years !== undefined) {
    if (years < 0 || !Number.isInteger(years))
      issues.push({ field: "years", message: "Enter the years as a whole number, 0 or more." })
    else if (years > gratuityRules.maximumYears)
      issues.push({
        field: "years",
        message: `Service of more than ${gratuityRules.maximumYears} years is not possible: check the years.`,
      })
  }
  if (months !== undefined && (months < 0 || months > 11 || !Number.isInteger(months)))
    issues.push({ field: "months", message: "Enter the months as a whole number from 0 to 11." })
  return issues
}
