/**
 * The statutory figures the rules compute with, picked by date from the table of dated rows that
 * packages/content keeps (src/rates/*.json, `rateValues()`): a calculation on a day uses the rows in
 * force on that day, so a result for an earlier day can be worked out again after the law changes.
 * This module takes the table as an argument and imports none of it, so a calculator's bundle
 * carries only the figures its page hands it, never the citations.
 */
import type { RateBand, RateValue } from "@repo/content/rates"

import { incomeTaxRulesOn, type IncomeTaxRules } from "./income-tax"
import {
  stateLabels,
  type ProfessionalTaxRule,
  type ProfessionalTaxSlab,
  type StateCode,
} from "./professional-tax"

// The rows' shapes are the content package's (src/rates.ts): a type-only import, so no bundle that
// carries these rules carries the table.
export type { RateBand, RateValue } from "@repo/content/rates"

/** The table by key, each key's rows oldest first. */
export type RateValues = Readonly<Record<string, readonly RateValue[]>>

/** The row in force on `day` (YYYY-MM-DD): the last whose `from` is on or before it; before the first, the first. */
export function rowOn(rows: readonly RateValue[], day: string): RateValue {
  let found = rows[0]
  if (!found) throw new Error("A statutory figure has no rows")
  for (const row of rows) if (row.from <= day) found = row
  return found
}

function rowsOf(rates: RateValues, key: string): readonly RateValue[] {
  const rows = rates[key]
  if (!rows || rows.length === 0) throw new Error(`The table of statutory rates has no figure "${key}"`)
  return rows
}

/** A scalar figure on a day. */
export function figureOn(rates: RateValues, key: string, day: string): number {
  const value = rowOn(rowsOf(rates, key), day).value
  if (value === undefined) throw new Error(`"${key}" is a table, not a figure`)
  return value
}

/** A table figure's bands on a day. */
export function bandsOn(rates: RateValues, key: string, day: string): RateValue {
  const row = rowOn(rowsOf(rates, key), day)
  if (!row.bands) throw new Error(`"${key}" is a figure, not a table`)
  return row
}

/** The days on which any of `keys` changes its figure (not just its instrument), in order. */
export function figureChangesOf(rates: RateValues, keys: readonly string[]): string[] {
  const days = keys.flatMap((key) =>
    rowsOf(rates, key)
      .filter(
        (row, index, rows) =>
          index > 0 &&
          JSON.stringify({ ...row, from: "" }) !== JSON.stringify({ ...rows[index - 1], from: "" }),
      )
      .map((row) => row.from),
  )
  return [...new Set(days)].sort()
}

/** The days on which any of `keys` has a new row, in order. */
export function changesOf(rates: RateValues, keys: readonly string[]): string[] {
  return [...new Set(keys.flatMap((key) => rowsOf(rates, key).map((row) => row.from)))].sort()
}

export type ProvidentFundRules = {
  /** Employee and employer each, per cent of PF wages. */
  contributionRate: number
  /** The statutory wage ceiling, per month. */
  wageCeiling: number
  /** The employer's pension share, per cent of wages up to the ceiling… */
  pensionRate: number
  /** …at most this much a month. */
  pensionCap: number
  /** Employees' Deposit Linked Insurance, per cent of wages up to the ceiling… */
  edliRate: number
  /** …at most this much a month. */
  edliCap: number
  /** Administration charges, per cent of the PF wages… */
  adminRate: number
  /** …at least this much a month for an establishment with contributing members. */
  adminMinimum: number
}

export type EsicRules = {
  employeeRate: number
  employerRate: number
  /** Covered while monthly wages are at most this. */
  wageCeiling: number
  /** The ceiling for an employee with a disability. */
  wageCeilingDisability: number
}

export type BonusRules = {
  /** The minimum bonus, per cent of the wages earned in the year. */
  minimumRate: number
  /** Employees earning more than this a month are outside the bonus chapter. */
  eligibilityCeiling: number
  /** The bonus is worked out as if the wages were at most this, or the minimum wage if higher. */
  calculationCeiling: number
  /** The bonus chapter applies to establishments employing at least this many people. */
  minimumHeadcount: number
}

export type ApplicabilityRules = {
  pfMinimumHeadcount: number
  esicMinimumHeadcount: number
  gratuityMinimumHeadcount: number
}

export type GratuityRules = {
  /** Fifteen days' wages… */
  daysPerYear: number
  /** …for each year, a month's wages being taken as 26 days'. */
  daysPerMonth: number
  ceiling: number
  minimumYears: number
  minimumYearsFixedTerm: number
}

export type CodeWageRules = {
  /** The share of all remuneration the excluded payments may reach before the excess counts as wages. */
  exclusionLimitPercent: number
}

/** Every statutory figure the tools use, as in force on one day. */
export type StatutoryRules = {
  /** The day they are in force on, YYYY-MM-DD. */
  on: string
  providentFund: ProvidentFundRules
  esic: EsicRules
  bonus: BonusRules
  applicability: ApplicabilityRules
  gratuity: GratuityRules
  codeWages: CodeWageRules
  professionalTax: Readonly<Record<StateCode, ProfessionalTaxRule>>
  /** The income-tax rules of the financial year containing `on` (the nearest kept, outside them). */
  incomeTax: IncomeTaxRules
}

/** The states that levy professional tax on salaries, each with a file of dated schedules. */
const levyingStates = [
  "gujarat",
  "karnataka",
  "maharashtra",
  "tamil-nadu",
  "telangana",
  "west-bengal",
] as const

const slab = ({ above, amount = 0, february, inclusive }: RateBand): ProfessionalTaxSlab => ({
  over: above,
  amount,
  ...(february === undefined ? {} : { february }),
  ...(inclusive ? { inclusive } : {}),
})

/** The professional-tax schedules in force on a day; Uttar Pradesh and Delhi levy none. */
export function professionalTaxRulesOn(
  rates: RateValues,
  day: string,
): Record<StateCode, ProfessionalTaxRule> {
  const none = (state: StateCode, label: string): ProfessionalTaxRule => ({
    state,
    label,
    period: "none",
    slabs: [],
  })
  const levied = Object.fromEntries(
    levyingStates.map((state) => {
      const row = bandsOn(rates, `professional-tax-${state}`, day)
      const rule: ProfessionalTaxRule = {
        state,
        label: stateLabels[state],
        period: row.period ?? "monthly",
        slabs: row.bands!.map(slab),
        ...(row.womenBands ? { womenSlabs: row.womenBands.map(slab) } : {}),
      }
      return [state, rule]
    }),
  )
  return {
    "uttar-pradesh": none("uttar-pradesh", stateLabels["uttar-pradesh"]),
    delhi: none("delhi", stateLabels.delhi),
    ...levied,
  } as Record<StateCode, ProfessionalTaxRule>
}

/** Every figure in force on `day` (YYYY-MM-DD). */
export function rulesOn(rates: RateValues, day: string): StatutoryRules {
  const f = (key: string) => figureOn(rates, key, day)
  return {
    on: day,
    providentFund: {
      contributionRate: f("pf-contribution-rate"),
      wageCeiling: f("pf-wage-ceiling"),
      pensionRate: f("eps-rate"),
      pensionCap: f("eps-cap"),
      edliRate: f("edli-rate"),
      edliCap: f("edli-cap"),
      adminRate: f("pf-admin-rate"),
      adminMinimum: f("pf-admin-minimum"),
    },
    esic: {
      employeeRate: f("esi-employee-rate"),
      employerRate: f("esi-employer-rate"),
      wageCeiling: f("esi-wage-ceiling"),
      wageCeilingDisability: f("esi-wage-ceiling-disability"),
    },
    bonus: {
      minimumRate: f("bonus-minimum-rate"),
      eligibilityCeiling: f("bonus-eligibility-ceiling"),
      calculationCeiling: f("bonus-calculation-ceiling"),
      minimumHeadcount: f("bonus-minimum-headcount"),
    },
    applicability: {
      pfMinimumHeadcount: f("pf-minimum-headcount"),
      esicMinimumHeadcount: f("esi-minimum-headcount"),
      gratuityMinimumHeadcount: f("gratuity-minimum-headcount"),
    },
    gratuity: {
      daysPerYear: f("gratuity-days-per-year"),
      daysPerMonth: f("gratuity-days-per-month"),
      ceiling: f("gratuity-ceiling"),
      minimumYears: f("gratuity-minimum-years"),
      minimumYearsFixedTerm: f("gratuity-minimum-years-fixed-term"),
    },
    codeWages: { exclusionLimitPercent: f("code-wages-exclusion-limit") },
    professionalTax: professionalTaxRulesOn(rates, day),
    incomeTax: incomeTaxRulesOn(rates, new Date(`${day}T00:00:00`)).rules,
  }
}

/** The keys whose rows change PF, for a page that says "on a date before …". */
export const providentFundKeys = [
  "pf-wage-ceiling",
  "eps-cap",
  "edli-cap",
  "pf-contribution-rate",
  "eps-rate",
  "edli-rate",
  "pf-admin-rate",
  "pf-admin-minimum",
] as const
