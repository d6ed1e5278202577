import { companyLinks, legalLinks, serviceLinks } from "@repo/content/navigation"
import { site } from "@repo/content/site"
import { SiteFooter } from "@repo/ui/sections/site-footer"

import { buildYear } from "../lib/build-date"

/** The site's footer, filled from the content package. */
export default function Footer() {
  return (
    <SiteFooter
      name={site.name}
      legalName={site.legalName}
      blurb={site.description}
      serviceLinks={serviceLinks}
      companyLinks={companyLinks}
      legalLinks={legalLinks}
      social={site.social}
      email={site.email}
      phone={site.phone}
      hours={site.businessHours}
      address={{ name: site.branchOffice.name, lines: site.branchOffice.lines }}
      copyrightYear={buildYear()}
    />
  )
}
