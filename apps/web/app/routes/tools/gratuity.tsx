import { toolFor } from "@repo/content/tools"
import { gratuityRuleNotes } from "@repo/payroll/notes"

import { GratuityCalculator } from "../../components/tools/gratuity-calculator"
import { ToolPage } from "../../components/tools/tool-page"
import { pageMeta } from "../../lib/seo"
import { webApplicationJsonLd } from "../../lib/web-application"
import type { Route } from "./+types/gratuity"

// A literal, so the client bundle carries none of the tools' copy (the loader brings it as data).
const path = "/tools/gratuity"

// Runs at build time only: the page's copy and the rules' text reach the page as data, not as code.
export function loader() {
  return { tool: toolFor("gratuity"), rules: gratuityRuleNotes }
}

export const meta: Route.MetaFunction = ({ loaderData: { tool } }) => [
  ...pageMeta({ ...tool.seo, path, breadcrumb: tool.shortTitle }),
  { "script:ld+json": webApplicationJsonLd(tool, path) },
]

export default function Gratuity({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage tool={loaderData.tool} rules={loaderData.rules}>
      <GratuityCalculator />
    </ToolPage>
  )
}
