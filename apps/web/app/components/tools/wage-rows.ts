import type { CodeWages } from "@repo/payroll/wages"
import type { BreakdownRow } from "@repo/ui/sections/breakdown-table"

import { wholeRupees as r } from "./fields"

/** The codes' wages, line by line: what is paid, the half of it allowances may reach, what is added back. */
export function wageRows(
  wages: CodeWages,
  columns: (monthly: number) => string[] = (m) => [r(m)],
): BreakdownRow[] {
  return [
    { label: "Basic + DA", values: columns(wages.basicAndDa) },
    ...(wages.includedAllowances > 0
      ? [
          {
            label: "Allowances counted as wages",
            values: columns(wages.includedAllowances),
            note: "Not among the codes' exclusions, such as a special allowance",
          },
        ]
      : []),
    {
      label: "Excluded pay: HRA, conveyance and the like",
      values: columns(wages.otherPayments),
      note: `Of a total of ${r(wages.totalPay)}`,
    },
    ...(wages.addedBack > 0
      ? [
          {
            label: "Added back: excluded pay above half of pay",
            values: columns(wages.addedBack),
            note: `The codes let excluded pay reach ${r(wages.limit)}, half of the total pay; the rest counts as wages`,
          },
        ]
      : []),
    {
      label: "Wages under the codes",
      values: columns(wages.wages),
      kind: "total",
      note: wages.addedBack > 0 ? undefined : "Excluded pay is within half of the pay: nothing is added back",
    },
  ]
}
