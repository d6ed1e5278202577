// JSON-LD (schema.org) for search engines. Builders take plain shapes, so a route hands in its
// content as it is; pages emit them as React Router meta descriptors ({ "script:ld+json": … }).
import { site } from "@repo/content/site"

import { absoluteUrl, siteUrl } from "./site-url"

export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>

const context = "https://schema.org" as const

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
function organizationRef() {
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

export type JobOpening = {
  id: string
  title: string
  location: string
  type: string
  department?: string
  experience?: string
  description: string
  /** ISO date (YYYY-MM-DD). */
  datePosted: string
}

const employmentTypes: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
}

/** One opening on /careers. Applications go by e-mail, so the posting is not a direct apply. */
export function jobPostingJsonLd(opening: JobOpening, pagePath = "/careers"): JsonLd {
  const employmentType = employmentTypes[opening.type.toLowerCase()]
  if (!employmentType) throw new Error(`No schema.org employment type for "${opening.type}"`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(opening.datePosted))
    throw new Error(`datePosted must be an ISO date: ${opening.datePosted}`)
  return {
    "@context": context,
    "@type": "JobPosting",
    title: opening.title,
    description: opening.description,
    identifier: { "@type": "PropertyValue", name: site.name, value: opening.id },
    datePosted: opening.datePosted,
    employmentType,
    ...(opening.department ? { occupationalCategory: opening.department } : {}),
    ...(opening.experience ? { experienceRequirements: opening.experience } : {}),
    hiringOrganization: organizationRef(),
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: opening.location, addressCountry: "IN" },
    },
    directApply: false,
    url: absoluteUrl(`${pagePath}#${opening.id}`),
  }
}

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
]

/**
 * 'March 2, 2025' as an ISO date, or undefined when the text is not a real date of that form
 * (the remote-culture article keeps the source's malformed 'Admin 28, 2025'): structured data
 * must not state a date the page does not.
 */
export function isoDate(text: string): string | undefined {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim())
  if (!match) return undefined
  const month = months.indexOf(match[1]!)
  const day = Number(match[2])
  const year = Number(match[3])
  if (month < 0) return undefined
  const date = new Date(Date.UTC(year, month, day))
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day) return undefined
  return date.toISOString().slice(0, 10)
}

export type BlogArticle = {
  title: string
  excerpt: string
  author: string
  date: string
  category?: string
  readTime?: number
  href: string
  image?: { src: string }
}

export function blogPostingJsonLd(article: BlogArticle): JsonLd {
  const url = absoluteUrl(article.href)
  const datePublished = isoDate(article.date)
  return {
    "@context": context,
    "@type": "BlogPosting",
    headline: article.title,
    description: article.excerpt,
    author: { "@type": "Person", name: article.author },
    ...(datePublished ? { datePublished } : {}),
    ...(article.image ? { image: absoluteUrl(article.image.src) } : {}),
    ...(article.category ? { articleSection: article.category } : {}),
    ...(article.readTime ? { timeRequired: `PT${article.readTime}M` } : {}),
    inLanguage: "en-IN",
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    publisher: organizationRef(),
  }
}

export type Faq = { question: string; answer: string }

export function faqPageJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
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
