// For `pnpm dev`: serves the editor at /admin and starts Decap's local proxy (decap-server) on
// LOCAL_CMS_PORT, writing to this repository's files. No account: the proxy takes GitHub's place.
// It imports no content: Vite loads the editor's files (files.ts, built from the content schemas)
// through its own module loader, so vite.config.ts stays free of the content package.
import { spawn, type ChildProcess } from "node:child_process"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"

import type { Plugin } from "vite"

import type * as EditorFilesModule from "./files.ts"

const require = createRequire(import.meta.url)
const adminDir = import.meta.dirname
const repoRoot = resolve(adminDir, "../../..")
/** The editor's address. */
const editorPath = "/admin"

type EditorFiles = typeof EditorFilesModule

const types: Record<string, string> = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  yml: "text/yaml; charset=utf-8",
}

/**
 * The previews (previews.tsx), built once when the editor first asks for them, into a folder of this
 * dev server's own. A change to a page component shows in the preview after a restart.
 */
function previewsBuilder() {
  let built: Promise<string> | undefined
  return () =>
    (built ??= import("vite").then(async ({ build }) => {
      const outDir = join(tmpdir(), `talentrise-admin-previews-${process.pid}`)
      await build({ configFile: join(adminDir, "previews.config.ts"), build: { outDir } })
      return outDir
    }))
}

export function editorDevPlugin(): Plugin {
  let proxy: ChildProcess | undefined
  const previews = previewsBuilder()
  return {
    name: "talentrise:editor",
    apply: "serve",
    configureServer(server) {
      const port = Number(process.env.LOCAL_CMS_PORT) || 8081
      proxy = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
        // decap-server reads PORT; the site's own PORT must not reach it.
        env: {
          ...process.env,
          PORT: String(port),
          MODE: "fs",
          // CONTENT_ROOT: another copy of the repository to edit (the editor's end-to-end test).
          GIT_REPO_DIRECTORY: process.env.CONTENT_ROOT || repoRoot,
          BIND_HOST: "127.0.0.1",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "inherit", "inherit"],
      })
      server.httpServer?.once("close", () => proxy?.kill())
      process.once("exit", () => proxy?.kill())
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? "/").split("?")[0]!
        if (path === editorPath) {
          res.writeHead(302, { Location: `${editorPath}/` }).end()
          return
        }
        if (!path.startsWith(`${editorPath}/`)) return next()
        const name = path.slice(editorPath.length + 1) || "index.html"
        Promise.all([server.ssrLoadModule(join(adminDir, "files.ts")), previews()])
          .then(([module, previewsDir]) => {
            const { editorFiles, editorPolicy } = module as EditorFiles
            // "View Live" goes to this server, on whatever port it runs.
            const siteUrl =
              process.env.SITE_URL || `http://${req.headers.host ?? `localhost:${server.config.server.port}`}`
            const file = editorFiles({ ...process.env, SITE_URL: siteUrl }, previewsDir).get(name)
            if (file === undefined) return next()
            res.writeHead(200, {
              "Content-Type": types[name.split(".").pop()!] ?? "application/octet-stream",
              "Content-Security-Policy": editorPolicy(),
              "X-Robots-Tag": "noindex, nofollow",
              "Cache-Control": "no-store",
            })
            res.end(file)
          })
          .catch(next)
      })
      server.httpServer?.once("listening", () =>
        server.config.logger.info(
          `  ➜  Editor:  http://localhost:${server.config.server.port}${editorPath}/ (files on disk, via Decap's proxy on ${port})`,
        ),
      )
    },
  }
}
