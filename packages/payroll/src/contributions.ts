import { percentOf, toNearestRupee, toPaise, upToNextRupee } from "./money"
import type { EsicRules, ProvidentFundRules } from "./statutory"

/**
 * Whether the PF contributions are paid on wages up to the wage ceiling, or on the full PF wages:
 * above the ceiling only on a joint request of employer and employee (the EPF Scheme's joint option).
 */
export type PfWageBasis = "ceiling" | "full"

/**
 * The wages PF is paid on, capped at the wage ceiling in force unless paid on the full wages by joint
 * request. Which wages those are (basic and DA, as EPFO's FAQ works them, or the codes' wages with
 * their 50% add-back) is unsettled; the caller passes the reading it shows.
 */
export function pfWages(basic: number, basis: PfWageBasis, rules: ProvidentFundRules): number {
  return basis === "ceiling" ? Math.min(basic, rules.wageCeiling) : basic
}

export type ProvidentFund = {
  wages: number
  employee: number
  /** The employer's 12%, of which… */
  employer: number
  /** …this much goes to the pension scheme… */
  pension: number
  /** …and the rest to the employee's PF account. */
  employerPf: number
  edli: number
  /** Administration charges for this employee (see `pfAdminCharges` for the minimum). */
  admin: number
}

/**
 * The month's PF contributions on one employee's PF wages: the employee's and employer's shares, the
 * pension share and EDLI (on wages capped at the ceiling) each rounded to the nearest rupee, 50 paise
 * up (EPF Scheme, 2026, paragraph 18(5); EPS, 2026, paragraph 4(3); EDLI Scheme, 2026, paragraph
 * 5(3)); the administration charges worked to the paisa (the establishment's total is rounded).
 */
export function providentFund(basic: number, basis: PfWageBasis, rules: ProvidentFundRules): ProvidentFund {
  const r = rules
  const wages = pfWages(Math.max(0, basic), basis, r)
  const ceilingWages = Math.min(wages, r.wageCeiling)
  const employee = toNearestRupee(percentOf(wages, r.contributionRate))
  const employer = employee
  const pension = Math.min(r.pensionCap, toNearestRupee(percentOf(ceilingWages, r.pensionRate)))
  return {
    wages,
    employee,
    employer,
    pension,
    employerPf: employer - pension,
    edli: Math.min(r.edliCap, toNearestRupee(percentOf(ceilingWages, r.edliRate))),
    admin: toPaise(percentOf(wages, r.adminRate)),
  }
}

/** The establishment's administration charges for a month's total PF wages, with the minimum. */
export function pfAdminCharges(totalWages: number, rules: ProvidentFundRules): number {
  const r = rules
  if (totalWages <= 0) return 0
  return Math.max(r.adminMinimum, toNearestRupee(percentOf(totalWages, r.adminRate)))
}

export type Esic = {
  covered: boolean
  /** Covered only because the period began within the ceiling: contributions stop when it ends. */
  untilPeriodEnd: boolean
  employee: number
  employer: number
}

/**
 * ESI contributions on a month's wages under the Code (`codeWages`, not the gross), each share
 * rounded up. Above the ceiling nothing is
 * due, unless the employee was covered when the contribution period began: then contributions go on,
 * on the whole wages, to the period's end.
 */
export function esic(
  monthlyWages: number,
  rules: EsicRules,
  options: { coveredAtPeriodStart?: boolean } = {},
): Esic {
  const within = monthlyWages > 0 && monthlyWages <= rules.wageCeiling
  const untilPeriodEnd = !within && monthlyWages > 0 && options.coveredAtPeriodStart === true
  const covered = within || untilPeriodEnd
  if (!covered) return { covered, untilPeriodEnd, employee: 0, employer: 0 }
  return {
    covered,
    untilPeriodEnd,
    employee: upToNextRupee(percentOf(monthlyWages, rules.employeeRate)),
    employer: upToNextRupee(percentOf(monthlyWages, rules.employerRate)),
  }
}

/** The ESI contribution period containing a date: 1 April to 30 September, or 1 October to 31 March. */
export function esicContributionPeriod(date: Date): { from: string; to: string } {
  const year = date.getFullYear()
  const month = date.getMonth()
  if (month >= 3 && month <= 8) return { from: `${year}-04-01`, to: `${year}-09-30` }
  const start = month >= 9 ? year : year - 1
  return { from: `${start}-10-01`, to: `${start + 1}-03-31` }
}
