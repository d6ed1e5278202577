import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "admin/**/*.test.ts"],
    passWithNoTests: false,
    // Style sheets are blanks in tests, but for those a test reads the address of (devanagari.test.ts).
    css: { include: [/devanagari\.css/] },
  },
})
