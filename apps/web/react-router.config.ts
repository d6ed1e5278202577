import type { Config } from "@react-router/dev/config"

export default {
  ssr: false,
  // React Router 8's behaviour now, rather than a warning per flag on every start.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Several builds may run side by side (tests, benchmarks); each can name its own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every path in the route table, plus /404: the static host serves that page for unknown paths.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"]
  },
} satisfies Config
