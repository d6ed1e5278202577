import { asOfLine, figureStat } from "./company-figures"
import { entriesOf, entryFilesOnDisk, inOrder, type EntryFiles } from "./entries"
import { fillLawNames } from "./laws"
import { site } from "./site"

export type CaseStudyStat = { value: string; label: string; description: string }

export type CaseStudy = {
  /** Kebab-case anchor, unique on the page. */
  id: string
  title: string
  client: string
  industry: string
  /** One sentence shown before the study is expanded. */
  summary: string
  challenge: string
  solution: string
  results: readonly string[]
  duration: string
  tags: readonly string[]
}

export const caseStudiesSeo = {
  title: `Case Studies | Client Results from ${site.name}`,
  description:
    "How we cut time-to-hire in half, ran error-free payroll across states, staffed festive peaks in 72 hours and placed nurses abroad. Four client case studies.",
} as const

export const caseStudiesHero = {
  eyebrow: "Case studies",
  title: "Results our clients can measure",
  lead: "Four engagements, told plainly: what the client was up against, what we did, and what changed. Client names are withheld at their request; the figures are theirs.",
} as const

/** The four tiles at the top of the page, each with what it counts. */
export const caseStudyStats = [
  figureStat("projects", "Projects Completed"),
  figureStat("satisfaction", "Client Satisfaction"),
  figureStat("placements", "Permanent Placements"),
  figureStat("countries", "Countries"),
] as const satisfies readonly CaseStudyStat[]

/** The "as of" line under the tiles. */
export const caseStudyStatsAsOf = asOfLine(caseStudyStats)

export const caseStudiesListSection = {
  eyebrow: "Client stories",
  heading: "Four engagements in detail",
  lead: "Open any study to read the challenge, our approach and every result.",
} as const

// One file a study, src/case-studies/<id>.json, edited in /admin (entries.ts), in the order of their
// `order`. They name laws through the register: `{{formerly contractLabourAct}}` (fillLawNames).
const caseStudyFiles: EntryFiles = import.meta.env
  ? import.meta.glob("./case-studies/*.json", { eager: true, import: "default" })
  : entryFilesOnDisk("case-studies")

type CaseStudyFile = Omit<CaseStudy, "id"> & { order: number }

export const caseStudies: readonly CaseStudy[] = inOrder(entriesOf<CaseStudyFile>(caseStudyFiles)).map(
  (study) => ({
    id: study.id,
    title: study.title,
    client: study.client,
    industry: study.industry,
    summary: study.summary,
    challenge: fillLawNames(study.challenge),
    solution: fillLawNames(study.solution),
    results: study.results.map(fillLawNames),
    duration: study.duration,
    tags: study.tags,
  }),
)

export const caseStudiesCta = {
  heading: "Ready to write your own success story?",
  body: `Tell us about the hiring, payroll or compliance problem in front of you. We will come back ${site.replyWithin} with a first view of how we would approach it.`,
  schedule: { label: "Schedule Consultation", href: "/contact" },
  /** Prints this page (decisions/055); the note says so beside the button. */
  download: {
    label: "Download Case Studies",
    note: "Download Case Studies opens your browser's print dialog, where you can save this page as a PDF.",
  },
} as const
