import {
  applyHref,
  careersHero,
  careersSeo,
  openings,
  openingsAnchor,
  openingsSection,
  perks,
  perksSection,
  resumeSection,
} from "@repo/content/careers"
import { CtaBand } from "@repo/ui/sections/cta-band"
import { FeatureGrid } from "@repo/ui/sections/feature-grid"
import { OpeningIndex, OpeningList } from "@repo/ui/sections/opening-list"
import { PageHero } from "@repo/ui/sections/page-hero"

import { pageMeta } from "../lib/seo"
import { jobPostingJsonLd } from "../lib/page-structured-data"

export const meta = () => [
  ...pageMeta({ ...careersSeo, path: "/careers" }),
  ...openings.map((opening) => ({ "script:ld+json": jobPostingJsonLd(opening) })),
]

const listedOpenings = openings.map((opening) => ({ ...opening, applyHref: applyHref(opening.title) }))

export default function Careers() {
  return (
    <>
      <PageHero
        eyebrow={careersHero.eyebrow}
        title={careersHero.title}
        lead={careersHero.lead}
        aside={<OpeningIndex heading={careersHero.indexHeading} openings={openings} />}
      />
      <FeatureGrid columns={4} {...perksSection} features={perks} />
      <OpeningList id={openingsAnchor} tone="muted" {...openingsSection} openings={listedOpenings} />
      <CtaBand heading={resumeSection.heading} body={resumeSection.body} primary={resumeSection.action}>
        <p className="mt-5 text-lg font-semibold">
          <a
            href={resumeSection.action.href}
            className="text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
          >
            {resumeSection.email}
          </a>
        </p>
      </CtaBand>
    </>
  )
}
