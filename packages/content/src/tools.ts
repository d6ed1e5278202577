/** The calculators under /tools, by slug. */
export type ToolSlug = "in-hand-salary" | "gratuity" | "employer-cost"

export type Tool = {
  slug: ToolSlug
  title: string
  /** The card's line on the index and the page's lead. */
  description: string
  /** What the tool works out, as the card's list. */
  features: readonly string[]
  icon: string
  seo: { title: string; description: string }
  /** The breadcrumb and navigation name. */
  shortTitle: string
  /** What the tool leaves out, said plainly on its page. */
  notCovered: readonly string[]
}

export function toolHref(slug: ToolSlug) {
  return `/tools/${slug}`
}

const sharedNotCovered = [
  "Labour welfare fund, which some states deduct once or twice a year.",
  "State rules that differ from the central ones, and changes notified after the date of the sources below.",
]

export const tools = [
  {
    slug: "in-hand-salary",
    title: "In-hand salary calculator",
    shortTitle: "In-hand salary",
    description:
      "From an annual CTC to the monthly take-home under the new tax regime, for FY 2026-27 or FY 2025-26, at any salary: PF on the EPF Act's basic wages, ESI on wages as the labour codes define them, professional tax by state and income tax with the ₹60,000 rebate, surcharge and marginal relief.",
    features: [
      "New tax regime, FY 2026-27 and 2025-26",
      "Surcharge and marginal relief at every income",
      "Professional tax for eight states",
    ],
    icon: "wallet",
    seo: {
      title: "In-Hand Salary Calculator, FY 2026-27 (New Regime) | Talentrise HR",
      description:
        "Work out the monthly take-home from an annual CTC under the new tax regime for FY 2026-27 (Income-tax Act, 2025) or FY 2025-26: PF, ESI, professional tax by state, income tax with the ₹60,000 rebate, surcharge up to 25% and marginal relief.",
    },
    notCovered: [
      "The old tax regime, and deductions it allows (80C, HRA exemption, home-loan interest).",
      "Employer NPS contributions, variable pay, bonuses, perquisites and arrears.",
      "Gratuity or insurance that some employers count inside the CTC.",
      "The higher ESI ceiling for employees with a disability (₹25,000 a month) and other special cases.",
      ...sharedNotCovered,
    ],
  },
  {
    slug: "gratuity",
    title: "Gratuity calculator",
    shortTitle: "Gratuity",
    description:
      "The gratuity due on leaving, on wages as the labour codes define them (basic and DA, with allowances above half of pay added back) and the years of service: the 15/26 formula, the ₹20 lakh ceiling, who is eligible, fixed-term employees pro rata, and exits before 21 November 2025 under the old Act.",
    features: [
      "15/26 formula, part years counted as the Code says",
      "₹20 lakh statutory ceiling",
      "Wages under the labour codes, 50% rule included",
    ],
    icon: "award",
    seo: {
      title: "Gratuity Calculator (Code on Social Security, ₹20 Lakh Ceiling) | Talentrise HR",
      description:
        "Work out the gratuity due on leaving: wages under the labour codes × 15/26 × years of service, the ₹20 lakh ceiling, and eligibility after five years, or one for fixed-term employees.",
    },
    notCovered: [
      "Employers outside the Code's gratuity chapter, who pay by their own scheme (the formula uses 30 days a month, not 26).",
      "Seasonal establishments (seven days' wages a season) and gratuity on death or disablement before the minimum service.",
      "Income tax on gratuity: up to ₹20 lakh is exempt for employees the gratuity law covers.",
      "Allowances the codes count as wages in their own right (a special allowance may be): enter them in basic and DA.",
      ...sharedNotCovered,
    ],
  },
  {
    slug: "employer-cost",
    title: "Employer cost calculator",
    shortTitle: "Employer cost",
    description:
      "What an employee costs beyond the gross: EPF, EPS, EDLI, PF administration, ESI, statutory bonus and the monthly gratuity provision, each from the headcount the law sets, to the total cost to company.",
    features: [
      "EPF 3.67%, EPS 8.33% capped at ₹1,250",
      "EDLI, PF admin charges and ESI",
      "Statutory bonus and gratuity provision",
    ],
    icon: "building-2",
    seo: {
      title: "Employer Cost Calculator (EPF, ESI, Bonus, Gratuity) | Talentrise HR",
      description:
        "Work out an employee's total cost to company from the monthly gross and basic: EPF and EPS, EDLI, PF administration charges, ESI, statutory bonus and the gratuity provision.",
    },
    notCovered: [
      "Leave encashment, insurance, meal cards and other benefits an employer may add.",
      "Bonus above the statutory minimum of 8.33% (establishments under 20 pay no statutory bonus).",
      "EPS for employees who joined after September 2014 earning above ₹15,000, or who are over 58: they are not in the pension scheme, and the whole 12% goes to EPF.",
      ...sharedNotCovered,
    ],
  },
] as const satisfies readonly Tool[]

export function toolFor(slug: ToolSlug): Tool {
  const tool = tools.find((candidate) => candidate.slug === slug)
  if (!tool) throw new Error(`Unknown tool: ${slug}`)
  return tool
}

/** The /tools index. */
export const toolsPage = {
  seo: {
    title: "Payroll Tools: In-Hand Salary, Gratuity and Employer Cost | Talentrise HR",
    description:
      "Free payroll calculators for Indian employers and employees: in-hand salary under the new regime for FY 2026-27, gratuity and an employee's cost to company on wages as the labour codes define them. Nothing you type leaves your browser.",
  },
  eyebrow: "Payroll tools",
  title: "Payroll calculators you can check line by line",
  lead: "Take-home pay, gratuity and the cost of an employee, worked out from the rules in force: the labour codes and the financial year that contains today's date, each rule shown with its official source. Nothing you type leaves your browser.",
  cardsHeading: "Three calculators",
  cardsLead: "Each page explains its rules and what it leaves out.",
  linkLabel: "Open calculator",
  privacy:
    "The calculators run in your browser. What you type is never sent anywhere: it stays in the page's address after the #, which browsers keep to themselves, so you can bookmark or share a result.",
} as const
