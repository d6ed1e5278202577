// The client roles, read from src/jobs/*.md where Vite compiles this package (Storybook): it
// carries every role's text and the Markdown parser. The site reads them in its loaders, from disk
// (`jobsOnDisk` in disk.ts), so an editor's save shows without a rebuild of this module.
import { generalApplication, openings } from "./careers"
import type { ClientRole } from "./jobs"
import { loadJobs } from "./markdown-jobs"

export const jobs: readonly ClientRole[] = loadJobs(
  import.meta.glob<string>("./jobs/*.md", { query: "?raw", import: "default", eager: true }),
  [...openings.map((opening) => opening.id), generalApplication.id],
)
