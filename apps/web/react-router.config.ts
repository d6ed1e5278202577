import type { Config } from "@react-router/dev/config"
import { applyPath, openings } from "@repo/content/careers"

export default {
  ssr: false,
  // Several builds may run side by side (tests, benchmarks); each can name its own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every path in the route table, each opening's application form, and /404: the static host
  // serves that page for unknown paths.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...openings.map((opening) => applyPath(opening.id)), "/404"]
  },
} satisfies Config
