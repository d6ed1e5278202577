import { defineConfig, devices } from "@playwright/test"

const port = Number(process.env.EXAMPLE_PORT) || 4320
const asRoot = typeof process.getuid === "function" && process.getuid() === 0

// The built app (turbo builds it before `test`), served by Vite's preview server.
export default defineConfig({
  testDir: "e2e",
  retries: 0,
  reporter: [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: `http://127.0.0.1:${port}`,
    // Debian's Chromium: browsers are not downloaded. CHROMIUM_PATH overrides the location.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
