import { formatIsoDate } from "./dates"
import { entriesOf, entryFilesOnDisk, type EntryFiles } from "./entries"

// The firm's figures: each measure once, with the day it was last checked. Pages quote these and
// never restate a figure by hand; `company-figures.test.ts` fails if any page (content module,
// article or legal text) states another value for one of the measures, and e2e/figures.spec.ts
// does the same over the built pages.

/** A figure the firm states about itself. */
export type CompanyFigure = {
  /** As pages show it: "150+", "98%". */
  value: string
  /** What it counts, in a sentence a page shows beside it, so two figures never read as one. */
  definition: string
  /** The day the figure was last checked against the firm's records, YYYY-MM-DD. */
  asOf: string
}

/** The year of the firm's first mandate, in Sector 62 (About's story): the years figure counts from it. */
export const foundedYear = 2014

/** The measures the site states, each worded by `wordings` below and given by src/figures/<measure>.json. */
export const measures = [
  "clients",
  "years",
  "placements",
  "projects",
  "consultants",
  "countries",
  "retention",
  "satisfaction",
  "successRate",
] as const

export type Measure = (typeof measures)[number]

// One file a measure, src/figures/<measure>.json, edited in /admin (entries.ts): its value, what it
// counts and its "as of" day. Where the spec gave one measure two values (clients 150+ and 500+,
// years 10+ and 15+, placements 500+ and 1M+), the lower, defensible value stands (decisions.md §6);
// placements are permanent ones only (the case studies' 2,150 festive-season associates were
// contract staff on our payroll, counted apart).
const figureFiles: EntryFiles = import.meta.env
  ? import.meta.glob("./figures/*.json", { eager: true, import: "default" })
  : entryFilesOnDisk("figures")

export const companyFigures = entriesOf<CompanyFigure>(figureFiles) as Readonly<
  Record<Measure, CompanyFigure>
>

/**
 * How pages word the measures that can be counted: "<n>+ clients" or "150+ Happy Clients",
 * "10+ years of experience" or "10+ Years Experience", "500+ placements" or "1M+ Candidates Placed".
 * A job's experience ("8-12 years") or a quoted requirement ("'8+ years' for a role") is not the
 * firm's figure and does not match.
 */
const wordings: Record<Measure, RegExp> = {
  clients: /(\d[\d,.]*[KkMm]?\+)\s+(?:happy\s+|satisfied\s+)?(?:clients|businesses|companies|employers)\b/gi,
  years: /(\d[\d,.]*\+)\s+years['’]?\s+(?:of\s+)?(?:experience|in business|of (?:hr|hiring|delivery))/gi,
  placements:
    /(\d[\d,.]*[KkMm]?\+)\s+(?:successful\s+|permanent\s+)?(?:placements|candidates\s+placed|hires)\b/gi,
  projects: /(\d[\d,.]*[KkMm]?\+)\s+(?:projects|engagements)(?:\s+completed)?\b/gi,
  consultants: /(\d[\d,.]*\+)\s+(?:expert\s+)?consultants\b/gi,
  countries: /(\d[\d,.]*\+)\s+countries\b/gi,
  retention: /(\d[\d.]*%)\s+(?:client\s+)?retention\b/gi,
  satisfaction: /(\d[\d.]*%)\s+(?:client\s+)?satisfaction\b/gi,
  successRate: /(\d[\d.]*%)\s+(?:mandate\s+)?success\s+rate\b/gi,
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

/** The latest day any of `measures` was checked: the "as of" a band of them shows. */
export function figuresAsOf(measures: readonly Measure[]): string {
  return (
    measures
      .map((measure) => companyFigures[measure].asOf)
      .sort()
      .at(-1) ?? ""
  )
}

/**
 * The "as of" line of a band: each figure's own day, never the latest for all. "Figures as of 26
 * November 2026; …" when they share it, else the day most share and the others named by label:
 * "Figures as of 26 November 2026, Client Retention as of 1 December 2026; …". `stats` may be
 * bare measures, named by their measure.
 */
export function asOfLine(stats: readonly (Measure | { measure: Measure; label: string })[]): string {
  const shown = stats.map((stat) => (typeof stat === "string" ? { measure: stat, label: stat } : stat))
  const days = new Map<string, string[]>()
  for (const { measure, label } of shown) {
    const day = companyFigures[measure].asOf
    days.set(day, [...(days.get(day) ?? []), label])
  }
  const [main, ...others] = [...days.entries()].sort(
    ([dayA, a], [dayB, b]) => b.length - a.length || dayB.localeCompare(dayA),
  )
  const rest = others.map(([day, labels]) => `${labels.join(" and ")} as of ${formatIsoDate(day)}`)
  return `Figures as of ${formatIsoDate(main?.[0] ?? "")}${rest.map((part) => `, ${part}`).join("")}; each says what it counts.`
}

/** A stat that shows one of the firm's figures: its value, a label and the figure's definition. */
export function figureStat(measure: Measure, label: string) {
  const figure = companyFigures[measure]
  return { measure, value: figure.value, label, description: figure.definition } as const
}

/** The mentions in `text` whose value is not the module's. */
export function conflictingMentions(text: string): MeasureMention[] {
  return measureMentions(text).filter((mention) => mention.value !== companyFigures[mention.measure].value)
}
