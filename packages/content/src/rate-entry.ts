// A statutory rate's file, src/rates/<key>.json: its schema and the table's own checks (rates.ts).
// The editor at /admin builds its form from `rateEntry` (apps/web/admin/config.ts), so it refuses what
// the schema refuses beside the field; what still gets through fails the build here, naming the file
// and the field. Build and tests only (check-entries.ts): no page imports it.
import { z } from "zod"

import { entryError, entryFiles, isoDay, parseEntries, text } from "./entry-files"
import type { EntryFiles } from "./entries"
import { httpsUrlPattern } from "./law-entry"
import { bandUnits, rateGroups, rateKeys, scalarUnits, type RateFile, type RateKey } from "./rates"

const rateUnits = [...scalarUnits, ...bandUnits] as const

const amount = (what: string) =>
  z.number({ error: `must be a number (${what})` }).nonnegative(`must be 0 or more (${what})`)

const band = z.strictObject({
  above: amount("where the band starts, in rupees"),
  rate: amount("per cent").max(100, "must be at most 100 (per cent)").optional(),
  amount: amount("rupees").optional(),
  february: amount("rupees, in February").optional(),
  inclusive: z.boolean({ error: "must be true or false" }).optional(),
})

const bands = z.array(band, { error: "must be a list of bands" }).min(1, "must have at least one band")

export const rateRow = z.strictObject({
  from: isoDay,
  value: z
    .number({ error: "must be a number, in rupees or per cent: 18000 for ₹18,000, 2.5 for 2.5%" })
    .nonnegative("must be 0 or more")
    .optional(),
  bands: bands.optional(),
  womenBands: bands.optional(),
  period: z.enum(["monthly", "half-yearly"], { error: "must be monthly or half-yearly" }).optional(),
  notification: z.strictObject(
    { name: text(10, 400), number: text(3, 80).optional(), date: isoDay },
    { error: "must give the notification's name and date (and its number where it has one)" },
  ),
  source: z
    .string({ error: "is required" })
    .trim()
    .regex(httpsUrlPattern, "must be the official source's https:// address (https://egazette.gov.in/…)"),
  note: text(10, 1000).optional(),
  reviewedOn: isoDay,
})

export const rateEntry = z
  .strictObject({
    label: text(3, 120),
    group: z.enum(rateGroups, { error: `must be one of: ${rateGroups.join(", ")}` }),
    unit: z.enum(rateUnits, { error: `must be one of: ${rateUnits.join(", ")}` }),
    description: text(10, 400),
    rows: z.array(rateRow, { error: "must be a list of rows" }).min(1, "must have at least one row"),
  })
  .superRefine((file, context) => {
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: "custom", path, message })
    const scalar = (scalarUnits as readonly string[]).includes(file.unit)
    file.rows.forEach((row, index) => {
      const at = (field: string) => ["rows", index, field]
      if (index > 0 && row.from <= file.rows[index - 1]!.from)
        issue(
          at("from"),
          `must be after the row above's (${file.rows[index - 1]!.from}): add a new row below the last, never above it`,
        )
      if (row.reviewedOn < row.notification.date)
        issue(at("reviewedOn"), `must not be before the notification's date (${row.notification.date})`)
      if (scalar) {
        if (row.value === undefined) issue(at("value"), `is required: the figure, in ${file.unit}`)
        if (row.bands !== undefined)
          issue(at("bands"), `must be empty: a figure in ${file.unit} is one number`)
        if (file.unit === "per cent" && row.value !== undefined && row.value > 100)
          issue(at("value"), "must be at most 100 (a per cent)")
        if (
          (file.unit === "employees" || file.unit === "days" || file.unit === "years") &&
          row.value !== undefined &&
          !Number.isInteger(row.value)
        )
          issue(at("value"), `must be a whole number of ${file.unit}`)
        return
      }
      if (row.value !== undefined) issue(at("value"), `must be empty: ${file.unit} are a table of bands`)
      if (!row.bands) return issue(at("bands"), `is required: ${file.unit} are a table of bands`)
      const list = [row.bands, ...(row.womenBands ? [row.womenBands] : [])]
      for (const table of list)
        table.forEach((b, i) => {
          if (i > 0 && b.above <= table[i - 1]!.above)
            issue(
              ["rows", index, "bands", i, "above"],
              `must be above the band before (${table[i - 1]!.above})`,
            )
          if (file.unit === "professional tax" ? b.amount === undefined : b.rate === undefined)
            issue(
              ["rows", index, "bands", i],
              file.unit === "professional tax" ? "needs an amount in rupees" : "needs a rate in per cent",
            )
        })
      if (file.unit === "professional tax" && !row.period)
        issue(at("period"), "is required: monthly or half-yearly")
      if (file.unit === "tax slabs" && row.bands[0]!.above !== 0)
        issue(["rows", index, "bands", 0, "above"], "must be 0: the first slab starts at nil income")
    })
  })

/** The table from its files, checked: one file for each key the rules use, no other. */
export function checkRates(globbed?: EntryFiles): Record<RateKey, RateFile> {
  const rates = parseEntries("rates", entryFiles("rates", globbed), rateEntry) as Record<string, RateFile>
  for (const id of Object.keys(rates))
    if (!(rateKeys as readonly string[]).includes(id))
      throw entryError(
        "rates",
        id,
        "(file name)",
        "is not a figure the payroll rules use: a new figure needs a developer",
      )
  for (const key of rateKeys)
    if (!Object.hasOwn(rates, key))
      throw entryError("rates", key, "(file)", "is missing: every figure the rules use needs its file")
  return rates as Record<RateKey, RateFile>
}
