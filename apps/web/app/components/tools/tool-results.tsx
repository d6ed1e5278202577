import type { ReactNode } from "react"

import { toolPageCopy } from "@repo/content/tool-page"
import { ResultSummary, type ResultFigure } from "@repo/ui/sections/tool-layout"

import { ToolActions } from "./tool-actions"

type ToolResultsProps = {
  /** The sentence a screen reader hears for a result; none while there is no result. */
  summary?: string
  /** Why the inputs cannot be worked out, shown (and announced) instead of figures. */
  problem?: string
  /** What to enter, shown while the inputs are incomplete. */
  prompt: string
  /** The headline figures of a result; none without one. */
  figures: readonly ResultFigure[]
  /** The breakdown of a result, followed by the share and print actions; none without one. */
  children?: ReactNode
}

/** A calculator's results: the figures and breakdown, or the prompt or problem in their place. */
export function ToolResults({ summary, problem, prompt, figures, children }: ToolResultsProps) {
  return (
    <ResultSummary
      heading={toolPageCopy.resultsHeading}
      announcement={summary ?? problem ?? ""}
      figures={figures}
      message={problem ?? prompt}
      messageTone={problem ? "problem" : "prompt"}
    >
      {children ? (
        <>
          {children}
          <ToolActions />
        </>
      ) : null}
    </ResultSummary>
  )
}
