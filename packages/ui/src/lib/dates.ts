// How a section writes a date, day first ("12 March 2025"). The design system imports nothing of
// the site's (decision 073); @repo/content/dates writes its own dates the same way, and
// apps/web/app/lib/dates-agree.test.ts fails if the two ever part.

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
