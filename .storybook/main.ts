import type { StorybookConfig } from "@storybook/react-vite"
import tailwindcss from "@tailwindcss/vite"
import remarkGfm from "remark-gfm"

import type { Plugin } from "vite"

import { designTokens } from "./foundations/tokens-plugin.ts"

// @sinonjs/fake-timers (the Typewriter stories' clock) requires Node's `util` only where `process`
// exists (`_global.process && require("util").promisify`), never in a browser; its package maps
// Node's other modules away for browsers but not this one, so Vite warned that it externalised it.
function fakeTimersWithoutUtil(): Plugin {
  const empty = "\0fake-timers-util"
  return {
    name: "talentrise:fake-timers-without-util",
    enforce: "pre",
    resolveId(id, importer) {
      return id === "util" && importer?.includes("@sinonjs/fake-timers") ? empty : undefined
    },
    load(id) {
      return id === empty ? "export default {}" : undefined
    },
  }
}

// The day the page stories show (see viteFinal).
const storybookDay = "2026-12-02"

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: [
    // The introduction and Foundations pages, then every component's stories, then whole pages.
    "./docs/**/*.mdx",
    "./foundations/**/*.stories.@(ts|tsx)",
    "../packages/ui/src/**/*.stories.@(ts|tsx)",
    "./forms/**/*.stories.@(ts|tsx)",
    "./pages/**/*.stories.@(ts|tsx)",
  ],
  // The site's public files (favicon, photos) at the same URLs as on the site.
  staticDirs: ["../apps/web/public"],
  addons: [
    // GitHub-flavoured Markdown, for the tables on the Guidelines and Patterns pages.
    {
      name: "@storybook/addon-docs",
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook's own onboarding ("Get started", its checklist in the sidebar and the menu) is about
  // setting Storybook up, not about the design system: a designer opening it has nothing to do there.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  async viteFinal(config) {
    config.plugins = [...(config.plugins ?? []), tailwindcss(), designTokens(), fakeTimersWithoutUtil()]
    // Vite's list of every emitted file (some 170 of them) says nothing to act on; warnings still show.
    config.logLevel = "warn"
    // The site's pages read the build's day (the rates in force, the roles still open): here it is one
    // fixed day, so a page story's baseline does not change at midnight in India. BUILD_DATE moves it.
    config.define = {
      ...config.define,
      "import.meta.env.BUILD_DATE": JSON.stringify(process.env.BUILD_DATE || storybookDay),
    }
    config.build = {
      ...config.build,
      // Storybook's own runtime is the large part (the preview 1.4 MB, the docs blocks 0.75 MB, axe
      // 0.66 MB, unminified by design), read from disk by a reviewer, never by a visitor; the site's
      // bundles have their own budget (pnpm bench:size).
      chunkSizeWarningLimit: 1600,
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        // Which plugin was slow depends on the machine's load, not on the code: no use as a warning.
        checks: { ...config.build?.rolldownOptions?.checks, pluginTimings: false },
        onLog(level, log, handler) {
          // Radix marks each module "use client" for React Server Components; a client-only bundle
          // has nothing to preserve it for (Vite's Rollup builds dropped this warning for the same reason).
          if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.message.includes('"use client"')) return
          handler(level, log)
        },
      },
    }
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
