import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig } from "vite"

import { dataApiOrigin } from "./server/headers.mjs"

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // PORT moves the dev site; a port in use stops it with one line rather than moving it silently.
  server: { port: Number(process.env.PORT) || 5173, strictPort: true },
  // SITE_URL (the canonical origin for links, the sitemap and social tags) reaches the app as
  // import.meta.env.SITE_URL, next to the VITE_ variables.
  envPrefix: ["VITE_", "SITE_URL"],
  // The local data API's address on the port LOCAL_API_PORT moves it to, as a literal in the code,
  // picked by the same function as the Content-Security-Policy's connect-src: the forms post there
  // unless VITE_SUPABASE_URL names a project (app/lib/data-api.ts).
  define: {
    "import.meta.env.LOCAL_DATA_API_URL": JSON.stringify(
      dataApiOrigin({ LOCAL_API_PORT: process.env.LOCAL_API_PORT }),
    ),
  },
  // In development Vite pre-bundles dependencies as it first meets them, and a dependency met late
  // (the Radix parts load on demand) makes it re-bundle and reload the page mid-hydration. Listing
  // them up front gives a first `pnpm dev` a clean start.
  optimizeDeps: {
    include: [
      ...[
        "class-variance-authority",
        "clsx",
        "react-hook-form",
        "radix-ui/dialog",
        "radix-ui/dropdown-menu",
        "radix-ui/label",
        "radix-ui/navigation-menu",
        "radix-ui/select",
        "radix-ui/slot",
        "radix-ui/toast",
        "radix-ui/tooltip",
      ].map((dependency) => `@repo/ui > ${dependency}`),
      ...["@supabase/supabase-js", "zod"].map((dependency) => `@repo/contact-client > ${dependency}`),
    ],
  },
  build: {
    // Assets under 4 KiB are inlined as data: URLs (the default), fonts included: the brand face's
    // 1 KB extras (₹) then costs no request; the Latin face (28 KB) stays a file, preloaded. The
    // Content-Security-Policy allows data: fonts and images.
    assetsInlineLimit: 4096,
    // No preload helper around dynamic imports: it appended a <link rel="modulepreload"> per
    // dependency at run time, each append costing main-thread time while the page hydrates, for
    // chunks (the footer, the toaster, a deferred page body) that are wanted only once it is idle.
    // The page's own first-load modules are preloaded from its HTML (scripts/postbuild.mjs).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // V8 compiles a function lazily, on the main thread, the first time it runs; while a page
        // hydrates nearly every function of its chunks runs for the first time (React DOM, a CommonJS
        // module wrapped in one function of ~200 kB, stopped the main thread to compile it). This hint
        // (V8's explicit compile hints) has the browser compile each file whole as it streams in, off
        // the main thread. Every chunk carries it: the idle-time ones (footer, notifications, a page's
        // deferred body) run nearly all their code too, as soon as they arrive.
        postBanner: () => "//# allFunctionsCalledOnLoad",
        codeSplitting: {
          groups: [
            // React, React DOM and React Router load on every page, together: one file compresses
            // better than the three the automatic split made, and is one request.
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // The shell every page renders (header, link, icon and button primitives, navigation
            // and site content, meta helpers), as one file instead of eight small ones. A module the
            // shell starts to use without being listed here still loads, in a chunk of its own.
            {
              name: "shell",
              test: /packages[\\/]ui[\\/]src[\\/](lib[\\/]cn|components[\\/](button|icon|icon-names|link|logo|tooltip-provider)|sections[\\/](site-header|site-nav))\.tsx?$|packages[\\/]content[\\/]src[\\/](site|navigation|services|storage)\.ts$|app[\\/](lib[\\/](seo|structured-data|site-url|deferred)|components[\\/]router-link)\.tsx?$|class-variance-authority|react-slot|react-compose-refs/,
            },
          ],
        },
      },
    },
  },
})
