import { jobAlertPages } from "@repo/content/job-alert-pages"

import { JobAlertLinkPage, jobAlertLinkMeta } from "../lib/job-alert-link"

const copy = jobAlertPages.unsubscribe

export const meta = () => jobAlertLinkMeta(copy)

/** An alert mail's unsubscribe link: one press deletes the alert. */
export default function JobAlertUnsubscribe() {
  return (
    <JobAlertLinkPage
      copy={copy}
      success="unsubscribed"
      rpc="unsubscribe_job_alert"
      outcomes={{ unsubscribed: copy.unsubscribed, unknown: copy.unknown }}
    />
  )
}
