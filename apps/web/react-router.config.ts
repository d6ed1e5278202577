import type { Config } from "@react-router/dev/config"
import { serviceHref, services } from "@repo/content/services"
import { buildDateFrom } from "@repo/content/dates"
import { articlesOnDisk, jobsOnDisk, removedRolesOnDisk } from "@repo/content/disk"
import { jobApplyPath, jobPath, roleHasClosed, roleIsOpen } from "@repo/content/jobs"
import { applyPath, openings } from "@repo/content/careers"

export default {
  ssr: false,
  // Several builds may run side by side (tests, benchmarks); each can name its own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every path in the route table, each service's page, each article's page (one per file in
  // packages/content/src/articles), each opening's application form, each client role open on the
  // build's date with its form, and both again in Hindi (src/jobs), each role that has closed or been removed with its
  // "this role has closed" page (no form), and /404: the static host serves that page for unknown paths.
  async prerender({ getStaticPaths }) {
    const today = buildDateFrom(process.env.BUILD_DATE)
    const roles = jobsOnDisk()
    const openRoles = roles.filter((role) => roleIsOpen(role, today))
    const closedRoles = [...roles.filter((role) => roleHasClosed(role, today)), ...removedRolesOnDisk()]
    return [
      ...getStaticPaths(),
      ...services.map((service) => serviceHref(service.slug)),
      ...articlesOnDisk().map((article) => `/blog/${article.slug}`),
      ...openings.map((opening) => applyPath(opening.id)),
      ...openRoles.flatMap((role) => [
        jobPath(role.slug),
        jobApplyPath(role.slug),
        `/hi${jobPath(role.slug)}`,
        `/hi${jobApplyPath(role.slug)}`,
      ]),
      ...closedRoles.map((role) => jobPath(role.slug)),
      "/404",
    ]
  },
} satisfies Config
