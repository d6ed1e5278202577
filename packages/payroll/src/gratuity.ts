import { toPaise } from "./money"
import type { GratuityRules, StatutoryRules } from "./statutory"
import { codeWages, type CodeWages } from "./wages"

/** How the calculator reads the service it is given (not statutory figures: the table has those). */
export const serviceReading = {
  /** A part year of more than this many months counts as a full year (section 53(2)). */
  partYearMonths: 6,
  /** Above this the input is taken for a typing mistake. */
  maximumYears: 60,
} as const

export type Employment = "permanent" | "fixed-term"

/**
 * The law a gratuity falls under, by the last day of service: the Code on Social Security, 2020 from
 * 21 November 2025 (S.O. 5319(E)); before it, the Payment of Gratuity Act, 1972, under which wages
 * were basic and DA alone and everyone, fixed-term or not, needed five years.
 */
export type GratuityLaw = "code" | "payment-of-gratuity-act"

/** The day the Code on Social Security's gratuity chapter replaced the Payment of Gratuity Act. */
export const gratuityCodeFrom = "2025-11-21"

/** The law governing a gratuity whose service ended on `exitDate` (YYYY-MM-DD). */
export function gratuityLawOn(exitDate: string): GratuityLaw {
  return exitDate < gratuityCodeFrom ? "payment-of-gratuity-act" : "code"
}

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
  /** The last day of service, YYYY-MM-DD; on or after 21 November 2025 when left out. */
  exitDate?: string
  /** Excluded payments (HRA, conveyance…) within the total pay; left out, all of it beside basic and DA. */
  monthlyExcluded?: number
}

export type Gratuity = {
  /** The law the exit date falls under. */
  law: GratuityLaw
  /**
   * The wages gratuity is worked out on: under the Code, basic and DA with the allowances above half
   * of the pay added back; under the Payment of Gratuity Act, basic and DA alone.
   */
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
  /**
   * For a fixed-term employee under the Code: the same formula on the service exactly as rendered
   * (years and months as a fraction of a year), the other reading of "pro rata" in section 53.
   */
  proRataExact?: number
}

/** Years counted for gratuity: a part year of more than six months is a full year. */
export function countedYears(years: number, months: number): number {
  return years + (months > serviceReading.partYearMonths ? 1 : 0)
}

/**
 * Gratuity on leaving: days' wages for every year counted, up to the ceiling in force. A
 * fixed-term employee under the Code is paid "on pro rata basis" (section 53(1), proviso): after one
 * year, in proportion to the service rendered, by the same formula, with no five-year minimum.
 */
export function gratuity(
  {
    monthlyWages,
    monthlyTotalPay,
    monthlyExcluded,
    years,
    months,
    employment,
    exitDate = gratuityCodeFrom,
  }: GratuityInput,
  rules: StatutoryRules,
): Gratuity {
  const r = rules.gratuity
  const law = gratuityLawOn(exitDate)
  // Before the Code, allowances were never wages for gratuity: basic and DA alone.
  const wages = codeWages(
    {
      basicAndDa: monthlyWages,
      totalPay: law === "code" ? (monthlyTotalPay ?? monthlyWages) : monthlyWages,
      excluded: law === "code" ? monthlyExcluded : undefined,
    },
    rules.codeWages,
  )
  const counted = countedYears(years, months)
  const fixedTermUnderCode = employment === "fixed-term" && law === "code"
  const minimumYears = fixedTermUnderCode ? r.minimumYearsFixedTerm : r.minimumYears
  // Eligibility is measured on service actually rendered, not on the years rounded up.
  const served = years + months / 12
  const computed = toPaise((wages.wages * r.daysPerYear * counted) / r.daysPerMonth)
  const amount = Math.min(computed, r.ceiling)
  const result: Gratuity = {
    law,
    wages,
    countedYears: counted,
    eligible: served >= minimumYears,
    minimumYears,
    computed,
    amount,
    capped: computed > r.ceiling,
  }
  if (!fixedTermUnderCode) return result
  const exact = toPaise((wages.wages * r.daysPerYear * served) / r.daysPerMonth)
  return { ...result, proRataExact: Math.min(exact, r.ceiling) }
}

/** The month's provision an employer sets aside for gratuity: 15/26 of a month's wages over 12. */
export function monthlyGratuityProvision(monthlyWages: number, rules: GratuityRules): number {
  return toPaise((monthlyWages * rules.daysPerYear) / rules.daysPerMonth / 12)
}

export type GratuityIssue = {
  field: "monthlyWages" | "monthlyTotalPay" | "monthlyExcluded" | "years" | "months"
  message: string
}

/** What is wrong with a gratuity input, in words a visitor can act on. */
export function gratuityIssues(input: Partial<GratuityInput>): GratuityIssue[] {
  const issues: GratuityIssue[] = []
  const { monthlyWages, monthlyTotalPay, monthlyExcluded, years, months } = input
  if (monthlyWages !== undefined && monthlyWages < 0)
    issues.push({ field: "monthlyWages", message: "Enter the salary as a positive amount." })
  if (monthlyTotalPay !== undefined && monthlyWages !== undefined && monthlyTotalPay < monthlyWages)
    issues.push({
      field: "monthlyTotalPay",
      message: "The total pay includes basic and DA: enter an amount at least as large.",
    })
  if (
    monthlyExcluded !== undefined &&
    monthlyWages !== undefined &&
    monthlyTotalPay !== undefined &&
    monthlyExcluded > monthlyTotalPay - monthlyWages
  )
    issues.push({
      field: "monthlyExcluded",
      message:
        "The excluded allowances are part of the total pay beside basic and DA: enter no more than that.",
    })
  if (years !== undefined) {
    if (years < 0 || !Number.isInteger(years))
      issues.push({ field: "years", message: "Enter the years as a whole number, 0 or more." })
    else if (years > serviceReading.maximumYears)
      issues.push({
        field: "years",
        message: `Service of more than ${serviceReading.maximumYears} years is not possible: check the years.`,
      })
  }
  if (months !== undefined && (months < 0 || months > 11 || !Number.isInteger(months)))
    issues.push({ field: "months", message: "Enter the months as a whole number from 0 to 11." })
  return issues
}
