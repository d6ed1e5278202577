// Where the editor's previews are built (previews.config.ts), for the build and postbuild to agree.
import { join } from "node:path"

/** Beside the site's build, never inside what the host serves: postbuild copies them to client/admin. */
export function previewsOutDir(env: Record<string, string | undefined> = process.env): string {
  return join(import.meta.dirname, "..", env.BUILD_DIR || "build", "admin-previews")
}
