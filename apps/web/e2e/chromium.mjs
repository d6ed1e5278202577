// Debian's Chromium (browsers cannot be downloaded here), in two builds:
// - the full browser (`apt-get install chromium`, CHROMIUM_PATH): the visual baselines are drawn with
//   it, and Lighthouse and the image scripts use it;
// - the old headless shell (`apt-get install chromium-headless-shell`, CHROMIUM_HEADLESS_SHELL), the
//   build Playwright itself runs headless tests in: the end-to-end tests use it when it is installed,
//   and the full browser otherwise (docs/decisions/071-test-browsers.md).
import { existsSync } from "node:fs"

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

const shellPath = process.env.CHROMIUM_HEADLESS_SHELL ?? "/usr/bin/chromium-headless-shell"

/** The browser the end-to-end tests drive: the headless shell where there is one. */
export const testBrowserPath = existsSync(shellPath) ? shellPath : chromiumPath

const rootFlags = ["--no-sandbox", "--disable-dev-shm-usage"]
const quietFlags = [
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

export function chromiumArgs() {
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0
  return [...(asRoot ? rootFlags : []), ...quietFlags]
}

/** The full browser: for captures compared with the baselines, and the scripts. */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath, args: chromiumArgs() }
}

/** The end-to-end tests' browser. */
export function testBrowserLaunchOptions() {
  return { executablePath: testBrowserPath, args: chromiumArgs() }
}
