import type { StorybookConfig } from "@storybook/react-vite"
import tailwindcss from "@tailwindcss/vite"

import { designTokens } from "./foundations/tokens-plugin"

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: [
    // The introduction and Foundations pages, then every component's stories, then whole pages.
    "./docs/**/*.mdx",
    "./foundations/**/*.stories.@(ts|tsx)",
    "../packages/ui/src/**/*.stories.@(ts|tsx)",
    "./pages/**/*.stories.@(ts|tsx)",
  ],
  // The site's public files (favicon, photos) at the same URLs as on the site.
  staticDirs: ["../apps/web/public"],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(config) {
    config.plugins = [...(config.plugins ?? []), tailwindcss(), designTokens()]
    // Bundled up front so the test run never reloads mid-way to optimise a newly seen dependency.
    config.optimizeDeps = {
      ...config.optimizeDeps,
      // The design system's dependencies, reached through the workspace package (the repo root
      // does not depend on them itself).
      include: [
        ...(config.optimizeDeps?.include ?? []),
        ...[
          "class-variance-authority",
          "clsx",
          "react-hook-form",
          "radix-ui/dialog",
          "radix-ui/dropdown-menu",
          "radix-ui/label",
          "radix-ui/navigation-menu",
          "radix-ui/select",
          "radix-ui/slot",
          "radix-ui/toast",
          "radix-ui/tooltip",
        ].map((dependency) => `@repo/ui > ${dependency}`),
        "@sinonjs/fake-timers",
      ],
    }
    return config
  },
}

export default config
