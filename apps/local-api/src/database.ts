import { mkdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { PGlite } from "@electric-sql/pglite"

/** The smallest SQL surface the API needs, met by PGlite and by node-postgres (tests). */
export type Sql = {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Runs one or more statements without parameters. */
  exec(text: string): Promise<void>
}

export const repoRoot = fileURLToPath(new URL("../../../", import.meta.url))
export const defaultDataDir = fileURLToPath(new URL("../../../.data/local-api", import.meta.url))
export const migrationsDir = fileURLToPath(new URL("../../../supabase/migrations/", import.meta.url))

export function pgliteSql(db: PGlite): Sql {
  return {
    async query<T>(text: string, params?: unknown[]) {
      const result = await db.query<T>(text, params)
      return { rows: result.rows }
    },
    async exec(text: string) {
      await db.exec(text)
    },
  }
}

/** Opens (creating if needed) a PGlite database: a directory, or `memory://` for a throwaway one. */
export async function openPglite(dataDir: string): Promise<PGlite> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true })
  return PGlite.create(dataDir)
}
