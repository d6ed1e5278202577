import { toPaise } from "./money"

/*
 * Amounts written into the rules' text. Apart from money.ts, so a calculator that rounds with
 * money.ts does not ship these formatters (they are built when the module loads).
 */
const wholeRupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 })
const withPaise = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** ₹ and Indian digit grouping: ₹12,50,000; ₹1,249.50 where there are paise. */
export function rupees(amount: number): string {
  const paise = toPaise(amount)
  return `₹${Number.isInteger(paise) ? wholeRupees.format(paise) : withPaise.format(paise)}`
}
