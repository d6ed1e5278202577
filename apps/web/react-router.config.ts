import type { Config } from "@react-router/dev/config"
import { serviceHref, services } from "@repo/content/services"

export default {
  ssr: false,
  // Several builds may run side by side (tests, benchmarks); each can name its own folder.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every path in the route table, each service's page, and /404: the static host serves that page
  // for unknown paths (an unknown service included).
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...services.map((service) => serviceHref(service.slug)), "/404"]
  },
} satisfies Config
