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
  sources: {
    contribution: {
      name: "Employees' Provident Funds and Miscellaneous Provisions Act, 1952, section 6 (12%); wage ceiling ₹15,000 from 1 September 2014 (G.S.R. 609(E))",
      url: "https://www.epfindia.gov.in",
      date: "2014-09-01",
    },
    pension: {
      name: "Employees' Pension Scheme, 1995, paragraph 3(2): 8.33% of pay up to ₹15,000 from the employer's 12%",
      url: "https://www.epfindia.gov.in",
      date: "2014-09-01",
    },
    edli: {
      name: "Employees' Deposit Linked Insurance Scheme, 1976: 0.5% of wages up to ₹15,000; EDLI administration charges nil from 1 April 2017",
      url: "https://www.epfindia.gov.in",
      date: "2017-04-01",
    },
    admin: {
      name: "EPF administration charges reduced to 0.50% of EPF wages, minimum ₹500 a month per establishment (₹75 with no contributing member), from 1 June 2018",
      url: "https://www.epfindia.gov.in",
      date: "2018-06-01",
    },
    rounding: {
      name: "Employees' Provident Funds Scheme, 1952, paragraph 29: contributions rounded to the nearest rupee, 50 paise or more counted as the next higher rupee",
      url: "https://www.epfindia.gov.in",
      date: "1952-11-01",
    },
  },
} as const

/** Employees' State Insurance. */
export const esicRules = {
  employeeRate: 0.75,
  employerRate: 3.25,
  /** Covered while monthly wages are at most this. */
  wageCeiling: 21_000,
  sources: {
    rates: {
      name: "Employees' State Insurance (Central) Rules, 1950, rule 51: employer 3.25%, employee 0.75% from 1 July 2019 (G.S.R. 423(E)), each rounded up to the next rupee",
      url: "https://www.esic.gov.in",
      date: "2019-07-01",
    },
    ceiling: {
      name: "Employees' State Insurance (Central) Amendment Rules, 2016: coverage ceiling ₹21,000 a month from 1 January 2017",
      url: "https://www.esic.gov.in",
      date: "2017-01-01",
    },
  },
} as const

/** Whether the PF contributions are paid on wages up to the ceiling or on the whole basic. */
export type PfWageBasis = "ceiling" | "full"

/** The wages PF is paid on: basic (with DA), capped at ₹15,000 unless paid on the full basic. */
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

export type Esic = { covered: boolean; employee: number; employer: number }

/** ESI contributions on a month's gross wages: nothing above the ceiling, each share rounded up. */
export function esic(monthlyWages: number): Esic {
  const covered = monthlyWages > 0 && monthlyWages <= esicRules.wageCeiling
  if (!covered) return { covered, employee: 0, employer: 0 }
  return {
    covered,
    employee: upToNextRupee(percentOf(monthlyWages, esicRules.employeeRate)),
    employer: upToNextRupee(percentOf(monthlyWages, esicRules.employerRate)),
  }
}
