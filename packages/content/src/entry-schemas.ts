// The files of the firm's figures, testimonials, case studies and own openings (entries.ts): their
// schemas and checks. The editor at /admin builds each form from these (apps/web/admin/config.ts), so
// it refuses what they refuse beside the field; what still gets through fails the build here, naming
// the file and the field. Build and tests only (check-entries.ts): no page imports them.
import { z } from "zod"

import { addDays } from "./dates"
import { entryError, entryFiles, isoDay, order, parseEntries, text } from "./entry-files"
import type { EntryFiles } from "./entries"
import { fillLawNames } from "./laws"

/** A figure the firm states about itself: src/figures/<measure>.json. */
export const figureEntry = z.strictObject({
  value: z
    .string({ error: "is required" })
    .trim()
    .regex(/^\d[\d,.]*[KkMm]?[+%]?$/, 'must read like "150+", "1,200+" or "98%"'),
  definition: text(20, 200),
  asOf: isoDay,
})

/** The figures by measure: one file for each measure the site words (`measures`), no other. */
export function checkFigures<Measure extends string>(
  measures: readonly Measure[],
  globbed?: EntryFiles,
): Record<Measure, z.infer<typeof figureEntry>> {
  const figures = parseEntries("figures", entryFiles("figures", globbed), figureEntry)
  for (const id of Object.keys(figures))
    if (!(measures as readonly string[]).includes(id))
      throw entryError(
        "figures",
        id,
        "(file name)",
        `is not a measure the site words (${measures.join(", ")})`,
      )
  for (const measure of measures)
    if (!Object.hasOwn(figures, measure))
      throw entryError(
        "figures",
        measure,
        "(file)",
        "is missing: every measure the site words needs its figure",
      )
  return figures as Record<Measure, z.infer<typeof figureEntry>>
}

/** A client's word about the firm: src/testimonials/<name>.json. */
export const testimonialEntry = z.strictObject({
  order,
  name: text(3, 80),
  company: text(2, 80),
  position: text(2, 80),
  content: text(60, 400),
  rating: z.literal(5, { error: "must be 5: Home shows five-star testimonials only" }),
})

export function checkTestimonials(globbed?: EntryFiles) {
  return parseEntries("testimonials", entryFiles("testimonials", globbed), testimonialEntry)
}

/**
 * Text that may name a law through the register: `{{cite oshCode}}` ("the Occupational Safety…"),
 * `{{formerly contractLabourAct}}` ("the Contract Labour Act (now the OSH Code, 2020)") or
 * `{{formerly factoriesAct contractLabourAct}}` for laws one law replaced.
 */
const withLaws = (least: number, most: number) =>
  text(least, most).superRefine((value, context) => {
    try {
      fillLawNames(value)
    } catch (error) {
      context.addIssue({ code: "custom", message: (error as Error).message })
    }
  })

/** One engagement, told plainly: src/case-studies/<anchor>.json. */
export const caseStudyEntry = z.strictObject({
  order,
  title: text(10, 120),
  client: text(5, 120),
  industry: text(3, 60),
  summary: text(40, 300),
  challenge: withLaws(100, 1500),
  solution: withLaws(100, 1500),
  results: z
    .array(withLaws(10, 200), { error: "must be a list of results" })
    .min(2, "must list at least two results")
    .max(8, "must list at most eight results"),
  duration: z
    .string({ error: "is required" })
    .regex(/^\d+ (weeks|months)$/, 'must read like "10 weeks" or "6 months"'),
  tags: z
    .array(text(2, 40), { error: "must be a list of tags" })
    .min(1, "must have a tag")
    .max(5, "must have at most five tags"),
})

export function checkCaseStudies(globbed?: EntryFiles) {
  return parseEntries("case-studies", entryFiles("case-studies", globbed), caseStudyEntry)
}

/** How long an opening is advertised: its `validThrough` is at most this many days after `datePosted`. */
export const longestAdvertisement = 90

/** An opening at the firm itself: src/openings/<anchor>.json. The same rules as a client role's. */
export const openingEntry = z
  .strictObject({
    order,
    title: text(5, 80),
    location: text(2, 40),
    type: z.literal("Full-time", { error: 'must be "Full-time": the firm hires its own staff full-time' }),
    department: text(3, 60),
    experience: z
      .string({ error: "is required" })
      .regex(/^(\d+-\d+ years|\d+\+ years|Fresher)$/, 'must read like "2-4 years", "10+ years" or "Fresher"'),
    description: text(80, 600),
    datePosted: isoDay,
    validThrough: isoDay,
  })
  .superRefine((opening, context) => {
    if (opening.validThrough < opening.datePosted)
      context.addIssue({
        code: "custom",
        path: ["validThrough"],
        message: `must not be before datePosted (${opening.datePosted})`,
      })
    else if (opening.validThrough > addDays(opening.datePosted, longestAdvertisement))
      context.addIssue({
        code: "custom",
        path: ["validThrough"],
        message: `must be at most ${longestAdvertisement} days after datePosted (${addDays(opening.datePosted, longestAdvertisement)})`,
      })
  })

export function checkOpenings(globbed?: EntryFiles) {
  return parseEntries("openings", entryFiles("openings", globbed), openingEntry)
}
