import { esicRules, providentFundRules as pf } from "./contributions"
import { bonusRules } from "./employer-cost"
import { gratuityRules as g } from "./gratuity"
import { codeOnWagesSource, salaryStructureDefaults } from "./in-hand"
import { incomeTaxFy2025_26 as it } from "./income-tax"
import { rupees } from "./money"
import { professionalTaxRules, stateCodes } from "./professional-tax"
import { professionalTaxSources } from "./professional-tax-sources"
import type { RuleNote } from "./source"

/*
 * Each tool's rules as a reader meets them on its page, written from the same figures the
 * calculation uses, so the explanation cannot drift from the arithmetic.
 */

function slabText() {
  return it.slabs
    .map((slab) =>
      slab.to === null
        ? `above ${rupees(slab.from)} ${slab.rate}%`
        : `${rupees(slab.from)} to ${rupees(slab.to)} ${slab.rate === 0 ? "nil" : `${slab.rate}%`}`,
    )
    .join("; ")
}

export const inHandRuleNotes: readonly RuleNote[] = [
  {
    id: "structure",
    title: "Salary structure",
    text: `Basic is a share of CTC (${salaryStructureDefaults.basicPercent}% by default: under the Code on Wages, allowances above half of pay count as wages for PF and gratuity anyway); HRA is a share of basic; the special allowance is what remains of the gross. The monthly CTC is the gross plus the employer's PF (when it is part of CTC) and the employer's ESI.`,
    source: codeOnWagesSource,
  },
  {
    id: "pf",
    title: "Provident fund",
    text: `The employee pays ${pf.contributionRate}% of basic, on basic up to the ${rupees(pf.wageCeiling)} wage ceiling or on the full basic, as the employer chooses; the employer pays the same ${pf.contributionRate}%. Contributions are rounded to the nearest rupee.`,
    source: pf.sources.contribution,
  },
  {
    id: "esic",
    title: "Employees' State Insurance",
    text: `While the monthly gross is at most ${rupees(esicRules.wageCeiling)}, the employee pays ${esicRules.employeeRate}% and the employer ${esicRules.employerRate}% of it, each rounded up to the next rupee. Above the ceiling, neither pays.`,
    source: esicRules.sources.rates,
  },
  {
    id: "professional-tax",
    title: "Professional tax",
    text: "Set by each state on the monthly salary; some states levy none. The February figure is higher in states that collect the year's balance then.",
    source: professionalTaxSources.maharashtra.source,
  },
  {
    id: "slabs",
    title: `Income tax, new regime, FY ${it.financialYear}`,
    text: `A standard deduction of ${rupees(it.standardDeduction)} from salary, then: ${slabText()}. The total income and the tax are each rounded to the nearest ₹10.`,
    source: it.sources.rates,
  },
  {
    id: "rebate",
    title: "Section 87A rebate and marginal relief",
    text: `Up to a total income of ${rupees(it.rebateIncomeLimit)} the rebate (at most ${rupees(it.rebateMaximum)}) cancels the tax, so a salary up to ${rupees(it.rebateIncomeLimit + it.standardDeduction)} pays none. Just above it, marginal relief keeps the tax from exceeding the income above ${rupees(it.rebateIncomeLimit)}: on ${rupees(12_10_000)} the tax is ${rupees(10_000)}, not ${rupees(61_500)}.`,
    source: it.sources.rebate,
  },
  {
    id: "cess",
    title: "Health and education cess",
    text: `${it.cessRate}% of the tax after the rebate or relief. Because the cess falls on the relieved tax, an income a little above ${rupees(it.rebateIncomeLimit)} keeps slightly less after cess than ${rupees(it.rebateIncomeLimit)} itself would: ${rupees(12_10_000)} pays ${rupees(10_400)} in all.`,
    source: it.sources.cess,
  },
]

export const professionalTaxNotes: readonly RuleNote[] = stateCodes.map((code) => {
  const { summary, source } = professionalTaxSources[code]
  return { id: `pt-${code}`, title: professionalTaxRules[code].label, text: summary, source }
})

export const gratuityRuleNotes: readonly RuleNote[] = [
  {
    id: "formula",
    title: "The formula",
    text: `Last drawn basic pay and dearness allowance × ${g.daysPerYear}/${g.daysPerMonth} × the years of service counted. A part year of more than ${g.partYearMonths} months counts as a full year: 8 years and 7 months count as 9, 8 years and 6 months as 8.`,
    source: g.sources.formula,
  },
  {
    id: "ceiling",
    title: "The ceiling",
    text: `The gratuity payable under the law is at most ${rupees(g.ceiling)}. An employer may pay more; the excess is not statutory gratuity.`,
    source: g.sources.ceiling,
  },
  {
    id: "eligibility",
    title: "Who is eligible",
    text: `${g.minimumYears} years of continuous service, or ${g.minimumYearsFixedTerm} year for a fixed-term employee under the labour codes in force since 21 November 2025. On death or disablement no minimum applies.`,
    source: g.sources.eligibility,
  },
]

export const employerCostRuleNotes: readonly RuleNote[] = [
  {
    id: "epf-eps",
    title: "EPF and EPS",
    text: `Of the employer's ${pf.contributionRate}%, ${pf.pensionRate}% of wages up to ${rupees(pf.wageCeiling)} (at most ${rupees(pf.pensionCap)}) goes to the pension scheme and the rest (3.67% at or below the ceiling) to the employee's PF account.`,
    source: pf.sources.pension,
  },
  {
    id: "edli",
    title: "EDLI",
    text: `${pf.edliRate}% of wages up to ${rupees(pf.wageCeiling)}, at most ${rupees(pf.edliCap)} a month. EDLI administration charges are nil.`,
    source: pf.sources.edli,
  },
  {
    id: "admin",
    title: "PF administration charges",
    text: `${pf.adminRate}% of the PF wages, at least ${rupees(pf.adminMinimum)} a month for the establishment: with few employees, the minimum spread over them is more than ${pf.adminRate}% each.`,
    source: pf.sources.admin,
  },
  {
    id: "esic",
    title: "ESI",
    text: `${esicRules.employerRate}% of the gross while it is at most ${rupees(esicRules.wageCeiling)} a month, rounded up to the next rupee.`,
    source: esicRules.sources.rates,
  },
  {
    id: "bonus",
    title: "Statutory bonus",
    text: `For employees whose basic and DA are at most ${rupees(bonusRules.eligibilityCeiling)} a month: at least ${bonusRules.minimumRate}% of the salary, worked out on at most ${rupees(bonusRules.calculationCeiling)} a month or the minimum wage if higher. Shown as a monthly provision.`,
    source: bonusRules.sources.bonus,
  },
  {
    id: "gratuity",
    title: "Gratuity provision",
    text: `${g.daysPerYear}/${g.daysPerMonth} of a month's basic for each year of service, set aside monthly: 4.81% of basic.`,
    source: g.sources.formula,
  },
]
