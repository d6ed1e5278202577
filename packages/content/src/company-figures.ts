// The firm's figures: each measure once, with the day it was last checked. Pages quote these and
// never restate a figure by hand; `company-figures.test.ts` fails if any page (content module,
// article or legal text) states another value for one of the measures, and e2e/figures.spec.ts
// does the same over the built pages.
//
// Where the spec gave one measure two values (clients 150+ and 500+, years 10+ and 15+,
// placements 500+ and 1M+), the lower, defensible value stands (decisions.md §6).

/** A figure the firm states about itself. */
export type CompanyFigure = {
  /** As pages show it: "150+", "98%". */
  value: string
  /** The day the figure was last checked against the firm's records, YYYY-MM-DD. */
  asOf: string
}

/** The year of the firm's first mandate, in Sector 62 (About's story): the years figure counts from it. */
export const foundedYear = 2014

/** The day the spec's figures were reconciled into this module. A figure updated later gets its own date. */
const reconciled = "2026-11-26"

export const companyFigures = {
  /** Businesses the firm has worked for. */
  clients: { value: "150+", asOf: reconciled },
  /** Years of hiring and HR delivery, since `foundedYear`. */
  years: { value: "10+", asOf: reconciled },
  /** Candidates placed in permanent and contract roles. */
  placements: { value: "500+", asOf: reconciled },
  /** Projects completed: hiring drives, payroll transitions, audits and programmes. */
  projects: { value: "500+", asOf: reconciled },
  /** Consultants on the team. */
  consultants: { value: "50+", asOf: reconciled },
  /** Countries the firm has recruited for or placed talent in. */
  countries: { value: "15+", asOf: reconciled },
  /** Clients who renew year after year. */
  retention: { value: "95%", asOf: reconciled },
  /** Clients rating their engagement good or excellent at its close. */
  satisfaction: { value: "98%", asOf: reconciled },
  /** Mandates delivered to the agreed scope and timeline. */
  successRate: { value: "98%", asOf: reconciled },
} as const satisfies Record<string, CompanyFigure>

export type Measure = keyof typeof companyFigures

/**
 * How pages word the measures that can be counted: "<n>+ clients" or "150+ Happy Clients",
 * "10+ years of experience" or "10+ Years Experience", "500+ placements" or "1M+ Candidates Placed".
 * A job's experience ("8-12 years") or a quoted requirement ("'8+ years' for a role") is not the
 * firm's figure and does not match.
 */
const wordings: Record<"clients" | "years" | "placements" | "consultants" | "countries", RegExp> = {
  clients: /(\d[\d,.]*[KkMm]?\+)\s+(?:happy\s+|satisfied\s+)?(?:clients|businesses|companies|employers)\b/gi,
  years: /(\d[\d,.]*\+)\s+years['’]?\s+(?:of\s+)?(?:experience|in business|of (?:hr|hiring|delivery))/gi,
  placements: /(\d[\d,.]*[KkMm]?\+)\s+(?:successful\s+)?(?:placements|candidates\s+placed|hires)\b/gi,
  consultants: /(\d[\d,.]*\+)\s+(?:expert\s+)?consultants\b/gi,
  countries: /(\d[\d,.]*\+)\s+countries\b/gi,
}

export type MeasureMention = { measure: Measure; value: string; text: string }

/** Every statement of a counted measure in `text`, with the value it gives. */
export function measureMentions(text: string): MeasureMention[] {
  const flat = text.replace(/\s+/g, " ")
  return Object.entries(wordings).flatMap(([measure, wording]) =>
    [...flat.matchAll(wording)].map((match) => ({
      measure: measure as Measure,
      value: match[1]!,
      text: match[0],
    })),
  )
}

/** The mentions in `text` whose value is not the module's. */
export function conflictingMentions(text: string): MeasureMention[] {
  return measureMentions(text).filter((mention) => mention.value !== companyFigures[mention.measure].value)
}
