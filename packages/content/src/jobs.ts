// Roles the firm is filling for its clients ("Find a job"), as the site shows them. Each role is a
// file, src/jobs/<slug>.md, checked by the schema in `markdown-jobs.ts` and read at build time
// (`jobsOnDisk` in `disk.ts`). This file holds what the pages say about them, and what the browser
// needs to filter them: no parser, no schema.
import { indianNumber } from "@repo/format/indian-number"

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
  /** YYYY-MM-DD: the day the role was closed early ("Close this role" in the editor), if it was. */
  closedOn?: string
  /** One or two sentences for the card, the page's lead and search engines. */
  summary: string
  responsibilities: readonly string[]
  requirements: readonly string[]
  /** About the role, from the file's body, as HTML. */
  html: string
  /** The role's words in Hindi, where the firm has written them (under `hi:` in its file). */
  hi?: RoleText
}

/** The languages a job seeker's pages are in: English, and Hindi on /hi/… */
export const roleLocales = ["en", "hi"] as const
export type RoleLocale = (typeof roleLocales)[number]

/** A role's words in one language: what a translator writes; the facts (pay, dates, city) are shared. */
export type RoleText = Pick<
  ClientRole,
  "title" | "client" | "summary" | "responsibilities" | "requirements" | "html"
>

/**
 * A role's words for a page in `locale`, and the language they are really in: a role with no Hindi
 * shows its English under a Hindi page's frame, marked `lang="en"`.
 */
export function roleTextIn(role: ClientRole, locale: RoleLocale): RoleText & { lang: RoleLocale } {
  const { title, client, summary, responsibilities, requirements, html } = role
  if (locale === "hi" && role.hi) return { ...role.hi, lang: "hi" }
  return { title, client, summary, responsibilities, requirements, html, lang: "en" }
}

/** What a role's card on /jobs needs (not its long text). */
export type ClientRoleCard = Omit<ClientRole, "html" | "responsibilities" | "requirements" | "hi"> & {
  /** The card's words in Hindi, where the role has them. */
  hi?: Pick<RoleText, "title" | "client" | "summary">
}

export function jobCard({
  html: _html,
  responsibilities: _r,
  requirements: _q,
  hi,
  ...card
}: ClientRole): ClientRoleCard {
  return hi ? { ...card, hi: { title: hi.title, client: hi.client, summary: hi.summary } } : card
}

export const jobsPath = "/jobs"

export function jobPath(slug: string): string {
  return `${jobsPath}/${slug}`
}

/** Where a role's application form is: the careers application flow, on the role's own address. */
export function jobApplyPath(slug: string): string {
  return `${jobPath(slug)}/apply`
}

/**
 * The range as Indian job boards write it: "₹28,000–35,000 a month", "₹6–9 lakh a year" (a yearly
 * range from one lakh up reads in lakh).
 */
export function formatPay({ min, max, period }: PayRange): string {
  if (period === "year" && min >= 100_000)
    return `₹${indianNumber(min / 100_000)}–${indianNumber(max / 100_000)} lakh a year`
  return `₹${indianNumber(min, "whole")}–${indianNumber(max, "whole")} a ${period}`
}

/**
 * Whether a role takes applications on `today` (YYYY-MM-DD, the build's date): from the day it was
 * posted to its last day, inclusive, as an opening does.
 */
export function roleIsOpen(
  role: Pick<ClientRole, "datePosted" | "validThrough" | "closedOn">,
  today: string,
): boolean {
  return role.datePosted <= today && today <= role.validThrough && !(role.closedOn && role.closedOn <= today)
}

/**
 * Whether a role's address answers "this role has closed" on `today`: it was posted, and is no
 * longer open (past its last day, or closed early). A role not yet posted has no page at all.
 */
export function roleHasClosed(
  role: Pick<ClientRole, "datePosted" | "validThrough" | "closedOn">,
  today: string,
): boolean {
  return role.datePosted <= today && !roleIsOpen(role, today)
}

/** The day a closed role stopped taking applications: the day it was closed, or the day after its last. */
export function roleClosedOn(role: Pick<ClientRole, "validThrough" | "closedOn">): string {
  if (role.closedOn && role.closedOn <= role.validThrough) return role.closedOn
  const next = new Date(`${role.validThrough}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

/**
 * A role whose file is gone (src/jobs-removed.json): what its closed page still says about it.
 * Its address keeps answering, as a closed role's does (docs/decisions/085-closed-roles.md).
 */
export type RemovedRole = Pick<ClientRole, "slug" | "title" | "location" | "function"> & { closedOn: string }

/** Up to `count` open roles like `role`: the same function and city first, then either, newest first. */
export function similarRoles<Role extends Pick<ClientRole, "slug" | "function" | "location">>(
  role: Pick<ClientRole, "slug" | "function" | "location">,
  open: readonly Role[],
  count = 3,
): Role[] {
  const score = (other: Role) =>
    (other.function === role.function ? 2 : 0) + (other.location === role.location ? 1 : 0)
  return open
    .filter((other) => other.slug !== role.slug)
    .map((other, index) => ({ other, index, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other)
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

/** A closed role's address: what it says instead of the role (routes/job.tsx). */
export const closedJobPage = {
  eyebrow: "Find a job",
  heading: "This role has closed",
  body: (role: Pick<ClientRole, "title" | "location">, closedOn: string) =>
    `${role.title}, ${role.location}, stopped taking applications on ${closedOn}. Its details are no longer shown.`,
  similarHeading: "Open roles like it",
  noneSimilar: "We have no open role like it right now. Register your CV and we will call when one fits.",
  allRoles: { label: "See all open roles", href: jobsPath },
  register: { label: "Register your CV", href: "/careers/apply" },
  seo: {
    title: (role: Pick<ClientRole, "title" | "location">) =>
      `Closed: ${role.title}, ${role.location} | ${site.name} Jobs`,
    description: (role: Pick<ClientRole, "title" | "location">) =>
      `The ${role.title} role in ${role.location} has closed. See the roles we are filling now.`,
  },
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

/** "E-mail me roles like these" on /jobs: the words of the job alert form (issue 44). */
export const jobAlertForm = {
  heading: "E-mail me roles like these",
  lead: "Leave your e-mail and we will send you new roles that match the filters above, at most one mail a day. You confirm first; every mail has a one-click unsubscribe.",
  filtersLabel: "Roles matching",
  anyRole: "every new role",
  requiredNote: "Both are needed.",
  submitLabel: "E-mail me these roles",
  submittingLabel: "Saving…",
  sent: {
    title: "Check your inbox",
    body: "We have sent a link to confirm your address. Nothing else reaches you until you follow it; if it does not arrive within a few minutes, look in spam.",
    another: "Use another address",
  },
  fields: {
    email: { label: "Your e-mail", placeholder: "you@example.in" },
    consent: {
      label: "E-mail me new roles that match these filters. I can unsubscribe from any mail in one click.",
    },
  },
  failure: {
    title: "Your alert was not saved",
    description: "Nothing was lost: check your connection and try again.",
  },
} as const
