import { inHandIssues, inHandSalary, salaryStructureDefaults } from "@repo/payroll/in-hand"
import {
  defaultState,
  isStateCode,
  stateCodes,
  stateLabels,
  type ProfessionalTaxRule,
} from "@repo/payroll/professional-tax"
import { rulesOn, type RateValues } from "@repo/payroll/statutory"
import { ChoiceGroup } from "@repo/ui/components/choice-group"
import { FormControl, FormField } from "@repo/ui/components/form-field"
import { NativeSelect } from "@repo/ui/components/native-select"
import { amountInWords } from "@repo/ui/lib/indian-number"
import { ToolLayout } from "@repo/ui/sections/tool-layout"

import { lazy, Suspense } from "react"

import { fieldErrors, readAmount, wholeRupees } from "./fields"
import { AmountField, PfWageBasisChoice, RatesLink, ToolForm } from "./tool-form"
import { ToolResults } from "./tool-results"
import { useTaxYear } from "./use-tax-year"
import { useToolInputs } from "./use-tool-inputs"

// The breakdown shows only with a result, after the visitor has typed: its code loads then, while
// the headline figures above it show at once.
const Breakdown = lazy(() => import("./in-hand-breakdown"))

const defaults: Record<"fy" | "ctc" | "basic" | "hra" | "excl" | "pfInCtc" | "pf" | "state" | "pt", string> =
  {
    // Empty: the year containing today's date.
    fy: "",
    ctc: "",
    basic: String(salaryStructureDefaults.basicPercent),
    hra: String(salaryStructureDefaults.hraPercent),
    excl: String(salaryStructureDefaults.otherExcludedPercent),
    pfInCtc: "yes",
    pf: "ceiling",
    state: defaultState,
    pt: "men",
  }

const r = wholeRupees

function ctcHint(value: number | undefined) {
  if (value === undefined) return "Type it as 10,00,000 or 10 lakh."
  const words = amountInWords(value)
  return words ? `${r(value)} (${words}) a year.` : `${r(value)} a year.`
}

type InHandCalculatorProps = {
  /** The date the page was built (YYYY-MM-DD): its year is shown until the visitor's own date is known. */
  builtOn: string
  /** The statutory figures with their from-dates, from the page's loader. */
  rates: RateValues
}

/** CTC to monthly take-home under the new regime, in the financial year of today's date or the one picked. */
export function InHandCalculator({ builtOn, rates }: InHandCalculatorProps) {
  const { fields, update, bind } = useToolInputs(defaults)
  const year = useTaxYear(builtOn, fields.fy, rates)
  const taxRules = year.rules
  // PF, ESI and professional tax as in force today, or on the picked year's last day.
  const rules = rulesOn(rates, year.day)
  const ctc = readAmount(fields.ctc, "the CTC", "10,00,000 or 10 lakh")
  const basic = readAmount(fields.basic, "basic", "50")
  const hra = readAmount(fields.hra, "HRA", "40")
  const excl = readAmount(fields.excl, "the other excluded allowances", "0")
  const state = isStateCode(fields.state) ? fields.state : defaultState
  const input = {
    annualCtc: ctc.value,
    basicPercent: basic.value,
    hraPercent: hra.value,
    otherExcludedPercent: excl.value,
    employerPfInCtc: fields.pfInCtc !== "no",
    pfWageBasis: fields.pf === "full" ? ("full" as const) : ("ceiling" as const),
    state,
    ptCategory: fields.pt === "women" ? ("women" as const) : ("men" as const),
    taxRules,
  }
  const issues = inHandIssues(input, rules)
  const {
    errors,
    problem: fieldProblem,
    issueFor,
  } = fieldErrors({ ctc, basic, hra, excl }, issues, {
    ctc: "annualCtc",
    basic: "basicPercent",
    hra: "hraPercent",
    excl: "otherExcludedPercent",
  })
  const problem = fieldProblem ?? issueFor("structure")
  const ready =
    !problem &&
    ctc.value !== undefined &&
    ctc.value > 0 &&
    basic.value !== undefined &&
    hra.value !== undefined
  const result = ready
    ? inHandSalary(
        { ...input, annualCtc: ctc.value!, basicPercent: basic.value!, hraPercent: hra.value! },
        rules,
      )
    : null
  const ptRule: ProfessionalTaxRule = rules.professionalTax[state]
  const womenFrom = ptRule.womenSlabs?.[0]?.over

  return (
    <ToolLayout
      form={
        <ToolForm id="in-hand">
          <ChoiceGroup
            legend="Financial year"
            name="fy"
            value={taxRules.financialYear}
            onValueChange={(value) => update({ fy: value === year.current.financialYear ? "" : value })}
            description={year.description}
            choices={year.choices}
          />
          <AmountField
            label="Annual CTC"
            error={errors.ctc}
            description={ctcHint(ctc.value)}
            {...bind("ctc")}
            prefix="₹"
            placeholder="e.g. 10,00,000"
          />
          <div className="grid grid-cols-2 gap-4">
            <AmountField label="Basic, % of CTC" error={errors.basic} {...bind("basic")} suffix="%" />
            <AmountField label="HRA, % of basic" error={errors.hra} {...bind("hra")} suffix="%" />
          </div>
          <AmountField
            label="Conveyance and other excluded pay, % of CTC"
            error={errors.excl}
            description="Allowances the labour codes leave out of wages beside HRA: conveyance, overtime, commission. The special allowance, which makes up the rest, counts as wages for ESI."
            {...bind("excl")}
            suffix="%"
          />
          <ChoiceGroup
            legend="Employer's PF is"
            name="pfInCtc"
            value={fields.pfInCtc === "no" ? "no" : "yes"}
            onValueChange={(value) => update({ pfInCtc: value })}
            choices={[
              { value: "yes", label: "Part of CTC" },
              { value: "no", label: "On top of CTC" },
            ]}
          />
          <PfWageBasisChoice
            ceiling={rules.providentFund.wageCeiling}
            value={fields.pf === "full" ? "full" : "ceiling"}
            onValueChange={(value) => update({ pf: value })}
          />
          <FormField label="State of work" description="For professional tax.">
            <FormControl>
              <NativeSelect
                name="state"
                value={state}
                onChange={(event) => update({ state: event.target.value })}
              >
                {stateCodes.map((code) => (
                  <option key={code} value={code}>
                    {stateLabels[code]}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
          </FormField>
          {ptRule.womenSlabs ? (
            <ChoiceGroup
              legend="Professional tax schedule"
              name="pt"
              value={fields.pt === "women" ? "women" : "men"}
              onValueChange={(value) => update({ pt: value })}
              description={`${ptRule.label} exempts women earning up to ${r(womenFrom ?? 0)} a month.`}
              choices={[
                { value: "men", label: "Men" },
                { value: "women", label: "Women" },
              ]}
            />
          ) : null}
          <RatesLink day={year.day} />
        </ToolForm>
      }
      results={
        <ToolResults
          summary={
            result
              ? `Monthly take-home ${r(result.monthly.takeHome)}; ${r(result.annual.takeHome)} a year, after income tax of ${r(result.annual.incomeTax)} for FY ${taxRules.financialYear}.`
              : undefined
          }
          problem={problem}
          prompt={`Enter an annual CTC to see the monthly take-home for FY ${taxRules.financialYear}, line by line.`}
          pendingFigures={["Monthly take-home", "Income tax for the year"]}
          figures={
            result
              ? [
                  {
                    label: "Monthly take-home",
                    value: r(result.monthly.takeHome),
                    detail: `${r(result.annual.takeHome)} a year`,
                  },
                  {
                    label: "Income tax for the year",
                    value: r(result.annual.incomeTax),
                    detail: `${r(result.monthly.incomeTax)} a month`,
                  },
                ]
              : []
          }
        >
          {result ? (
            <>
              <Suspense fallback={null}>
                <Breakdown result={result} rules={taxRules} ptRule={ptRule} />
              </Suspense>
            </>
          ) : null}
        </ToolResults>
      }
    />
  )
}
