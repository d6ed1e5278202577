import { esicRules, providentFundRules as pf } from "./contributions"
import { applicabilityRules as applies, bonusRules } from "./employer-cost"
import { gratuityRules as g } from "./gratuity"
import { salaryStructureDefaults } from "./in-hand"
import { incomeTaxFy2025_26 as previous, incomeTaxFy2026_27 as it } from "./income-tax"
import { incomeTaxOnTotalIncome } from "./income-tax"
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

/** PF's wages: the EPF Act's, the disputed point marked. */
const pfWagesNote: RuleNote = {
  id: "pf-wages",
  title: "PF wages: the EPF Act still governs",
  text: `The Employees' Provident Funds and Miscellaneous Provisions Act, 1952 is still in force: the notification that brought the Code on Social Security into force (S.O. 5319(E)) left the Act's repeal out. So PF is worked out on the Act's basic wages: basic pay, dearness allowance and retaining allowance, without the codes' ${half} add-back. Disputed: the labour ministry says one definition of wages applies across the codes, and whether that definition reaches PF while the EPF Act stands is not settled; if it did, PF on a salary with allowances above half of the pay would be higher. Allowances paid to every employee alike may already count as basic wages under the Act (Supreme Court, 28 February 2019, the Vivekananda Vidyamandir case): enter them in basic.`,
  source: providentFundSources.wages,
}

/** PF above the ceiling needs both parties. */
const pfFullWagesText = `Contributions on basic wages above ${rupees(pf.wageCeiling)} a month are not a choice the employer makes alone: the EPF Scheme allows them on a joint request of the employer and the employee (paragraph 26(6)).`

const esicWagesText = `ESI is tested and charged on wages as the Code on Social Security defines them (basic, DA and retaining allowance, with allowances above ${half} of the pay added back), not on the gross: a ${rupees(30_000)} gross with a ${rupees(15_000)} basic has wages of ${rupees(15_000)}, and is covered. ESIC asked employers in December 2025 to re-examine coverage on this definition; we could not find the text of its instructions on esic.gov.in, only reports of them.`

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

const at50 = incomeTaxOnTotalIncome(50_00_000, it)
const at51 = incomeTaxOnTotalIncome(51_00_000, it)

function surchargeText() {
  return it.surcharge.map((band) => `${rupees(band.above)} ${band.rate}%`).join("; ")
}

export const inHandRuleNotes: readonly RuleNote[] = [
  {
    id: "structure",
    title: "Salary structure",
    text: `Basic is a share of CTC (${salaryStructureDefaults.basicPercent}% by default); HRA is a share of basic; the special allowance is what remains of the gross. The monthly CTC is the gross plus the employer's PF (when it is part of CTC) and the employer's ESI.`,
    source: codeWageSources.definition,
  },
  codeWagesNote("ESI coverage and contributions are worked out on these wages."),
  pfWagesNote,
  {
    id: "pf",
    title: "Provident fund",
    text: `The employee pays ${pf.contributionRate}% of basic wages up to the ${rupees(pf.wageCeiling)} ceiling the EPF Scheme sets; the employer pays the same ${pf.contributionRate}%. ${pfFullWagesText} Contributions are rounded to the nearest rupee.`,
    source: providentFundSources.jointRequest,
  },
  {
    id: "esic",
    title: "Employees' State Insurance",
    text: `${esicWagesText} While those wages are at most ${rupees(esicRules.wageCeiling)} a month, the employee pays ${esicRules.employeeRate}% and the employer ${esicRules.employerRate}% of them, each rounded up to the next rupee. ${esicPeriodText} The calculator assumes the pay has been the same all year.`,
    source: esicSources.wages,
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
    id: "surcharge",
    title: "Surcharge and its marginal relief",
    text: `On a total income above ${surchargeText()}, a surcharge is added to the tax; the new regime stops at ${it.surcharge.at(-1)!.rate}%, however high the income. Just above each threshold, marginal relief keeps tax and surcharge from rising by more than the income above it: on ${rupees(51_00_000)} of total income the tax is ${rupees(at51.taxAfterRelief)} and the surcharge ${rupees(at51.surchargeBeforeRelief)}, cut to ${rupees(at51.surcharge)}, so the two come to ${rupees(at50.taxAfterRelief + 1_00_000)}: the ${rupees(at50.taxAfterRelief)} due on ${rupees(50_00_000)} plus the ${rupees(1_00_000)} above it.`,
    source: incomeTaxSources["2026-27"].surcharge,
  },
  {
    id: "cess",
    title: "Health and education cess",
    text: `${it.cessRate}% of the tax and surcharge after the rebate and any relief. Because the cess falls on the relieved tax, an income a little above ${rupees(it.rebateIncomeLimit)} keeps slightly less after cess than ${rupees(it.rebateIncomeLimit)} itself would: ${rupees(12_10_000)} pays ${rupees(10_400)} in all.`,
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
  {
    id: "fixed-term",
    title: "Fixed-term employees: pro rata",
    text: `The Code pays a fixed-term employee gratuity "on pro rata basis": in proportion to the service under the contract, by the same formula (${g.daysPerYear} days' wages a year), with no ${g.minimumYears}-year minimum. The calculator counts part years as section 53 does for everyone (more than ${g.partYearMonths} months count as a year) and also shows the amount for the service exactly as rendered (2 years 8 months as 2.67 years). The Code does not define "pro rata", and no rule or circular we found says which of the two is meant: the higher figure is the safer one to pay.`,
    source: gratuitySources.fixedTerm,
  },
  {
    id: "before",
    title: "Service that ended before 21 November 2025",
    text: `Gratuity for an exit before 21 November 2025 falls under the Payment of Gratuity Act, 1972 (since repealed): wages are basic and DA alone, and ${g.minimumYears} years of continuous service are needed on a fixed-term contract too. Pick the exit date in the calculator.`,
    source: gratuitySources.before,
  },
]

export const employerCostRuleNotes: readonly RuleNote[] = [
  codeWagesNote("ESI, the statutory bonus and the gratuity provision are worked out on these wages."),
  {
    id: "headcount",
    title: "From which headcount",
    text: `The law applies each contribution from a size of establishment: PF from ${applies.pfMinimumHeadcount} employees (EPF Act, section 1(3)(b)), ESI and gratuity from ${applies.esicMinimumHeadcount} (Code on Social Security, First Schedule), the statutory bonus from ${bonusRules.minimumHeadcount}. Below them the calculator adds none: an establishment may still join PF or ESI voluntarily, and, once covered, stays covered if its headcount falls.`,
    source: esicSources.headcount,
  },
  pfWagesNote,
  {
    id: "pf-full",
    title: "PF above ₹15,000",
    text: pfFullWagesText,
    source: providentFundSources.jointRequest,
  },
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
    text: `${esicWagesText} The employer pays ${esicRules.employerRate}% of those wages while they are at most ${rupees(esicRules.wageCeiling)} a month, rounded up to the next rupee. ${esicPeriodText}`,
    source: esicSources.wages,
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
