import { gratuity, gratuityIssues, gratuityRules } from "@repo/payroll/gratuity"
import { toolPageCopy } from "@repo/content/tool-page"
import { AmountInput } from "@repo/ui/components/amount-input"
import { ChoiceGroup } from "@repo/ui/components/choice-group"
import { FormControl, FormField } from "@repo/ui/components/form-field"
import { formatRupees } from "@repo/ui/lib/indian-number"
import { BreakdownTable } from "@repo/ui/sections/breakdown-table"
import { ResultSummary, ToolLayout } from "@repo/ui/sections/tool-layout"

import { readAmount, readCount } from "./fields"
import { PrivacyNote, ToolActions } from "./tool-actions"
import { useSearchState } from "./use-search-state"

const defaults = { wages: "", years: "", months: "0", type: "permanent" }

const r = formatRupees
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`

/** Gratuity on leaving: last drawn basic + DA × 15/26 × years counted, to the ₹20 lakh ceiling. */
export function GratuityCalculator() {
  const [fields, update] = useSearchState(defaults)
  const wages = readAmount(fields.wages, "the salary", "60,000")
  const years = readCount(fields.years, "the years")
  const months = readCount(fields.months, "the months")
  const employment = fields.type === "fixed-term" ? ("fixed-term" as const) : ("permanent" as const)
  const issues = gratuityIssues({ monthlyWages: wages.value, years: years.value, months: months.value })
  const issueFor = (field: string) => issues.find((issue) => issue.field === field)?.message
  const errors = {
    wages: wages.error ?? issueFor("monthlyWages"),
    years: years.error ?? issueFor("years"),
    months: months.error ?? issueFor("months"),
  }
  const problem = errors.wages ?? errors.years ?? errors.months
  const ready = !problem && wages.value !== undefined && years.value !== undefined
  const result = ready
    ? gratuity({ monthlyWages: wages.value!, years: years.value!, months: months.value ?? 0, employment })
    : null
  const served = `${plural(years.value ?? 0, "year")}${months.value ? ` ${plural(months.value, "month")}` : ""}`
  const eligibility = result
    ? result.eligible
      ? `Eligible: ${served} of service meets the ${plural(result.minimumYears, "year")} needed${employment === "fixed-term" ? " for a fixed-term employee" : ""}.`
      : `Not yet eligible: ${plural(result.minimumYears, "year")} of continuous service are needed${employment === "fixed-term" ? " for a fixed-term employee" : ""} (except on death or disablement). The amount below is what the service so far would earn.`
    : null

  const announcement = result
    ? `Gratuity ${r(result.amount)}${result.capped ? ", the statutory ceiling" : ""}. ${eligibility}`
    : (problem ?? "")

  return (
    <ToolLayout
      form={
        <section aria-labelledby="gratuity-form-heading" className="grid gap-5">
          <h2 id="gratuity-form-heading" className="text-xl font-extrabold tracking-tight">
            {toolPageCopy.formHeading}
          </h2>
          <FormField
            label="Last drawn basic + DA, a month"
            error={errors.wages}
            description={errors.wages ? undefined : "Basic pay and dearness allowance of the last month."}
          >
            <FormControl>
              <AmountInput
                name="wages"
                prefix="₹"
                placeholder="e.g. 60,000"
                value={fields.wages}
                onValueChange={(text) => update({ wages: text })}
              />
            </FormControl>
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField label="Years of service" error={errors.years}>
              <FormControl>
                <AmountInput
                  name="years"
                  inputMode="numeric"
                  value={fields.years}
                  onValueChange={(text) => update({ years: text })}
                />
              </FormControl>
            </FormField>
            <FormField label="And months" error={errors.months}>
              <FormControl>
                <AmountInput
                  name="months"
                  inputMode="numeric"
                  value={fields.months}
                  onValueChange={(text) => update({ months: text })}
                />
              </FormControl>
            </FormField>
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
          <PrivacyNote />
        </section>
      }
      results={
        <ResultSummary
          heading={toolPageCopy.resultsHeading}
          announcement={announcement}
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
                ]
              : []
          }
          message={problem ?? "Enter the last drawn basic and the years of service to see the gratuity due."}
          messageTone={problem ? "problem" : "prompt"}
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
                  { label: "Last drawn basic + DA", values: [r(wages.value!)] },
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
                    label: "Basic + DA × 15/26 × years",
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
              <ToolActions />
            </>
          ) : null}
        </ResultSummary>
      }
    />
  )
}
