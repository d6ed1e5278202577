import type { ServicePage as ServicePageRecord, ServiceSection } from "@repo/content/services"
import { cn } from "@repo/ui/lib/cn"
import { ActsList } from "@repo/ui/sections/acts-list"
import { Checklist } from "@repo/ui/sections/checklist"
import { CtaBand } from "@repo/ui/sections/cta-band"
import { DetailCards } from "@repo/ui/sections/detail-cards"
import { FeatureGrid } from "@repo/ui/sections/feature-grid"
import { ProcessSteps } from "@repo/ui/sections/process-steps"
import { RiskPanel } from "@repo/ui/sections/risk-panel"
import type { SectionTone } from "@repo/ui/sections/section"
import { ServiceHero } from "@repo/ui/sections/service-hero"
import { SplitLists } from "@repo/ui/sections/split-lists"

type BandTone = Extract<SectionTone, "default" | "muted">

function ServiceSectionView({ section, tone }: { section: ServiceSection; tone: BandTone }) {
  const heading = { eyebrow: section.eyebrow, heading: section.heading, lead: section.intro, tone }
  switch (section.kind) {
    case "benefits":
      return <FeatureGrid {...heading} features={section.items} />
    case "cards":
      return <DetailCards {...heading} items={section.items} />
    case "checklist":
      return <Checklist {...heading} items={section.items} />
    case "split":
      return <SplitLists {...heading} columns={section.columns} />
    case "process":
      return <ProcessSteps {...heading} steps={section.steps} />
    case "acts":
      return <ActsList {...heading} acts={section.acts} note={section.note} />
    case "risk":
      return <RiskPanel {...heading} figures={section.figures} />
    default: {
      const unknown: never = section
      throw new Error(`Unknown service section: ${JSON.stringify(unknown)}`)
    }
  }
}

/**
 * A whole service page: the hero, its sections in order on alternating white and muted bands,
 * and the closing call to action.
 */
export default function ServicePageView({ page }: { page: ServicePageRecord }) {
  const { hero, sections, cta } = page
  return (
    <>
      <ServiceHero
        eyebrow={hero.eyebrow}
        headline={hero.headline}
        lead={hero.lead}
        highlights={hero.highlights}
        action={hero.action}
      />
      {sections.map((section, index) => (
        <ServiceSectionView
          key={section.heading}
          section={section}
          tone={index % 2 === 0 ? "default" : "muted"}
        />
      ))}
      <CtaBand
        heading={cta.heading}
        body={cta.body}
        primary={cta.primary}
        secondary={cta.secondary}
        // After a white band the two paddings would stack; the band's own bottom padding is gap enough.
        className={cn(sections.length % 2 === 1 && "pt-0 sm:pt-0")}
      />
    </>
  )
}
