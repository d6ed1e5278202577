import type { Config } from "@react-router/dev/config"
import { serviceHref, services } from "@repo/content/services"
import { buildDateFrom } from "@repo/content/dates"
import { articlesOnDisk, jobsOnDisk } from "@repo/content/disk"
import { jobApplyPath, jobPath, roleIsOpen } from "@repo/content/jobs"
import { applyPath, openings } from "@repo/content/careers"

export default {
  ssr: false,
  // Several builds may run side by side (tests, benchmarks); each can name its own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every path in the route table, each service's page, each article's page (one per file in
  // packages/content/src/articles), each opening's application form, each client role open on the
  // build's date with its form (src/jobs; a closed role has no page), and /404: the static host
  // serves that page for unknown paths.
  async prerender({ getStaticPaths }) {
    const today = buildDateFrom(process.env.BUILD_DATE)
    const openRoles = jobsOnDisk().filter((role) => roleIsOpen(role, today))
    return [
      ...getStaticPaths(),
      ...services.map((service) => serviceHref(service.slug)),
      ...articlesOnDisk().map((article) => `/blog/${article.slug}`),
      ...openings.map((opening) => applyPath(opening.id)),
      ...openRoles.flatMap((role) => [jobPath(role.slug), jobApplyPath(role.slug)]),
      "/404",
    ]
  },
} satisfies Config
