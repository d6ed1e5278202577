// The content editor's end-to-end test (e2e-editor/), apart from the site's: it drives the editor
// as `pnpm dev` serves it, on a scratch copy of the content, and builds the site twice.
import { defineConfig, devices } from "@playwright/test"

import { testBrowserLaunchOptions } from "./e2e/chromium.mjs"
import { contentRoot, editorPort } from "./e2e-editor/ports"

export default defineConfig({
  testDir: "e2e-editor",
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 300_000,
  expect: { timeout: 10_000 },
  globalSetup: "./e2e-editor/global-setup.ts",
  use: {
    baseURL: `http://localhost:${editorPort}`,
    screenshot: "only-on-failure",
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: testBrowserLaunchOptions() } },
  ],
  webServer: {
    command: "pnpm exec react-router dev",
    env: { PORT: String(editorPort), CONTENT_ROOT: contentRoot },
    url: `http://localhost:${editorPort}/admin/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
