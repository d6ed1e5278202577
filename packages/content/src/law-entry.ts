// A law's file, src/laws/<id>.json: its schema and the register's own checks. The editor at /admin
// asks for these fields (apps/web/admin/config.ts builds its form from `lawEntry`), so it refuses
// what the schema refuses beside the field; what still gets through fails the build here, naming
// the file and the field. Build and tests only (check-entries.ts): no page imports it.
import { z } from "zod"

import { entryError, entryFiles, isoDay, parseEntries, text } from "./entry-files"
import type { EntryFiles } from "./entries"
import type { Law, LawKind, LawStatus } from "./laws"

export const lawKinds = [
  "code",
  "act",
  "rules",
  "scheme",
  "directions",
  "state law",
] as const satisfies readonly LawKind[]

export const lawStatuses = [
  "in force",
  "partly in force",
  "notified, not yet in force",
  "repealed",
] as const satisfies readonly LawStatus[]

/** An official source is a page on the web, over https: India Code, the Gazette, a ministry. */
export const httpsUrlPattern = /^https:\/\/[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(\/\S*)?$/

const httpsUrl = z
  .string({ error: "is required" })
  .trim()
  .regex(httpsUrlPattern, "must be the official source's https:// address (https://egazette.gov.in/…)")

/** The fields of a law's file, in the order the editor asks for them. */
export const lawEntry = z
  .strictObject({
    name: text(5, 160),
    title: text(5, 300),
    shortName: text(3, 120),
    aliases: z.array(text(2, 120), { error: "must be a list of names" }).optional(),
    kind: z.enum(lawKinds, { error: `must be one of: ${lawKinds.join(", ")}` }),
    status: z.enum(lawStatuses, { error: `must be one of: ${lawStatuses.join(", ")}` }),
    inForceFrom: isoDay,
    replacedBy: z
      .strictObject(
        { id: text(2, 80), from: isoDay, by: text(5, 200) },
        { error: "must give id, from and by, or be left out" },
      )
      .optional(),
    source: z.strictObject(
      { url: httpsUrl, citation: text(10, 600) },
      { error: "must give the url and the citation" },
    ),
    note: text(10, 1000).optional(),
    reviewedOn: isoDay,
  })
  .superRefine((law, context) => {
    const issue = (path: string[], message: string) => context.addIssue({ code: "custom", path, message })
    if (law.replacedBy && law.replacedBy.from < law.inForceFrom)
      issue(["replacedBy", "from"], `must not be before inForceFrom (${law.inForceFrom})`)
    // The status must be what the dates say on the day the entry was reviewed.
    const replaced = law.replacedBy && law.reviewedOn >= law.replacedBy.from
    if (replaced && law.status !== "repealed")
      issue(
        ["status"],
        `must be "repealed": replacedBy.from (${law.replacedBy!.from}) is on or before reviewedOn`,
      )
    else if (!replaced && law.status === "repealed")
      issue(["status"], "a repealed law needs replacedBy (the law that replaced it, from when, by what)")
    else if (!replaced && law.reviewedOn < law.inForceFrom && law.status !== "notified, not yet in force")
      issue(["status"], `must be "notified, not yet in force": inForceFrom is after reviewedOn`)
    else if (law.reviewedOn >= law.inForceFrom && law.status === "notified, not yet in force")
      issue(["status"], `inForceFrom (${law.inForceFrom}) has come: the law is in force or partly in force`)
  })

/**
 * The register from its files (read from disk when Vite did not glob them), checked entry by entry
 * and as a whole: what replaced a law must be in the register too.
 */
export function checkLaws(globbed?: EntryFiles): Record<string, Law> {
  const laws = parseEntries("laws", entryFiles("laws", globbed), lawEntry) as Record<string, Law>
  for (const [id, law] of Object.entries(laws)) {
    const successor = law.replacedBy?.id
    if (successor === undefined) continue
    if (successor === id || !Object.hasOwn(laws, successor))
      throw entryError(
        "laws",
        id,
        "replacedBy.id",
        `"${successor}" is not another law of the register (src/laws/${successor}.json)`,
      )
  }
  return laws
}
