// Which language a page is in, from its address alone: /hi/… is Hindi, every other path English
// (docs/decisions/103). No cookie, no redirect, no guess from the browser's language.
import type { RoleLocale } from "@repo/content/jobs"

export type Locale = RoleLocale

/** The `lang` of a page's `<html>`: Indian English, or Hindi. */
export const htmlLang: Record<Locale, string> = { en: "en-IN", hi: "hi" }

/** The `hreflang` of a page's version in each language (its alternates and the sitemap's). */
export const hreflang: Record<Locale, string> = { en: "en-IN", hi: "hi-IN" }

const hindiPrefix = "/hi"

/** The language of the page at `pathname`. */
export function localeOf(pathname: string): Locale {
  return pathname === hindiPrefix || pathname.startsWith(`${hindiPrefix}/`) ? "hi" : "en"
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
