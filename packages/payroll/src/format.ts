import { indianNumber } from "@repo/format/indian-number"

import { toPaise } from "./money"

/* Amounts written into the rules' text, apart from money.ts, which a calculator rounds with. */

/** ₹ and Indian digit grouping: ₹12,50,000; ₹1,249.50 where there are paise. */
export function rupees(amount: number): string {
  const paise = toPaise(amount)
  return `₹${indianNumber(paise, Number.isInteger(paise) ? "whole" : "paise")}`
}
