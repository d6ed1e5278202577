/**
 * `pnpm --filter @repo/supabase function-data`: writes supabase/functions/_shared/site.json, the
 * facts the notify Edge Function needs from @repo/content (a deployed function cannot import a
 * workspace package): the firm's name and mailboxes, every opening's title by id, and the labels
 * of the forms' choices, and the rows of the enquiry's, the brief's, the fraud report's and the
 * quick apply's mails from their field tables (@repo/contact-client/contact-fields, brief-fields,
 * fraud-report-fields and quick-apply-fields). `test/function-data.test.ts` fails when the file is stale.
 */
import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { briefMailRows } from "@repo/contact-client/brief-fields"
import { contactMailRows } from "@repo/contact-client/contact-fields"
import { fraudReportMailRows } from "@repo/contact-client/fraud-report-fields"
import { quickApplyMailRows } from "@repo/contact-client/quick-apply-fields"
import { applicationForm, generalApplication, openings } from "@repo/content/careers"
import { serviceInterests } from "@repo/content/services"
import { site } from "@repo/content/site"
import {
  engagementKinds,
  experienceBands,
  statutoryNeeds,
  workingPatterns,
} from "@repo/content/staffing-request"

export const functionDataFile = fileURLToPath(new URL("../functions/_shared/site.json", import.meta.url))

export function functionData() {
  const labels = (options: readonly { value: string; label: string }[]) =>
    Object.fromEntries(options.map((option) => [option.value, option.label]))
  return {
    name: site.name,
    supportEmail: site.email,
    careersEmail: site.careersEmail,
    replyWithin: site.replyWithin,
    openings: Object.fromEntries(
      [...openings, generalApplication].map((opening) => [opening.id, opening.title]),
    ),
    serviceInterests: labels(serviceInterests),
    experience: labels(applicationForm.experienceOptions),
    noticePeriod: labels(applicationForm.noticePeriodOptions),
    engagements: labels(engagementKinds),
    experienceBands: labels(experienceBands),
    workingPatterns: labels(workingPatterns),
    statutoryNeeds: labels(statutoryNeeds),
    contactMail: contactMailRows,
    briefMail: briefMailRows,
    fraudReportMail: fraudReportMailRows,
    quickApplyMail: quickApplyMailRows,
  }
}

export function functionDataText(): string {
  return `${JSON.stringify(functionData(), null, 2)}\n`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(functionDataFile, functionDataText())
  console.log(`Wrote ${functionDataFile}`)
}
