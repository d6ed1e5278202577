// Builds the editor's previews (previews.tsx) apart from the site: one classic script and one
// stylesheet for /admin, with their own React. `pnpm build` runs it before postbuild, which copies
// them to build/client/admin; `pnpm dev` builds them when the editor first asks (dev-plugin.ts).
import { join } from "node:path"

import tailwindcss from "@tailwindcss/vite"
import { defineConfig } from "vite"

import { previewsOutDir } from "./paths.ts"

export default defineConfig({
  root: join(import.meta.dirname, ".."),
  plugins: [tailwindcss()],
  // A production build even from `pnpm dev`'s process: React's production runtime, and JSX compiled
  // for it (library builds leave NODE_ENV to the app).
  mode: "production",
  // `import.meta` does not exist in a classic script. The one use the previews carry is the content
  // package's read from disk (entryFilesOnDisk), for plain Node only: under Vite the entries come
  // from the glob. The page's own address stands in for it, which tells the bundler it is meant.
  define: { "process.env.NODE_ENV": JSON.stringify("production"), "import.meta.url": "document.baseURI" },
  oxc: { jsx: { development: false } },
  logLevel: "warn",
  build: {
    rollupOptions: {
      // Radix's "use client" lines mean nothing outside a server-components app.
      // entries.ts reads files from disk through import.meta.url only in Node, never in the editor.
      onwarn(warning, warn) {
        if (warning.code === "EMPTY_IMPORT_META" && warning.message.includes("entries.ts")) return
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning)
      },
    },
    outDir: previewsOutDir(),
    emptyOutDir: true,
    copyPublicDir: false,
    reportCompressedSize: false,
    lib: {
      entry: join(import.meta.dirname, "previews.tsx"),
      formats: ["iife"],
      name: "talentrisePreviews",
      fileName: () => "previews.js",
      cssFileName: "previews",
    },
  },
})
