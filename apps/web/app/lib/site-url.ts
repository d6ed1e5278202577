import { site } from "@repo/content/site"

/** The canonical origin, from the build's SITE_URL. */
export const siteUrl = (import.meta.env.SITE_URL || site.defaultSiteUrl).replace(/\/+$/, "")

export function absoluteUrl(path: string) {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`
}
