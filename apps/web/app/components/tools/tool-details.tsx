import { toolDetailsCopy } from "@repo/content/tool-page"
import { CtaBand } from "@repo/ui/sections/cta-band"
import { ToolRules, type ToolRule } from "@repo/ui/sections/tool-rules"

export type ToolDetailsProps = {
  rules: readonly ToolRule[]
  extra?: { heading: string; rules: readonly ToolRule[] }
  notCovered: readonly string[]
}

/** Below a calculator: the rules it applies with their sources, what it leaves out, and our service. */
export default function ToolDetails({ rules, extra, notCovered }: ToolDetailsProps) {
  return (
    <>
      <ToolRules
        heading={toolDetailsCopy.rulesHeading}
        lead={toolDetailsCopy.rulesLead}
        rules={rules}
        extra={extra}
        notCoveredHeading={toolDetailsCopy.notCoveredHeading}
        notCovered={notCovered}
        className="border-t border-border bg-background"
      />
      <CtaBand
        heading={toolDetailsCopy.cta.heading}
        body={toolDetailsCopy.cta.body}
        primary={toolDetailsCopy.cta.primary}
        secondary={toolDetailsCopy.cta.secondary}
      />
    </>
  )
}
