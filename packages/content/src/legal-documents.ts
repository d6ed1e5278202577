// The legal pages, read from src/legal/*.md when Vite builds the site. Import this only where it runs
// at build time (a route's loader): it carries the three documents' text and the Markdown parser.
import type { LegalDocument, LegalSlug } from "./legal"
import { loadLegalDocuments } from "./markdown-legal"

export const legalDocuments: readonly LegalDocument[] = loadLegalDocuments(
  import.meta.glob<string>("./legal/*.md", { query: "?raw", import: "default", eager: true }),
)

export function legalDocument(slug: LegalSlug): LegalDocument {
  return legalDocuments.find((doc) => doc.slug === slug)!
}
