import { companyLinks, legalLinks, serviceLinks } from "@repo/content/navigation"
import { site } from "@repo/content/site"
import { SiteFooter } from "@repo/ui/sections/site-footer"

import { buildYear } from "../lib/build-date"
import type { FrameWords } from "../lib/words.server"

/**
 * The site's footer, filled from the content package; on a Hindi page, with the words its loader
 * gave (the services' names stay English, as their pages are).
 */
export default function Footer({ words }: { words?: FrameWords["footer"] }) {
  return (
    <SiteFooter
      name={site.name}
      legalName={site.legalName}
      blurb={words?.blurb ?? site.description}
      serviceLinks={words ? serviceLinks.map((link) => ({ ...link, lang: "en" })) : serviceLinks}
      companyLinks={words?.companyLinks ?? companyLinks}
      legalLinks={words?.legalLinks ?? legalLinks}
      social={site.social}
      email={site.email}
      phone={site.phone}
      hours={words?.hours ?? site.businessHours}
      address={{ name: words?.officeName ?? site.branchOffice.name, lines: site.branchOffice.lines }}
      copyrightYear={buildYear()}
      labels={words?.labels}
    />
  )
}
