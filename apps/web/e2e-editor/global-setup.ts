// A scratch copy of the content the editor may change (roles, articles, laws, figures), fresh for each run,
// removed afterwards with the builds made from it.
import { cpSync, mkdirSync, rmSync } from "node:fs"
import { join } from "node:path"

import { contentRoot, editorBuildDir } from "./ports"

const source = join(import.meta.dirname, "../../../packages/content/src")

export default function setup() {
  rmSync(contentRoot, { recursive: true, force: true })
  mkdirSync(join(contentRoot, "packages/content/src"), { recursive: true })
  for (const folder of ["jobs", "articles", "laws", "figures", "rates", "jobs-removed.json"])
    cpSync(join(source, folder), join(contentRoot, "packages/content/src", folder), { recursive: true })
  // Afterwards: the scratch copy, and the builds made from it.
  return () => {
    rmSync(contentRoot, { recursive: true, force: true })
    rmSync(join(import.meta.dirname, "..", editorBuildDir), { recursive: true, force: true })
  }
}
