import {
  caseStudies,
  caseStudiesCta,
  caseStudiesHero,
  caseStudiesListSection,
  caseStudiesSeo,
  caseStudyStats,
  caseStudyStatsAsOf,
} from "@repo/content/case-studies"
import { CaseStudyList } from "@repo/ui/sections/case-study-card"
import { CtaBand } from "@repo/ui/sections/cta-band"
import { PageHero } from "@repo/ui/sections/page-hero"
import { StatTiles } from "@repo/ui/sections/stat-tiles"

import { pageMeta } from "../lib/seo"

export const meta = () => pageMeta({ ...caseStudiesSeo, path: "/case-studies" })

/** Download Case Studies: the browser's print dialog, where the print style shows every study in full. */
function printCaseStudies() {
  window.print()
}

export default function CaseStudies() {
  return (
    <>
      <PageHero
        {...caseStudiesHero}
        aside={
          <div>
            <StatTiles tone="ink" stats={caseStudyStats} />
            <p className="mt-3 text-sm text-ink-muted">{caseStudyStatsAsOf}</p>
          </div>
        }
      />
      <CaseStudyList tone="muted" {...caseStudiesListSection} studies={caseStudies} />
      <CtaBand
        heading={caseStudiesCta.heading}
        body={caseStudiesCta.body}
        primary={caseStudiesCta.schedule}
        secondary={{ ...caseStudiesCta.download, onClick: printCaseStudies }}
        data-print="hide"
      />
    </>
  )
}
