import {
  financialYearOf,
  incomeTaxRulesFor,
  incomeTaxRulesOn,
  incomeTaxYears,
} from "@repo/payroll/income-tax"
import { formatIsoDate } from "@repo/content/dates"
import type { RateValues } from "@repo/payroll/statutory"
import { startTransition, useEffect, useState } from "react"

/** A local calendar date as YYYY-MM-DD. */
export function isoDate(date: Date) {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** YYYY-MM-DD read as that day in the visitor's own time zone (not UTC midnight). */
export function localDate(iso: string) {
  const [year = 1970, month = 1, day = 1] = iso.split("-").map(Number)
  return new Date(year, month - 1, day)
}

/**
 * Today in the visitor's browser, YYYY-MM-DD. The prerendered page was built on `builtOn` and shows
 * that day; once hydrated, the visitor's own date takes over, so a page built before a change of law
 * and read after it computes with the new figures without a rebuild.
 */
export function useToday(builtOn: string) {
  const [today, setToday] = useState(builtOn)
  // A transition: a day other than the build's renders the calculator again in slices.
  useEffect(() => startTransition(() => setToday(isoDate(new Date()))), [])
  return today
}

/** The financial year a tool works in: the one a visitor picked (`picked`, from the address), or else today's. */
export function useTaxYear(builtOn: string, picked: string, rates: RateValues) {
  return taxYearOn(useToday(builtOn), picked, rates)
}

/**
 * The year for `today` (YYYY-MM-DD) or the one `picked`, the sentence saying which, the choices, and
 * the day whose PF and ESI figures apply: today within today's year, else the picked year's last day.
 */
export function taxYearOn(today: string, picked: string, rates: RateValues) {
  const current = incomeTaxRulesOn(rates, localDate(today))
  const rules = incomeTaxRulesFor(rates, picked) ?? current.rules
  const date = formatIsoDate(today)
  const ownYear = `FY ${current.rules.financialYear}`
  const description =
    rules !== current.rules && rules.financialYear !== current.rules.financialYear
      ? `You picked FY ${rules.financialYear}. Today, ${date}, falls in ${ownYear}.`
      : current.exact
        ? `Set to ${ownYear}, the year containing ${date}.`
        : `${date} falls in a year whose rules are not here yet: showing ${ownYear}, the nearest kept.`
  const choices = [...incomeTaxYears(rates)].reverse().map((year) => ({
    value: year.financialYear,
    label: `FY ${year.financialYear}`,
  }))
  const start = Number(rules.financialYear.slice(0, 4))
  const day = financialYearOf(localDate(today)) === rules.financialYear ? today : `${start + 1}-03-31`
  return { rules, current: current.rules, description, choices, day }
}
