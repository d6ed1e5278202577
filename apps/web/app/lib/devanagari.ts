// The Devanagari face, for Hindi pages only (docs/decisions/105-devanagari-face.md): a Hindi page's
// `links` adds these; an English page names neither file, so its first load is as it was.
import type { LinkDescriptor } from "react-router"

import devanagariFontUrl from "@repo/ui/assets/fonts/noto-sans-devanagari.woff2?url"
import devanagariStylesUrl from "@repo/ui/styles/devanagari.css?url"

/**
 * The face's style sheet (its @font-face, its metric-matched fallback and the sans stack for
 * `lang="hi"`) and, in the built site, a preload of its one file, so that the font is fetched
 * with the page rather than once the sheet is parsed. No preload under the dev server, as for the
 * brand face in root.tsx: there Chromium fetched it twice and warned that the preload went unused.
 */
export function devanagariLinks(production: boolean = import.meta.env.PROD): LinkDescriptor[] {
  return [
    ...(production
      ? [
          {
            rel: "preload",
            href: devanagariFontUrl,
            as: "font",
            type: "font/woff2",
            crossOrigin: "anonymous",
          } as const,
        ]
      : []),
    { rel: "stylesheet", href: devanagariStylesUrl },
  ]
}
