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
      />
      <ServiceCards {...servicesSection} services={homeServices} />
      <IndustryGrid {...industriesSection} industries={industries} />
      <FeatureGrid {...whyChooseUsSection} features={reasons} />
      <Testimonials {...testimonialsSection} testimonials={testimonials} />
    </>
  )
}
