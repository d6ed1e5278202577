import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["../ui/vitest.setup.ts"],
    testTimeout: 20_000,
  },
})
