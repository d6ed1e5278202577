import { useId, type ComponentProps, type ReactNode } from "react"

import { Icon } from "../components/icon"
import { cn } from "../lib/cn"
import { formatIsoDate } from "../lib/dates"

type ToolLayoutProps = Omit<ComponentProps<"div">, "results"> & {
  /** The inputs: a heading and the fields, in a form. */
  form: ReactNode
  /** The results panel; it stays in view beside the form on wide screens. */
  results: ReactNode
}

/** A calculator: the inputs on one side, the results beside them (below them on a phone). */
function ToolLayout({ form, results, className, ...props }: ToolLayoutProps) {
  return (
    <div
      data-slot="tool-layout"
      className={cn(
        "grid items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:gap-8 print:block",
        className,
      )}
      {...props}
    >
      <div className="rounded-2xl border border-border bg-background p-5 shadow-card sm:p-7 print:border-0 print:p-0 print:shadow-none">
        {form}
      </div>
      <div className="rounded-2xl border border-border bg-background p-5 shadow-card sm:p-7 lg:sticky lg:top-24 print:mt-6 print:border-0 print:p-0 print:shadow-none">
        {results}
      </div>
    </div>
  )
}

export type ResultFigure = {
  label: string
  /** Formatted ("₹96,400"). */
  value: string
  /** A line under the figure ("₹11,56,800 a year"). */
  detail?: string
}

type ResultSummaryProps = ComponentProps<"div"> & {
  heading: string
  /** The headline figures; none while the inputs cannot be worked out yet. */
  figures: readonly ResultFigure[]
  /** What to show instead of figures: a prompt while empty, or why nothing can be worked out. */
  message?: string
  /** `problem` when the message explains an impossible input. */
  messageTone?: "prompt" | "problem"
  /** The sentence a screen reader hears when the result changes. */
  announcement: string
  /** The breakdown and actions under the figures. */
  children?: ReactNode
}

/**
 * The results of a calculator: a heading, the headline figures and what follows them. A polite live
 * region announces the new result (one sentence, not the whole table) as the inputs change.
 */
function ResultSummary({
  heading,
  figures,
  message,
  messageTone = "prompt",
  announcement,
  children,
  className,
  ...props
}: ResultSummaryProps) {
  const headingId = useId()
  return (
    <section
      data-slot="result-summary"
      aria-labelledby={headingId}
      className={cn("grid gap-5", className)}
      {...props}
    >
      <h2 id={headingId} className="text-xl font-extrabold tracking-tight">
        {heading}
      </h2>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {figures.length > 0 ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          {figures.map((figure, index) => (
            <div
              key={figure.label}
              className={cn(
                "rounded-xl px-4 py-3.5",
                index === 0
                  ? "bg-primary text-primary-foreground"
                  : "bg-primary-soft text-primary-soft-foreground",
              )}
            >
              <dt className="text-sm font-semibold opacity-90">{figure.label}</dt>
              <dd className="mt-1 text-[1.75rem] leading-tight font-extrabold tracking-tight tabular-nums">
                {figure.value}
              </dd>
              {figure.detail ? (
                <dd className="mt-0.5 text-sm font-medium opacity-90">{figure.detail}</dd>
              ) : null}
            </div>
          ))}
        </dl>
      ) : message ? (
        <p
          className={cn(
            "flex items-start gap-2.5 rounded-xl px-4 py-4 text-[0.95rem] leading-relaxed",
            messageTone === "problem"
              ? "border border-destructive/30 bg-destructive/5 font-medium text-destructive"
              : "border border-dashed border-input bg-muted text-muted-foreground",
          )}
        >
          <Icon
            name={messageTone === "problem" ? "circle-alert" : "info"}
            className="mt-0.5 size-5 shrink-0"
          />
          <span>{message}</span>
        </p>
      ) : null}
      {children}
    </section>
  )
}

export type ToolRule = {
  title: string
  text: string
  source: { name: string; url: string; date: string }
}

type ToolRulesProps = Omit<ComponentProps<"section">, "title"> & {
  heading: string
  lead?: string
  rules: readonly ToolRule[]
  /** A second list, such as the professional-tax schedules by state. */
  extra?: { heading: string; rules: readonly ToolRule[] }
  notCoveredHeading: string
  notCovered: readonly string[]
}

function RuleItems({ rules }: { rules: readonly ToolRule[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {rules.map((rule) => (
        <li key={rule.title} className="rounded-xl border border-border bg-background p-5 shadow-card">
          <h3 className="font-bold">{rule.title}</h3>
          <p className="mt-2 leading-relaxed text-pretty text-muted-foreground">{rule.text}</p>
          <p className="mt-3 text-sm leading-snug">
            <span className="font-semibold">Source: </span>
            <a
              href={rule.source.url}
              rel="noopener noreferrer"
              className="text-primary underline decoration-primary/30 underline-offset-2 hover:decoration-primary"
            >
              {rule.source.name}
            </a>
            <span className="text-muted-foreground"> ({formatIsoDate(rule.source.date)})</span>
          </p>
        </li>
      ))}
    </ul>
  )
}

/**
 * How a calculator works it out, rule by rule with each rule's source, and what it leaves out.
 * Prerendered in full: the page explains itself without JavaScript.
 */
function ToolRules({
  heading,
  lead,
  rules,
  extra,
  notCoveredHeading,
  notCovered,
  className,
  ...props
}: ToolRulesProps) {
  const headingId = useId()
  return (
    <section
      data-slot="tool-rules"
      aria-labelledby={headingId}
      className={cn("bg-muted py-14 sm:py-16 lg:py-20", className)}
      {...props}
    >
      <div className="container-page grid gap-10">
        <div className="max-w-3xl">
          <h2 id={headingId} className="text-title font-extrabold text-balance">
            {heading}
          </h2>
          {lead ? (
            <p className="mt-4 text-lg leading-relaxed text-pretty text-muted-foreground">{lead}</p>
          ) : null}
        </div>
        <RuleItems rules={rules} />
        {extra ? (
          <div className="grid gap-5">
            <h3 className="text-xl font-extrabold tracking-tight">{extra.heading}</h3>
            <RuleItems rules={extra.rules} />
          </div>
        ) : null}
        <div data-print="keep" className="rounded-xl border border-accent/50 bg-accent-soft p-5 sm:p-6">
          <h3 className="flex items-center gap-2 font-bold">
            <Icon name="triangle-alert" className="size-5 text-accent-foreground" />
            {notCoveredHeading}
          </h3>
          <ul className="mt-3 grid list-disc gap-1.5 pl-5 leading-relaxed marker:text-accent-foreground">
            {notCovered.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}

export { ResultSummary, ToolLayout, ToolRules }
