// Debian's Chromium (browsers cannot be downloaded here). CHROMIUM_PATH overrides the location.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

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

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath, args: chromiumArgs() }
}
