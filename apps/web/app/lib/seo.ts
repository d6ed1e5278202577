import { site } from "@repo/content/site"
import type { MetaDescriptor } from "react-router"

/** The canonical origin, from the build's SITE_URL. */
export const siteUrl = (import.meta.env.SITE_URL || site.defaultSiteUrl).replace(/\/+$/, "")

export function absoluteUrl(path: string) {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`
}

type PageMeta = { title: string; description: string; path: string; type?: "website" | "article" }

/** Title, description, canonical URL and social tags for one prerendered page. */
export function pageMeta({ title, description, path, type = "website" }: PageMeta): MetaDescriptor[] {
  const url = absoluteUrl(path)
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ]
}
