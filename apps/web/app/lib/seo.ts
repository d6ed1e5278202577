import { companyLinks, legalLinks, serviceLinks } from "@repo/content/navigation"
import { site } from "@repo/content/site"
import type { MetaDescriptor } from "react-router"

import { absoluteUrl } from "./site-url"
import { breadcrumbJsonLd, type Crumb } from "./structured-data"

export { absoluteUrl, siteUrl } from "./site-url"

/** The browser's UI colour: the brand blue of the logo mark (the primary token). */
export const themeColor = "#0e49bc"

/** Our own 1200×630 share card (apps/web/public/og.png, made by scripts/make-icons.ts). */
export const shareImage = {
  src: "/og.png",
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
} as const

type ShareImage = { src: string; width: number; height: number; alt: string }

type PageMeta = {
  title: string
  description: string
  path: string
  type?: "website" | "article"
  /** The page's name in breadcrumbs, where its navigation label or title would not do. */
  breadcrumb?: string
  image?: ShareImage
  /** The page's versions in each language, when it has both: `alternateLinks` (locale-paths.ts). */
  alternates?: MetaDescriptor[]
  /** The breadcrumb trail, where the path's segments would not name it (a Hindi page's). */
  trail?: Crumb[]
  /** The page's language for social cards: "hi_IN" on a Hindi page. */
  ogLocale?: string
}

// Pages the navigation names, by path: their breadcrumb reads as the link a visitor clicked.
const navigationNames = new Map<string, string>(
  [...serviceLinks, ...companyLinks, ...legalLinks].map((link) => [link.href, link.label]),
)

function titleCase(segment: string) {
  return segment
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ")
}

/**
 * The trail from the home page to a nested page (two or more path segments): each ancestor by its
 * navigation label or, failing that, its path segment; the page itself by the name it is given,
 * its navigation label, or its title without the site name.
 */
export function breadcrumbTrail(path: string, title: string, name?: string): Crumb[] {
  const segments = path.split("/").filter(Boolean)
  if (segments.length < 2) return []
  const ancestors = segments.slice(0, -1).map((segment, index) => {
    const href = `/${segments.slice(0, index + 1).join("/")}`
    return { name: navigationNames.get(href) ?? titleCase(segment), path: href }
  })
  const own = name ?? navigationNames.get(path) ?? title.split(" | ")[0]!.trim()
  return [{ name: "Home", path: "/" }, ...ancestors, { name: own, path }]
}

/**
 * Title, description, canonical URL, social tags with the share image, the theme colour and, on
 * nested pages, a BreadcrumbList, for one prerendered page.
 */
export function pageMeta({
  title,
  description,
  path,
  type = "website",
  breadcrumb,
  image = shareImage,
  alternates,
  trail: givenTrail,
  ogLocale = "en_IN",
}: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(path)
  const imageUrl = absoluteUrl(image.src)
  const trail = givenTrail ?? breadcrumbTrail(path, title, breadcrumb)
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(alternates ?? []),
    { name: "theme-color", content: themeColor },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: ogLocale },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
    ...(trail.length > 0 ? [{ "script:ld+json": breadcrumbJsonLd(trail) }] : []),
  ]
}
