import { formatPay, jobPath, roleIsOpen } from "@repo/content/jobs"

import { buildDate } from "../lib/build-date"
import { absoluteUrl } from "../lib/site-url"

// The open roles as the job-alerts function reads them (supabase/functions/job-alerts), prerendered
// to /jobs.json at build time: a role reaches the alerts when the build that publishes it goes live.
export async function loader() {
  const { jobsOnDisk } = await import("@repo/content/disk")
  const today = buildDate()
  const roles = jobsOnDisk()
    .filter((role) => roleIsOpen(role, today))
    .map((role) => ({
      slug: role.slug,
      title: role.title,
      client: role.client,
      location: role.location,
      function: role.function,
      engagement: role.engagement,
      pay: formatPay(role.pay),
      datePosted: role.datePosted,
      url: absoluteUrl(jobPath(role.slug)),
    }))
  return new Response(`${JSON.stringify({ asOf: today, roles }, null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  })
}
