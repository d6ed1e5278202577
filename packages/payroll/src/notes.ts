import {
  rateValues,
  rowBefore,
  rowOn,
  statutoryRates,
  type RateFile,
  type RateKey,
} from "@repo/content/rates"

import { rupees } from "./format"
import { salaryStructureDefaults } from "./in-hand"
import { incomeTaxOnTotalIncome, incomeTaxYears } from "./income-tax"
import { stateCodes, stateLabels, type ProfessionalTaxSlab } from "./professional-tax"
import type { RuleNote, Source } from "./source"
import { ruleSources } from "./sources"
import { rulesOn, type StatutoryRules } from "./statutory"
import { codeWages } from "./wages"

/*
 * Each tool's rules as a reader meets them on its page, written from the same rows of the table of
 * statutory rates the calculation uses, on the day the page is built, so the explanation cannot
 * drift from the arithmetic. Every figure's citation is its row's notification and source. Build
 * time only: pages get these as loader data.
 */

type Table = Readonly<Record<RateKey, RateFile>>

const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
})
/** "17 September 2026". */
export function dayName(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00Z`))
}

/** A row's citation as a note's source: the notification, its number, the official address. */
export function sourceOf(table: Table, key: RateKey, day: string): Source {
  const row = rowOn(table[key].rows, day)
  const { name, number, date } = row.notification
  return { name: number ? `${name} (${number})` : name, url: row.source, date }
}

/** "<figure> from <day> (<the figure before> before)", or just the figure where it never changed. */
function withHistory(table: Table, key: RateKey, day: string, show: (value: number) => string): string {
  const rows = table[key].rows
  const row = rowOn(rows, day)
  const before = rowBefore(rows, row)
  const now = show(row.value!)
  return before && before.value !== row.value
    ? `${now} from ${dayName(row.from)} (${show(before.value!)} before)`
    : now
}

const pct = (value: number) => `${value}%`

/** The codes' definition of wages, as every tool that uses it explains it. */
function codeWagesNote(r: StatutoryRules, uses: string): RuleNote {
  const half = pct(r.codeWages.exclusionLimitPercent)
  const total = 1_00_000
  const example = codeWages({ basicAndDa: 35_000, totalPay: total, excluded: 65_000 }, r.codeWages)
  return {
    id: "code-wages",
    title: "Wages under the labour codes",
    text: `Since 21 November 2025 one definition of wages applies across the four labour codes: all remuneration, which includes basic pay, dearness allowance and retaining allowance, but not the payments the Code on Wages lists (HRA, conveyance, overtime, commission, the employer's PF, bonus, gratuity and a few others). A general special allowance is not on that list, so it counts as wages. When the excluded payments are more than ${half} of the total pay, the excess is added back. ${uses} For example, on ${rupees(total)} a month with basic and DA of ${rupees(example.basicAndDa)} and everything else excluded, the excluded payments are ${rupees(example.addedBack)} over half, so the wages are ${rupees(example.wages)}. Some read the definition as basic, DA and retaining allowance alone; enter a special allowance as excluded to follow that reading.`,
    source: ruleSources.codeWages,
  }
}

/** PF's wages, the unsettled point marked. */
const pfWagesNote = (r: StatutoryRules): RuleNote => ({
  id: "pf-wages",
  title: "PF wages: unsettled since the 2026 Scheme",
  text: `The Employees' Provident Funds Scheme, 2026, made under the Code on Social Security, replaced the 1952 Scheme on 29 June 2026. EPFO's own FAQ on the new wage ceiling works contributions on basic wages and dearness allowance; the Code's definition of wages would add back excluded allowances above ${pct(r.codeWages.exclusionLimitPercent)} of the pay, which gives a higher PF on a salary heavy in allowances. No notification or circular we found settles which applies, so the employer-cost tool shows the PF both ways.`,
  source: ruleSources.pfWages,
})

const pfCeilingNote = (table: Table, day: string): RuleNote => ({
  id: "pf-ceiling",
  title: "The PF wage ceiling",
  text: `PF contributions are mandatory, and EPS and EDLI capped, on wages up to ${withHistory(table, "pf-wage-ceiling", day, rupees)} a month. For September 2026 EPFO splits the month at the 17th; the calculators take the ceiling in force on the day you pick.`,
  source: sourceOf(table, "pf-wage-ceiling", day),
})

/** PF above the ceiling needs both parties. */
const pfFullWagesText = (r: StatutoryRules) =>
  `Contributions on wages above the ${rupees(r.providentFund.wageCeiling)} ceiling are not a choice the employer makes alone: the 1952 Scheme allowed them on a joint request of the employer and the employee, and the 2026 Scheme limits contributions to the ceiling (paragraph 18(3)) and provides for voluntary contributions above it with additional administration charges (paragraph 19). Which paragraph of the 2026 Scheme now carries the joint option we have not established.`

const esicWagesText = (r: StatutoryRules) => {
  const example = codeWages({ basicAndDa: 12_000, totalPay: 24_000, excluded: 12_000 }, r.codeWages)
  return `ESI is tested and charged on wages as the Code on Social Security defines them, not on the gross: a ${rupees(example.totalPay)} gross with a ${rupees(example.basicAndDa)} basic and the rest in HRA and conveyance has wages of ${rupees(example.wages)}. ESIC's circular of 11 December 2025 asked employers to re-examine coverage on this definition.`
}

const esicPeriodText = (r: StatutoryRules) =>
  `Once an employee is covered at the start of a contribution period (1 April to 30 September, 1 October to 31 March), contributions continue to its end on the whole wages, even if the wages rise above ${rupees(r.esic.wageCeiling)}; they stop from the next period.`

function slabText(years: ReturnType<typeof incomeTaxYears>[number]) {
  return years.slabs
    .map((slab) =>
      slab.to === null
        ? `above ${rupees(slab.from)} ${slab.rate}%`
        : `${rupees(slab.from)} to ${rupees(slab.to)} ${slab.rate === 0 ? "nil" : `${slab.rate}%`}`,
    )
    .join("; ")
}

/** The in-hand tool's notes, as the rules stand on `day`. */
export function inHandRuleNotes(day: string, table: Table = statutoryRates): RuleNote[] {
  const rates = rateValues(table)
  const r = rulesOn(rates, day)
  const years = incomeTaxYears(rates)
  const it = years[years.length - 1]!
  const previous = years[years.length - 2] ?? it
  const pf = r.providentFund
  const taxDay = `${it.financialYear.slice(0, 4)}-04-01`
  const threshold = it.surcharge[0]!.above
  const atThreshold = incomeTaxOnTotalIncome(threshold, it)
  const above = incomeTaxOnTotalIncome(threshold + 1_00_000, it)
  const justAbove = it.rebateIncomeLimit + 10_000
  const justAboveTax = incomeTaxOnTotalIncome(justAbove, it)
  return [
    {
      id: "structure",
      title: "Salary structure",
      text: `Basic is a share of CTC (${salaryStructureDefaults.basicPercent}% by default); HRA is a share of basic; conveyance and the codes' other exclusions are a share of CTC (none by default); the special allowance is what remains of the gross. The monthly CTC is the gross plus the employer's PF (when it is part of CTC) and the employer's ESI.`,
      source: ruleSources.codeWages,
    },
    codeWagesNote(r, "ESI coverage and contributions are worked out on these wages."),
    pfCeilingNote(table, day),
    pfWagesNote(r),
    {
      id: "pf",
      title: "Provident fund",
      text: `The employee pays ${pct(pf.contributionRate)} of basic wages up to the ${rupees(pf.wageCeiling)} ceiling; the employer pays the same ${pct(pf.contributionRate)}. ${pfFullWagesText(r)} Contributions are rounded to the nearest rupee.`,
      source: ruleSources.jointRequest,
    },
    {
      id: "esic",
      title: "Employees' State Insurance",
      text: `${esicWagesText(r)} While those wages are at most ${rupees(r.esic.wageCeiling)} a month, the employee pays ${pct(r.esic.employeeRate)} and the employer ${pct(r.esic.employerRate)} of them, each rounded up to the next rupee. ${esicPeriodText(r)} The calculator assumes the pay has been the same all year.`,
      source: ruleSources.esicWages,
    },
    {
      id: "professional-tax",
      title: "Professional tax",
      text: "Set by each state on the monthly salary, within the ceiling of Article 276 of the Constitution; some states levy none. The February figure is higher in states that collect the year's balance then. Each state's schedule, with its source, is listed below.",
    },
    {
      id: "slabs",
      title: `Income tax, new regime, FY ${it.financialYear}`,
      text: `Under the ${it.act}. A standard deduction of ${rupees(it.standardDeduction)} from salary, then: ${slabText(it)}. The total income and the tax are each rounded to the nearest ₹10.${previous !== it && slabText(previous) === slabText(it) && previous.standardDeduction === it.standardDeduction ? ` The figures are the same as in FY ${previous.financialYear}.` : ""}`,
      source: sourceOf(table, "income-tax-slabs", taxDay),
    },
    ...(previous !== it
      ? [
          {
            id: "slabs-previous",
            title: `Income tax, new regime, FY ${previous.financialYear}`,
            text: `For FY ${previous.financialYear}, under the ${previous.act}: a standard deduction of ${rupees(previous.standardDeduction)}, then ${slabText(previous)}. Pick FY ${previous.financialYear} in the calculator for a salary of that year.`,
            source: sourceOf(table, "income-tax-slabs", `${previous.financialYear.slice(0, 4)}-04-01`),
          },
        ]
      : []),
    {
      id: "rebate",
      title: "Rebate and marginal relief",
      text: `Up to a total income of ${rupees(it.rebateIncomeLimit)} the rebate (at most ${rupees(it.rebateMaximum)}) cancels the tax, so a salary up to ${rupees(it.rebateIncomeLimit + it.standardDeduction)} pays none. Just above it, marginal relief keeps the tax from exceeding the income above ${rupees(it.rebateIncomeLimit)}: on ${rupees(justAbove)} the tax is ${rupees(justAboveTax.taxAfterRelief)}, not ${rupees(justAboveTax.slabTax)}.`,
      source: sourceOf(table, "income-tax-rebate-limit", taxDay),
    },
    {
      id: "surcharge",
      title: "Surcharge and its marginal relief",
      text: `On a total income above ${it.surcharge.map((band) => `${rupees(band.above)} ${band.rate}%`).join("; ")}, a surcharge is added to the tax; the new regime stops at ${it.surcharge.at(-1)!.rate}%, however high the income. Just above each threshold, marginal relief keeps tax and surcharge from rising by more than the income above it: on ${rupees(threshold + 1_00_000)} of total income the tax is ${rupees(above.taxAfterRelief)} and the surcharge ${rupees(above.surchargeBeforeRelief)}, cut to ${rupees(above.surcharge)}, so the two come to ${rupees(atThreshold.taxAfterRelief + 1_00_000)}: the ${rupees(atThreshold.taxAfterRelief)} due on ${rupees(threshold)} plus the ${rupees(1_00_000)} above it.`,
      source: sourceOf(table, "income-tax-surcharge", taxDay),
    },
    {
      id: "cess",
      title: "Health and education cess",
      text: `${pct(it.cessRate)} of the tax and surcharge after the rebate and any relief. Because the cess falls on the relieved tax, an income a little above ${rupees(it.rebateIncomeLimit)} keeps slightly less after cess than ${rupees(it.rebateIncomeLimit)} itself would: ${rupees(justAbove)} pays ${rupees(justAboveTax.total)} in all.`,
      source: sourceOf(table, "income-tax-cess", taxDay),
    },
    {
      id: "rounding",
      title: "Rounding",
      text: "Total income and tax to the nearest ten rupees; PF to the nearest rupee; ESI up to the next rupee.",
      source: ruleSources.incomeTaxRounding,
    },
  ]
}

/** A schedule in words: "nil up to ₹7,500 a month; ₹175 a month up to ₹10,000; then ₹200 (₹300 in February)". */
function scheduleText(slabs: readonly ProfessionalTaxSlab[], unit: string): string {
  const parts: string[] = [`nil ${slabs[0]!.inclusive ? "below" : "up to"} ${rupees(slabs[0]!.over)} ${unit}`]
  slabs.forEach((slab, index) => {
    const next = slabs[index + 1]
    const feb = slab.february === undefined ? "" : ` (${rupees(slab.february)} in February)`
    parts.push(
      next ? `${rupees(slab.amount)}${feb} up to ${rupees(next.over)}` : `${rupees(slab.amount)}${feb} above`,
    )
  })
  return parts.join("; ")
}

/** Each state's schedule in force on `day`, with its row's source. */
export function professionalTaxNotes(day: string, table: Table = statutoryRates): RuleNote[] {
  const r = rulesOn(rateValues(table), day)
  return stateCodes.map((code) => {
    const rule = r.professionalTax[code]
    if (rule.period === "none")
      return {
        id: `pt-${code}`,
        title: stateLabels[code],
        text: `No professional tax: ${stateLabels[code]} has enacted no law under Article 276 of the Constitution taxing salaries, so nothing is deducted.`,
      }
    const unit = rule.period === "half-yearly" ? "a half-year" : "a month"
    const text =
      rule.period === "half-yearly"
        ? `Levied by the local body on half-yearly income: ${scheduleText(rule.slabs, unit)}.`
        : rule.womenSlabs
          ? `Men: ${scheduleText(rule.slabs, unit)}. Women: ${scheduleText(rule.womenSlabs, unit)}.`
          : `${scheduleText(rule.slabs, unit)}.`
    return {
      id: `pt-${code}`,
      title: stateLabels[code],
      text: text.charAt(0).toUpperCase() + text.slice(1),
      source: sourceOf(table, `professional-tax-${code}` as RateKey, day),
    }
  })
}

/** The gratuity tool's notes, as the rules stand on `day`. */
export function gratuityRuleNotes(day: string, table: Table = statutoryRates): RuleNote[] {
  const r = rulesOn(rateValues(table), day)
  const g = r.gratuity
  const example = codeWages({ basicAndDa: 35_000, totalPay: 1_00_000, excluded: 65_000 }, r.codeWages)
  const tenYears = (wages: number) => (wages * g.daysPerYear * 10) / g.daysPerMonth
  return [
    {
      id: "formula",
      title: "The formula",
      text: `Last drawn monthly wages under the codes × ${g.daysPerYear}/${g.daysPerMonth} × the years of service counted. A part year of more than 6 months counts as a full year: 8 years and 7 months count as 9, 8 years and 6 months as 8. Worked to the paisa and shown to the nearest rupee.`,
      source: ruleSources.gratuityFormula,
    },
    codeWagesNote(
      r,
      `Gratuity is worked out on these wages: on ${rupees(example.totalPay)} a month with basic and DA of ${rupees(example.basicAndDa)}, 10 years give ${rupees(Math.round(tenYears(example.wages)))}, not the ${rupees(Math.round(tenYears(example.basicAndDa)))} basic and DA alone would.`,
    ),
    {
      id: "ceiling",
      title: "The ceiling",
      text: `The gratuity payable under the law is at most ${rupees(g.ceiling)}, the figure notified in 2018 under the Payment of Gratuity Act, 1972, which the Code on Social Security has since replaced. The Code leaves the ceiling to notification, and no new figure under it has been found: the calculator keeps ${rupees(g.ceiling)}. An employer may pay more; the excess is not statutory gratuity.`,
      source: sourceOf(table, "gratuity-ceiling", day),
    },
    {
      id: "eligibility",
      title: "Who is eligible",
      text: `${g.minimumYears} years of continuous service, or ${g.minimumYearsFixedTerm} year for a fixed-term employee under the labour codes in force since 21 November 2025. On death or disablement no minimum applies.`,
      source: sourceOf(table, "gratuity-minimum-years", day),
    },
    {
      id: "four-years-240-days",
      title: `${g.minimumYears - 1} years and 240 days: unsettled`,
      text: `Whether ${g.minimumYears - 1} years of service with 240 days worked in the last year complete ${g.minimumYears} years is a point on which High Courts have differed: the Madras High Court held that they do, the Andhra Pradesh High Court that a full ${g.minimumYears} years are needed, both under the Payment of Gratuity Act, 1972, which the Code replaced; no decision under the Code has been found. The calculator counts the service you enter and, from ${g.minimumYears - 1} years and 8 months, says the gratuity may be due. Take advice before refusing a claim on that ground.`,
      source: ruleSources.gratuityServiceYear,
    },
    {
      id: "fixed-term",
      title: "Fixed-term employees: pro rata",
      text: `The Code pays a fixed-term employee gratuity "on pro rata basis": in proportion to the service under the contract, by the same formula (${g.daysPerYear} days' wages a year), with no ${g.minimumYears}-year minimum. The calculator counts part years as section 53 does for everyone (more than 6 months count as a year) and also shows the amount for the service exactly as rendered (2 years 8 months as 2.67 years). The Code does not define "pro rata", and no rule or circular we found says which of the two is meant: the higher figure is the safer one to pay.`,
      source: ruleSources.gratuityFixedTerm,
    },
    {
      id: "before",
      title: "Service that ended before 21 November 2025",
      text: `Gratuity for an exit before 21 November 2025 falls under the Payment of Gratuity Act, 1972 (since repealed): wages are basic and DA alone, and ${g.minimumYears} years of continuous service are needed on a fixed-term contract too. Pick the exit date in the calculator.`,
      source: ruleSources.gratuityBefore,
    },
  ]
}

/** The employer-cost tool's notes, as the rules stand on `day`. */
export function employerCostRuleNotes(day: string, table: Table = statutoryRates): RuleNote[] {
  const r = rulesOn(rateValues(table), day)
  const pf = r.providentFund
  const a = r.applicability
  const b = r.bonus
  const g = r.gratuity
  const employerPfShare = Math.round((pf.contributionRate - pf.pensionRate) * 100) / 100
  const provision = Math.round((g.daysPerYear / g.daysPerMonth / 12) * 100 * 100) / 100
  return [
    codeWagesNote(r, "ESI, the statutory bonus and the gratuity provision are worked out on these wages."),
    {
      id: "headcount",
      title: "From which headcount",
      text: `The law applies each contribution from a size of establishment: PF from ${a.pfMinimumHeadcount} employees, ESI and gratuity from ${a.esicMinimumHeadcount} (Code on Social Security, First Schedule), the statutory bonus from ${b.minimumHeadcount}. Below them the calculator adds none: an establishment may still join PF or ESI voluntarily, and, once covered, stays covered if its headcount falls.`,
      source: sourceOf(table, "esi-minimum-headcount", day),
    },
    pfCeilingNote(table, day),
    pfWagesNote(r),
    {
      id: "pf-full",
      title: `PF above ${rupees(pf.wageCeiling)}`,
      text: pfFullWagesText(r),
      source: ruleSources.jointRequest,
    },
    {
      id: "epf-eps",
      title: "EPF and EPS",
      text: `Of the employer's ${pct(pf.contributionRate)}, ${pct(pf.pensionRate)} of wages up to ${rupees(pf.wageCeiling)} (at most ${withHistory(table, "eps-cap", day, rupees)}) goes to the pension scheme and the rest (${pct(employerPfShare)} at or below the ceiling) to the employee's PF account.`,
      source: sourceOf(table, "eps-cap", day),
    },
    {
      id: "edli",
      title: "EDLI",
      text: `${pct(pf.edliRate)} of wages up to ${rupees(pf.wageCeiling)}, at most ${withHistory(table, "edli-cap", day, rupees)} a month, rounded to the nearest rupee. EDLI administration charges are nil.`,
      source: sourceOf(table, "edli-cap", day),
    },
    {
      id: "admin",
      title: "PF administration charges",
      text: `${pct(pf.adminRate)} of the PF wages, at least ${rupees(pf.adminMinimum)} a month for the establishment: with few employees, the minimum spread over them is more than ${pct(pf.adminRate)} each.`,
      source: sourceOf(table, "pf-admin-minimum", day),
    },
    {
      id: "esic",
      title: "ESI",
      text: `${esicWagesText(r)} The employer pays ${pct(r.esic.employerRate)} of those wages while they are at most ${rupees(r.esic.wageCeiling)} a month, rounded up to the next rupee. ${esicPeriodText(r)}`,
      source: sourceOf(table, "esi-employer-rate", day),
    },
    {
      id: "bonus",
      title: "Statutory bonus",
      text: `For employees whose wages are at most ${rupees(b.eligibilityCeiling)} a month: at least ${pct(b.minimumRate)} of the wages, worked out on ${rupees(b.calculationCeiling)} a month or the minimum wage for the employment, whichever is higher (section 26(2) of the Code on Wages): enter the scheduled minimum wage to use it. We have not found Uttar Pradesh's current minimum-wage notification on an official site (its revision from 1 April 2026 was reported as pending), so the calculator fills in no state's figure. Shown as a monthly provision.`,
      source: sourceOf(table, "bonus-calculation-ceiling", day),
    },
    {
      id: "bonus-headcount",
      title: "Who pays the bonus",
      text: `Establishments that employ ${b.minimumHeadcount} or more people on any day of the year. Below ${b.minimumHeadcount}, the calculator adds no bonus.`,
      source: sourceOf(table, "bonus-minimum-headcount", day),
    },
    {
      id: "gratuity",
      title: "Gratuity provision",
      text: `${g.daysPerYear}/${g.daysPerMonth} of a month's wages under the codes for each year of service, set aside monthly: ${pct(provision)} of those wages.`,
      source: ruleSources.gratuityFormula,
    },
  ]
}
