import { lazy, Suspense, type ReactNode } from "react"

import { toolPageCopy } from "@repo/content/tool-page"
import { ResultSummary, type ResultFigure } from "@repo/ui/sections/tool-layout"

// Share and print appear only with a result, after the visitor has typed: their code (the button,
// the toast) loads then, not with the page.
const ToolActions = lazy(() => import("./tool-actions").then((module) => ({ default: module.ToolActions })))

type ToolResultsProps = {
  /** The sentence a screen reader hears for a result; none while there is no result. */
  summary?: string
  /** Why the inputs cannot be worked out (a typing mistake), shown and announced instead of figures. */
  problem?: string
  /** What to enter, shown while the inputs are incomplete. */
  prompt: string
  /** The labels of the headline figures, shown as empty cards until there is a result. */
  pendingFigures?: readonly string[]
  /** The headline figures of a result; none without one. */
  figures: readonly ResultFigure[]
  /** The breakdown of a result, followed by the share and print actions; none without one. */
  children?: ReactNode
}

/** A calculator's results: the figures and breakdown, or the prompt or problem in their place. */
export function ToolResults({
  summary,
  problem,
  prompt,
  pendingFigures,
  figures,
  children,
}: ToolResultsProps) {
  const message = problem ?? prompt
  return (
    <ResultSummary
      heading={toolPageCopy.resultsHeading}
      announcement={summary ?? problem ?? ""}
      figures={figures}
      message={message}
      messageTone={problem ? "problem" : "prompt"}
      pendingFigures={pendingFigures}
    >
      {children ? (
        <>
          {children}
          <p className="text-sm text-muted-foreground">{toolPageCopy.rounding}</p>
          <Suspense fallback={null}>
            <ToolActions />
          </Suspense>
        </>
      ) : null}
    </ResultSummary>
  )
}
