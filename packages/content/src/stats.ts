import { asOfLine, figureStat } from "./company-figures"

export type Stat = { value: string; label: string; description: string }

/** Home's track record. */
export const trackRecord = [
  figureStat("placements", "Permanent Placements"),
  figureStat("clients", "Happy Clients"),
  figureStat("retention", "Client Retention"),
  figureStat("years", "Years Experience"),
] as const satisfies readonly Stat[]

/** The firm in numbers, shown with Why choose us and on About. */
export const firmStats = [
  figureStat("clients", "Clients Served"),
  figureStat("years", "Years Experience"),
  figureStat("consultants", "Expert Consultants"),
  figureStat("successRate", "Mandate Success Rate"),
] as const satisfies readonly Stat[]

/** The "as of" line under each band. */
export const trackRecordAsOf = asOfLine(trackRecord)
export const firmStatsAsOf = asOfLine(firmStats)

/*
 * The spec gives Home two stat bands, the track record and the firm in numbers beside Why choose
 * us. Shown once each (decisions.md §6, one value per measure), the second band's clients and years
 * are the track record's own measures: only its consultants and success rate are new. So Home has
 * one band with every measure once, the track record's four and those two
 * (docs/decisions/058-phone-pages.md).
 */
export const homeFigures = [
  ...trackRecord,
  ...firmStats.filter((stat) => !trackRecord.some((shown) => shown.measure === stat.measure)),
]
export const homeFiguresAsOf = asOfLine(homeFigures)
