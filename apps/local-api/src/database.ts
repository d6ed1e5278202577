import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { PGlite } from "@electric-sql/pglite"

/** The smallest SQL surface the API needs, met by PGlite and by node-postgres (tests). */
export type Sql = {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Runs one or more statements without parameters. */
  exec(text: string): Promise<void>
}

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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/** The process holding a data directory open, if one is still running. */
export function dataDirHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dataDir, lockFileName), "utf8").trim())
    return Number.isInteger(pid) && pid > 0 && isRunning(pid) ? pid : undefined
  } catch {
    return undefined
  }
}

const lockFileName = "local-api.pid"

/**
 * PGlite does not lock its directory, and two processes writing one database would corrupt it.
 * Records this process in the directory, refusing if a live process already holds it.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const holder = dataDirHolder(dataDir)
  if (holder !== undefined) {
    throw new Error(`${dataDir} is in use by process ${holder} (another local data API?)`)
  }
  const file = join(dataDir, lockFileName)
  writeFileSync(file, String(process.pid))
  return () => rmSync(file, { force: true })
}
