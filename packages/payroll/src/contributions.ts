import { percentOf, toNearestRupee, upToNextRupee } from "./money"

/** Provident fund, pension, deposit-linked insurance and administration charges. */
export const providentFundRules = {
  /** Employee and employer each, per cent of basic wages and dearness allowance. */
  contributionRate: 12,
  /** The statutory wage ceiling, per month. */
  wageCeiling: 15_000,
  /** The employer's pension share, per cent of wages up to the ceiling… */
  pensionRate: 8.33,
  /** …at most this much a month. */
  pensionCap: 1_250,
  /** Employees' Deposit Linked Insurance, per cent of wages up to the ceiling… */
  edliRate: 0.5,
  /** …at most this much a month. */
  edliCap: 75,
  /** Administration charges, per cent of the PF wages… */
  adminRate: 0.5,
  /** …at least this much a month for an establishment with contributing members. */
  adminMinimum: 500,
} as const

/**
 * Employees' State Insurance, on wages as the Code on Social Security, 2020 defines them (section
 * 2(88): basic, DA and retaining allowance, with allowances above half of all pay added back).
 */
export const esicRules = {
  employeeRate: 0.75,
  employerRate: 3.25,
  /** Covered while monthly wages are at most this. */
  wageCeiling: 21_000,
} as const

/**
 * Whether the PF contributions are paid on wages up to the ₹15,000 ceiling, or on the full basic
 * wages: above the ceiling only on a joint request of employer and employee (EPF Scheme, 1952,
 * paragraph 26(6)).
 */
export type PfWageBasis = "ceiling" | "full"

/**
 * The wages PF is paid on: the EPF Act's basic wages with dearness allowance and retaining
 * allowance (sections 2(b) and 6, still in force: S.O. 5319(E) left the Act's repeal out), capped at
 * ₹15,000 unless paid on the full basic by joint request. Whether the codes' wage definition (with
 * its 50% add-back) applies to PF while the EPF Act stands is disputed; the tools follow the Act.
 */
export function pfWages(basic: number, basis: PfWageBasis): number {
  return basis === "ceiling" ? Math.min(basic, providentFundRules.wageCeiling) : basic
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

/** The month's PF contributions on one employee's basic, each rounded to the nearest rupee. */
export function providentFund(basic: number, basis: PfWageBasis): ProvidentFund {
  const r = providentFundRules
  const wages = pfWages(Math.max(0, basic), basis)
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
    admin: toNearestRupee(percentOf(wages, r.adminRate)),
  }
}

/** The establishment's administration charges for a month's total PF wages, with the minimum. */
export function pfAdminCharges(totalWages: number): number {
  const r = providentFundRules
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
export function esic(monthlyWages: number, options: { coveredAtPeriodStart?: boolean } = {}): Esic {
  const within = monthlyWages > 0 && monthlyWages <= esicRules.wageCeiling
  const untilPeriodEnd = !within && monthlyWages > 0 && options.coveredAtPeriodStart === true
  const covered = within || untilPeriodEnd
  if (!covered) return { covered, untilPeriodEnd, employee: 0, employer: 0 }
  return {
    covered,
    untilPeriodEnd,
    employee: upToNextRupee(percentOf(monthlyWages, esicRules.employeeRate)),
    employer: upToNextRupee(percentOf(monthlyWages, esicRules.employerRate)),
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
