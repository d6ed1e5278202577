// A page's language as its loader gives it (words.server.ts's pageLanguage), read by the root for
// the header, the footer and the language switch. Pages without it are English, with no switch.
import { useMatches } from "react-router"

import type { Locale } from "./locale"
import type { FrameWords } from "./words.server"

export type PageLanguage = {
  locale: Locale
  /** The page's address in each language, when it has both: its hreflang alternates. */
  alternates: Record<Locale, string> | null
  /** The link to the same page in the other language, labelled in that language. */
  switchTo?: { locale: Locale; href: string; label: string }
  /** The header's and footer's words, on a page not in English. */
  frame?: FrameWords
}

/** The language the page's route gives (the deepest match, the page itself), if any. */
export function usePageLanguage(): PageLanguage | undefined {
  return (useMatches().at(-1)?.loaderData as { language?: PageLanguage } | undefined)?.language
}
