import { fillRates } from "./rates"

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
      "From an annual CTC to the monthly take-home under the new tax regime, for FY 2026-27 or FY 2025-26, at any salary: PF on basic wages up to the {{rate:pf-wage-ceiling}} ceiling in force on the day, ESI on wages as the labour codes define them, professional tax by state and income tax with the {{rate:income-tax-rebate-maximum}} rebate, surcharge and marginal relief.",
    features: [
      "New tax regime, FY 2026-27 and 2025-26",
      "Surcharge and marginal relief at every income",
      "Professional tax for eight states",
    ],
    icon: "wallet",
    seo: {
      title: "In-Hand Salary Calculator, FY 2026-27 (New Regime) | Talentrise HR",
      description:
        "Work out the monthly take-home from an annual CTC under the new tax regime for FY 2026-27 (Income-tax Act, 2025) or FY 2025-26: PF, ESI, professional tax by state, income tax with the {{rate:income-tax-rebate-maximum}} rebate, surcharge and marginal relief.",
    },
    notCovered: [
      "The old tax regime, and deductions it allows (80C, HRA exemption, home-loan interest).",
      "Employer NPS contributions, variable pay, bonuses, perquisites and arrears.",
      "Gratuity or insurance that some employers count inside the CTC.",
      "The higher ESI ceiling for employees with a disability ({{rate:esi-wage-ceiling-disability}} a month) and other special cases.",
      ...sharedNotCovered,
    ],
  },
  {
    slug: "gratuity",
    title: "Gratuity calculator",
    shortTitle: "Gratuity",
    description:
      "The gratuity due on leaving, on wages as the labour codes define them (all pay but HRA, conveyance and the other listed exclusions, with those above half of pay added back) and the years of service: the {{rate:gratuity-days-per-year}}/{{rate:gratuity-days-per-month}} formula, the {{rate:gratuity-ceiling|lakh}} ceiling, who is eligible, fixed-term employees pro rata, and exits before 21 November 2025 under the old Act.",
    features: [
      "{{rate:gratuity-days-per-year}}/{{rate:gratuity-days-per-month}} formula, part years counted as the Code says",
      "{{rate:gratuity-ceiling|lakh}} statutory ceiling",
      "Wages under the labour codes, {{rate:code-wages-exclusion-limit}} rule included",
    ],
    icon: "award",
    seo: {
      title:
        "Gratuity Calculator (Code on Social Security, {{rate:gratuity-ceiling|lakh}} Ceiling) | Talentrise HR",
      description:
        "Work out the gratuity due on leaving: wages under the labour codes × {{rate:gratuity-days-per-year}}/{{rate:gratuity-days-per-month}} × years of service, the {{rate:gratuity-ceiling|lakh}} ceiling, and eligibility after five years, or one for fixed-term employees.",
    },
    notCovered: [
      "Employers outside the Code's gratuity chapter, who pay by their own scheme (the formula uses 30 days a month, not 26).",
      "Seasonal establishments (seven days' wages a season) and gratuity on death or disablement before the minimum service.",
      "Income tax on gratuity: up to the statutory ceiling is exempt for employees the gratuity law covers.",
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
      "EPS {{rate:eps-rate}} capped at {{rate:eps-cap}}, on the ceiling in force",
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
      "Bonus above the statutory minimum of {{rate:bonus-minimum-rate}} (establishments under {{rate:bonus-minimum-headcount}} pay no statutory bonus).",
      "EPS for employees who joined after September 2014 with wages above the ceiling of the day, or who are over 58: they are not in the pension scheme, and the whole employer's share goes to EPF.",
      ...sharedNotCovered,
    ],
  },
] as const satisfies readonly Tool[]

/** A tool's copy with its statutory figures filled in as in force on `day` (the build's date). */
export function toolFor(slug: ToolSlug, day: string): Tool {
  const tool = tools.find((candidate) => candidate.slug === slug)
  if (!tool) throw new Error(`Unknown tool: ${slug}`)
  return filled(tool, day)
}

/** Every tool's copy, filled as `toolFor` fills one. */
export function toolsOn(day: string): Tool[] {
  return tools.map((tool) => filled(tool, day))
}

function filled<T>(value: T, day: string): T {
  if (typeof value === "string") return fillRates(value, day) as T
  if (Array.isArray(value)) return value.map((item: unknown) => filled(item, day)) as T
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, day)])) as T
  return value
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

/** /tools/rates: every statutory figure the calculators use, with its date and source. */
export const ratesPage = {
  path: "/tools/rates",
  seo: {
    title: "Statutory Rates the Payroll Tools Use: PF, ESI, Bonus, Gratuity, Tax | Talentrise HR",
    description:
      "Every statutory figure our payroll calculators use, as in force today: the PF wage ceiling, EPF, EPS and EDLI rates and caps, ESI, bonus, gratuity, income-tax slabs and professional tax, each with the date it applies from, its notification and an official source.",
  },
  eyebrow: "Payroll tools",
  title: "The statutory rates our calculators use",
  lead: "Each figure the tools compute with, as in force today, with the day it applies from, the notification that set it, its official source and the figure it replaced. When the law changes, the firm adds a row with its date; results for earlier days are still worked out on the old figure.",
  linkFromTools: "See every statutory rate, its date and its source",
  columns: { figure: "Figure", value: "In force", from: "Since", source: "Set by", replaced: "Before" },
  upcomingHeading: "Notified, not yet in force",
  asOf: "As in force on",
  reviewed: "Checked against the source on",
  unchanged: "First figure kept here",
} as const
