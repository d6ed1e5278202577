// Indian digit grouping without Intl (docs/decisions/106). A browser loads its ICU data the first
// time a page builds a formatter: 9 to 23 ms of the main thread on a laptop, four times that on a
// mid-range phone, inside the task that hydrates the page. The site writes amounts in one shape,
// so it is written here, and the tests hold it to Intl.NumberFormat("en-IN") for every value.

/** The fraction digits an amount is written with: none, up to two, or always two. */
export type Fraction = "whole" | "up-to-paise" | "paise"

const fractionDigits: Record<Fraction, { min: number; max: number }> = {
  whole: { min: 0, max: 0 },
  "up-to-paise": { min: 0, max: 2 },
  paise: { min: 2, max: 2 },
}

/** Adds one to a string of decimal digits: "199" is "200", "99" is "100". */
function increment(digits: string): string {
  const chars = digits.split("")
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] !== "9") {
      chars[i] = String(Number(chars[i]) + 1)
      return chars.join("")
    }
    chars[i] = "0"
  }
  return `1${chars.join("")}`
}

/** Groups a whole number's digits the Indian way: the last three, then pairs (12,34,567). */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole
  const head = whole.slice(0, -3)
  return `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`
}

/**
 * A number with Indian digit grouping, as `Intl.NumberFormat("en-IN")` writes it: rounded half
 * away from zero on its shortest decimal form, so 1.005 is 1.01 (where `toFixed` gives 1.00).
 */
export function indianNumber(value: number, fraction: Fraction = "up-to-paise"): string {
  if (!Number.isFinite(value)) return String(value)
  const { min, max } = fractionDigits[fraction]
  const negative = value < 0 || Object.is(value, -0)
  const magnitude = Math.abs(value)
  // The shortest decimal that reads back as the number; exponents only at the extremes.
  const decimal = magnitude < 1e-6 ? "0" : magnitude >= 1e21 ? magnitude.toFixed(0) : String(magnitude)
  let [whole = "0", digits = ""] = decimal.split(".")
  if (digits.length > max) {
    const roundUp = Number(digits[max]) >= 5
    digits = digits.slice(0, max)
    if (roundUp) {
      const joined = increment(`${whole}${digits}`)
      whole = joined.slice(0, joined.length - max) || "0"
      digits = joined.slice(joined.length - max)
    }
  }
  digits = digits.replace(/0+$/, "").padEnd(min, "0")
  return `${negative ? "-" : ""}${groupIndian(whole)}${digits ? `.${digits}` : ""}`
}
