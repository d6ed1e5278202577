import { percentOf, toPaise } from "./money"
import type { CodeWageRules } from "./statutory"

/**
 * Wages as the four labour codes define them (Code on Wages, 2019, section 2(y), applied by the
 * Code on Social Security, 2020, section 2(88)): all remuneration, which includes basic pay,
 * dearness allowance and retaining allowance, but not a listed set of payments (HRA, conveyance,
 * overtime, commission, the employer's PF, bonus, gratuity and the others the section names); and
 * when those excluded payments exceed the notified share (half) of all remuneration, the excess is
 * added back. A general "special allowance" is not among the exclusions, so it stays in wages.
 */
export const codeWagesInForceFrom = "2025-11-21"

export type CodeWagesInput = {
  /** Basic pay, dearness allowance and retaining allowance, a month. */
  basicAndDa: number
  /** All remuneration a month: basic and DA with every allowance (the gross). */
  totalPay: number
  /**
   * The payments section 2(y) excludes (HRA, conveyance, overtime, commission and the rest), a month.
   * Left out, everything beside basic and DA is taken as excluded: the narrowest reading.
   */
  excluded?: number
}

export type CodeWages = {
  basicAndDa: number
  totalPay: number
  /** The payments the codes exclude from wages. */
  otherPayments: number
  /** Allowances the codes do not exclude (a special allowance): wages in their own right. */
  includedAllowances: number
  /** Half of all remuneration: what the excluded payments may reach without counting as wages. */
  limit: number
  /** What the excluded payments exceed the limit by, added back to wages (0 when within it). */
  addedBack: number
  /** Wages under the codes: basic and DA, the allowances not excluded, and what is added back. */
  wages: number
}

/**
 * The codes' wages for a month's pay. A total below basic and DA is read as basic and DA alone
 * (nothing else is paid), and the excluded payments are at most what is paid beside basic and DA.
 */
export function codeWages(
  { basicAndDa, totalPay, excluded }: CodeWagesInput,
  rules: CodeWageRules,
): CodeWages {
  const basic = Math.max(0, basicAndDa)
  const total = Math.max(basic, totalPay)
  const beside = toPaise(total - basic)
  const otherPayments = Math.min(beside, Math.max(0, excluded ?? beside))
  const includedAllowances = toPaise(beside - otherPayments)
  const limit = toPaise(percentOf(total, rules.exclusionLimitPercent))
  const addedBack = Math.max(0, toPaise(otherPayments - limit))
  return {
    basicAndDa: basic,
    totalPay: total,
    otherPayments,
    includedAllowances,
    limit,
    addedBack,
    wages: toPaise(basic + includedAllowances + addedBack),
  }
}
