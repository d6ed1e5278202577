// The Hindi pages' data for /hi/jobs, /hi/jobs/<slug> and /hi/jobs/<slug>/apply, made when the site is built from the same
// role files as the English pages (routes/jobs.tsx and routes/job.tsx), with words.server.ts's words.
import { jobAlertFormFieldsIn } from "@repo/contact-client/job-alert-fields"
import { quickApplyLabelOfColumnIn } from "@repo/contact-client/quick-apply-fields"
import { type ClientRole, jobPath, roleIsOpen, roleTextIn } from "@repo/content/jobs"
import { data } from "react-router"

import type { jobsData } from "../routes/jobs"
import { hreflang, localePath } from "./locale-paths"
import {
  experienceIn,
  jobAlertWords,
  jobPostingWords,
  jobTitleIn,
  jobWords,
  jobsWords,
  payIn,
  quickApplyPageWords,
  quickApplyWords,
} from "./words.server"

/** What /jobs's loader makes of the open roles. */
type JobsData = ReturnType<typeof jobsData>

/** The job alert's form on /hi/jobs: its words, its fields drawn in them, its rules' messages, the failure causes. */
function hindiAlert() {
  const { messages, causes, ...copy } = jobAlertWords("hi")
  return { copy, fields: jobAlertFormFieldsIn(copy), messages, causes }
}

/**
 * /hi/jobs: the same cards in Hindi, each role in its Hindi words where its file has them, else in
 * English marked `lang="en"`; pay, experience, engagement and function written in Hindi.
 */
export function hindiJobsData(data: JobsData, files: readonly ClientRole[]) {
  const pay = new Map(files.map((role) => [role.slug, role.pay]))
  const words = jobsWords("hi")
  return {
    ...data,
    roles: data.roles.map(({ hi, ...card }) => ({
      ...card,
      ...(hi ?? { lang: "en" }),
      href: localePath(card.href, "hi"),
      engagementLabel: words.engagementLabels[card.engagement],
      functionLabel: words.functionLabels[card.function],
      pay: payIn(pay.get(card.slug)!, "hi"),
      experience: experienceIn(card.experience, "hi"),
    })),
    words,
    alertWords: hindiAlert(),
  }
}

/**
 * A role's page in Hindi, as of `today`: while the role is open, its Hindi words where its file has
 * them, else its English marked `lang="en"`, under Hindi labels. A closed role has no Hindi page.
 */
export function hindiJobData(slug: string | undefined, today: string, roles: readonly ClientRole[]) {
  const role = roles.find((entry) => entry.slug === slug)
  if (!role || !roleIsOpen(role, today)) throw data(null, { status: 404 })
  const { lang, ...text } = roleTextIn(role, "hi")
  const href = localePath(jobPath(role.slug), "hi")
  const words = jobWords("hi")
  return {
    open: true,
    role: { ...role, ...text, href, experience: experienceIn(role.experience, "hi") },
    pay: payIn(role.pay, "hi"),
    textLang: lang,
    words,
    seoTitle: jobTitleIn({ title: text.title, location: role.location }, "hi"),
    posting: { inLanguage: hreflang.hi, ...jobPostingWords({ ...text, industry: role.industry }, "hi") },
    functionLabel: jobsWords("hi").functionLabels[role.function],
  } as const
}

/**
 * A role's quick apply in Hindi, as of `today` (routes/quick-apply.tsx): the form's words, and the
 * role in its Hindi words where its file has them, else its English marked `lang="en"`. The row and
 * the firm's mail name the role as the English form does (`applied`); a closed role has no form.
 */
export function hindiQuickApplyData(slug: string | undefined, today: string, roles: readonly ClientRole[]) {
  const role = roles.find((entry) => entry.slug === slug)
  if (!role || !roleIsOpen(role, today)) throw data(null, { status: 404 })
  const { lang, title, client, summary } = roleTextIn(role, "hi")
  const words = quickApplyWords("hi")
  return {
    role: {
      slug: role.slug,
      title,
      client,
      location: role.location,
      experience: experienceIn(role.experience, "hi"),
      type: jobsWords("hi").engagementLabels[role.engagement],
      summary,
    },
    applied: { slug: role.slug, title: role.title, client: role.client, location: role.location },
    textLang: lang,
    words,
    // The label of each column a refusal names, in Hindi (the English page's are the table's own).
    page: { ...quickApplyPageWords("hi"), labels: quickApplyLabelOfColumnIn(words) },
  }
}
