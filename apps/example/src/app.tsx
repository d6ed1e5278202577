import { serviceOffers } from "@repo/content/service-offers"
import { serviceHref, services } from "@repo/content/services"
import { trackRecord } from "@repo/content/stats"
import { Button } from "@repo/ui/components/button"
import { Icon } from "@repo/ui/components/icon"
import { IconSprite } from "@repo/ui/components/icon-sprite"
import { CtaBand } from "@repo/ui/sections/cta-band"
import { ServiceCards } from "@repo/ui/sections/service-cards"
import { StatsBand } from "@repo/ui/sections/stats-band"
import sprite from "@repo/ui/assets/icons.svg?raw"
import fontUrl from "@repo/ui/assets/fonts/plus-jakarta-sans-core.woff2?url"
import { preload } from "react-dom"

/** A page built only from the design system and the content package, as their READMEs describe. */
export function App() {
  // The brand face's core cut, fetched before the first text needs it.
  preload(fontUrl, { as: "font", type: "font/woff2", crossOrigin: "anonymous" })
  return (
    <>
      <IconSprite sprite={sprite} />
      <main>
        <div className="container-page flex flex-col items-start gap-6 py-16">
          <h1 className="text-display font-extrabold">Built from @repo/ui</h1>
          <Button asChild size="lg">
            <a href="#services">
              <Icon name="briefcase" />
              Our services
            </a>
          </Button>
        </div>
        <StatsBand tone="ink" heading="Our track record" stats={trackRecord} />
        <ServiceCards
          id="services"
          heading="What we do"
          services={services.slice(0, 3).map((service) => ({
            ...service,
            ...serviceOffers[service.slug],
            href: serviceHref(service.slug),
          }))}
        />
        <CtaBand
          heading="Ready to talk?"
          body="Tell us what you need and we will reply within one working day."
          primary={{ label: "Contact us", href: "#" }}
        />
      </main>
    </>
  )
}
