import { asOfLine, figureStat, type Measure } from "./company-figures"

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

const measuresOf = (stats: readonly { measure: Measure }[]) => stats.map((stat) => stat.measure)

/** The "as of" line under each band. */
export const trackRecordAsOf = asOfLine(measuresOf(trackRecord))
export const firmStatsAsOf = asOfLine(measuresOf(firmStats))
