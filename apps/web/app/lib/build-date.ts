import { dateInIndia } from "@repo/content/dates"

/**
 * The day the site was built, YYYY-MM-DD: vite.config.ts writes it into the code (BUILD_DATE, or
 * today in India). Outside a build (unit tests) it is today, or what a test stubs BUILD_DATE to.
 */
export function buildDate(): string {
  return import.meta.env.BUILD_DATE || dateInIndia()
}

/** The build's year, for the copyright line. */
export function buildYear(): number {
  return Number(buildDate().slice(0, 4))
}
