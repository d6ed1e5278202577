import { esicRules } from "@repo/payroll/contributions"
import { applicabilityRules, bonusRules, employerCost, employerCostIssues } from "@repo/payroll/employer-cost"
import { ChoiceGroup } from "@repo/ui/components/choice-group"
import { BreakdownTable, type BreakdownRow } from "@repo/ui/sections/breakdown-table"
import { ToolLayout } from "@repo/ui/sections/tool-layout"

import { fieldErrors, readAmount, readCount, wholeRupees } from "./fields"
import { AmountField, PfWageBasisChoice, ToolForm } from "./tool-form"
import { ToolResults } from "./tool-results"
import { useToolInputs } from "./use-tool-inputs"
import { wageRows } from "./wage-rows"

const defaults = { gross: "", basic: "", pf: "ceiling", people: "20", minWage: "", esi: "no" }

const r = wholeRupees

/** An employee's cost to the employer: gross plus EPF, EPS, EDLI, admin, ESI, bonus and gratuity. */
export function EmployerCostCalculator() {
  const { fields, update, bind } = useToolInputs(defaults)
  const gross = readAmount(fields.gross, "the gross salary", "30,000")
  const basic = readAmount(fields.basic, "the basic pay", "15,000")
  const people = readCount(fields.people, "the number of employees")
  const minWage = readAmount(fields.minWage, "the minimum wage", "11,313")
  const pfWageBasis = fields.pf === "full" ? ("full" as const) : ("ceiling" as const)
  const issues = employerCostIssues({
    monthlyGross: gross.value,
    monthlyBasic: basic.value,
    headcount: people.value,
    minimumWage: minWage.value,
  })
  const { errors, problem } = fieldErrors({ gross, basic, people, minWage }, issues, {
    gross: "monthlyGross",
    basic: "monthlyBasic",
    people: "headcount",
    minWage: "minimumWage",
  })
  const ready = !problem && gross.value !== undefined && gross.value > 0 && basic.value !== undefined
  const cost = ready
    ? employerCost({
        monthlyGross: gross.value!,
        monthlyBasic: basic.value!,
        pfWageBasis,
        headcount: people.value ?? 1,
        minimumWage: minWage.value,
        esicCoveredAtPeriodStart: fields.esi === "yes",
      })
    : null
  // ESI is tested on the codes' wages, not the gross.
  const aboveEsiCeiling = cost !== null && cost.esicApplies && cost.wages.wages > esicRules.wageCeiling
  const a = applicabilityRules
  const pfNote = (text: string) =>
    cost?.pfApplies ? text : `Establishment under ${a.pfMinimumHeadcount}: the EPF Act does not apply`

  const rows: BreakdownRow[] = cost
    ? [
        { label: "Gross salary", values: [r(gross.value!), r(gross.value! * 12)] },
        { label: "Wages under the codes, for ESI, bonus and gratuity", values: [], kind: "heading" },
        ...wageRows(cost.wages, (monthly) => [r(monthly), r(monthly * 12)]),
        { label: "Employer's contributions", values: [], kind: "heading" },
        {
          label: "EPF (employer's share)",
          values: [r(cost.epf), r(cost.epf * 12)],
          note: pfNote(
            `On basic and DA (EPF Act)${pfWageBasis === "full" ? ", full, by joint request" : ", up to ₹15,000"}`,
          ),
        },
        {
          label: "EPS (pension)",
          values: [r(cost.eps), r(cost.eps * 12)],
          note: pfNote("8.33%, at most ₹1,250"),
        },
        { label: "EDLI", values: [r(cost.edli), r(cost.edli * 12)], note: pfNote("0.5%, at most ₹75") },
        {
          label: "PF administration charges",
          values: [r(cost.pfAdmin), r(cost.pfAdmin * 12)],
          note: pfNote("0.5%, at least ₹500 a month per establishment"),
        },
        {
          label: "ESI (employer's share)",
          values: [r(cost.esic), r(cost.esic * 12)],
          note: !cost.esicApplies
            ? `Establishment under ${a.esicMinimumHeadcount}: the ESI chapter does not apply`
            : cost.esicUntilPeriodEnd
              ? "3.25% of wages: covered when the period began, so until it ends"
              : cost.esicCovered
                ? "3.25% of the wages under the codes"
                : "Wages above ₹21,000: not covered from the next contribution period",
        },
        {
          label: "Statutory bonus",
          values: [r(cost.bonus), r(cost.bonus * 12)],
          note: cost.bonusApplies
            ? "8.33% minimum, as a monthly provision"
            : cost.bonusExclusion === "headcount"
              ? `Establishment under ${bonusRules.minimumHeadcount}: the bonus law does not apply`
              : "Wages above ₹21,000: not covered",
        },
        {
          label: "Gratuity provision",
          values: [r(cost.gratuity), r(cost.gratuity * 12)],
          note: cost.gratuityApplies
            ? "15/26 of a month's wages a year"
            : `Establishment under ${a.gratuityMinimumHeadcount}: the gratuity chapter does not apply`,
        },
        {
          label: "Total on top of gross",
          values: [r(cost.contributions), r(cost.contributions * 12)],
          kind: "total",
        },
        { label: "Cost to company", values: [r(cost.monthlyCost), r(cost.annualCost)], kind: "grand-total" },
      ]
    : []

  return (
    <ToolLayout
      form={
        <ToolForm id="employer-cost">
          <AmountField
            label="Monthly gross salary"
            error={errors.gross}
            {...bind("gross")}
            prefix="₹"
            placeholder="e.g. 30,000"
          />
          <AmountField
            label="Monthly basic + DA"
            error={errors.basic}
            description="PF is paid on it; with the gross, it gives the wages under the codes that ESI, bonus and gratuity use."
            {...bind("basic")}
            prefix="₹"
            placeholder="e.g. 15,000"
          />
          <PfWageBasisChoice value={pfWageBasis} onValueChange={(value) => update({ pf: value })} />
          <div className="grid grid-cols-2 gap-4">
            <AmountField
              label="Employees"
              error={errors.people}
              description="In the establishment: ESI and gratuity from 10, PF and bonus from 20."
              {...bind("people")}
              inputMode="numeric"
            />
            <AmountField
              label="Minimum wage"
              error={errors.minWage}
              description="Optional, a month: for the bonus, if above ₹7,000."
              {...bind("minWage")}
              prefix="₹"
            />
          </div>
          {aboveEsiCeiling ? (
            <ChoiceGroup
              legend="Covered by ESI when this contribution period began"
              name="esi"
              value={fields.esi === "yes" ? "yes" : "no"}
              onValueChange={(value) => update({ esi: value })}
              description="Periods run 1 April to 30 September and 1 October to 31 March. Covered at the start, an employee keeps contributing until the period ends, even with wages above ₹21,000."
              choices={[
                { value: "no", label: "No" },
                { value: "yes", label: "Yes, until the period ends" },
              ]}
            />
          ) : null}
        </ToolForm>
      }
      results={
        <ToolResults
          summary={
            cost
              ? `Cost to company ${r(cost.monthlyCost)} a month, ${r(cost.annualCost)} a year, of which ${r(cost.contributions)} a month is on top of the gross.`
              : undefined
          }
          problem={problem}
          prompt="Enter a monthly gross and basic to see what the employee costs in all."
          pendingFigures={["Monthly cost to company", "On top of the gross"]}
          figures={
            cost
              ? [
                  {
                    label: "Monthly cost to company",
                    value: r(cost.monthlyCost),
                    detail: `${r(cost.annualCost)} a year`,
                  },
                  {
                    label: "On top of the gross",
                    value: r(cost.contributions),
                    detail: `${((cost.contributions / gross.value!) * 100).toFixed(1)}% of the gross`,
                  },
                ]
              : []
          }
        >
          {cost ? (
            <BreakdownTable caption="Employer cost breakdown" columns={["Monthly", "Annual"]} rows={rows} />
          ) : null}
        </ToolResults>
      }
    />
  )
}
