import type { Config } from "@react-router/dev/config"

export default {
  ssr: false,
  // Several builds may run side by side (tests, benchmarks); each can name its own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every path in the route table, plus /404: the static host serves that page for unknown paths.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"]
  },
} satisfies Config
