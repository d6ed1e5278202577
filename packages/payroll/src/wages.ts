import { percentOf, toPaise } from "./money"

/**
 * Wages as the four labour codes define them (Code on Wages, 2019, section 2(y), applied by the
 * Code on Social Security, 2020, section 2(88)): basic pay, dearness allowance and retaining
 * allowance; and when the rest of the pay exceeds half of all remuneration, the excess is added back.
 */
export const codeWageRules = {
  /** The share of all remuneration the other payments may reach before the excess counts as wages. */
  exclusionLimitPercent: 50,
  /** In force for gratuity, PF and bonus from this date (the codes' commencement). */
  inForceFrom: "2025-11-21",
} as const

export type CodeWagesInput = {
  /** Basic pay, dearness allowance and retaining allowance, a month. */
  basicAndDa: number
  /** All remuneration a month: basic and DA with every allowance (the gross). */
  totalPay: number
}

export type CodeWages = {
  basicAndDa: number
  totalPay: number
  /** Everything paid beside basic and DA. */
  otherPayments: number
  /** Half of all remuneration: what the other payments may reach without counting as wages. */
  limit: number
  /** What the other payments exceed the limit by, added back to wages (0 when within it). */
  addedBack: number
  /** Wages under the codes: basic and DA plus what is added back. */
  wages: number
}

/**
 * The codes' wages for a month's pay. A total below basic and DA is read as basic and DA alone
 * (nothing else is paid), so the result is never below basic and DA.
 */
export function codeWages({ basicAndDa, totalPay }: CodeWagesInput): CodeWages {
  const basic = Math.max(0, basicAndDa)
  const total = Math.max(basic, totalPay)
  const otherPayments = toPaise(total - basic)
  const limit = toPaise(percentOf(total, codeWageRules.exclusionLimitPercent))
  const addedBack = Math.max(0, toPaise(otherPayments - limit))
  return {
    basicAndDa: basic,
    totalPay: total,
    otherPayments,
    limit,
    addedBack,
    wages: toPaise(basic + addedBack),
  }
}
