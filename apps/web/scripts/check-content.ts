// The first step of `pnpm build`: every entry the editor writes as JSON (openings, case studies,
// testimonials, figures, laws) against its schema. A bad file stops the build here, naming the file
// and the field, before anything is built from it (docs/decisions/080-git-based-cms.md).
import { checkEntries } from "@repo/content/check-entries"
import { ContentError } from "@repo/content/content-error"

try {
  console.log(`check-content: ${checkEntries()} entry files match their schemas.`)
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(`check-content: ${error.message}`)
  process.exit(1)
}
