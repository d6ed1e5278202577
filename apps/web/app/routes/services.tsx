import { serviceHref, services } from "@repo/content/services"
import { serviceOffers } from "@repo/content/service-offers"
import { servicesOverview } from "@repo/content/services/overview"
import { site } from "@repo/content/site"
import { CtaBand } from "@repo/ui/sections/cta-band"
import { Section } from "@repo/ui/sections/section"
import { ServiceHero } from "@repo/ui/sections/service-hero"
import { ServiceOverviewCard } from "@repo/ui/sections/service-overview-card"

import { pageMeta } from "../lib/seo"

export const meta = () => pageMeta({ ...servicesOverview.seo, path: "/services" })

// The brochure is this page, printed: the print stylesheet drops the header, footer and buttons.
function printBrochure() {
  window.print()
}

export default function Services() {
  const { hero, cardLabels, cta } = servicesOverview
  return (
    <>
      {/* The brochure's letterhead: the printed page has no header or footer. */}
      <address
        className="container-page hidden border-b border-border py-4 text-sm not-italic print:block"
        data-slot="brochure-contact"
      >
        <strong>{site.legalName}</strong> · {site.branchOffice.lines.join(", ")} · {site.phone.display} ·{" "}
        {site.email}
      </address>
      <ServiceHero eyebrow={hero.eyebrow} headline={hero.headline} lead={hero.lead} figures={hero.figures} />
      <Section tone="muted" className="print:py-8">
        <ul className="grid gap-6 lg:gap-8">
          {services.map((service) => (
            <li key={service.slug}>
              <ServiceOverviewCard
                title={service.title}
                description={service.description}
                icon={service.icon}
                features={serviceOffers[service.slug].features}
                benefits={serviceOffers[service.slug].benefits}
                href={serviceHref(service.slug)}
                labels={cardLabels}
                headingLevel="h2"
              />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        heading={cta.heading}
        body={cta.body}
        primary={cta.primary}
        secondary={{ label: cta.brochureLabel, onClick: printBrochure, note: cta.brochureNote }}
        data-print="hide"
      />
    </>
  )
}
