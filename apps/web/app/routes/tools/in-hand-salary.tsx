import { rateValues } from "@repo/content/rates"
import { toolFor } from "@repo/content/tools"
import { inHandRuleNotes, professionalTaxNotes } from "@repo/payroll/notes"

import { InHandCalculator } from "../../components/tools/in-hand-calculator"
import { ToolPage } from "../../components/tools/tool-page"
import { pageMeta } from "../../lib/seo"
import { webApplicationJsonLd } from "../../lib/web-application"
import { buildDate } from "../../lib/build-date"
import type { Route } from "./+types/in-hand-salary"

// A literal, so the client bundle carries none of the tools' copy (the loader brings it as data).
const path = "/tools/in-hand-salary"

// Runs at build time only: the page's copy and the rules' text reach the page as data, not as code.
export function loader() {
  // The day the page is prerendered: its financial year shows until the visitor's own date is known.
  const builtOn = buildDate()
  return {
    builtOn,
    rates: rateValues(),
    tool: toolFor("in-hand-salary", builtOn),
    rules: inHandRuleNotes(builtOn),
    extra: { heading: "Professional tax by state", rules: professionalTaxNotes(builtOn) },
  }
}

export const meta: Route.MetaFunction = ({ loaderData: { tool } }) => [
  ...pageMeta({ ...tool.seo, path, breadcrumb: tool.shortTitle }),
  { "script:ld+json": webApplicationJsonLd(tool, path) },
]

export default function InHandSalary({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage tool={loaderData.tool} rules={loaderData.rules} extra={loaderData.extra}>
      <InHandCalculator builtOn={loaderData.builtOn} rates={loaderData.rates} />
    </ToolPage>
  )
}
