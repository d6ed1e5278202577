// Roles the firm is filling for its clients ("Find a job"), as the site shows them. Each role is a
// file, src/jobs/<slug>.md, checked by the schema in `markdown-jobs.ts` and read at build time
// (`jobsOnDisk` in `disk.ts`). This file holds what the pages say about them, and what the browser
// needs to filter them: no parser, no schema.
import { site } from "./site"

/** How a client engages the person placed: through us, through us then on its rolls, or on its rolls. */
export const engagements = ["contract", "contract-to-hire", "permanent"] as const
export type Engagement = (typeof engagements)[number]

export const engagementLabels: Record<Engagement, string> = {
  contract: "Contract",
  "contract-to-hire": "Contract to hire",
  permanent: "Permanent",
}

/** The kind of work, the "function" filter. */
export const jobFunctions = [
  "Sales",
  "Technology",
  "Operations",
  "Engineering",
  "Finance & Accounts",
  "Customer Support",
  "Human Resources",
] as const
export type JobFunction = (typeof jobFunctions)[number]

export const payPeriods = ["month", "year"] as const
export type PayPeriod = (typeof payPeriods)[number]

/** Gross pay in rupees, a range, by the month or the year. */
export type PayRange = { min: number; max: number; period: PayPeriod }

/** A role the firm is filling for a client. */
export type ClientRole = {
  /** The file name: the page's address, /jobs/<slug>. */
  slug: string
  title: string
  /** The client, described, never named: "A listed FMCG company". */
  client: string
  /** One of the industries the firm serves (Home's list). */
  industry: string
  function: JobFunction
  /** The city the work is in. */
  location: string
  engagement: Engagement
  /** "2-4 years". */
  experience: string
  pay: PayRange
  /** YYYY-MM-DD: advertised from this day. */
  datePosted: string
  /** YYYY-MM-DD, in India: the last day applications are taken; the role leaves the site the next. */
  validThrough: string
  /** One or two sentences for the card, the page's lead and search engines. */
  summary: string
  responsibilities: readonly string[]
  requirements: readonly string[]
  /** About the role, from the file's body, as HTML. */
  html: string
}

/** What a role's card on /jobs needs (not its long text). */
export type ClientRoleCard = Omit<ClientRole, "html" | "responsibilities" | "requirements">

export function jobCard({
  html: _html,
  responsibilities: _r,
  requirements: _q,
  ...card
}: ClientRole): ClientRoleCard {
  return card
}

export const jobsPath = "/jobs"

export function jobPath(slug: string): string {
  return `${jobsPath}/${slug}`
}

/** Where a role's application form is: the careers application flow, on the role's own address. */
export function jobApplyPath(slug: string): string {
  return `${jobPath(slug)}/apply`
}

const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 })
const lakhs = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 })

/**
 * The range as Indian job boards write it: "₹28,000–35,000 a month", "₹6–9 lakh a year" (a yearly
 * range from one lakh up reads in lakh).
 */
export function formatPay({ min, max, period }: PayRange): string {
  if (period === "year" && min >= 100_000)
    return `₹${lakhs.format(min / 100_000)}–${lakhs.format(max / 100_000)} lakh a year`
  return `₹${rupees.format(min)}–${rupees.format(max)} a ${period}`
}

/**
 * Whether a role takes applications on `today` (YYYY-MM-DD, the build's date): from the day it was
 * posted to its last day, inclusive, as an opening does.
 */
export function roleIsOpen(role: Pick<ClientRole, "datePosted" | "validThrough">, today: string): boolean {
  return role.datePosted <= today && today <= role.validThrough
}

/** The filters on /jobs, as they appear in the address: /jobs?location=Noida&engagement=contract. */
export type JobFilters = { location?: string; function?: string; engagement?: string }
export const jobFilterKeys = [
  "location",
  "function",
  "engagement",
] as const satisfies readonly (keyof JobFilters)[]

export function matchesFilters(
  role: Pick<ClientRole, "location" | "function" | "engagement">,
  filters: JobFilters,
) {
  return (
    (!filters.location || role.location === filters.location) &&
    (!filters.function || role.function === filters.function) &&
    (!filters.engagement || role.engagement === filters.engagement)
  )
}

export const jobsSeo = {
  title: `Find a Job | Roles with Pay Shown | ${site.name}`,
  description:
    "Jobs we are filling for our clients across India, in sales, technology, operations, engineering, finance and support, each with its pay range. Apply online, no fee.",
} as const

export const jobsHero = {
  eyebrow: "Find a job",
  title: "Roles we are filling for our clients",
  lead: "Permanent, contract and contract-to-hire jobs with companies we recruit for, each with its pay range. Apply online in ten minutes; we never charge a candidate a fee.",
} as const

export const jobsList = {
  heading: "Open roles",
  filtersLabel: "Filter roles",
  filters: {
    location: { label: "Location", any: "All locations" },
    function: { label: "Function", any: "All functions" },
    engagement: { label: "Engagement", any: "All engagements" },
  },
  apply: "Filter",
  clear: "Clear filters",
  none: "No open role matches these filters.",
  empty:
    "We have no client roles open right now. Send us your résumé and we will get in touch when one fits.",
  viewLabel: "View role",
} as const

export const jobsElsewhere = {
  ownHeading: "Work at Talentrise",
  ownBody:
    "Want to join our own team of recruiters, payroll specialists and consultants? Our openings are on the careers page.",
  ownAction: { label: "Work at Talentrise", href: "/careers" },
  generalHeading: "No role that fits?",
  generalBody:
    "Register your CV and tell us the kind of work you want. When a client asks us for someone like you, we call.",
  generalAction: { label: "Register your CV", href: "/careers/apply" },
} as const

export const jobPage = {
  eyebrow: "Find a job",
  backLabel: "All open roles",
  aboutHeading: "About the role",
  responsibilitiesHeading: "What you will do",
  requirementsHeading: "What you need",
  clientLabel: "Client",
  industryLabel: "Industry",
  payLabel: "Pay",
  closesLabel: "Apply by",
  postedLabel: "Posted",
  applyLabel: "Apply for this role",
  feeNote: "We place you with the client at no cost to you. We never ask a candidate for money.",
  seo: {
    title: (role: Pick<ClientRole, "title" | "location">) =>
      `${role.title}, ${role.location} | ${site.name} Jobs`,
  },
} as const

/** Where /careers sends job seekers first, before our own openings: the roles with our clients. */
export const careersJobsLink = { label: "Find a job with our clients", href: jobsPath } as const
