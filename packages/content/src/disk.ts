/// <reference types="node" />
// The articles and legal documents read straight from disk, for Node scripts and end-to-end tests
// that run outside Vite (the site itself loads them through `articles.ts` and `legal-documents.ts`).
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"

import type { Article } from "./blog"
import { generalApplication, openings } from "./careers"
import type { ClientRole, RemovedRole } from "./jobs"
import type { LegalDocument } from "./legal"
import { loadArticles } from "./markdown-articles"
import { loadJobs, parseRemovedRoles } from "./markdown-jobs"
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

/** The repository this package is in: the nearest folder up from `from` with pnpm-workspace.yaml. */
function repositoryRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "pnpm-workspace.yaml"))) return dir
    if (dirname(dir) === dir) throw new Error(`No pnpm-workspace.yaml above ${from}`)
  }
}

/**
 * The roles the firm is filling for clients (src/jobs/*.md). `CONTENT_ROOT` names another copy of
 * the repository to read them from (the editor's end-to-end test builds from a scratch copy). A
 * route's loader reaches this bundled, away from this file, so the folder is found from the
 * repository rather than from `import.meta.url`.
 */
export function jobsOnDisk(root = process.env.CONTENT_ROOT || repositoryRoot(process.cwd())): ClientRole[] {
  const dir = resolve(root, "packages/content/src/jobs")
  const files = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => [`./jobs/${name}`, readFileSync(join(dir, name), "utf8")]),
  )
  return loadJobs(files, [...openings.map((opening) => opening.id), generalApplication.id])
}

/**
 * The roles whose files were removed (src/jobs-removed.json), so that their addresses keep answering
 * "this role has closed" (docs/decisions/085-closed-roles.md). Read from `CONTENT_ROOT` like the roles.
 */
export function removedRolesOnDisk(
  root = process.env.CONTENT_ROOT || repositoryRoot(process.cwd()),
): RemovedRole[] {
  const file = resolve(root, "packages/content/src/jobs-removed.json")
  const roles = existsSync(file) ? readFileSync(file, "utf8") : "[]"
  return parseRemovedRoles("src/jobs-removed.json", roles, jobsOnDisk(root))
}
