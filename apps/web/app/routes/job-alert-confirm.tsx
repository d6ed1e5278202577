import { jobAlertPages } from "@repo/content/job-alert-pages"

import { JobAlertLinkPage, jobAlertLinkMeta } from "../lib/job-alert-link"

const copy = jobAlertPages.confirm
// The confirmation mail's link also carries the alert's manage token, for the page's next step.
const manage = { label: copy.manage, path: jobAlertPages.manage.path, param: "manage" }

export const meta = () => jobAlertLinkMeta(copy)

/** The confirmation mail's link: one press turns the alert on. */
export default function JobAlertConfirm() {
  return (
    <JobAlertLinkPage
      copy={copy}
      success="confirmed"
      rpc="confirm_job_alert"
      outcomes={{ confirmed: copy.confirmed, expired: copy.expired, unknown: copy.unknown }}
      onward={manage}
    />
  )
}
