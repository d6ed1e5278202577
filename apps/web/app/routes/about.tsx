import {
  aboutCta,
  aboutHero,
  aboutSeo,
  aboutStatsSection,
  ourStory,
  purpose,
  values,
  valuesSection,
} from "@repo/content/about"
import { firmStats, firmStatsAsOf } from "@repo/content/stats"
import { CtaBand } from "@repo/ui/sections/cta-band"
import { FeatureGrid } from "@repo/ui/sections/feature-grid"
import { PageHero } from "@repo/ui/sections/page-hero"
import { PurposePanels } from "@repo/ui/sections/purpose-panels"
import { StatsBand } from "@repo/ui/sections/stats-band"
import { StorySplit } from "@repo/ui/sections/story-split"

import { pageMeta } from "../lib/seo"

export const meta = () => pageMeta({ ...aboutSeo, path: "/about" })

export default function About() {
  return (
    <>
      <PageHero {...aboutHero} />
      <StorySplit {...ourStory} />
      <StatsBand tone="ink" {...aboutStatsSection} lead={firmStatsAsOf} stats={firmStats} />
      <PurposePanels panels={purpose} />
      <FeatureGrid tone="muted" columns={4} {...valuesSection} features={values} />
      <CtaBand {...aboutCta} />
    </>
  )
}
