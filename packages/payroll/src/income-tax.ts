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
  /** Above this total income a surcharge applies, which these tools do not compute. */
  surchargeFrom: number
}

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
  surchargeFrom: 50_00_000,
} as const satisfies IncomeTaxRules

/*
 * FY 2026-27, the first tax year under the Income-tax Act, 2025 (in force from 1 April 2026). The
 * Finance Act, 2026 left the new regime's slabs, the ₹60,000 rebate up to ₹12 lakh, the ₹75,000
 * standard deduction, the ₹50 lakh surcharge threshold and the 4% cess as they were for FY 2025-26:
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
  surchargeFrom: 50_00_000,
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
  /** Tax after the rebate or relief, before cess. */
  taxAfterRelief: number
  cess: number
  /** Tax and cess, rounded to the nearest ten rupees (section 288B). */
  total: number
  /** True when the income reaches the surcharge, which is not computed: `total` is then not the tax due. */
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
 * Income-tax on salary income under the new regime: standard deduction, slab rates, the section
 * 87A rebate or, just above its limit, marginal relief, then the 4% cess.
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

/** Income-tax on a total income already net of deductions (and rounded under section 288A). */
export function incomeTaxOnTotalIncome(
  taxableIncome: number,
  rules: IncomeTaxRules = incomeTaxFy2025_26,
): IncomeTax {
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
  const taxAfterRelief = toPaise(tax - rebate - marginalRelief)
  const cess = toPaise((taxAfterRelief * rules.cessRate) / 100)
  return {
    grossIncome: taxableIncome,
    standardDeduction: 0,
    taxableIncome,
    bands,
    slabTax: tax,
    rebate,
    marginalRelief,
    taxAfterRelief,
    cess,
    total: toNearestTenRupees(taxAfterRelief + cess),
    surchargeApplies: taxableIncome > rules.surchargeFrom,
  }
}
