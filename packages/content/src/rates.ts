/**
 * The statutory rates: every rate, ceiling, cap, slab and threshold the law sets that the tools or
 * the pages use, one file a figure, src/rates/<key>.json, each a list of dated rows (STYLE.md §5, §11;
 * docs/decisions/044-statutory-rates-as-dated-rows.md). A change of law adds a row with the day it
 * applies from; no row is edited away, so a result for an earlier day can be worked out again.
 * The firm's staff add rows at /admin; rate-entry.ts checks every file and the build runs it first.
 *
 * Pages and the payroll rules pick the row in force on a day (`rowOn`). A calculator's bundle never
 * imports this module: its page's loader hands it `rateValues()` (the figures and their dates, not
 * the citations) as data.
 */
import { indianNumber } from "@repo/format/indian-number"

import { contentRoot, entriesOf, entryFilesOnDisk, type EntryFiles } from "./entries"

/** Every figure the site computes with, by key: one file each, no other (rate-entry.ts checks both ways). */
export const rateKeys = [
  "pf-wage-ceiling",
  "pf-contribution-rate",
  "eps-rate",
  "eps-cap",
  "edli-rate",
  "edli-cap",
  "pf-admin-rate",
  "pf-admin-minimum",
  "pf-minimum-headcount",
  "esi-employee-rate",
  "esi-employer-rate",
  "esi-wage-ceiling",
  "esi-wage-ceiling-disability",
  "esi-minimum-headcount",
  "code-wages-exclusion-limit",
  "bonus-minimum-rate",
  "bonus-eligibility-ceiling",
  "bonus-calculation-ceiling",
  "bonus-minimum-headcount",
  "gratuity-ceiling",
  "gratuity-days-per-year",
  "gratuity-days-per-month",
  "gratuity-minimum-years",
  "gratuity-minimum-years-fixed-term",
  "gratuity-minimum-headcount",
  "income-tax-slabs",
  "income-tax-standard-deduction",
  "income-tax-rebate-limit",
  "income-tax-rebate-maximum",
  "income-tax-surcharge",
  "income-tax-cess",
  "professional-tax-gujarat",
  "professional-tax-karnataka",
  "professional-tax-maharashtra",
  "professional-tax-tamil-nadu",
  "professional-tax-telangana",
  "professional-tax-west-bengal",
] as const

export type RateKey = (typeof rateKeys)[number]

/** What a row's figure is: one number in a unit, or a table of bands. */
export const scalarUnits = ["rupees a month", "rupees", "per cent", "employees", "days", "years"] as const
export const bandUnits = ["tax slabs", "surcharge bands", "professional tax"] as const
export type ScalarUnit = (typeof scalarUnits)[number]
export type BandUnit = (typeof bandUnits)[number]
export type RateUnit = ScalarUnit | BandUnit

/**
 * A band of a table: from `above` (exclusive, or inclusive where `inclusive`), at `rate` per cent
 * (tax slabs, surcharge) or `amount` rupees (professional tax, with `february` where the state
 * collects the year's balance then).
 */
export type RateBand = {
  above: number
  rate?: number
  amount?: number
  february?: number
  inclusive?: boolean
}

/** The notification that set a row's figure. */
export type RateNotification = {
  /** The instrument, named as its issuer names it, with the paragraph or section. */
  name: string
  /** "S.O. 5109(E)", "G.S.R. 525(E)", where it has one. */
  number?: string
  /** The day it was issued or published, YYYY-MM-DD. */
  date: string
}

/** The figure alone, with the day it applies from: what a calculator needs. */
export type RateValue = {
  /** The first day this row applies, YYYY-MM-DD; it applies until the next row's `from`. */
  from: string
  /** The figure, for a scalar unit. */
  value?: number
  /** The table, for a band unit. */
  bands?: readonly RateBand[]
  /** Professional tax: bands for women where the state sets them apart. */
  womenBands?: readonly RateBand[]
  /** Professional tax: monthly salary bands, or half-yearly income bands. */
  period?: "monthly" | "half-yearly"
}

/** A row as the register keeps it: the figure, its date, the notification and the official source. */
export type RateRow = RateValue & {
  notification: RateNotification
  /** An official https page or document: the Gazette, EPFO, ESIC, a ministry, a department. */
  source: string
  /** What a reader should know: how the source words it, what is unsettled. */
  note?: string
  /** The day someone last read this row against its source. */
  reviewedOn: string
}

export type RateFile = {
  /** As the rates page names it: "PF wage ceiling". */
  label: string
  /** The rates page's section. */
  group: RateGroup
  unit: RateUnit
  /** What the figure is, in a sentence. */
  description: string
  /** Oldest first; from-dates strictly increasing. */
  rows: readonly RateRow[]
}

export const rateGroups = [
  "Provident fund",
  "ESI",
  "Wages",
  "Bonus",
  "Gratuity",
  "Income tax",
  "Professional tax",
] as const
export type RateGroup = (typeof rateGroups)[number]

// From disk where another copy of the content is named (CONTENT_ROOT), so a build of the editor's
// scratch copy computes with the rows the editor wrote.
// (`import.meta.env.SSR` is false in the browser's build, so no page carries the disk read.)
const rateFiles: EntryFiles =
  import.meta.env && (import.meta.env.SSR === false || !contentRoot())
    ? import.meta.glob("./rates/*.json", { eager: true, import: "default" })
    : entryFilesOnDisk("rates")

/** Every figure's file, by key (checked by the build: rate-entry.ts). */
export const statutoryRates = entriesOf<RateFile>(rateFiles) as Readonly<Record<RateKey, RateFile>>

/** The figures and their from-dates, without the citations: what a calculator's page hands it. */
export type RateValues = Readonly<Record<RateKey, readonly RateValue[]>>

export function rateValues(rates: Readonly<Record<RateKey, RateFile>> = statutoryRates): RateValues {
  return Object.fromEntries(
    rateKeys.map((key) => [
      key,
      rates[key].rows.map(({ from, value, bands, womenBands, period }) =>
        Object.fromEntries(
          Object.entries({ from, value, bands, womenBands, period }).filter(([, v]) => v !== undefined),
        ),
      ),
    ]),
  ) as unknown as RateValues
}

/** The row in force on `day` (YYYY-MM-DD): the last whose `from` is on or before it; before the first, the first. */
export function rowOn<Row extends RateValue>(rows: readonly Row[], day: string): Row {
  let found = rows[0]!
  for (const row of rows) if (row.from <= day) found = row
  return found
}

/** The row before `row` in its list: the figure it replaced. */
export function rowBefore<Row extends RateValue>(rows: readonly Row[], row: Row): Row | undefined {
  const index = rows.indexOf(row)
  return index > 0 ? rows[index - 1] : undefined
}

/** A rupee amount as pages write it: ₹18,000; ₹30 lakh with `lakh` for a whole number of lakhs. */
export function rupeeText(amount: number, { lakh = false } = {}): string {
  if (lakh && amount >= 1_00_000 && amount % 1_00_000 === 0) return `₹${amount / 1_00_000} lakh`
  return `₹${indianNumber(amount)}`
}

/** A scalar figure in force on `day`, written as its unit reads: "₹18,000", "2.5%", "20". */
export function figureText(
  key: RateKey,
  day: string,
  options: { lakh?: boolean } = {},
  rates: Readonly<Record<RateKey, RateFile>> = statutoryRates,
): string {
  const file = rates[key]
  const value = rowOn(file.rows, day).value
  if (value === undefined) throw new Error(`${key} is a table, not a figure`)
  if (file.unit === "per cent") return `${value}%`
  if (file.unit === "rupees" || file.unit === "rupees a month") return rupeeText(value, options)
  return String(value)
}

/**
 * Fills `{{rate:<key>}}` (and `{{rate:<key>|lakh}}`) in a text with the figure in force on `day`:
 * how content prose states a statutory figure without typing it.
 */
export function fillRates(text: string, day: string): string {
  return text.replace(/\{\{rate:([a-z0-9-]+)(\|lakh)?\}\}/g, (whole, key: string, lakh?: string) => {
    if (!(rateKeys as readonly string[]).includes(key)) throw new Error(`Unknown rate "${key}" in "${whole}"`)
    return figureText(key as RateKey, day, { lakh: Boolean(lakh) })
  })
}
