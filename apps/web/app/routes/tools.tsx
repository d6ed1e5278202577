import { toolPageCopy } from "@repo/content/tool-page"
import { toolHref, tools, toolsPage } from "@repo/content/tools"
import { CtaBand } from "@repo/ui/sections/cta-band"
import { PageHero } from "@repo/ui/sections/page-hero"
import { ServiceCards } from "@repo/ui/sections/service-cards"

import { pageMeta } from "../lib/seo"

export const meta = () => pageMeta({ ...toolsPage.seo, path: "/tools" })

const cards = tools.map((tool) => ({
  title: tool.title,
  description: tool.description,
  features: tool.features,
  icon: tool.icon,
  href: toolHref(tool.slug),
}))

export default function Tools() {
  return (
    <>
      <PageHero eyebrow={toolsPage.eyebrow} title={toolsPage.title} lead={toolsPage.lead} />
      <ServiceCards
        heading={toolsPage.cardsHeading}
        lead={toolsPage.cardsLead}
        services={cards}
        linkLabel={toolsPage.linkLabel}
      />
      <p className="container-page -mt-8 pb-4 text-center text-muted-foreground sm:-mt-10">
        {toolsPage.privacy}
      </p>
      <CtaBand
        heading={toolPageCopy.cta.heading}
        body={toolPageCopy.cta.body}
        primary={toolPageCopy.cta.primary}
        secondary={toolPageCopy.cta.secondary}
      />
    </>
  )
}
