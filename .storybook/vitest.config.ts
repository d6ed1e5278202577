import { storybookTest } from "@storybook/addon-vitest/vitest-plugin"
import { playwright } from "@vitest/browser-playwright"
import { defineConfig } from "vitest/config"

import { chromiumLaunchOptions } from "../apps/web/e2e/chromium.mjs"

// Every story runs as a test in Chromium: it renders, its play function passes, and axe finds nothing.
export default defineConfig({
  plugins: [storybookTest({ configDir: import.meta.dirname })],
  test: {
    name: "storybook",
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunchOptions() }),
      instances: [{ browser: "chromium" }],
    },
  },
})
