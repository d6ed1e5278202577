import { defineConfig, devices } from "@playwright/test"

import { existsSync } from "node:fs"

const port = Number(process.env.EXAMPLE_PORT) || 4320
const asRoot = typeof process.getuid === "function" && process.getuid() === 0
// Debian's Chromium: browsers are not downloaded. Its headless shell where installed, as Playwright
// would choose for a headless run, else the full browser (docs/decisions/071-test-browsers.md).
const shell = process.env.CHROMIUM_HEADLESS_SHELL ?? "/usr/bin/chromium-headless-shell"
const executablePath = existsSync(shell) ? shell : (process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")

// The built app (turbo builds it before `test`), served by Vite's preview server.
export default defineConfig({
  testDir: "e2e",
  retries: 0,
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath,
      args: [...(asRoot ? ["--no-sandbox", "--disable-dev-shm-usage"] : []), "--disable-gpu"],
    },
  },
  webServer: {
    command: `vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
