import { toNearestTenRupees, toPaise } from "./money"
import { bandsOn, changesOf, figureOn, type RateValues } from "./statutory"

/** A band of the new regime's rates: `rate` per cent on income above `from` up to `to`. */
export type TaxSlab = { from: number; to: number | null; rate: number }

export type IncomeTaxRules = {
  /** "2026-27": the year from 1 April to 31 March the rules apply to. */
  financialYear: string
  /** The Act that charges the tax for that year, by its exact name. */
  act: "Income-tax Act, 1961" | "Income-tax Act, 2025"
  standardDeduction: number
  slabs: readonly TaxSlab[]
  /** Section 87A: no tax up to this total income… */
  rebateIncomeLimit: number
  /** …by a rebate of up to this much. */
  rebateMaximum: number
  /** Health and education cess, per cent of the tax. */
  cessRate: number
  /**
   * Surcharge on the income-tax, by total income: `rate` per cent once the total income exceeds
   * `above`. The new regime stops at 25% (the 37% band of the old regime does not apply to it).
   */
  surcharge: readonly SurchargeBand[]
}

/** A surcharge band: `rate` per cent of the income-tax on a total income above `above`. */
export type SurchargeBand = { above: number; rate: number }

/** The keys of the income-tax rows in the table of statutory rates. */
export const incomeTaxKeys = [
  "income-tax-slabs",
  "income-tax-standard-deduction",
  "income-tax-rebate-limit",
  "income-tax-rebate-maximum",
  "income-tax-surcharge",
  "income-tax-cess",
] as const

/** The first tax year under the Income-tax Act, 2025 begins on this day (section 1 of that Act). */
export const incomeTaxAct2025From = "2026-04-01"

/** "2026-27" → "2026-04-01". */
function yearStart(financialYear: string): string {
  return `${financialYear.slice(0, 4)}-04-01`
}

/** The year's rules from the rows in force on its first day, 1 April. */
function rulesForYear(rates: RateValues, financialYear: string): IncomeTaxRules {
  const day = yearStart(financialYear)
  const slabs = bandsOn(rates, "income-tax-slabs", day).bands!
  return {
    financialYear,
    act: day >= incomeTaxAct2025From ? "Income-tax Act, 2025" : "Income-tax Act, 1961",
    standardDeduction: figureOn(rates, "income-tax-standard-deduction", day),
    slabs: slabs.map((band, index) => ({
      from: band.above,
      to: slabs[index + 1]?.above ?? null,
      rate: band.rate ?? 0,
    })),
    rebateIncomeLimit: figureOn(rates, "income-tax-rebate-limit", day),
    rebateMaximum: figureOn(rates, "income-tax-rebate-maximum", day),
    cessRate: figureOn(rates, "income-tax-cess", day),
    surcharge: bandsOn(rates, "income-tax-surcharge", day).bands!.map((band) => ({
      above: band.above,
      rate: band.rate ?? 0,
    })),
  }
}

/**
 * Every year the tools can work out, oldest first: from the year of the first slabs row to the
 * year of the newest income-tax row.
 */
export function incomeTaxYears(rates: RateValues): IncomeTaxRules[] {
  const first = Number(financialYearOf(isoDay((rates["income-tax-slabs"] ?? [])[0]!.from)).slice(0, 4))
  const last = Math.max(
    ...changesOf(rates, incomeTaxKeys).map((from) => Number(financialYearOf(isoDay(from)).slice(0, 4))),
  )
  const years: IncomeTaxRules[] = []
  for (let start = first; start <= last; start += 1)
    years.push(rulesForYear(rates, `${start}-${String((start + 1) % 100).padStart(2, "0")}`))
  return years
}

/** YYYY-MM-DD as that calendar day. */
function isoDay(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split("-").map(Number)
  return new Date(year, month - 1, date)
}

export type FinancialYear = string

/** "2026-27" for any day from 1 April 2026 to 31 March 2027, by the calendar date given. */
export function financialYearOf(date: Date): string {
  const year = date.getFullYear()
  const start = date.getMonth() >= 3 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`
}

/**
 * The rules for the year containing `date`. Before the first year kept the first is used, after the
 * last the last (with `exact` false), so a page never shows no year at all.
 */
export function incomeTaxRulesOn(rates: RateValues, date: Date): { rules: IncomeTaxRules; exact: boolean } {
  const years = incomeTaxYears(rates)
  const wanted = financialYearOf(date)
  const match = years.find((rules) => rules.financialYear === wanted)
  if (match) return { rules: match, exact: true }
  const first = years[0]!
  const last = years[years.length - 1]!
  return { rules: wanted < first.financialYear ? first : last, exact: false }
}

/** The rules for a financial year named as "2026-27"; undefined for a year not kept. */
export function incomeTaxRulesFor(rates: RateValues, financialYear: string): IncomeTaxRules | undefined {
  return incomeTaxYears(rates).find((rules) => rules.financialYear === financialYear)
}

export type IncomeTax = {
  /** Salary income before the standard deduction. */
  grossIncome: number
  standardDeduction: number
  /** Total income after the deduction, rounded to the nearest ten rupees (section 288A). */
  taxableIncome: number
  /** The tax by each band reached. */
  bands: readonly { slab: TaxSlab; taxed: number; tax: number }[]
  /** Tax at the slab rates. */
  slabTax: number
  /** The section 87A rebate (up to the taxable income limit). */
  rebate: number
  /** Above the limit: how much the tax is cut so it does not exceed the income above the limit. */
  marginalRelief: number
  /** Tax after the rebate or relief, before surcharge and cess. */
  taxAfterRelief: number
  /** The surcharge rate for this total income, per cent (0 up to the first threshold). */
  surchargeRate: number
  /** The surcharge at that rate, before marginal relief. */
  surchargeBeforeRelief: number
  /**
   * Marginal relief on the surcharge: tax and surcharge may not exceed those on the band's
   * threshold by more than the income above it.
   */
  surchargeRelief: number
  /** The surcharge payable, after that relief. */
  surcharge: number
  /** Cess on the tax and surcharge. */
  cess: number
  /** Tax, surcharge and cess, rounded to the nearest ten rupees (section 288B). */
  total: number
  /** True above the first surcharge threshold. */
  surchargeApplies: boolean
}

/** Tax at the slab rates on a total income, band by band. */
export function slabTax(taxableIncome: number, rules: IncomeTaxRules) {
  const bands = rules.slabs
    .filter((slab) => taxableIncome > slab.from)
    .map((slab) => {
      const taxed = Math.min(taxableIncome, slab.to ?? Infinity) - slab.from
      return { slab, taxed, tax: (taxed * slab.rate) / 100 }
    })
  return { bands, tax: toPaise(bands.reduce((sum, band) => sum + band.tax, 0)) }
}

/**
 * Income-tax on salary income under the new regime: standard deduction, slab rates, the rebate or,
 * just above its limit, marginal relief, the surcharge with its own marginal relief, then the 4% cess.
 */
export function incomeTaxOnSalary(grossSalary: number, rules: IncomeTaxRules): IncomeTax {
  const grossIncome = Math.max(0, grossSalary)
  const standardDeduction = Math.min(rules.standardDeduction, grossIncome)
  const taxableIncome = toNearestTenRupees(grossIncome - standardDeduction)
  return { ...incomeTaxOnTotalIncome(taxableIncome, rules), grossIncome, standardDeduction }
}

/** Tax at the slab rates after the rebate or the rebate's marginal relief, before surcharge. */
function taxBeforeSurcharge(taxableIncome: number, rules: IncomeTaxRules) {
  const { bands, tax } = slabTax(taxableIncome, rules)
  let rebate = 0
  let marginalRelief = 0
  if (taxableIncome <= rules.rebateIncomeLimit) {
    rebate = Math.min(tax, rules.rebateMaximum)
  } else {
    // The tax may not exceed the income above the limit.
    const excess = taxableIncome - rules.rebateIncomeLimit
    marginalRelief = Math.max(0, toPaise(tax - excess))
  }
  return { bands, tax, rebate, marginalRelief, taxAfterRelief: toPaise(tax - rebate - marginalRelief) }
}

/** The surcharge band a total income falls in, if any: the highest threshold it exceeds. */
function surchargeBandOf(taxableIncome: number, rules: IncomeTaxRules): SurchargeBand | undefined {
  return rules.surcharge.filter((band) => taxableIncome > band.above).at(-1)
}

/**
 * Surcharge with its marginal relief (First Schedule, Part I, Paragraph A): on a total income above
 * a threshold, income-tax and surcharge together may not exceed the income-tax and surcharge on a
 * total income of exactly that threshold by more than the income above it.
 */
function surchargeOn(taxableIncome: number, taxAfterRelief: number, rules: IncomeTaxRules) {
  const band = surchargeBandOf(taxableIncome, rules)
  if (!band) return { rate: 0, beforeRelief: 0, relief: 0, surcharge: 0 }
  const beforeRelief = toPaise((taxAfterRelief * band.rate) / 100)
  const atThreshold = taxBeforeSurcharge(band.above, rules).taxAfterRelief
  const thresholdSurcharge = surchargeOn(band.above, atThreshold, rules).surcharge
  const ceiling = atThreshold + thresholdSurcharge + (taxableIncome - band.above)
  const relief = Math.max(0, toPaise(taxAfterRelief + beforeRelief - ceiling))
  return { rate: band.rate, beforeRelief, relief, surcharge: toPaise(beforeRelief - relief) }
}

/**
 * Income-tax on a total income already net of deductions (and rounded under section 288A): slab
 * tax, the rebate or its marginal relief, the surcharge with its marginal relief, then cess on the
 * tax and surcharge; the whole rounded to the nearest ten rupees.
 */
export function incomeTaxOnTotalIncome(taxableIncome: number, rules: IncomeTaxRules): IncomeTax {
  const { bands, tax, rebate, marginalRelief, taxAfterRelief } = taxBeforeSurcharge(taxableIncome, rules)
  const surcharge = surchargeOn(taxableIncome, taxAfterRelief, rules)
  const cess = toPaise(((taxAfterRelief + surcharge.surcharge) * rules.cessRate) / 100)
  return {
    grossIncome: taxableIncome,
    standardDeduction: 0,
    taxableIncome,
    bands,
    slabTax: tax,
    rebate,
    marginalRelief,
    taxAfterRelief,
    surchargeRate: surcharge.rate,
    surchargeBeforeRelief: surcharge.beforeRelief,
    surchargeRelief: surcharge.relief,
    surcharge: surcharge.surcharge,
    cess,
    total: toNearestTenRupees(taxAfterRelief + surcharge.surcharge + cess),
    surchargeApplies: surcharge.rate > 0,
  }
}
