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
}

/** Each state's name as a picker shows it; the schedules themselves are dated rows (statutory.ts). */
export const stateLabels = {
  "uttar-pradesh": "Uttar Pradesh",
  delhi: "Delhi",
  gujarat: "Gujarat",
  karnataka: "Karnataka",
  maharashtra: "Maharashtra",
  "tamil-nadu": "Tamil Nadu (Chennai)",
  telangana: "Telangana",
  "west-bengal": "West Bengal",
} as const satisfies Record<StateCode, string>

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
  category: ProfessionalTaxCategory,
  schedules: Readonly<Record<StateCode, ProfessionalTaxRule>>,
): ProfessionalTax {
  const rule: ProfessionalTaxRule = schedules[state]
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
