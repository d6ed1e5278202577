import { rateValues } from "@repo/content/rates"
import { toolFor } from "@repo/content/tools"
import { employerCostRuleNotes } from "@repo/payroll/notes"

import { EmployerCostCalculator } from "../../components/tools/employer-cost-calculator"
import { ToolPage } from "../../components/tools/tool-page"
import { pageMeta } from "../../lib/seo"
import { webApplicationJsonLd } from "../../lib/web-application"
import { buildDate } from "../../lib/build-date"
import type { Route } from "./+types/employer-cost"

// A literal, so the client bundle carries none of the tools' copy (the loader brings it as data).
const path = "/tools/employer-cost"

// Runs at build time only: the page's copy and the rules' text reach the page as data, not as code.
export function loader() {
  const builtOn = buildDate()
  return {
    builtOn,
    // The figures and their from-dates (no citations): the calculator picks the row in force on its day.
    rates: rateValues(),
    tool: toolFor("employer-cost", builtOn),
    rules: employerCostRuleNotes(builtOn),
  }
}

export const meta: Route.MetaFunction = ({ loaderData: { tool } }) => [
  ...pageMeta({ ...tool.seo, path, breadcrumb: tool.shortTitle }),
  { "script:ld+json": webApplicationJsonLd(tool, path) },
]

export default function EmployerCost({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage tool={loaderData.tool} rules={loaderData.rules}>
      <EmployerCostCalculator rates={loaderData.rates} builtOn={loaderData.builtOn} />
    </ToolPage>
  )
}
