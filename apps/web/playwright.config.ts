import { defineConfig, devices } from "@playwright/test"

import { testBrowserLaunchOptions } from "./e2e/chromium.mjs"

const port = Number(process.env.E2E_PORT ?? 4173)
const apiPort = Number(process.env.LOCAL_API_PORT ?? 54321)

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three workers on CI's two cores: a test spends much of its time waiting (hydration, the network
  // going idle), and pages.spec with services.spec ran in 439 s with three against 499 s with two.
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // On CI three workers share two cores with the data API's lane, and a test there takes up to twice
  // its time alone: an empty submit checked by axe at both widths ran 31 s once (stop 48).
  timeout: process.env.CI ? 45_000 : 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: testBrowserLaunchOptions(),
    // A failure leaves a screenshot of the page as it failed. A trace (every step's DOM, network and
    // console) costs a fifth of the suite's time while recording, so it is recorded on request:
    // E2E_TRACE=1 pnpm e2e, then `pnpm exec playwright show-trace` on the failed test's trace.zip.
    screenshot: "only-on-failure",
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
  },
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: testBrowserLaunchOptions() } },
  ],
  // The production build, served as a static host would (the build is made before this runs),
  // and the local data API on a fresh in-memory database.
  webServer: [
    {
      command: "pnpm exec tsx server/serve.ts",
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // E2E_API=0 leaves the data API out, for a quick run of the pages alone.
    ...(process.env.E2E_API === "0"
      ? []
      : [
          {
            command: "pnpm --filter @repo/local-api start",
            // It starts the team's inbox and the notify function beside it (e2e/notify.spec.ts).
            env: {
              LOCAL_API_PORT: String(apiPort),
              LOCAL_API_DATA_DIR: "memory://",
              LOCAL_MAIL_PORT: process.env.LOCAL_MAIL_PORT ?? "54324",
              LOCAL_SMTP_PORT: process.env.LOCAL_SMTP_PORT ?? "",
              LOCAL_FUNCTION_PORT: process.env.LOCAL_FUNCTION_PORT ?? "54326",
            },
            // Any answer will do (401 without a key): the API is up.
            url: `http://127.0.0.1:${apiPort}/rest/v1/contact_submissions`,
            reuseExistingServer: !process.env.CI,
            // The database, the inbox and the function under Deno: over a minute on a busy machine.
            timeout: 180_000,
            cwd: "../..",
          },
        ]),
  ],
})
