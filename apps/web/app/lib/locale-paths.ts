// A page's address and days in each language (docs/decisions/103), apart from locale.ts: what only
// the job seeker's pages use stays out of the shell every page loads.
import type { MetaDescriptor } from "react-router"

import { devanagariLinks } from "./devanagari"
import { hindiPrefix, localeOf, type Locale } from "./locale"
import { absoluteUrl } from "./site-url"

/** The `hreflang` of a page's version in each language (its alternates and the sitemap's). */
export const hreflang: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" }

/**
 * What a page in `locale` links to beyond the site's own, through its meta: the Devanagari face's
 * preload and style sheet on Hindi pages (decision 105); nothing on English ones.
 */
export function localeLinks(locale: Locale): MetaDescriptor[] {
  return locale === "hi" ? devanagariLinks().map((link) => ({ tagName: "link", ...link })) : []
}

/** The same page's address in `locale`: "/jobs/x" is "/hi/jobs/x" in Hindi, and back. */
export function localePath(pathname: string, locale: Locale): string {
  const english = localeOf(pathname) === "hi" ? pathname.slice(hindiPrefix.length) || "/" : pathname
  if (locale === "en") return english
  return english === "/" ? hindiPrefix : `${hindiPrefix}${english}`
}

const dates: Partial<Record<Locale, Intl.DateTimeFormat>> = {}

/** A YYYY-MM-DD day as the page's language writes it: "3 दिसंबर 2026" in Hindi (Intl's hi-IN). */
export function formatDayIn(iso: string, locale: Locale): string {
  dates[locale] ??= new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  })
  return dates[locale]!.format(new Date(`${iso}T00:00:00Z`))
}

/** The alternates of a page in English and Hindi: each language's, and English for everyone else. */
export function alternateLinks(
  alternates: Record<Locale, string> | null | undefined,
  locale: Locale = "en",
): MetaDescriptor[] {
  if (!alternates) return []
  return [
    { property: "og:locale:alternate", content: locale === "hi" ? "en_IN" : "hi_IN" },
    ...(["en", "hi"] as const).map((locale) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: hreflang[locale],
      href: absoluteUrl(alternates[locale]),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(alternates.en) },
  ]
}
