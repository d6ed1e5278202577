import { cookieDisclosure, legalSlugs, type LegalSlug } from "@repo/content/legal"
import { legalDocument } from "@repo/content/legal-documents"
import { site } from "@repo/content/site"
import { CookiePreferences } from "@repo/ui/sections/cookie-preferences"
import { LegalDocument } from "@repo/ui/sections/legal-document"

import { pageMeta } from "../lib/seo"
import type { Route } from "./+types/legal"

// One module serves the three legal routes; the path picks the document. The loader runs at build
// time, so each page carries only its own document's text, in its HTML and its loader data.
export function loader({ url }: Route.LoaderArgs) {
  // `url`, not `request.url`: a data request's URL ends in `.data` (future.v8_passThroughRequests).
  const slug = url.pathname.replace(/^\/+|\/+$/g, "")
  if (!legalSlugs.includes(slug as LegalSlug)) throw new Error(`No legal document at /${slug}`)
  const { text: _text, words: _words, ...doc } = legalDocument(slug as LegalSlug)
  return doc
}

export const meta: Route.MetaFunction = ({ loaderData: doc }) =>
  doc
    ? pageMeta({
        title: `${doc.title} | ${site.name}`,
        description: doc.description,
        path: `/${doc.slug}`,
      })
    : []

export default function LegalPage({ loaderData: doc }: Route.ComponentProps) {
  return (
    <LegalDocument
      title={doc.title}
      lastUpdated={doc.lastUpdated}
      introHtml={doc.introHtml}
      sections={doc.sections}
      actions={
        doc.slug === "cookie-policy" ? (
          <CookiePreferences disclosure={cookieDisclosure} triggerVariant="accent" />
        ) : undefined
      }
    />
  )
}
