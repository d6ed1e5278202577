import { cookieDisclosure, legalDocuments, type LegalDocument as LegalContent } from "@repo/content/legal"
import { site } from "@repo/content/site"
import { CookiePreferences } from "@repo/ui/sections/cookie-preferences"
import { LegalDocument } from "@repo/ui/sections/legal-document"
import { useLocation } from "react-router"

import { pageMeta } from "../lib/seo"
import type { Route } from "./+types/legal"

/** One module serves the three legal routes; the path picks the document. */
function documentFor(pathname: string): LegalContent {
  const slug = pathname.replace(/^\/+|\/+$/g, "")
  const doc = legalDocuments.find((d) => d.slug === slug)
  if (!doc) throw new Error(`No legal document at ${pathname}`)
  return doc
}

export const meta = ({ location }: Route.MetaArgs) => {
  const doc = documentFor(location.pathname)
  return pageMeta({
    title: `${doc.title} | ${site.name}`,
    description: doc.description,
    path: `/${doc.slug}`,
  })
}

export default function LegalPage() {
  const doc = documentFor(useLocation().pathname)
  return (
    <LegalDocument
      title={doc.title}
      lastUpdated={doc.lastUpdated}
      intro={doc.intro}
      sections={doc.sections}
      actions={
        doc.slug === "cookie-policy" ? (
          <CookiePreferences disclosure={cookieDisclosure} triggerVariant="accent" />
        ) : undefined
      }
    />
  )
}
