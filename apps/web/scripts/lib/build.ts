// Where a build lives and which pages it prerendered: shared by postbuild, check-html, the benches
// and the end-to-end tests, so a route added to app/routes.ts reaches all of them.
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, resolve } from "node:path"

/** The app's folder (apps/web). */
export const appDir = resolve(import.meta.dirname, "../..")

/** The build's folder: BUILD_DIR (relative to apps/web), or build. */
export const buildDir = resolve(appDir, process.env.BUILD_DIR ?? "build")

/** What a static host serves. */
export const clientDir = join(buildDir, "client")

/** The content editor's folder (admin/, written by postbuild): Decap's page, not one of the site's. */
export const editorFolder = "admin"

/**
 * Every prerendered page's URL path ("/", "/about", …, "/404"), sorted: each is a folder's
 * index.html. The editor's page at /admin is not one of them.
 */
export function prerenderedPaths(dir = clientDir): string[] {
  const paths: string[] = []
  const walk = (folder: string, url: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name)
      if (url === "" && name === editorFolder) continue
      if (statSync(full).isDirectory()) walk(full, `${url}/${name}`)
      else if (name === "index.html") paths.push(url || "/")
    }
  }
  walk(dir, "")
  return paths.sort((a, b) => a.localeCompare(b))
}

export type PrerenderedPage = { path: string; file: string; html: string }

/** Every prerendered page with its file and markup. */
export function prerenderedPages(dir = clientDir): PrerenderedPage[] {
  return prerenderedPaths(dir).map((path) => {
    const file = join(dir, path === "/" ? "" : path, "index.html")
    return { path, file, html: readFileSync(file, "utf8") }
  })
}

/** The pages a visitor can reach: every prerendered page but the 404 page. */
export const isSitePage = (path: string) => path !== "/404"
