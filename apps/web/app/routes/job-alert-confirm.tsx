import { jobAlertPages } from "@repo/content/jobs"

import { JobAlertLinkPage, jobAlertLinkMeta } from "../lib/job-alert-link"

const copy = jobAlertPages.confirm

export const meta = () => jobAlertLinkMeta(copy)

/** The confirmation mail's link: one press turns the alert on. */
export default function JobAlertConfirm() {
  return (
    <JobAlertLinkPage
      copy={copy}
      success="confirmed"
      rpc="confirm_job_alert"
      outcomes={{ confirmed: copy.confirmed, expired: copy.expired, unknown: copy.unknown }}
    />
  )
}
