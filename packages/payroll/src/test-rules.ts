// The table of statutory rates as the tests use it: the rules on a day before the PF wage ceiling
// rose (16 September 2026) and on a day after (1 December 2026), and each income-tax year kept.
import { rateValues } from "@repo/content/rates"

import { incomeTaxRulesFor } from "./income-tax"
import { rulesOn } from "./statutory"

export const rates = rateValues()
/** The last day of the ₹15,000 ceiling. */
export const before = rulesOn(rates, "2026-09-16")
/** A day under the ₹25,000 ceiling. */
export const after = rulesOn(rates, "2026-12-01")
export const fy2025_26 = incomeTaxRulesFor(rates, "2025-26")!
export const fy2026_27 = incomeTaxRulesFor(rates, "2026-27")!
