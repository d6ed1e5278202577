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

/*
 * The bands below the hero are laid out when they come near the screen, not in the first frame or
 * again when the brand face arrives (docs/decisions/095). The hero fills a phone's first screen.
 * Each kind keeps at least the tallest real height any service page gives it at each width, so an
 * audit that reads the background of text not yet laid out finds the band's own;
 * e2e/layout-when-near.spec.ts fails when a band outgrows its estimate. The acts list is laid out
 * at once: it grows with the law register the firm edits.
 */
const nearScreen = "[content-visibility:auto] print:[content-visibility:visible]"
const whenNear: Record<Exclude<ServiceSection["kind"], "acts">, string> = {
  benefits: `${nearScreen} [contain-intrinsic-block-size:auto_1650px] md:[contain-intrinsic-block-size:auto_1150px] lg:[contain-intrinsic-block-size:auto_1000px]`,
  cards: `${nearScreen} [contain-intrinsic-block-size:auto_2350px] md:[contain-intrinsic-block-size:auto_1850px] lg:[contain-intrinsic-block-size:auto_1550px]`,
  checklist: `${nearScreen} [contain-intrinsic-block-size:auto_1250px] md:[contain-intrinsic-block-size:auto_750px] lg:[contain-intrinsic-block-size:auto_700px]`,
  split: `${nearScreen} [contain-intrinsic-block-size:auto_2200px] md:[contain-intrinsic-block-size:auto_1250px] lg:[contain-intrinsic-block-size:auto_1100px]`,
  process: `${nearScreen} [contain-intrinsic-block-size:auto_1350px] md:[contain-intrinsic-block-size:auto_900px] lg:[contain-intrinsic-block-size:auto_750px]`,
  risk: `${nearScreen} [contain-intrinsic-block-size:auto_1500px] md:[contain-intrinsic-block-size:auto_1000px] lg:[contain-intrinsic-block-size:auto_900px]`,
}

function ServiceSectionView({ section, tone }: { section: ServiceSection; tone: BandTone }) {
  const heading = { eyebrow: section.eyebrow, heading: section.heading, lead: section.intro, tone }
  switch (section.kind) {
    case "benefits":
      return <FeatureGrid {...heading} features={section.items} className={whenNear.benefits} />
    case "cards":
      return <DetailCards {...heading} items={section.items} className={whenNear.cards} />
    case "checklist":
      return <Checklist {...heading} items={section.items} className={whenNear.checklist} />
    case "split":
      return <SplitLists {...heading} columns={section.columns} className={whenNear.split} />
    case "process":
      return <ProcessSteps {...heading} steps={section.steps} className={whenNear.process} />
    case "acts":
      return <ActsList {...heading} acts={section.acts} note={section.note} />
    case "risk":
      return <RiskPanel {...heading} figures={section.figures} className={whenNear.risk} />
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
