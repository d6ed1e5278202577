import { tmpdir } from "node:os"
import { join } from "node:path"

/** The dev site serving the editor (E2E_EDITOR_PORT), and the built site the test serves (E2E_PORT). */
export const editorPort = Number(process.env.E2E_EDITOR_PORT ?? 5174)
export const sitePort = Number(process.env.E2E_PORT ?? 4173)

/** The scratch copy of the content the editor writes to and the test builds from. */
export const contentRoot = join(tmpdir(), "talentrise-editor-e2e")

/** The builds made from it (apps/web/<folder>). */
export const editorBuildDir = "build-editor-e2e"
