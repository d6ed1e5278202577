import { resolve } from "node:path"

import { storybookTest } from "@storybook/addon-vitest/vitest-plugin"
import { playwright } from "@vitest/browser-playwright"
import { defineConfig } from "vitest/config"

import { chromiumLaunchOptions } from "../apps/web/e2e/chromium.mjs"
import { baselineDir, resultsDir } from "./visual/paths.ts"

// Every story runs as a test in Chromium: it renders, its play function passes, axe finds nothing,
// and its canvas matches the committed baselines at the widths it is meant for (visual/widths.ts,
// visual/compare-story.ts).
export default defineConfig({
  plugins: [storybookTest({ configDir: import.meta.dirname })],
  test: {
    name: "storybook",
    setupFiles: [resolve(import.meta.dirname, "visual/compare-story.ts")],
    globalSetup: [resolve(import.meta.dirname, "visual/global-setup.ts")],
    // Two stories at a time, each in its own tab: one leaves the browser idle while Vitest compares
    // its screenshot in Node. Vitest's default on two cores is one.
    maxWorkers: 2,
    // A whole page as the first story of its file (Home at 375 px: its modules, fonts, images and axe)
    // took 24 s on the loaded 2-core machine; Vitest's browser default is 15 s. CI shares its two
    // cores with the data API's lane, as the end-to-end tests do (apps/web/playwright.config.ts).
    testTimeout: process.env.CI ? 45_000 : 30_000,
    // The screenshot assertion leaves its 20 s time limit's timer running after the capture settles,
    // which keeps the process alive after the last test; nothing else is left to close after 2 s.
    teardownTimeout: 2_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: chromiumLaunchOptions(),
        // Vitest scales the story's frame down to fit the page; a page larger than the widest capture
        // (1280 x 900) keeps every screenshot at one pixel per CSS pixel.
        contextOptions: { viewport: { width: 1400, height: 1000 } },
      }),
      instances: [{ browser: "chromium" }],
      // Storybook's plugin turns file writes off unless asked; the screenshot assertion writes the
      // baselines and diffs. The server listens on localhost only.
      api: { allowWrite: true },
      // Text is drawn the same way at every scale; one device pixel per CSS pixel keeps files small.
      expect: {
        toMatchScreenshot: {
          comparatorName: "pixelmatch",
          // Anti-aliasing noise between Chromium builds stays under these; a changed colour, size or
          // spacing does not (docs/decisions/050-visual-regression.md).
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
          screenshotOptions: { animations: "disabled", caret: "hide", scale: "css" },
          // A whole page at 1280 px is a 6,000 px capture; on a loaded 2-core machine two of them
          // (a stable screenshot is two alike in a row) took longer than the default 5 s.
          timeout: 20_000,
          resolveScreenshotPath: ({ arg, ext }) => resolve(baselineDir, `${arg}${ext}`),
          resolveDiffPath: ({ arg, ext }) => resolve(resultsDir, `${arg}${ext}`),
        },
      },
    },
  },
})
