import { esicRules, providentFundRules as pf } from "./contributions"
import { bonusRules } from "./employer-cost"
import { gratuityRules as g } from "./gratuity"
import { salaryStructureDefaults } from "./in-hand"
import { incomeTaxFy2025_26 as previous, incomeTaxFy2026_27 as it } from "./income-tax"
import { rupees } from "./format"
import { professionalTaxRules, stateCodes } from "./professional-tax"
import { professionalTaxSources } from "./professional-tax-sources"
import type { RuleNote, Source } from "./source"
import {
  bonusSources,
  codeWageSources,
  esicSources,
  gratuitySources,
  incomeTaxSources,
  providentFundSources,
} from "./sources"
import { codeWageRules } from "./wages"

const half = `${codeWageRules.exclusionLimitPercent}%`

/** The codes' definition of wages, as every tool that uses it explains it. */
const codeWagesNote = (uses: string): RuleNote => ({
  id: "code-wages",
  title: "Wages under the labour codes",
  text: `Since 21 November 2025 one definition of wages applies across the four labour codes: basic pay, dearness allowance and retaining allowance. When everything else paid (HRA, special and other allowances) is more than ${half} of the total pay, the excess is added back to wages. ${uses} For example, on ${rupees(1_00_000)} a month with basic and DA of ${rupees(35_000)}, the allowances are ${rupees(15_000)} over half, so the wages are ${rupees(50_000)}.`,
  source: codeWageSources.definition,
})

const esicPeriodText = `Once an employee is covered at the start of a contribution period (1 April to 30 September, 1 October to 31 March), contributions continue to its end on the whole wages, even if the gross rises above ${rupees(esicRules.wageCeiling)}; they stop from the next period.`

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
    text: `Basic is a share of CTC (${salaryStructureDefaults.basicPercent}% by default); HRA is a share of basic; the special allowance is what remains of the gross. The monthly CTC is the gross plus the employer's PF (when it is part of CTC) and the employer's ESI.`,
    source: codeWageSources.definition,
  },
  codeWagesNote("PF is worked out on these wages, so a basic below half of the gross raises the PF."),
  {
    id: "pf",
    title: "Provident fund",
    text: `The employee pays ${pf.contributionRate}% of wages under the codes, on wages up to the ${rupees(pf.wageCeiling)} ceiling the EPF Scheme still sets, or on the full wages, as the employer chooses; the employer pays the same ${pf.contributionRate}%. Contributions are rounded to the nearest rupee.`,
    source: providentFundSources.contribution,
  },
  {
    id: "esic",
    title: "Employees' State Insurance",
    text: `While the monthly gross is at most ${rupees(esicRules.wageCeiling)}, the employee pays ${esicRules.employeeRate}% and the employer ${esicRules.employerRate}% of it, each rounded up to the next rupee. ${esicPeriodText} The calculator assumes the gross has been the same all year.`,
    source: esicSources.period,
  },
  {
    id: "professional-tax",
    title: "Professional tax",
    text: "Set by each state on the monthly salary, at most ₹2,500 a year; some states levy none. The February figure is higher in states that collect the year's balance then. Each state's schedule, with its source, is listed below.",
  },
  {
    id: "slabs",
    title: `Income tax, new regime, FY ${it.financialYear}`,
    text: `The first year under the ${it.act} (section 202). A standard deduction of ${rupees(it.standardDeduction)} from salary (section 19), then: ${slabText()}. The total income and the tax are each rounded to the nearest ₹10. The Finance Act, 2026 left every figure as it was in FY ${previous.financialYear}.`,
    source: incomeTaxSources["2026-27"].rates,
  },
  {
    id: "slabs-previous",
    title: `Income tax, new regime, FY ${previous.financialYear}`,
    text: `For FY ${previous.financialYear}, under the ${previous.act} (section 115BAC and the section 87A rebate): the same slabs, the same ${rupees(previous.standardDeduction)} standard deduction, rebate and cess. Pick FY ${previous.financialYear} in the calculator for a salary of that year.`,
    source: incomeTaxSources["2025-26"].rates,
  },
  {
    id: "rebate",
    title: "Rebate and marginal relief (section 156; section 87A before April 2026)",
    text: `Up to a total income of ${rupees(it.rebateIncomeLimit)} the rebate (at most ${rupees(it.rebateMaximum)}) cancels the tax, so a salary up to ${rupees(it.rebateIncomeLimit + it.standardDeduction)} pays none. Just above it, marginal relief keeps the tax from exceeding the income above ${rupees(it.rebateIncomeLimit)}: on ${rupees(12_10_000)} the tax is ${rupees(10_000)}, not ${rupees(61_500)}.`,
    source: incomeTaxSources["2026-27"].rebate,
  },
  {
    id: "cess",
    title: "Health and education cess",
    text: `${it.cessRate}% of the tax after the rebate or relief. Because the cess falls on the relieved tax, an income a little above ${rupees(it.rebateIncomeLimit)} keeps slightly less after cess than ${rupees(it.rebateIncomeLimit)} itself would: ${rupees(12_10_000)} pays ${rupees(10_400)} in all.`,
    source: incomeTaxSources["2026-27"].cess,
  },
]

export const professionalTaxNotes: readonly RuleNote[] = stateCodes.map((code) => {
  const entry: { summary: string; source?: Source } = professionalTaxSources[code]
  const note: RuleNote = { id: `pt-${code}`, title: professionalTaxRules[code].label, text: entry.summary }
  return entry.source ? { ...note, source: entry.source } : note
})

export const gratuityRuleNotes: readonly RuleNote[] = [
  {
    id: "formula",
    title: "The formula",
    text: `Last drawn monthly wages under the codes × ${g.daysPerYear}/${g.daysPerMonth} × the years of service counted. A part year of more than ${g.partYearMonths} months counts as a full year: 8 years and 7 months count as 9, 8 years and 6 months as 8. Worked to the paisa and shown to the nearest rupee.`,
    source: gratuitySources.formula,
  },
  codeWagesNote(
    `Gratuity is worked out on these wages: on ${rupees(1_00_000)} a month with basic and DA of ${rupees(35_000)}, 10 years give ${rupees(2_88_462)}, not the ${rupees(2_01_923)} basic and DA alone would.`,
  ),
  {
    id: "ceiling",
    title: "The ceiling",
    text: `The gratuity payable under the law is at most ${rupees(g.ceiling)}, the figure notified in 2018 under the Payment of Gratuity Act, 1972 (now the Code on Social Security, 2020). The Code on Social Security leaves the ceiling to notification, and no new figure under the Code has been found: the calculator keeps ${rupees(g.ceiling)}. An employer may pay more; the excess is not statutory gratuity.`,
    source: gratuitySources.ceiling,
  },
  {
    id: "eligibility",
    title: "Who is eligible",
    text: `${g.minimumYears} years of continuous service, or ${g.minimumYearsFixedTerm} year for a fixed-term employee under the labour codes in force since 21 November 2025. On death or disablement no minimum applies.`,
    source: gratuitySources.eligibility,
  },
]

export const employerCostRuleNotes: readonly RuleNote[] = [
  codeWagesNote(
    "PF, the statutory bonus and the gratuity provision are worked out on these wages; ESI on the whole gross.",
  ),
  {
    id: "epf-eps",
    title: "EPF and EPS",
    text: `Of the employer's ${pf.contributionRate}%, ${pf.pensionRate}% of wages up to ${rupees(pf.wageCeiling)} (at most ${rupees(pf.pensionCap)}) goes to the pension scheme and the rest (3.67% at or below the ceiling) to the employee's PF account.`,
    source: providentFundSources.pension,
  },
  {
    id: "edli",
    title: "EDLI",
    text: `${pf.edliRate}% of wages up to ${rupees(pf.wageCeiling)}, at most ${rupees(pf.edliCap)} a month. EDLI administration charges are nil.`,
    source: providentFundSources.edli,
  },
  {
    id: "admin",
    title: "PF administration charges",
    text: `${pf.adminRate}% of the PF wages, at least ${rupees(pf.adminMinimum)} a month for the establishment: with few employees, the minimum spread over them is more than ${pf.adminRate}% each.`,
    source: providentFundSources.admin,
  },
  {
    id: "esic",
    title: "ESI",
    text: `${esicRules.employerRate}% of the gross while it is at most ${rupees(esicRules.wageCeiling)} a month, rounded up to the next rupee. ${esicPeriodText}`,
    source: esicSources.period,
  },
  {
    id: "bonus",
    title: "Statutory bonus",
    text: `For employees whose wages are at most ${rupees(bonusRules.eligibilityCeiling)} a month: at least ${bonusRules.minimumRate}% of the wages, worked out on at most ${rupees(bonusRules.calculationCeiling)} a month or the minimum wage if higher. Shown as a monthly provision. The Code on Wages leaves both figures to notification; the calculator keeps the Payment of Bonus Act's until new ones are notified.`,
    source: bonusSources.bonus,
  },
  {
    id: "bonus-headcount",
    title: "Who pays the bonus",
    text: `Establishments that employ ${bonusRules.minimumHeadcount} or more people on any day of the year. Below ${bonusRules.minimumHeadcount}, the calculator adds no bonus.`,
    source: bonusSources.headcount,
  },
  {
    id: "gratuity",
    title: "Gratuity provision",
    text: `${g.daysPerYear}/${g.daysPerMonth} of a month's wages under the codes for each year of service, set aside monthly: 4.81% of those wages.`,
    source: gratuitySources.formula,
  },
]
