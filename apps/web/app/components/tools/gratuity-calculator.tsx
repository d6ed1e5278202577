import { gratuity, gratuityIssues, gratuityRules } from "@repo/payroll/gratuity"
import { ChoiceGroup } from "@repo/ui/components/choice-group"
import { BreakdownTable } from "@repo/ui/sections/breakdown-table"
import { ToolLayout } from "@repo/ui/sections/tool-layout"

import { fieldErrors, readAmount, readCount, wholeRupees } from "./fields"
import { AmountField, ToolForm } from "./tool-form"
import { ToolResults } from "./tool-results"
import { useToolInputs } from "./use-tool-inputs"
import { wageRows } from "./wage-rows"

const defaults = { wages: "", total: "", years: "", months: "0", type: "permanent" }

const r = wholeRupees
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`

/**
 * Gratuity on leaving: last drawn wages under the labour codes × 15/26 × years counted, to the
 * ₹20 lakh ceiling. The total pay is asked beside basic and DA for the codes' 50% rule.
 */
export function GratuityCalculator() {
  const { fields, update, bind } = useToolInputs(defaults)
  const wages = readAmount(fields.wages, "basic and DA", "60,000")
  const total = readAmount(fields.total, "the total pay", "1,00,000")
  const years = readCount(fields.years, "the years")
  const months = readCount(fields.months, "the months")
  const employment = fields.type === "fixed-term" ? ("fixed-term" as const) : ("permanent" as const)
  const issues = gratuityIssues({
    monthlyWages: wages.value,
    monthlyTotalPay: total.value,
    years: years.value,
    months: months.value,
  })
  const { errors, problem } = fieldErrors({ wages, total, years, months }, issues, {
    wages: "monthlyWages",
    total: "monthlyTotalPay",
    years: "years",
    months: "months",
  })
  const ready =
    !problem && wages.value !== undefined && total.value !== undefined && years.value !== undefined
  const result = ready
    ? gratuity({
        monthlyWages: wages.value!,
        monthlyTotalPay: total.value!,
        years: years.value!,
        months: months.value ?? 0,
        employment,
      })
    : null
  const served = `${plural(years.value ?? 0, "year")}${months.value ? ` ${plural(months.value, "month")}` : ""}`
  const eligibility = result
    ? result.eligible
      ? `Eligible: ${served} of service meets the ${plural(result.minimumYears, "year")} needed${employment === "fixed-term" ? " for a fixed-term employee" : ""}.`
      : `Not yet eligible: ${plural(result.minimumYears, "year")} of continuous service are needed${employment === "fixed-term" ? " for a fixed-term employee" : ""} (except on death or disablement). The amount below is what the service so far would earn.`
    : null

  return (
    <ToolLayout
      form={
        <ToolForm id="gratuity">
          <AmountField
            label="Last drawn basic + DA, a month"
            error={errors.wages}
            description="Basic pay and dearness allowance (and any retaining allowance) of the last month."
            {...bind("wages")}
            prefix="₹"
            placeholder="e.g. 35,000"
          />
          <AmountField
            label="Last drawn total pay, a month"
            error={errors.total}
            description="Basic, DA and every allowance: the codes count allowances above half of it as wages."
            {...bind("total")}
            prefix="₹"
            placeholder="e.g. 1,00,000"
          />
          <div className="grid grid-cols-2 gap-4">
            <AmountField
              label="Years of service"
              error={errors.years}
              {...bind("years")}
              inputMode="numeric"
            />
            <AmountField label="And months" error={errors.months} {...bind("months")} inputMode="numeric" />
          </div>
          <ChoiceGroup
            legend="Employment"
            name="type"
            value={employment}
            onValueChange={(value) => update({ type: value })}
            description="Fixed-term employees are eligible after one year under the labour codes in force since 21 November 2025."
            choices={[
              { value: "permanent", label: "Permanent" },
              { value: "fixed-term", label: "Fixed-term" },
            ]}
          />
        </ToolForm>
      }
      results={
        <ToolResults
          summary={
            result
              ? `Gratuity ${r(result.amount)}${result.capped ? ", the statutory ceiling" : ""}. ${eligibility}`
              : undefined
          }
          problem={problem}
          prompt="Enter the last drawn basic and DA, the total pay and the years of service to see the gratuity due."
          pendingFigures={["Gratuity payable", "Wages under the codes"]}
          figures={
            result
              ? [
                  {
                    label: "Gratuity payable",
                    value: r(result.amount),
                    detail: result.capped
                      ? "The statutory ceiling"
                      : `For ${plural(result.countedYears, "year")}`,
                  },
                  {
                    label: "Wages under the codes",
                    value: r(result.wages.wages),
                    detail:
                      result.wages.addedBack > 0
                        ? `Basic and DA plus ${r(result.wages.addedBack)} of allowances`
                        : "Basic and DA: allowances within half of pay",
                  },
                ]
              : []
          }
        >
          {result ? (
            <>
              <p
                className={
                  result.eligible
                    ? "rounded-xl bg-success-soft px-4 py-3 text-[0.95rem] font-medium text-success"
                    : "rounded-xl border border-destructive/30 bg-destructive/5 px-4 py-3 text-[0.95rem] font-medium text-destructive"
                }
              >
                {eligibility}
              </p>
              <BreakdownTable
                caption="Gratuity worked out"
                columns={["Amount"]}
                rows={[
                  ...wageRows(result.wages),
                  { label: "Service", values: [served] },
                  {
                    label: "Years counted",
                    values: [String(result.countedYears)],
                    note:
                      (months.value ?? 0) > gratuityRules.partYearMonths
                        ? "A part year of more than six months counts as a year"
                        : (months.value ?? 0) > 0
                          ? "A part year of six months or less is not counted"
                          : undefined,
                  },
                  {
                    label: "Wages × 15/26 × years",
                    values: [r(result.computed)],
                  },
                  ...(result.capped
                    ? [
                        {
                          label: "Statutory ceiling",
                          values: [r(gratuityRules.ceiling)],
                          kind: "deduction" as const,
                        },
                      ]
                    : []),
                  { label: "Gratuity payable", values: [r(result.amount)], kind: "grand-total" },
                ]}
              />
            </>
          ) : null}
        </ToolResults>
      }
    />
  )
}
