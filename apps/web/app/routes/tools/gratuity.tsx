import { rateValues } from "@repo/content/rates"
import { toolFor } from "@repo/content/tools"
import { gratuityRuleNotes } from "@repo/payroll/notes"

import { GratuityCalculator } from "../../components/tools/gratuity-calculator"
import { ToolPage } from "../../components/tools/tool-page"
import { pageMeta } from "../../lib/seo"
import { webApplicationJsonLd } from "../../lib/web-application"
import { buildDate } from "../../lib/build-date"
import type { Route } from "./+types/gratuity"

// A literal, so the client bundle carries none of the tools' copy (the loader brings it as data).
const path = "/tools/gratuity"

// Runs at build time only: the page's copy and the rules' text reach the page as data, not as code.
export function loader() {
  const builtOn = buildDate()
  return {
    builtOn,
    rates: rateValues(),
    tool: toolFor("gratuity", builtOn),
    rules: gratuityRuleNotes(builtOn),
  }
}

export const meta: Route.MetaFunction = ({ loaderData: { tool } }) => [
  ...pageMeta({ ...tool.seo, path, breadcrumb: tool.shortTitle }),
  { "script:ld+json": webApplicationJsonLd(tool, path) },
]

export default function Gratuity({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage tool={loaderData.tool} rules={loaderData.rules}>
      <GratuityCalculator rates={loaderData.rates} builtOn={loaderData.builtOn} />
    </ToolPage>
  )
}
