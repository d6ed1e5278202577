import { companyFigures as figures } from "./company-figures"
import { site } from "./site"

export type ServiceSlug =
  | "hr-consulting"
  | "rpo"
  | "contractual-staffing"
  | "payroll-management"
  | "international-staffing"
  | "training-development"
  | "compliance-audit"

/** The contact form's Service interest options, as the spec lists them (and the database allows). */
export const serviceInterests = [
  { value: "hr-consulting", label: "HR Consulting" },
  { value: "rpo", label: "RPO Solutions" },
  { value: "staffing", label: "Contractual Staffing" },
  { value: "international-staffing", label: "International Staffing" },
  { value: "payroll-management", label: "Payroll Management" },
  { value: "training-development", label: "Training & Development" },
  { value: "compliance-audit", label: "Compliance & Audit" },
  { value: "other", label: "Other" },
] as const

export type ServiceInterest = (typeof serviceInterests)[number]["value"]

/** A promise the firm makes on more than one page: a figure, a short label and a sentence to quote. */
export type Claim = {
  value: string
  label: string
  statement: string
  /** What the claim covers and what it does not, where a reader could take it for more. */
  scope?: string
}

/** The firm's headline promises. Pages quote these; none restates the figures by hand. */
export const claims = {
  support: {
    value: "24/7",
    label: "Emergency line for deployed staff",
    statement: "24/7 emergency line, support in office hours",
    scope: `Our number, ${site.phone.display}, is answered round the clock for emergencies with associates we have deployed or at a client's site: an accident, a safety incident, a shift left uncovered. Everything else is answered in business hours (${site.businessHours}).`,
  },
  timeToHire: {
    value: "50%",
    label: "Faster time-to-hire",
    statement: "Time-to-hire reduced by up to 50%",
  },
  hrCosts: {
    value: "30%",
    label: "Lower HR operating costs",
    statement: "HR operating costs reduced by up to 30%",
  },
  compliance: {
    value: "100%",
    label: "Statutory compliance",
    statement: "Working to 100% compliance with the labour laws that apply to you",
    scope:
      "The standard we hold the registers, returns and filings we run for you to, not a guarantee: what an inspector finds also turns on records and decisions that stay with you.",
  },
  payrollAccuracy: {
    value: "100%",
    label: "Payroll accuracy",
    statement: "Working to 100% payroll accuracy",
    scope:
      "The standard each run is checked against before it is paid, not a promise that no error ever occurs.",
  },
  deployment: {
    value: "48-72 hours",
    label: "Staff deployment",
    statement: "Staff deployed in 48-72 hours for most roles",
    scope:
      "From a confirmed requisition, for the roles we staff regularly; specialised roles and large headcounts take longer, and the quote gives the date.",
  },
  countries: {
    value: figures.countries.value,
    label: "Countries",
    statement: `Recruitment across ${figures.countries.value} countries`,
  },
} as const satisfies Record<string, Claim>

export type Service = {
  slug: ServiceSlug
  title: string
  /** The option the contact form preselects when a visitor comes from this service. */
  interest: ServiceInterest
  icon: string
  description: string
}

export const services = [
  {
    slug: "hr-consulting",
    title: "HR Consulting",
    interest: "hr-consulting",
    icon: "briefcase",
    description:
      "HR strategy, policies and organisation design that fit how Indian businesses actually grow, from your first hundred employees to your first thousand.",
  },
  {
    slug: "rpo",
    title: "RPO Solutions",
    interest: "rpo",
    icon: "users",
    description:
      "Recruitment process outsourcing that embeds our recruiters in your hiring: one accountable team from workforce plan to first day.",
  },
  {
    slug: "contractual-staffing",
    title: "Contractual Staffing",
    interest: "staffing",
    icon: "user-check",
    description: `Verified, compliant temporary and contract talent, deployed in ${claims.deployment.value} for most roles and carried on our payroll while they work on yours.`,
  },
  {
    slug: "payroll-management",
    title: "Payroll Management",
    interest: "payroll-management",
    icon: "wallet",
    description:
      "Accurate, on-time payroll with every statutory deduction and filing handled: PF, ESI, professional tax, labour welfare fund and TDS.",
  },
  {
    slug: "international-staffing",
    title: "International Staffing",
    interest: "international-staffing",
    icon: "globe",
    description:
      "Skilled Indian professionals placed with employers abroad, and global talent brought to India, with screening, documentation and mobility handled end to end.",
  },
  {
    slug: "training-development",
    title: "Training & Development",
    interest: "training-development",
    icon: "graduation-cap",
    description:
      "Leadership, skills and compliance training designed around a needs assessment and measured on the job, not just in the classroom.",
  },
  {
    slug: "compliance-audit",
    title: "Compliance & Audit",
    interest: "compliance-audit",
    icon: "shield-check",
    description:
      "Labour-law audits, registers and filings across central and state Acts, kept ready for the inspector's visit.",
  },
] as const satisfies readonly Service[]

export function serviceHref(slug: ServiceSlug) {
  return `/services/${slug}`
}

/** The contact page with this service already chosen in the form. */
export function contactHrefFor(interest: ServiceInterest) {
  return `/contact?service=${interest}`
}

/** The base record of one service (title, interest, card copy). */
export function serviceFor(slug: ServiceSlug): Service {
  const service = services.find((candidate) => candidate.slug === slug)
  if (!service) throw new Error(`Unknown service: ${slug}`)
  return service
}

// The page model: each service page is a hero, a run of generic sections and a closing call to action.
// The records themselves live in ./services/<slug>.ts, and ./services/pages.ts gathers them by slug.

/** A link a call to action points at. */
export type ServiceAction = { label: string; href: string }

/** What every section opens with. */
type SectionHeading = {
  /** A short kicker above the heading, such as "How it works". */
  eyebrow?: string
  heading: string
  intro?: string
}

/** A benefit, feature or outcome. `icon` is a lucide icon name in kebab-case. */
export type IconItem = { title: string; description: string; icon: string }

/** A larger card (a staffing type, a delivery method, a practice area) with optional bullet points. */
export type DetailCard = IconItem & { points?: readonly string[] }

/** One step of a numbered process; `number` is zero-padded: "01", "02"… */
export type ProcessStep = { number: string; title: string; description: string }

/** One titled list in a side-by-side group. */
export type ListColumn = { title: string; items: readonly string[] }

/** A labour-law area with the law that governs it today (named through `laws.ts`). */
export type LabourAct = {
  area: string
  act: string
  description: string
  /** What the law replaced and when, or why it stands apart from the Labour Codes. */
  footnote?: { label: string; text: string }
}

/** A headline figure, as in the risk panel. */
export type Figure = { value: string; label: string; description: string }

/** A grid of short icon cards: benefits, outcomes, features. */
export type BenefitsSection = SectionHeading & { kind: "benefits"; items: readonly IconItem[] }

/** A grid of larger cards, each with optional points: staffing types, delivery methods, industries. */
export type CardsSection = SectionHeading & { kind: "cards"; items: readonly DetailCard[] }

/** One list of ticked items: what an engagement includes, what you receive. */
export type ChecklistSection = SectionHeading & { kind: "checklist"; items: readonly string[] }

/** Two (or more) titled lists side by side, such as "Services" and "Key areas". */
export type SplitSection = SectionHeading & { kind: "split"; columns: readonly ListColumn[] }

/** Numbered steps, in order. */
export type ProcessSection = SectionHeading & { kind: "process"; steps: readonly ProcessStep[] }

/** Labour-law areas with their laws, and an optional note shown after the list. */
export type ActsSection = SectionHeading & {
  kind: "acts"
  acts: readonly LabourAct[]
  note?: { title: string; text: string }
}

/** Figures that show what is at stake, styled as a warning. */
export type RiskSection = SectionHeading & { kind: "risk"; figures: readonly Figure[] }

export type ServiceSection =
  | BenefitsSection
  | CardsSection
  | ChecklistSection
  | SplitSection
  | ProcessSection
  | ActsSection
  | RiskSection

export type ServiceSectionKind = ServiceSection["kind"]

export type ServicePage = {
  hero: {
    /** Usually the service's title. */
    eyebrow: string
    /** The page's h1. */
    headline: string
    lead: string
    /** Three short proof points. */
    highlights: readonly [string, string, string]
    action: ServiceAction
  }
  sections: readonly ServiceSection[]
  cta: { heading: string; body: string; primary: ServiceAction; secondary?: ServiceAction }
  /** `title` is the whole document title (at most 60 characters); `description` at most 160. */
  seo: { title: string; description: string }
}
