// Every entry file the editor writes (entries.ts), checked with its schema: `pnpm build` runs this
// first (apps/web/scripts/check-content.ts), so a bad file stops the build naming the file and the
// field, and entries.test.ts runs it on every change. The site's modules never import it, so no
// page carries zod or these checks.
import { measures } from "./company-figures"
import { checkCaseStudies, checkFigures, checkOpenings, checkTestimonials } from "./entry-schemas"
import { checkLaws } from "./law-entry"
import { checkRates } from "./rate-entry"

/** Throws a ContentError naming the first bad file and its fields; returns how many files passed. */
export function checkEntries(): number {
  return [
    checkLaws(),
    checkFigures(measures),
    checkTestimonials(),
    checkCaseStudies(),
    checkOpenings(),
    checkRates(),
  ].reduce((count, entries) => count + Object.keys(entries).length, 0)
}
