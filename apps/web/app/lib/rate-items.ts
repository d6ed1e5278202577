import {
  rateGroups,
  rateKeys,
  rowBefore,
  rowOn,
  rupeeText,
  statutoryRates,
  type RateBand,
  type RateFile,
  type RateRow,
} from "@repo/content/rates"
import type { RateBandRow, RateListItem } from "@repo/ui/sections/rate-list"

// The table of statutory rates as the rates page lists it (build time only: the page gets it as data).

const unitSuffix: Partial<Record<RateFile["unit"], string>> = {
  "rupees a month": " a month",
  employees: " employees",
  days: " days",
  years: " years",
}

function scalar(file: RateFile, value: number): string {
  if (file.unit === "per cent") return `${value}%`
  if (file.unit === "rupees" || file.unit === "rupees a month")
    return `${rupeeText(value)}${unitSuffix[file.unit] ?? ""}`
  const suffix = unitSuffix[file.unit] ?? ""
  return `${value}${value === 1 ? suffix.replace(/s$/, "") : suffix}`
}

/** A table of bands as rows: "₹A to ₹B · 5%", "Above ₹C · 10%". */
function bandRows(file: RateFile, row: RateRow): RateBandRow[] {
  const bands = row.bands ?? []
  const rate = (band: RateBand) =>
    file.unit === "professional tax"
      ? `${rupeeText(band.amount ?? 0)}${band.february !== undefined ? ` (${rupeeText(band.february)} in February)` : ""}`
      : band.rate === 0
        ? "Nil"
        : `${band.rate}%`
  if (file.unit === "surcharge bands")
    return bands.map((band) => ({ band: `Above ${rupeeText(band.above)}`, value: rate(band) }))
  const per =
    file.unit === "professional tax" ? (row.period === "half-yearly" ? " a half-year" : " a month") : ""
  const table: RateBandRow[] = []
  if (file.unit === "professional tax")
    table.push({
      band: `${bands[0]!.inclusive ? "Below" : "Up to"} ${rupeeText(bands[0]!.above)}${per}`,
      value: "Nil",
    })
  bands.forEach((band, index) => {
    const next = bands[index + 1]
    const from = index === 0 && band.above === 0 ? "Up to" : `${rupeeText(band.above)} to`
    const label = next
      ? index === 0 && band.above === 0
        ? `Up to ${rupeeText(next.above)}`
        : `${from} ${rupeeText(next.above)}`
      : `Above ${rupeeText(band.above)}`
    table.push({ band: label, value: rate(band) })
  })
  if (row.womenBands)
    table.push({ band: `Women: nil up to ${rupeeText(row.womenBands[0]!.above)}${per}`, value: "Nil" })
  return table
}

function valueOf(file: RateFile, row: RateRow): string | RateBandRow[] {
  return row.value !== undefined ? scalar(file, row.value) : bandRows(file, row)
}

const short = (file: RateFile, row: RateRow) => {
  const value = valueOf(file, row)
  return typeof value === "string" ? value : "a different table"
}

/** Every figure as in force on `day`, by group, with the figure it replaced and any notified for later. */
export function rateItemsOn(day: string) {
  return rateGroups.map((group) => ({
    heading: group,
    // In the table's own order: the ceiling before the rates it caps.
    items: rateKeys
      .map((key) => [key, statutoryRates[key]] as const)
      .filter(([, file]) => file.group === group)
      .map(([id, file]): RateListItem => {
        const row = rowOn(file.rows, day)
        // The figure it replaced, dated from when that figure first applied (a later row that only
        // restated it under a new instrument does not restart it).
        let before = rowBefore(file.rows, row)
        while (
          before &&
          rowBefore(file.rows, before) &&
          short(file, rowBefore(file.rows, before)!) === short(file, before)
        )
          before = rowBefore(file.rows, before)
        const upcoming = file.rows.find((candidate) => candidate.from > day)
        const { name, number, date } = row.notification
        return {
          id,
          label: file.label,
          description: file.description,
          value: valueOf(file, row),
          since: row.from,
          source: { name: number ? `${name} (${number})` : name, url: row.source, date },
          ...(row.note ? { note: row.note } : {}),
          // The figure it replaced: only where the figure itself changed, not just its instrument.
          ...(before && short(file, before) !== short(file, row)
            ? { before: { value: short(file, before), since: before.from } }
            : {}),
          ...(upcoming && row.from <= day
            ? { upcoming: { value: short(file, upcoming), since: upcoming.from } }
            : {}),
          reviewedOn: row.reviewedOn,
        }
      }),
  }))
}
