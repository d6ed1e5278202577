import type { InHand } from "@repo/payroll/in-hand"
import type { IncomeTaxRules } from "@repo/payroll/income-tax"
import type { ProfessionalTaxRule } from "@repo/payroll/professional-tax"
import { BreakdownTable, type BreakdownRow } from "@repo/ui/sections/breakdown-table"

import { wholeRupees as r } from "./fields"

type InHandBreakdownProps = {
  result: InHand
  /** The year's rules: the tax table's caption names the year and its Act. */
  rules: IncomeTaxRules
  /** The state's professional-tax schedule, for the line's note. */
  ptRule: ProfessionalTaxRule
}

/** The total income above which a surcharge rate applies. */
function surchargeThreshold(rules: IncomeTaxRules, rate: number): number {
  return rules.surcharge.find((band) => band.rate === rate)?.above ?? 0
}

/** The salary line by line, monthly and annual, then the income tax worked out. */
export default function InHandBreakdown({ result, rules, ptRule }: InHandBreakdownProps) {
  const t = result.tax
  const rows: BreakdownRow[] = []
  const { monthly: m, annual: a, professionalTaxDetail: pt } = result
  const ptNote =
    ptRule.period === "none"
      ? `None in ${ptRule.label}`
      : ptRule.period === "half-yearly"
        ? "Paid half-yearly; shown spread over the months"
        : pt.february !== pt.monthly
          ? `${r(pt.february)} in February`
          : undefined
  rows.push(
    { label: "Earnings", values: [], kind: "heading" },
    { label: "Basic", values: [r(m.basic), r(m.basic * 12)] },
    { label: "HRA", values: [r(m.hra), r(m.hra * 12)] },
    ...(m.otherExcluded > 0
      ? [
          {
            label: "Conveyance and other excluded pay",
            values: [r(m.otherExcluded), r(m.otherExcluded * 12)],
          },
        ]
      : []),
    { label: "Special allowance", values: [r(m.special), r(m.special * 12)] },
    { label: "Gross salary", values: [r(m.gross), r(a.gross)], kind: "total" },
  )
  if (m.employerPf > 0 || m.employerEsic > 0) {
    rows.push({ label: "Employer's contributions, inside CTC", values: [], kind: "heading" })
    if (m.employerPf > 0) rows.push({ label: "Employer PF", values: [r(m.employerPf), r(a.employerPf)] })
    if (m.employerEsic > 0)
      rows.push({ label: "Employer ESI", values: [r(m.employerEsic), r(a.employerEsic)] })
    rows.push({ label: "CTC", values: [r(m.ctc), r(a.ctc)], kind: "total" })
  }
  rows.push(
    { label: "Deductions", values: [], kind: "heading" },
    {
      label: "Employee PF",
      values: [r(m.employeePf), r(a.employeePf)],
      kind: "deduction",
      note: "On basic and DA",
    },
    ...(result.esicCovered
      ? [
          {
            label: "Employee ESI",
            values: [r(m.employeeEsic), r(a.employeeEsic)],
            kind: "deduction" as const,
            note:
              result.esicWages.addedBack > 0
                ? `On wages under the codes: ${r(result.esicWages.wages)}, with ${r(result.esicWages.addedBack)} of excluded pay added back`
                : `On wages under the codes: ${r(result.esicWages.wages)}`,
          },
        ]
      : []),
    {
      label: "Professional tax",
      values: [r(m.professionalTax), r(a.professionalTax)],
      kind: "deduction",
      note: ptNote,
    },
    {
      label: "Income tax (TDS)",
      values: [r(m.incomeTax), r(a.incomeTax)],
      kind: "deduction",
      note:
        t.surcharge > 0
          ? `Including ${t.surchargeRate}% surcharge and ${rules.cessRate}% cess`
          : `Including ${rules.cessRate}% cess`,
    },
    { label: "Total deductions", values: [r(m.deductions), r(a.deductions)], kind: "total" },
    { label: "Take-home", values: [r(m.takeHome), r(a.takeHome)], kind: "grand-total" },
  )

  const taxRows: BreakdownRow[] = [
    { label: "Gross salary", values: [r(t.grossIncome)] },
    { label: "Standard deduction", values: [r(t.standardDeduction)], kind: "deduction" },
    {
      label: "Taxable income",
      values: [r(t.taxableIncome)],
      kind: "total",
      note: "Rounded to the nearest ₹10",
    },
    { label: "Tax at slab rates", values: [r(t.slabTax)] },
    ...(t.rebate > 0
      ? [
          {
            // Section 87A of the 1961 Act became section 156 of the 2025 Act.
            label: rules.act === "Income-tax Act, 2025" ? "Section 156 rebate" : "Section 87A rebate",
            values: [r(t.rebate)],
            kind: "deduction" as const,
          },
        ]
      : []),
    ...(t.marginalRelief > 0
      ? [
          {
            label: "Marginal relief",
            values: [r(t.marginalRelief)],
            kind: "deduction" as const,
            note: `Tax capped at the income above ${r(rules.rebateIncomeLimit)}`,
          },
        ]
      : []),
    ...(t.surchargeApplies
      ? [
          {
            label: `Surcharge at ${t.surchargeRate}%`,
            values: [r(t.surchargeBeforeRelief)],
            note: `Taxable income above ${r(surchargeThreshold(rules, t.surchargeRate))}`,
          },
          ...(t.surchargeRelief > 0
            ? [
                {
                  label: "Marginal relief on surcharge",
                  values: [r(t.surchargeRelief)],
                  kind: "deduction" as const,
                  note: `Tax and surcharge capped at those on ${r(surchargeThreshold(rules, t.surchargeRate))} plus the income above it`,
                },
              ]
            : []),
        ]
      : []),
    {
      label: "Health and education cess",
      values: [r(t.cess)],
      note: t.surchargeApplies ? `${rules.cessRate}% of tax and surcharge` : undefined,
    },
    {
      label: "Income tax for the year",
      values: [r(t.total)],
      kind: "grand-total",
      note: "Rounded to the nearest ₹10",
    },
  ]
  return (
    <>
      <BreakdownTable caption="Salary breakdown" columns={["Monthly", "Annual"]} rows={rows} />
      <BreakdownTable
        caption={`Income tax, new regime, FY ${rules.financialYear} (${rules.act})`}
        showCaption
        columns={["Amount"]}
        rows={taxRows}
        className="mt-2"
      />
    </>
  )
}
