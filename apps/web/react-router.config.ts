import type { Config } from "@react-router/dev/config"
import { serviceHref, services } from "@repo/content/services"
import { articlesOnDisk } from "@repo/content/disk"
import { applyPath, openings } from "@repo/content/careers"

export default {
  ssr: false,
  // Several builds may run side by side (tests, benchmarks); each can name its own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every path in the route table, each service's page, each article's page (one per file in
  // packages/content/src/articles), each opening's application form, and /404: the static host
  // serves that page for unknown paths.
  async prerender({ getStaticPaths }) {
    return [
      ...getStaticPaths(),
      ...services.map((service) => serviceHref(service.slug)),
      ...articlesOnDisk().map((article) => `/blog/${article.slug}`),
      ...openings.map((opening) => applyPath(opening.id)),
      "/404",
    ]
  },
} satisfies Config
