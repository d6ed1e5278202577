import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Two files at a time: much of a file's time is spent waiting on a server it started (Deno, the
    // mail catcher, PostgreSQL), and Vitest's default on two cores is one. Each file starts its own
    // servers on free ports and its own database, so none shares state with another.
    maxWorkers: 2,
  },
})
