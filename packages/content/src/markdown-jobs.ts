// Role files (src/jobs/<slug>.md) to the roles /jobs lists: the frontmatter's schema, the parser and
// the page's order. Build time only: `disk.ts` feeds it the files. The editor at /admin asks for the
// same fields (apps/web/admin/config.ts builds its form from `jobFields`), so what the schema refuses
// the editor refuses beside the field, and what still gets through fails the build here.
import { z } from "zod"

import { addDays } from "./dates"
import { industries } from "./home"
import { engagements, jobFunctions, payPeriods, type ClientRole } from "./jobs"
import { ContentError, isIsoDate, renderMarkdown } from "./markdown"

/** How long a role is advertised: its `validThrough` is at most this many days after `datePosted`. */
export const longestRoleAdvertisement = 90

const industryNames = industries.map((industry) => industry.title) as [string, ...string[]]

export const isoDate = z.string({ error: "must be a date written YYYY-MM-DD" }).refine(isIsoDate, {
  error: (issue) => `must be a real date written YYYY-MM-DD, not "${String(issue.input)}"`,
})

const rupees = z
  .number({ error: "must be a number of rupees" })
  .int("must be a whole number of rupees")
  .min(5_000, "must be at least ₹5,000")
  .max(50_000_000, "must be at most ₹5 crore")

const listItems = (what: string) =>
  z
    .array(z.string().trim().min(10, `each must be a full sentence about the ${what}`), {
      error: `must be a list of the ${what}`,
    })
    .min(3, `must list at least three ${what}`)
    .max(10, `must list at most ten ${what}`)

/** The frontmatter of a role file; the format is in this package's README. */
export const jobFrontmatter = z
  .strictObject({
    title: z.string({ error: "is required" }).trim().min(5, "must be the role's title").max(80),
    client: z
      .string({ error: "is required" })
      .trim()
      .regex(
        /^An? \S/,
        'must describe the client, starting "A" or "An" (e.g. "A listed FMCG company"): the site never names one',
      )
      .max(120, "must be at most 120 characters"),
    industry: z.enum(industryNames, { error: `must be one of: ${industryNames.join(", ")}` }),
    function: z.enum(jobFunctions, { error: `must be one of: ${jobFunctions.join(", ")}` }),
    location: z.string({ error: "is required" }).trim().min(2, "must name the city").max(40),
    engagement: z.enum(engagements, { error: `must be one of: ${engagements.join(", ")}` }),
    experience: z
      .string({ error: "is required" })
      .regex(/^(\d+-\d+ years|\d+\+ years|Fresher)$/, 'must read like "2-4 years", "10+ years" or "Fresher"'),
    pay: z
      .strictObject(
        {
          min: rupees,
          max: rupees,
          period: z.enum(payPeriods, { error: 'must be "month" or "year"' }),
        },
        { error: "must give min, max and period" },
      )
      .refine((pay) => pay.min <= pay.max, { path: ["max"], error: "must not be below the minimum" }),
    datePosted: isoDate,
    validThrough: isoDate,
    summary: z
      .string({ error: "is required" })
      .trim()
      .min(40, "must be one or two sentences")
      .max(300, "must be at most 300 characters"),
    responsibilities: listItems("responsibilities"),
    requirements: listItems("requirements"),
  })
  .superRefine((role, context) => {
    if (!isIsoDate(role.datePosted) || !isIsoDate(role.validThrough)) return
    if (role.validThrough < role.datePosted)
      context.addIssue({
        code: "custom",
        path: ["validThrough"],
        message: `must not be before datePosted (${role.datePosted})`,
      })
    else if (role.validThrough > addDays(role.datePosted, longestRoleAdvertisement))
      context.addIssue({
        code: "custom",
        path: ["validThrough"],
        message: `must be at most ${longestRoleAdvertisement} days after datePosted (${addDays(role.datePosted, longestRoleAdvertisement)})`,
      })
  })

/** The fields a role file has, in the order the editor asks for them. */
export const jobFields = Object.keys(jobFrontmatter.shape) as (keyof typeof jobFrontmatter.shape)[]

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** One role file, `<slug>.md`, as the site uses it. */
export function parseJob(file: string, raw: string): ClientRole {
  const slug = /([^/]+)\.md$/.exec(file)?.[1]
  // Applications file under job-<slug>, at most 80 characters in the database.
  if (!slug || !slugPattern.test(slug) || slug.length > 76)
    throw new ContentError(
      `${file}: the file name must be the page's kebab-case slug (at most 76 characters), e.g. area-sales-manager-lucknow.md`,
    )
  const { meta, html, words } = renderMarkdown(file, raw, jobFrontmatter)
  if (words < 30)
    throw new ContentError(`${file}: the body must say what the role is about (at least 30 words)`)
  return { slug, ...meta, html }
}

/**
 * Every role, newest first. `takenIds` are the ids of the firm's own openings and the general
 * application: a role with one of them as its slug would share their saved application draft in
 * the browser and read as the same role, so it fails.
 */
export function loadJobs(
  files: Readonly<Record<string, string>>,
  takenIds: readonly string[] = [],
): ClientRole[] {
  const jobs = Object.entries(files).map(([file, raw]) => parseJob(file.replace(/^\.\//, "src/"), raw))
  for (const job of jobs)
    if (takenIds.includes(job.slug))
      throw new ContentError(
        `src/jobs/${job.slug}.md: slug "${job.slug}" clashes with an opening at Talentrise or the general application; rename the file`,
      )
  return jobs.sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.slug.localeCompare(b.slug))
}
