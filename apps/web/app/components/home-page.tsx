import {
  homeHero,
  homeServiceSlugs,
  industries,
  industriesSection,
  reasons,
  servicesSection,
  testimonials,
  testimonialsSection,
  trackRecordSection,
  whyChooseUsSection,
} from "@repo/content/home"
import { serviceOffers } from "@repo/content/service-offers"
import { serviceHref, services } from "@repo/content/services"
import { homeFigures, homeFiguresAsOf } from "@repo/content/stats"
import { FeatureGrid } from "@repo/ui/sections/feature-grid"
import { Hero } from "@repo/ui/sections/hero"
import { IndustryGrid } from "@repo/ui/sections/industry-grid"
import { ServiceCards } from "@repo/ui/sections/service-cards"
import { StatsBand } from "@repo/ui/sections/stats-band"
import { Testimonials } from "@repo/ui/sections/testimonials"

const homeServices = homeServiceSlugs.map((slug) => {
  const service = services.find((s) => s.slug === slug)
  if (!service) throw new Error(`Home lists an unknown service: ${slug}`)
  return { ...service, ...serviceOffers[slug], href: serviceHref(slug) }
})

/*
 * The bands below the hero are laid out when they come near the screen, not in the first frame or
 * again when the brand face arrives (docs/decisions/095). Each keeps at least its real height at
 * every width until then, so an audit that reads the background of text not yet laid out finds
 * the band's own, and about 8% more at 320 px, where a band set in the fallback before the brand
 * face arrives ran 2% taller; e2e/layout-when-near.spec.ts fails when a band outgrows its estimate.
 */
const nearScreen = "[content-visibility:auto] print:[content-visibility:visible]"
const whenNear = {
  stats: `${nearScreen} [contain-intrinsic-block-size:auto_1600px] lg:[contain-intrinsic-block-size:auto_900px]`,
  services: `${nearScreen} [contain-intrinsic-block-size:auto_2600px] lg:[contain-intrinsic-block-size:auto_1650px]`,
  industries: `${nearScreen} [contain-intrinsic-block-size:auto_1300px] lg:[contain-intrinsic-block-size:auto_1100px]`,
  reasons: `${nearScreen} [contain-intrinsic-block-size:auto_1600px] lg:[contain-intrinsic-block-size:auto_900px]`,
  testimonials: `${nearScreen} [contain-intrinsic-block-size:auto_1550px] lg:[contain-intrinsic-block-size:auto_850px]`,
}

/** Home: the hero, the firm in numbers, services, industries, reasons, testimonials. */
export default function HomePage() {
  return (
    <>
      <Hero {...homeHero} />
      <StatsBand
        eyebrow={trackRecordSection.eyebrow}
        heading={trackRecordSection.heading}
        lead={`${trackRecordSection.lead} ${homeFiguresAsOf}`}
        stats={homeFigures}
        action={trackRecordSection.action}
        className={whenNear.stats}
      />
      <ServiceCards {...servicesSection} services={homeServices} className={whenNear.services} />
      <IndustryGrid {...industriesSection} industries={industries} className={whenNear.industries} />
      <FeatureGrid {...whyChooseUsSection} features={reasons} className={whenNear.reasons} />
      <Testimonials {...testimonialsSection} testimonials={testimonials} className={whenNear.testimonials} />
    </>
  )
}
