import type { Config } from "@react-router/dev/config"
import { articlesOnDisk } from "@repo/content/disk"

export default {
  ssr: false,
  // Several builds may run side by side (tests, benchmarks); each can name its own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every path in the route table, each article's page (one per file in packages/content/src/articles),
  // and /404: the static host serves that page for unknown paths.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...articlesOnDisk().map((article) => `/blog/${article.slug}`), "/404"]
  },
} satisfies Config
