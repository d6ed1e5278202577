import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./vitest.setup.ts"],
    // Generous limits: CI runs these beside the type checks and builds on two cores.
    testTimeout: 20_000,
  },
})
