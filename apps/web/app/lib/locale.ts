// Which language a page is in, from its address alone: /hi/… is Hindi, every other path English
// (docs/decisions/103). No cookie, no redirect, no guess from the browser's language. The root
// imports this file, so it holds only what every page needs; the rest is in locale-paths.ts.
import type { RoleLocale } from "@repo/content/jobs"

export type Locale = RoleLocale

/** The `lang` of a page's `<html>`: Indian English, or Hindi. */
export const htmlLang: Record<Locale, string> = { en: "en-IN", hi: "hi" }

/** Where the Hindi pages are: /hi/jobs is /jobs in Hindi. */
export const hindiPrefix = "/hi"

/** The language of the page at `pathname`. */
export function localeOf(pathname: string): Locale {
  return pathname === hindiPrefix || pathname.startsWith(`${hindiPrefix}/`) ? "hi" : "en"
}
