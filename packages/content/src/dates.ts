// The dates the site states are dated by the build: a build is the site as of one day, and the day
// is the one in India, where the firm works. No dependencies: vite.config.ts and the build's
// scripts import this file as it is.

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * The date in India (Asia/Kolkata) at `now`, YYYY-MM-DD. India Standard Time is UTC+05:30 all year
 * and has been since 1945, so the offset is added rather than asked of Intl, whose first use on a
 * page costs the browser its locale data (docs/decisions/106).
 */
export function dateInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + indiaOffsetMs).toISOString().slice(0, 10)
}
const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000

/**
 * The build's date: `BUILD_DATE` when it is set (to build the site as of another day, e.g. in a
 * test), otherwise today in India. A malformed value stops the build rather than being ignored.
 */
export function buildDateFrom(value: string | undefined, now: Date = new Date()): string {
  if (value === undefined || value === "") return dateInIndia(now)
  if (!isIsoDate(value)) throw new Error(`BUILD_DATE must be a real date written YYYY-MM-DD, not "${value}"`)
  return value
}

/** The date `days` days after an ISO date. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * English month names, written out: building them with Intl.DateTimeFormat on load costs a
 * browser tens of milliseconds (it loads locale data), on the main thread, during hydration.
 */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const

/** "2025-03-12" → "12 March 2025": day first, the one way the site writes a date, on the server and in every browser. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number)
  return `${day} ${monthNames[(month ?? 1) - 1]} ${year}`
}
