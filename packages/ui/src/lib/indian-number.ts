/*
 * Amounts as Indians write them: digits grouped in lakhs and crores (12,50,000), and words for the
 * big units ("12.5 lakh", "1.2 crore", "75k"). Western grouping (1,250,000) reads the same, since
 * the commas are dropped before the number is read.
 */
import { indianNumber } from "@repo/format/indian-number"

const units: readonly (readonly [RegExp, number])[] = [
  [/^(crores?|cr)$/, 1_00_00_000],
  [/^(lakhs?|lacs?|l)$/, 1_00_000],
  [/^(thousand|k)$/, 1_000],
]

export type ParsedAmount = { kind: "empty" } | { kind: "amount"; value: number } | { kind: "invalid" }

/** Reads what a visitor typed into an amount field: "₹12,50,000", "12.5 lakh", "1.2 crore", "-5". */
export function parseIndianAmount(text: string): ParsedAmount {
  const cleaned = text
    .toLowerCase()
    .replace(/₹|rs\.?|inr|\/-/g, "")
    .replace(/[,\s_]/g, "")
    .trim()
  if (cleaned === "") return { kind: "empty" }
  const match = /^(-?)(\d+(?:\.\d*)?|\.\d+)([a-z]*)$/.exec(cleaned)
  if (!match) return { kind: "invalid" }
  const [, sign, digits, unitText] = match
  let multiplier = 1
  if (unitText) {
    const unit = units.find(([pattern]) => pattern.test(unitText))
    if (!unit) return { kind: "invalid" }
    multiplier = unit[1]
  }
  // To paise, so "12.345 lakh" is ₹12,34,500 and not a float's near miss.
  const value = Math.round(Number(digits) * multiplier * 100) / 100
  return { kind: "amount", value: sign ? -value : value }
}

/** 1250000 → "12,50,000"; 1249.5 → "1,249.50". */
export function formatIndianNumber(value: number): string {
  return indianNumber(value, Number.isInteger(Math.round(value * 100) / 100) ? "up-to-paise" : "paise")
}

/** 1250000 → "₹12,50,000". */
export function formatRupees(value: number): string {
  const text = formatIndianNumber(Math.abs(value))
  return value < 0 ? `-₹${text}` : `₹${text}`
}

/** An amount in words of lakhs and crores, for a hint under a field: 1250000 → "12.5 lakh". */
export function amountInWords(value: number): string | null {
  const abs = Math.abs(value)
  const short = (n: number) => String(Math.round(n * 100) / 100)
  if (abs >= 1_00_00_000) return `${short(value / 1_00_00_000)} crore`
  if (abs >= 1_00_000) return `${short(value / 1_00_000)} lakh`
  return null
}
