import { toolPageCopy } from "@repo/content/tool-page"
import type { Tool } from "@repo/content/tools"
import { PageHero } from "@repo/ui/sections/page-hero"
import type { ReactNode } from "react"

import { deferred } from "../../lib/deferred"
import type { ToolDetailsProps } from "./tool-details"

// The rules, the list of what is not covered and the call to action are read, not operated: their
// code loads once the browser is idle, while the calculator above them hydrates at once.
const ToolDetails = deferred<ToolDetailsProps>(() => import("./tool-details").then((m) => m.default))

type ToolPageProps = Omit<ToolDetailsProps, "notCovered"> & {
  tool: Pick<Tool, "title" | "description" | "notCovered">
  /** The calculator itself. */
  children: ReactNode
}

/** One calculator's page: its hero, the calculator, the rules it applies and the way to our service. */
export function ToolPage({ tool, children, rules, extra }: ToolPageProps) {
  return (
    <>
      <PageHero eyebrow={toolPageCopy.eyebrow} title={tool.title} lead={tool.description} />
      <div className="bg-muted print:bg-transparent">
        <div className="container-page py-10 sm:py-14 lg:py-16 print:py-4">
          <noscript>
            <p className="mb-6 rounded-xl border border-accent/50 bg-accent-soft px-4 py-3 font-medium">
              {toolPageCopy.noScript}
            </p>
          </noscript>
          {children}
        </div>
      </div>
      <ToolDetails rules={rules} extra={extra} notCovered={tool.notCovered} />
    </>
  )
}
