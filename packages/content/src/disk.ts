/// <reference types="node" />
// The articles and legal documents read straight from disk, for Node scripts and end-to-end tests
// that run outside Vite (the site itself loads them through `articles.ts` and `legal-documents.ts`).
import { readdirSync, readFileSync } from "node:fs"

import type { Article } from "./blog"
import type { LegalDocument } from "./legal"
import { loadArticles } from "./markdown-articles"
import { loadLegalDocuments } from "./markdown-legal"

/** `{ "./<folder>/<name>.md": text }`, as Vite's `import.meta.glob` gives it. */
function markdownFiles(folder: "articles" | "legal"): Record<string, string> {
  const dir = new URL(`./${folder}/`, import.meta.url)
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => [`./${folder}/${name}`, readFileSync(new URL(name, dir), "utf8")]),
  )
}

export function articlesOnDisk(): Article[] {
  return loadArticles(markdownFiles("articles"))
}

export function legalDocumentsOnDisk(): LegalDocument[] {
  return loadLegalDocuments(markdownFiles("legal"))
}
