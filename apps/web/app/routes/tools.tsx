import { toolDetailsCopy } from "@repo/content/tool-page"
import { ratesPage, toolHref, toolsOn, toolsPage } from "@repo/content/tools"
import { Link } from "@repo/ui/components/link"
import { CtaBand } from "@repo/ui/sections/cta-band"
import { PageHero } from "@repo/ui/sections/page-hero"
import { ServiceCards } from "@repo/ui/sections/service-cards"

import { buildDate } from "../lib/build-date"
import { pageMeta } from "../lib/seo"
import type { Route } from "./+types/tools"

export const meta = () => pageMeta({ ...toolsPage.seo, path: "/tools" })

// Runs at build time only: the cards state the statutory figures in force on the build's day.
export function loader() {
  return {
    cards: toolsOn(buildDate()).map((tool) => ({
      title: tool.title,
      description: tool.description,
      features: tool.features,
      icon: tool.icon,
      href: toolHref(tool.slug),
    })),
  }
}

export default function Tools({ loaderData: { cards } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={toolsPage.eyebrow} title={toolsPage.title} lead={toolsPage.lead} />
      <ServiceCards
        heading={toolsPage.cardsHeading}
        lead={toolsPage.cardsLead}
        services={cards}
        linkLabel={toolsPage.linkLabel}
        className="pb-8 sm:pb-10 lg:pb-12"
      />
      {/* The note closes the cards' grey band, inside its own grey, so the band always holds it whole. */}
      <div data-slot="tools-privacy" className="bg-muted pb-16 sm:pb-20 lg:pb-24">
        <p className="container-page max-w-3xl text-center text-balance text-muted-foreground">
          {toolsPage.privacy}
        </p>
        <p className="container-page mt-4 max-w-3xl text-center">
          <Link href={ratesPage.path} className="font-semibold text-primary underline underline-offset-4">
            {ratesPage.linkFromTools}
          </Link>
        </p>
      </div>
      <CtaBand
        heading={toolDetailsCopy.cta.heading}
        body={toolDetailsCopy.cta.body}
        primary={toolDetailsCopy.cta.primary}
        secondary={toolDetailsCopy.cta.secondary}
      />
    </>
  )
}
