import { toNearestTenRupees, toPaise } from "./money"

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

/** The new regime's surcharge for an individual: 10%, 15%, then 25% at most. */
const newRegimeSurcharge = [
  { above: 50_00_000, rate: 10 },
  { above: 1_00_00_000, rate: 15 },
  { above: 2_00_00_000, rate: 25 },
] as const satisfies readonly SurchargeBand[]

/** The new tax regime (section 115BAC) for FY 2025-26, assessment year 2026-27. */
export const incomeTaxFy2025_26 = {
  financialYear: "2025-26",
  act: "Income-tax Act, 1961",
  standardDeduction: 75_000,
  slabs: [
    { from: 0, to: 4_00_000, rate: 0 },
    { from: 4_00_000, to: 8_00_000, rate: 5 },
    { from: 8_00_000, to: 12_00_000, rate: 10 },
    { from: 12_00_000, to: 16_00_000, rate: 15 },
    { from: 16_00_000, to: 20_00_000, rate: 20 },
    { from: 20_00_000, to: 24_00_000, rate: 25 },
    { from: 24_00_000, to: null, rate: 30 },
  ],
  rebateIncomeLimit: 12_00_000,
  rebateMaximum: 60_000,
  cessRate: 4,
  surcharge: newRegimeSurcharge,
} as const satisfies IncomeTaxRules

/*
 * FY 2026-27, the first tax year under the Income-tax Act, 2025 (in force from 1 April 2026). The
 * Finance Act, 2026 left the new regime's slabs, the ₹60,000 rebate up to ₹12 lakh, the ₹75,000
 * standard deduction, the surcharge (10%, 15% and 25% above ₹50 lakh, ₹1 crore and ₹2 crore, capped
 * at 25% under the new regime) and the 4% cess as they were for FY 2025-26:
 * the figures are the same, the sections are the 2025 Act's.
 */

/** The new tax regime (section 202 of the Income-tax Act, 2025) for tax year 2026-27. */
export const incomeTaxFy2026_27 = {
  financialYear: "2026-27",
  act: "Income-tax Act, 2025",
  standardDeduction: 75_000,
  slabs: incomeTaxFy2025_26.slabs,
  rebateIncomeLimit: 12_00_000,
  rebateMaximum: 60_000,
  cessRate: 4,
  surcharge: newRegimeSurcharge,
} as const satisfies IncomeTaxRules

/** Every year the tools can work out, oldest first. */
export const incomeTaxYears = [incomeTaxFy2025_26, incomeTaxFy2026_27] as const

export type FinancialYear = (typeof incomeTaxYears)[number]["financialYear"]

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
export function incomeTaxRulesOn(date: Date): { rules: IncomeTaxRules; exact: boolean } {
  const wanted = financialYearOf(date)
  const match = incomeTaxYears.find((rules) => rules.financialYear === wanted)
  if (match) return { rules: match, exact: true }
  const first = incomeTaxYears[0]
  const last = incomeTaxYears[incomeTaxYears.length - 1]!
  return { rules: wanted < first.financialYear ? first : last, exact: false }
}

/** The rules for a financial year named as "2026-27"; undefined for a year not kept. */
export function incomeTaxRulesFor(financialYear: string): IncomeTaxRules | undefined {
  return incomeTaxYears.find((rules) => rules.financialYear === financialYear)
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
  /** The surcharge rate for this total income, per cent (0 up to ₹50 lakh). */
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
  /** True above the first surcharge threshold (₹50 lakh). */
  surchargeApplies: boolean
}

/** Tax at the slab rates on a total income, band by band. */
export function slabTax(taxableIncome: number, rules: IncomeTaxRules = incomeTaxFy2025_26) {
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
export function incomeTaxOnSalary(
  grossSalary: number,
  rules: IncomeTaxRules = incomeTaxFy2025_26,
): IncomeTax {
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
export function incomeTaxOnTotalIncome(
  taxableIncome: number,
  rules: IncomeTaxRules = incomeTaxFy2025_26,
): IncomeTax {
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
