// The message files' agreement (decision 103): every message a translator may edit exists in every
// language, so a page can never fall back to English words under a Hindi frame by accident. The
// build runs this first (vite.config.ts) and stops with the keys that are missing.
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

/** The keys of one message file: every entry but the `$schema` line inlang writes. */
function keysOf(messages: Record<string, unknown>): string[] {
  return Object.keys(messages).filter((key) => key !== "$schema")
}

/** One line per message that some language has and another lacks: "hi.json lacks jobs_hero_title". */
export function missingMessages(byLocale: Record<string, Record<string, unknown>>): string[] {
  const locales = Object.keys(byLocale).sort()
  const all = new Set(locales.flatMap((locale) => keysOf(byLocale[locale]!)))
  const problems: string[] = []
  for (const locale of locales) {
    const own = new Set(keysOf(byLocale[locale]!))
    for (const key of [...all].sort()) {
      if (!own.has(key)) {
        const holders = locales.filter((other) => other !== locale && key in byLocale[other]!)
        problems.push(`${locale}.json lacks "${key}" (in ${holders.map((l) => `${l}.json`).join(", ")})`)
      } else if (typeof byLocale[locale]![key] !== "string" || byLocale[locale]![key] === "")
        problems.push(`${locale}.json: "${key}" is empty or not a string`)
    }
  }
  return problems
}

/** Reads every `<locale>.json` in `dir` and returns what `missingMessages` finds. */
export function checkMessageFiles(dir: string): string[] {
  const byLocale = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => [
        name.replace(/\.json$/, ""),
        JSON.parse(readFileSync(join(dir, name), "utf8")) as Record<string, unknown>,
      ]),
  )
  return missingMessages(byLocale)
}
