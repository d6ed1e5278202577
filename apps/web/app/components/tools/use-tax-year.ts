import { incomeTaxRulesFor, incomeTaxRulesOn, incomeTaxYears } from "@repo/payroll/income-tax"
import { useEffect, useState } from "react"

/** A local calendar date as YYYY-MM-DD. */
function isoDate(date: Date) {
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

const longDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric" })

/** YYYY-MM-DD read as that day in the visitor's own time zone (not UTC midnight). */
function localDate(iso: string) {
  const [year = 1970, month = 1, day = 1] = iso.split("-").map(Number)
  return new Date(year, month - 1, day)
}

/**
 * The financial year a tool works in: the one a visitor picked (`picked`, from the address), or else
 * the one containing today's date in the visitor's browser. The prerendered page was built on
 * `builtOn` and says so; once hydrated, the visitor's own date takes over, so a page built in March
 * and read in April moves to the new year without a rebuild.
 */
export function useTaxYear(builtOn: string, picked: string) {
  const [today, setToday] = useState(builtOn)
  useEffect(() => setToday(isoDate(new Date())), [])
  return taxYearOn(today, picked)
}

/** The year for `today` (YYYY-MM-DD) or the one `picked`, the sentence saying which, and the choices. */
export function taxYearOn(today: string, picked: string) {
  const current = incomeTaxRulesOn(localDate(today))
  const rules = incomeTaxRulesFor(picked) ?? current.rules
  const date = longDate.format(localDate(today))
  const ownYear = `FY ${current.rules.financialYear}`
  const description =
    rules !== current.rules
      ? `You picked FY ${rules.financialYear}. Today, ${date}, falls in ${ownYear}.`
      : current.exact
        ? `Set to ${ownYear}, the year containing ${date}.`
        : `${date} falls in a year whose rules are not here yet: showing ${ownYear}, the nearest kept.`
  const choices = [...incomeTaxYears].reverse().map((year) => ({
    value: year.financialYear,
    label: `FY ${year.financialYear}`,
  }))
  return { rules, current: current.rules, description, choices }
}
