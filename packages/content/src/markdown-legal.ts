// Legal files (src/legal/<slug>.md) to the documents the legal pages show. Build time only:
// `legal-documents.ts` (in Vite) and `disk.ts` (in Node) feed it the files.
import type { Element } from "hast"
import { toString as hastText } from "hast-util-to-string"
import { z } from "zod"

import { displayDate } from "./blog"
import { legalSlugs, type LegalDocument, type LegalSection, type LegalSlug } from "./legal"
import { ContentError, isIsoDate, readableText, renderMarkdown, toHtml } from "./markdown"
import { grievanceOfficer, site } from "./site"
import {
  applicationDraftStoragePrefix,
  briefDraftStorageKey,
  contactDraftStorageKey,
  scrollPositionsStorageKey,
} from "./storage"

export const legalFrontmatter = z.strictObject({
  title: z.string().trim().min(3),
  description: z.string().trim().min(50).max(160, "must be at most 160 characters (a meta description)"),
  /** The day the page's text last changed, YYYY-MM-DD (checked against git by legal-dates.test.ts). */
  updated: z
    .string({ error: "must be a date written YYYY-MM-DD" })
    .refine(isIsoDate, { error: (issue) => `must be a real date written YYYY-MM-DD, not "${issue.input}"` }),
})

/**
 * What `{{key}}` stands for in a legal file: the firm's identity lives once, in site.ts, so a
 * deployer who rebrands there rebrands the policies too.
 */
export const legalPlaceholders: Readonly<Record<string, string>> = {
  name: site.name,
  legalName: site.legalName,
  email: site.email,
  careersEmail: site.careersEmail,
  grievanceOfficerName: grievanceOfficer.name,
  grievanceOfficerDesignation: grievanceOfficer.designation,
  grievanceOfficerEmail: grievanceOfficer.email,
  phone: site.phone.display,
  businessHours: site.businessHours,
  address: site.branchOffice.lines.join(", "),
  locality: site.branchOffice.locality,
  region: site.branchOffice.region,
  socialNetworks: site.social.map((profile) => profile.network).join(", "),
  contactDraftStorageKey,
  briefDraftStorageKey,
  applicationDraftStoragePrefix,
  scrollPositionsStorageKey,
}

/** One legal file: the text before the first `##` is the intro, each `##` opens a section. */
export function parseLegalDocument(file: string, raw: string): LegalDocument {
  const slug = /([^/]+)\.md$/.exec(file)?.[1] as LegalSlug | undefined
  if (!slug || !legalSlugs.includes(slug))
    throw new ContentError(`${file}: a legal page is one of ${legalSlugs.map((s) => `${s}.md`).join(", ")}`)
  const { meta, tree, words } = renderMarkdown(file, raw, legalFrontmatter, legalPlaceholders)
  const starts = tree.children.flatMap((node, i) =>
    node.type === "element" && node.tagName === "h2" ? [i] : [],
  )
  if (starts.length === 0) throw new ContentError(`${file}: the body needs "## " section headings`)
  const sections: LegalSection[] = starts.map((start, i) => {
    const heading = tree.children[start] as Element
    return {
      id: String(heading.properties.id),
      heading: hastText(heading),
      html: toHtml(tree.children.slice(start + 1, starts[i + 1])).trim(),
    }
  })
  return {
    slug,
    title: meta.title,
    description: meta.description,
    updated: meta.updated,
    lastUpdated: displayDate(meta.updated),
    introHtml: toHtml(tree.children.slice(0, starts[0])).trim(),
    sections,
    text: `${meta.title}\n${readableText(tree).replace(/\s+/g, " ").trim()}`,
    words,
  }
}

/** Privacy, terms and cookies, in that order, from `{ "./legal/<slug>.md": text }`. */
export function loadLegalDocuments(files: Readonly<Record<string, string>>): LegalDocument[] {
  return legalSlugs.map((slug) => {
    const raw = files[`./legal/${slug}.md`]
    if (raw === undefined) throw new ContentError(`src/legal/${slug}.md is missing`)
    return parseLegalDocument(`src/legal/${slug}.md`, raw)
  })
}
