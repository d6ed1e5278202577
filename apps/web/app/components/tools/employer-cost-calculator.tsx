import { formatIsoDate } from "@repo/content/dates"
import { employerCost, employerCostIssues } from "@repo/payroll/employer-cost"
import { figureChangesOf, providentFundKeys, rulesOn, type RateValues } from "@repo/payroll/statutory"
import { salaryStructureDefaults } from "@repo/payroll/in-hand"
import { ChoiceGroup } from "@repo/ui/components/choice-group"
import { FormControl, FormField } from "@repo/ui/components/form-field"
import { Input } from "@repo/ui/components/input"
import { BreakdownTable, type BreakdownRow } from "@repo/ui/sections/breakdown-table"
import { ToolLayout } from "@repo/ui/sections/tool-layout"

import { fieldErrors, readAmount, readCount, wholeRupees } from "./fields"
import { AmountField, PfWageBasisChoice, RatesLink, ToolForm } from "./tool-form"
import { ToolResults } from "./tool-results"
import { useToday } from "./use-tax-year"
import { useToolInputs } from "./use-tool-inputs"
import { wageRows } from "./wage-rows"

// `on`: the day the pay is for, empty for today; `excl`: the allowances the codes exclude from wages,
// empty for the common structure (HRA at 40% of basic).
const defaults = {
  on: "",
  gross: "",
  basic: "",
  excl: "",
  pf: "ceiling",
  people: "20",
  minWage: "",
  esi: "no",
}

const r = wholeRupees
const isIsoDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text))

type EmployerCostCalculatorProps = {
  /** The statutory figures with their from-dates, from the page's loader. */
  rates: RateValues
  /** The day the page was built (YYYY-MM-DD), shown until the visitor's own date is known. */
  builtOn: string
}

/** An employee's cost to the employer: gross plus EPF, EPS, EDLI, admin, ESI, bonus and gratuity. */
export function EmployerCostCalculator({ rates, builtOn }: EmployerCostCalculatorProps) {
  const { fields, update, bind } = useToolInputs(defaults)
  const today = useToday(builtOn)
  const day = isIsoDay(fields.on) ? fields.on : today
  const rules = rulesOn(rates, day)
  const pfRules = rules.providentFund
  // The recent days a PF figure changed: a day before one works out the figures it replaced.
  const changes = figureChangesOf(rates, providentFundKeys).filter((from) => from > "2020-01-01")
  const gross = readAmount(fields.gross, "the gross salary", "30,000")
  const basic = readAmount(fields.basic, "the basic pay", "18,000")
  const excluded = readAmount(fields.excl, "the excluded allowances", "7,200")
  const people = readCount(fields.people, "the number of employees")
  const minWage = readAmount(fields.minWage, "the minimum wage", "11,313")
  // Left empty: HRA at the common 40% of basic, within what is paid beside basic.
  const commonExcluded =
    basic.value !== undefined && gross.value !== undefined
      ? Math.max(
          0,
          Math.min(gross.value - basic.value, (basic.value * salaryStructureDefaults.hraPercent) / 100),
        )
      : undefined
  const monthlyExcluded = excluded.value ?? commonExcluded
  const pfWageBasis = fields.pf === "full" ? ("full" as const) : ("ceiling" as const)
  const issues = employerCostIssues({
    monthlyGross: gross.value,
    monthlyBasic: basic.value,
    headcount: people.value,
    minimumWage: minWage.value,
    monthlyExcluded: excluded.value,
  })
  const { errors, problem } = fieldErrors({ gross, basic, excluded, people, minWage }, issues, {
    gross: "monthlyGross",
    basic: "monthlyBasic",
    excluded: "monthlyExcluded",
    people: "headcount",
    minWage: "minimumWage",
  })
  const ready = !problem && gross.value !== undefined && gross.value > 0 && basic.value !== undefined
  const input = ready
    ? {
        monthlyGross: gross.value!,
        monthlyBasic: basic.value!,
        monthlyExcluded,
        pfWageBasis,
        headcount: people.value ?? 1,
        minimumWage: minWage.value,
        esicCoveredAtPeriodStart: fields.esi === "yes",
      }
    : null
  const cost = input ? employerCost(input, rules) : null
  // The other reading of the PF wages, unsettled: on the codes' wages rather than basic and DA.
  const onCodeWages = input ? employerCost({ ...input, pfWageReading: "code-wages" }, rules) : null
  const pfOnCodeWages = onCodeWages
    ? onCodeWages.epf + onCodeWages.eps + onCodeWages.edli + onCodeWages.pfAdmin
    : 0
  const pfOnBasic = cost ? cost.epf + cost.eps + cost.edli + cost.pfAdmin : 0
  // ESI is tested on the codes' wages, not the gross.
  const aboveEsiCeiling = cost !== null && cost.esicApplies && cost.wages.wages > rules.esic.wageCeiling
  const a = rules.applicability
  const bonusRules = rules.bonus
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
            `On basic and DA${pfWageBasis === "full" ? ", full, by joint request" : `, up to ${r(pfRules.wageCeiling)}`}`,
          ),
        },
        {
          label: "EPS (pension)",
          values: [r(cost.eps), r(cost.eps * 12)],
          note: pfNote(`${pfRules.pensionRate}%, at most ${r(pfRules.pensionCap)}`),
        },
        {
          label: "EDLI",
          values: [r(cost.edli), r(cost.edli * 12)],
          note: pfNote(`${pfRules.edliRate}%, at most ${r(pfRules.edliCap)}`),
        },
        {
          label: "PF administration charges",
          values: [r(cost.pfAdmin), r(cost.pfAdmin * 12)],
          note: pfNote(
            `${pfRules.adminRate}%, at least ${r(pfRules.adminMinimum)} a month per establishment`,
          ),
        },
        {
          label: "ESI (employer's share)",
          values: [r(cost.esic), r(cost.esic * 12)],
          note: !cost.esicApplies
            ? `Establishment under ${a.esicMinimumHeadcount}: the ESI chapter does not apply`
            : cost.esicUntilPeriodEnd
              ? `${rules.esic.employerRate}% of wages: covered when the period began, so until it ends`
              : cost.esicCovered
                ? `${rules.esic.employerRate}% of the wages under the codes`
                : `Wages above ${r(rules.esic.wageCeiling)}: not covered from the next contribution period`,
        },
        {
          label: "Statutory bonus",
          values: [r(cost.bonus), r(cost.bonus * 12)],
          note: cost.bonusApplies
            ? `${bonusRules.minimumRate}% minimum, as a monthly provision`
            : cost.bonusExclusion === "headcount"
              ? `Establishment under ${bonusRules.minimumHeadcount}: the bonus law does not apply`
              : `Wages above ${r(bonusRules.eligibilityCeiling)}: not covered`,
        },
        {
          label: "Gratuity provision",
          values: [r(cost.gratuity), r(cost.gratuity * 12)],
          note: cost.gratuityApplies
            ? `${rules.gratuity.daysPerYear}/${rules.gratuity.daysPerMonth} of a month's wages a year`
            : `Establishment under ${a.gratuityMinimumHeadcount}: the gratuity chapter does not apply`,
        },
        {
          label: "Total on top of gross",
          values: [r(cost.contributions), r(cost.contributions * 12)],
          kind: "total",
        },
        { label: "Cost to company", values: [r(cost.monthlyCost), r(cost.annualCost)], kind: "grand-total" },
        ...(cost.pfApplies && onCodeWages && pfOnCodeWages !== pfOnBasic
          ? [
              {
                label: "PF on the codes' wages instead (unsettled)",
                values: [r(pfOnCodeWages), r(pfOnCodeWages * 12)],
                note: `If PF were due on the wages under the codes (${r(onCodeWages.pfBasicWages)}) rather than basic and DA: ${r(pfOnCodeWages - pfOnBasic)} a month more, a cost to company of ${r(onCodeWages.monthlyCost)}`,
              },
            ]
          : []),
      ]
    : []

  return (
    <ToolLayout
      form={
        <ToolForm id="employer-cost">
          <FormField
            label="Pay for the day"
            description={`The figures in force that day apply${changes.length ? `; PF's last changed on ${changes.map(formatIsoDate).join(" and ")}` : ""}. Empty: today, ${formatIsoDate(today)}.`}
          >
            <FormControl>
              <Input
                type="date"
                name="on"
                value={isIsoDay(fields.on) ? fields.on : ""}
                min="2018-06-01"
                onChange={(event) => update({ on: event.target.value })}
              />
            </FormControl>
          </FormField>
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
            placeholder="e.g. 18,000"
          />
          <AmountField
            label="HRA, conveyance and other excluded pay, a month"
            error={errors.excluded}
            description={
              commonExcluded !== undefined && excluded.value === undefined
                ? `The allowances the codes leave out of wages (HRA, conveyance, overtime, commission). Empty: HRA at ${salaryStructureDefaults.hraPercent}% of basic, ${r(commonExcluded)}; the rest of the gross, such as a special allowance, counts as wages.`
                : `The allowances the codes leave out of wages (HRA, conveyance, overtime, commission). Empty: HRA at ${salaryStructureDefaults.hraPercent}% of basic. A special allowance is not excluded: it counts as wages.`
            }
            {...bind("excl")}
            prefix="₹"
          />
          <PfWageBasisChoice
            value={pfWageBasis}
            ceiling={pfRules.wageCeiling}
            onValueChange={(value) => update({ pf: value })}
          />
          <div className="grid grid-cols-2 gap-4">
            <AmountField
              label="Employees"
              error={errors.people}
              description={`In the establishment: ESI from ${a.esicMinimumHeadcount}, gratuity from ${a.gratuityMinimumHeadcount}, PF from ${a.pfMinimumHeadcount}, bonus from ${bonusRules.minimumHeadcount}.`}
              {...bind("people")}
              inputMode="numeric"
            />
            <AmountField
              label="Minimum wage"
              error={errors.minWage}
              description={`Optional, a month: for the bonus, if above ${r(bonusRules.calculationCeiling)}.`}
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
              description={`Periods run 1 April to 30 September and 1 October to 31 March. Covered at the start, an employee keeps contributing until the period ends, even with wages above ${r(rules.esic.wageCeiling)}.`}
              choices={[
                { value: "no", label: "No" },
                { value: "yes", label: "Yes, until the period ends" },
              ]}
            />
          ) : null}
          <RatesLink day={day} />
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
