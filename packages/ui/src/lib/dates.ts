// The site writes every date one way, day first ("12 March 2025"); the content package owns the rule.
export { formatIsoDate, monthNames } from "@repo/content/dates"
