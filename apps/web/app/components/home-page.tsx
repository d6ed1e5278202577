import {
  firmStatsSection,
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
import { firmStats, firmStatsAsOf, trackRecord, trackRecordAsOf } from "@repo/content/stats"
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

/** Home: the hero, the track record, services, industries, reasons, the firm in numbers, testimonials. */
export default function HomePage() {
  return (
    <>
      <Hero {...homeHero} />
      <StatsBand
        eyebrow={trackRecordSection.eyebrow}
        heading={trackRecordSection.heading}
        lead={`${trackRecordSection.lead} ${trackRecordAsOf}`}
        stats={trackRecord}
        action={trackRecordSection.action}
      />
      <ServiceCards {...servicesSection} services={homeServices} />
      <IndustryGrid {...industriesSection} industries={industries} />
      <FeatureGrid {...whyChooseUsSection} features={reasons} />
      <StatsBand tone="ink" heading={firmStatsSection.heading} lead={firmStatsAsOf} stats={firmStats} />
      <Testimonials {...testimonialsSection} testimonials={testimonials} />
    </>
  )
}
