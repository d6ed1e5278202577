// The link to the same page in the other language, over the top of the page's hero, on its ink: "हिंदी में
// पढ़ें" on an English page, "Read in English" on a Hindi one. A plain link to a prerendered page,
// named in the language it leads to (decision 103).
import { Icon } from "@repo/ui/components/icon"
import { Link } from "@repo/ui/components/link"

import { htmlLang, type Locale } from "../lib/locale"
import { hreflang } from "../lib/locale-paths"

type LanguageSwitchProps = {
  /** The language the link leads to. */
  locale: Locale
  /** The same page's address in that language. */
  href: string
  /** The link's words, in that language. */
  label: string
}

export function LanguageSwitch({ locale, href, label }: LanguageSwitchProps) {
  return (
    // Laid over the top of the page's hero (every such page opens with one), on its ink: a bar of its
    // own drew a seam above the hero's grid.
    <div data-slot="language-switch" data-print="hide" className="relative z-10 h-0 text-ink-foreground">
      <div className="container-page flex justify-end pt-1.5 sm:pt-3">
        <Link
          href={href}
          lang={htmlLang[locale]}
          hrefLang={hreflang[locale]}
          className="relative z-10 inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-[0.95rem] font-semibold underline decoration-accent decoration-2 underline-offset-4 hover:text-accent"
        >
          <Icon name="globe" className="size-4.5 shrink-0" />
          {label}
        </Link>
      </div>
    </div>
  )
}
