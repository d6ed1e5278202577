// JSON-LD (schema.org) for search engines. Builders take plain shapes, so a route hands in its
// content as it is; pages emit them as React Router meta descriptors ({ "script:ld+json": … }).
import { site } from "@repo/content/site"

import { absoluteUrl, siteUrl } from "./site-url"

export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>

export const context = "https://schema.org" as const

/** The firm's node: every other graph refers to it by this id. */
export const organizationId = `${siteUrl}/#organization`

/** The square logo mark (public/icon-512.png): search engines want a raster logo of 112 px or more. */
const logo = { "@type": "ImageObject", url: absoluteUrl("/icon-512.png"), width: 512, height: 512 } as const

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: site.branchOffice.street,
  addressLocality: site.branchOffice.locality,
  addressRegion: site.branchOffice.region,
  postalCode: site.branchOffice.postalCode,
  addressCountry: site.branchOffice.countryCode,
} as const

/** A reference to the firm, for the properties of other things (hiring organisation, publisher). */
export function organizationRef() {
  return { "@type": "Organization", "@id": organizationId, name: site.name, url: `${siteUrl}/`, logo }
}

/** Days and hours as 'Mon-Sat: 10:00 AM - 7:00 PM' states them, for openingHoursSpecification. */
function openingHours(hours: string) {
  const match = /^(\w{3})-(\w{3}):\s*(\d{1,2}):(\d{2})\s*(AM|PM)\s*-\s*(\d{1,2}):(\d{2})\s*(AM|PM)$/.exec(
    hours,
  )
  if (!match) return undefined
  const days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
  const names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
  const [, from, to, openH, openM, openAmPm, closeH, closeM, closeAmPm] = match
  const start = days.indexOf(from!)
  const end = days.indexOf(to!)
  if (start < 0 || end < start) return undefined
  const clock = (hour: string, minute: string, amPm: string) =>
    `${String((Number(hour) % 12) + (amPm === "PM" ? 12 : 0)).padStart(2, "0")}:${minute}`
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: names.slice(start, end + 1),
    opens: clock(openH!, openM!, openAmPm!),
    closes: clock(closeH!, closeM!, closeAmPm!),
  }
}

/** The firm as a professional service (an Organization and LocalBusiness) with its Noida office. */
export function organizationJsonLd(): JsonLd {
  const hours = openingHours(site.businessHours)
  return {
    "@context": context,
    "@type": "ProfessionalService",
    "@id": organizationId,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: `${siteUrl}/`,
    logo,
    image: absoluteUrl("/og.png"),
    email: site.email,
    telephone: site.phone.tel,
    address: postalAddress,
    areaServed: { "@type": "Country", name: site.branchOffice.country },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: site.email,
      telephone: site.phone.tel,
      areaServed: site.branchOffice.countryCode,
      availableLanguage: ["English", "Hindi"],
      ...(hours ? { hoursAvailable: hours } : {}),
    },
    ...(hours ? { openingHoursSpecification: hours } : {}),
    sameAs: site.social.map((profile) => profile.href),
  }
}

export type Crumb = { name: string; path: string }

export function breadcrumbJsonLd(trail: readonly Crumb[]): JsonLd {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

/**
 * JSON for an inline `<script type="application/ld+json">`: characters that could end the script
 * element or confuse an HTML parser are escaped, as React Router does for meta descriptors.
 */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
}
