import type { Source } from "./source"

/** The states and union territories the tools offer, by code. */
export type StateCode =
  | "uttar-pradesh"
  | "delhi"
  | "maharashtra"
  | "karnataka"
  | "west-bengal"
  | "tamil-nadu"
  | "gujarat"
  | "telangana"

/** Maharashtra taxes women's salaries from a higher threshold; the other states do not ask. */
export type ProfessionalTaxCategory = "men" | "women"

/**
 * One band of a schedule: the tax applies to a salary above `over` (or from it, where the schedule
 * says "and above"). `february`, where the state collects the year's balance that month.
 */
export type ProfessionalTaxSlab = {
  over: number
  inclusive?: boolean
  amount: number
  february?: number
}

export type ProfessionalTaxRule = {
  state: StateCode
  label: string
  /** Monthly salary bands, or Tamil Nadu's half-yearly income bands; "none" where no tax is levied. */
  period: "monthly" | "half-yearly" | "none"
  slabs: readonly ProfessionalTaxSlab[]
  /** Bands for women, where the state sets them apart. */
  womenSlabs?: readonly ProfessionalTaxSlab[]
  /** A sentence a reader can check against the source. */
  summary: string
  source: Source
}

const noTax = (state: StateCode, label: string, source: Source): ProfessionalTaxRule => ({
  state,
  label,
  period: "none",
  slabs: [],
  summary: `${label} levies no professional tax on salaries.`,
  source,
})

/** Professional tax on salaries, FY 2025-26, by state. */
export const professionalTaxRules = {
  "uttar-pradesh": noTax("uttar-pradesh", "Uttar Pradesh", {
    name: "List of states and union territories that levy no profession tax (Uttar Pradesh among them)",
    url: "https://askbanking.com/west-bengal-professional-tax-slab-rate/amp",
    date: "2015-04-01",
  }),
  delhi: noTax("delhi", "Delhi", {
    name: "List of states and union territories that levy no profession tax (Delhi among them)",
    url: "https://docslib.org/doc/1183874/professional-tax-slab-rates-in-india-for-financial-year-2016",
    date: "2016-04-01",
  }),
  maharashtra: {
    state: "maharashtra",
    label: "Maharashtra",
    period: "monthly",
    slabs: [
      { over: 7_500, amount: 175 },
      { over: 10_000, amount: 200, february: 300 },
    ],
    womenSlabs: [{ over: 25_000, amount: 200, february: 300 }],
    summary:
      "Men: nil up to ₹7,500 a month, ₹175 a month up to ₹10,000, then ₹2,500 a year (₹200 a month, ₹300 in February). Women: nil up to ₹25,000 a month, then ₹2,500 a year the same way.",
    source: {
      name: "Maharashtra State Tax on Professions, Trades, Callings and Employments Act, 1975, Schedule I, entry 1, as amended from 1 April 2023",
      url: "https://mptinformation.in/showchart.asp?str=mptratsal",
      date: "2023-04-01",
    },
  },
  karnataka: {
    state: "karnataka",
    label: "Karnataka",
    period: "monthly",
    slabs: [{ over: 25_000, inclusive: true, amount: 200, february: 300 }],
    summary: "Nil below ₹25,000 a month; from ₹25,000, ₹200 a month and ₹300 in February (₹2,500 a year).",
    source: {
      name: "Karnataka Tax on Profession, Trades, Callings and Employments (Amendment) Act, 2025 (Karnataka Act 33 of 2025), with the ₹25,000 threshold of the 2023 amendment",
      url: "https://taxguru.in/corporate-law/karnataka-tax-profession-trades-callings-employments-amendment-act2025.html",
      date: "2025-04-01",
    },
  },
  "west-bengal": {
    state: "west-bengal",
    label: "West Bengal",
    period: "monthly",
    slabs: [
      { over: 10_000, amount: 110 },
      { over: 15_000, amount: 130 },
      { over: 25_000, amount: 150 },
      { over: 40_000, amount: 200 },
    ],
    summary:
      "Nil up to ₹10,000 a month; ₹110 up to ₹15,000; ₹130 up to ₹25,000; ₹150 up to ₹40,000; ₹200 above.",
    source: {
      name: "West Bengal State Tax on Professions, Trades, Callings and Employments Act, 1979, Schedule, serial 1 (salary and wage earners)",
      url: "https://rsesupport.com/2021/07/west-bengal-professional-tax-slab.html",
      date: "2021-07-01",
    },
  },
  "tamil-nadu": {
    state: "tamil-nadu",
    label: "Tamil Nadu (Chennai)",
    period: "half-yearly",
    slabs: [
      { over: 21_000, amount: 180 },
      { over: 30_000, amount: 425 },
      { over: 45_000, amount: 930 },
      { over: 60_000, amount: 1_025 },
      { over: 75_000, amount: 1_250 },
    ],
    summary:
      "Levied by the local body on half-yearly income; Greater Chennai Corporation's rates: nil up to ₹21,000 a half-year, ₹180 up to ₹30,000, ₹425 up to ₹45,000, ₹930 up to ₹60,000, ₹1,025 up to ₹75,000, ₹1,250 above.",
    source: {
      name: "Greater Chennai Corporation circular R.D.(HQ).C.No.PT/SPL/2024 (revised half-yearly profession tax)",
      url: "https://ascent-hr.com/notification/professional-tax-slab-revision-chennai",
      date: "2025-01-20",
    },
  },
  gujarat: {
    state: "gujarat",
    label: "Gujarat",
    period: "monthly",
    slabs: [{ over: 12_000, amount: 200 }],
    summary: "Nil up to ₹12,000 a month; ₹200 a month above.",
    source: {
      name: "Government of Gujarat, Finance Department notification GHN-35-PFT-2022-S.3(2)(10)-TH",
      url: "https://www.simpliance.in/India/LEI/govt_notification/gujarat/introduction-of-new-slab-rates-under-professional-tax-in-gujarat-1429",
      date: "2022-04-08",
    },
  },
  telangana: {
    state: "telangana",
    label: "Telangana",
    period: "monthly",
    slabs: [
      { over: 15_000, amount: 150 },
      { over: 20_000, amount: 200 },
    ],
    summary: "Nil up to ₹15,000 a month; ₹150 up to ₹20,000; ₹200 above.",
    source: {
      name: "Andhra Pradesh and Telangana professional tax rates for salary earners (from February 2013)",
      url: "https://simpletaxindia.in/2015/08/professional-tax-slabs-state-wise.html",
      date: "2013-02-01",
    },
  },
} as const satisfies Record<StateCode, ProfessionalTaxRule>

/** The states in the order a picker lists them: the firm's own first, then alphabetical. */
export const stateCodes: readonly StateCode[] = [
  "uttar-pradesh",
  "delhi",
  "gujarat",
  "karnataka",
  "maharashtra",
  "tamil-nadu",
  "telangana",
  "west-bengal",
]

export const defaultState: StateCode = "uttar-pradesh"

export function isStateCode(value: string): value is StateCode {
  return (stateCodes as readonly string[]).includes(value)
}

export type ProfessionalTax = {
  /** Deducted in an ordinary month. */
  monthly: number
  /** Deducted in February, where it differs. */
  february: number
  annual: number
}

function slabFor(slabs: readonly ProfessionalTaxSlab[], amount: number) {
  let found: ProfessionalTaxSlab | undefined
  for (const slab of slabs) {
    if (slab.inclusive ? amount >= slab.over : amount > slab.over) found = slab
  }
  return found
}

/** The professional tax on a monthly salary in one state, month by month and for the year. */
export function professionalTax(
  state: StateCode,
  monthlySalary: number,
  category: ProfessionalTaxCategory = "men",
): ProfessionalTax {
  const rule: ProfessionalTaxRule = professionalTaxRules[state]
  if (rule.period === "none") return { monthly: 0, february: 0, annual: 0 }
  if (rule.period === "half-yearly") {
    // Half-yearly income is six months' salary; the half-year's tax is spread here over its months.
    const halfYear = slabFor(rule.slabs, monthlySalary * 6)?.amount ?? 0
    const monthly = Math.round((halfYear / 6) * 100) / 100
    return { monthly, february: monthly, annual: halfYear * 2 }
  }
  const slabs = category === "women" && rule.womenSlabs ? rule.womenSlabs : rule.slabs
  const slab = slabFor(slabs, monthlySalary)
  const monthly = slab?.amount ?? 0
  const february = slab?.february ?? monthly
  return { monthly, february, annual: monthly * 11 + february }
}
