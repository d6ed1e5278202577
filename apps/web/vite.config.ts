import { fileURLToPath } from "node:url"

import { paraglideVitePlugin } from "@inlang/paraglide-js"
import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig, type Plugin } from "vite"

// Relative, not @repo/contact-client: Node loads this config, and cannot import a workspace
// package's TypeScript.
import { localDataApiUrl } from "../../packages/contact-client/src/local.ts"
import { buildDateFrom } from "../../packages/content/src/dates.ts"
import { editorDevPlugin } from "./admin/dev-plugin.ts"
import { checkMessageFiles } from "./scripts/lib/messages.ts"
import { paraglideOptions } from "./scripts/lib/paraglide-options.ts"

type Chunking = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }

const rootRoute = fileURLToPath(new URL("app/root.tsx", import.meta.url))
const shells = new WeakMap<Chunking, Set<string>>()

/** Every module the root route imports statically, directly or through others (not the root itself). */
function shellOf(chunking: Chunking) {
  let shell = shells.get(chunking)
  if (shell) return shell
  const found = (shell = new Set<string>())
  const visit = (id: string) => {
    for (const imported of chunking.getModuleInfo(id)?.importedIds ?? []) {
      if (found.has(imported)) continue
      found.add(imported)
      visit(imported)
    }
  }
  visit(rootRoute)
  found.delete(rootRoute)
  shells.set(chunking, shell)
  return shell
}

const messagesDir = fileURLToPath(new URL("messages", import.meta.url))

/** Stops the build when a message is in one language and not the other (decision 103). */
function messagesAgree(): Plugin {
  return {
    name: "talentrise:messages-agree",
    buildStart() {
      const problems = checkMessageFiles(messagesDir)
      if (problems.length > 0)
        this.error(
          `apps/web/messages: ${problems.length} message(s) missing in a language:\n  - ${problems.join("\n  - ")}`,
        )
    },
  }
}

export default defineConfig({
  // The content editor at /admin, with Decap's local proxy on LOCAL_CMS_PORT (admin/dev-plugin.ts).
  // The job seeker's words in English and Hindi (apps/web/messages), compiled by Paraglide into
  // app/paraglide and read only by loaders at build time: no page's script carries them (decision 103).
  plugins: [
    messagesAgree(),
    paraglideVitePlugin(paraglideOptions),
    tailwindcss(),
    editorDevPlugin(),
    reactRouter(),
  ],
  // PORT moves the dev site; a port in use stops it with one line rather than moving it silently.
  server: { port: Number(process.env.PORT) || 5173, strictPort: true },
  // SITE_URL (the canonical origin for links, the sitemap and social tags) reaches the app as
  // import.meta.env.SITE_URL, next to the VITE_ variables.
  envPrefix: ["VITE_", "SITE_URL"],
  // The local data API's address on the port LOCAL_API_PORT moves it to, as a literal in the code,
  // picked by the same function as the Content-Security-Policy's connect-src (server/headers.ts): the forms post there
  // unless VITE_SUPABASE_URL names a project (app/lib/data-api.ts).
  // The build's date (BUILD_DATE, or today in India), the same literal in the prerender and the
  // browser: the copyright year and which openings are open are those of the day the site was built.
  define: {
    "import.meta.env.LOCAL_DATA_API_URL": JSON.stringify(localDataApiUrl(process.env.LOCAL_API_PORT)),
    "import.meta.env.BUILD_DATE": JSON.stringify(buildDateFrom(process.env.BUILD_DATE)),
  },
  // In development Vite pre-bundles dependencies as it first meets them, and a dependency met late
  // (the Radix parts load on demand) makes it re-bundle and reload the page mid-hydration. Listing
  // them up front gives a first `pnpm dev` a clean start.
  optimizeDeps: {
    include: [
      ...[
        "class-variance-authority",
        "clsx",
        "tailwind-merge",
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
  // The server build holds every route module, so an article's lazy not-found page is there already
  // and the bundler's note that the import splits nothing says nothing new; in the browser's build it
  // does split, and the check stays on there.
  environments: { ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } } },
  build: {
    // Assets under 4 KiB are inlined as data: URLs (the default), fonts included: the brand face's
    // 1 KB extras (₹) then costs no request; the Latin face (28 KB) stays a file, preloaded. The
    // Content-Security-Policy allows data: fonts and images.
    assetsInlineLimit: 4096,
    // No preload helper around dynamic imports: the chunks loaded on demand (the footer, the
    // toaster, a deferred page body) are wanted only once the page is idle. See docs/decisions/004.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // V8 compiles these two whole, off the main thread, as they stream in: every page runs
        // nearly all of React DOM and the entry while it hydrates (docs/decisions/005).
        postBanner: (chunk) =>
          chunk.name === "framework" || chunk.name === "entry.client" ? "//# allFunctionsCalledOnLoad" : "",
        codeSplitting: {
          groups: [
            // React, React DOM and React Router load on every page, together: one request.
            { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // What the root route imports (header, primitives, site content, meta helpers): one file
            // on every page instead of a dozen small ones (docs/decisions/006).
            // A function names the group, so the bundler's timing report needs the name given apart.
            { name: (id, chunking) => (shellOf(chunking).has(id) ? "shell" : null), debugName: "shell" },
          ],
        },
      },
    },
  },
})
