import { gratuity, gratuityCodeFrom, gratuityIssues, serviceReading } from "@repo/payroll/gratuity"
import { rulesOn, type RateValues } from "@repo/payroll/statutory"
import { ChoiceGroup } from "@repo/ui/components/choice-group"
import { BreakdownTable } from "@repo/ui/sections/breakdown-table"
import { ToolLayout } from "@repo/ui/sections/tool-layout"

import { fieldErrors, readAmount, readCount, wholeRupees } from "./fields"
import { AmountField, RatesLink, ToolForm } from "./tool-form"
import { ToolResults } from "./tool-results"
import { useToday } from "./use-tax-year"
import { useToolInputs } from "./use-tool-inputs"
import { wageRows } from "./wage-rows"

// `excl`: the allowances the codes exclude from wages, empty for all the pay beside basic and DA.
const defaults = { wages: "", total: "", excl: "", years: "", months: "0", type: "permanent", left: "code" }

/** The day before the Code: any exit date before it falls under the Payment of Gratuity Act. */
const beforeCode = "2025-11-20"

const r = wholeRupees
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`

type GratuityCalculatorProps = {
  /** The statutory figures with their from-dates, from the page's loader. */
  rates: RateValues
  /** The day the page was built (YYYY-MM-DD), shown until the visitor's own date is known. */
  builtOn: string
}

/**
 * Gratuity on leaving: last drawn wages under the labour codes × days per year / days per month ×
 * years counted, to the ceiling in force on the last day. The total pay and the excluded allowances
 * are asked beside basic and DA for the codes' definition and its 50% rule.
 */
export function GratuityCalculator({ rates, builtOn }: GratuityCalculatorProps) {
  const { fields, update, bind } = useToolInputs(defaults)
  const today = useToday(builtOn)
  const wages = readAmount(fields.wages, "basic and DA", "45,000")
  const total = readAmount(fields.total, "the total pay", "1,00,000")
  const excl = readAmount(fields.excl, "the excluded allowances", "40,000")
  const years = readCount(fields.years, "the years")
  const months = readCount(fields.months, "the months")
  const employment = fields.type === "fixed-term" ? ("fixed-term" as const) : ("permanent" as const)
  const leftBefore = fields.left === "before"
  const day = leftBefore ? beforeCode : today
  const rules = rulesOn(rates, day)
  const g = rules.gratuity
  const issues = gratuityIssues({
    monthlyWages: wages.value,
    monthlyTotalPay: total.value,
    monthlyExcluded: excl.value,
    years: years.value,
    months: months.value,
  })
  const { errors, problem } = fieldErrors({ wages, total, excl, years, months }, issues, {
    wages: "monthlyWages",
    total: "monthlyTotalPay",
    excl: "monthlyExcluded",
    years: "years",
    months: "months",
  })
  const ready =
    !problem && wages.value !== undefined && total.value !== undefined && years.value !== undefined
  const result = ready
    ? gratuity(
        {
          monthlyWages: wages.value!,
          monthlyTotalPay: total.value!,
          monthlyExcluded: excl.value,
          years: years.value!,
          months: months.value ?? 0,
          employment,
          exitDate: leftBefore ? beforeCode : gratuityCodeFrom,
        },
        rules,
      )
    : null
  // Four years and 240 days: courts differ on whether it completes five (the rules below explain).
  const nearlyFive =
    result !== null &&
    !result.eligible &&
    result.minimumYears === g.minimumYears &&
    (years.value ?? 0) === g.minimumYears - 1 &&
    (months.value ?? 0) >= 8
  const oldAct = result?.law === "payment-of-gratuity-act"
  const wagesLabel = oldAct ? "Wages (Payment of Gratuity Act)" : "Wages under the codes"
  const served = `${plural(years.value ?? 0, "year")}${months.value ? ` ${plural(months.value, "month")}` : ""}`
  const eligibility = result
    ? result.eligible
      ? `Eligible: ${served} of service meets the ${plural(result.minimumYears, "year")} needed${employment === "fixed-term" && !oldAct ? " for a fixed-term employee" : ""}${oldAct ? " under the Payment of Gratuity Act" : ""}.`
      : `Not yet eligible: ${plural(result.minimumYears, "year")} of continuous service are needed${employment === "fixed-term" && !oldAct ? " for a fixed-term employee" : ""}${oldAct ? " under the Payment of Gratuity Act, fixed-term or not" : ""} (except on death or disablement). The amount below is what the service so far would earn.`
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
            description="Basic, DA and every allowance."
            {...bind("total")}
            prefix="₹"
            placeholder="e.g. 1,00,000"
          />
          <AmountField
            label="Of which HRA, conveyance and other excluded pay"
            error={errors.excl}
            description="The allowances the labour codes leave out of wages (HRA, conveyance, overtime, commission); above half of the total pay they count back in. Empty: everything beside basic and DA. A special allowance is not excluded."
            {...bind("excl")}
            prefix="₹"
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
            description="Fixed-term employees are eligible after one year, pro rata, under the labour codes in force since 21 November 2025."
            choices={[
              { value: "permanent", label: "Permanent" },
              { value: "fixed-term", label: "Fixed-term" },
            ]}
          />
          <ChoiceGroup
            legend="Last day of service"
            name="left"
            value={leftBefore ? "before" : "code"}
            onValueChange={(value) => update({ left: value })}
            description="Before 21 November 2025 the Payment of Gratuity Act, 1972 (since repealed) applies: basic and DA only, five years for everyone."
            choices={[
              { value: "code", label: "21 Nov 2025 or later" },
              { value: "before", label: "Before 21 Nov 2025" },
            ]}
          />
          <RatesLink day={day} />
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
          pendingFigures={["Gratuity payable", wagesLabel]}
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
                    label: wagesLabel,
                    value: r(result.wages.wages),
                    detail: oldAct
                      ? "Basic and DA alone"
                      : result.wages.addedBack > 0
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
              {nearlyFive ? (
                <p className="rounded-xl border border-accent/50 bg-accent-soft px-4 py-3 text-[0.95rem]">
                  {g.minimumYears - 1} years and 240 days or more worked in the fifth year: High Courts have
                  differed on whether this completes {g.minimumYears} years of continuous service. Some have
                  held that it does, so the gratuity below may be due; take advice before refusing it.
                </p>
              ) : null}
              <BreakdownTable
                caption="Gratuity worked out"
                columns={["Amount"]}
                rows={[
                  ...(oldAct ? [] : wageRows(result.wages)),
                  { label: "Service", values: [served] },
                  {
                    label: "Years counted",
                    values: [String(result.countedYears)],
                    note:
                      (months.value ?? 0) > serviceReading.partYearMonths
                        ? "A part year of more than six months counts as a year"
                        : (months.value ?? 0) > 0
                          ? "A part year of six months or less is not counted"
                          : undefined,
                  },
                  {
                    label: `Wages × ${g.daysPerYear}/${g.daysPerMonth} × years`,
                    values: [r(result.computed)],
                  },
                  ...(result.capped
                    ? [
                        {
                          label: "Statutory ceiling",
                          values: [r(g.ceiling)],
                          kind: "deduction" as const,
                        },
                      ]
                    : []),
                  { label: "Gratuity payable", values: [r(result.amount)], kind: "grand-total" },
                ]}
              />
              {result.proRataExact !== undefined && result.proRataExact !== result.amount ? (
                <p className="text-sm text-muted-foreground">
                  Pro rata on the service exactly as rendered ({served}), the other reading of the Code:{" "}
                  {r(result.proRataExact)}. The Code does not say which is meant; the rules below explain.
                </p>
              ) : null}
            </>
          ) : null}
        </ToolResults>
      }
    />
  )
}
