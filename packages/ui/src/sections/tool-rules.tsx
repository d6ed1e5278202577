import { useId, type ComponentProps } from "react"

import { Icon } from "../components/icon"
import { cn } from "../lib/cn"
import { formatIsoDate } from "../lib/dates"

export type ToolRule = {
  title: string
  text: string
  /** Where the rule is stated; none where no instrument states it (a state with no such tax). */
  source?: { name: string; url: string; date: string }
}

type ToolRulesProps = Omit<ComponentProps<"section">, "title"> & {
  heading: string
  lead?: string
  rules: ReadonlyArray<ToolRule>
  /** A second list, such as the professional-tax schedules by state. */
  extra?: { heading: string; rules: ReadonlyArray<ToolRule> }
  notCoveredHeading: string
  notCovered: ReadonlyArray<string>
}

function RuleItems({ rules }: { rules: ReadonlyArray<ToolRule> }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {rules.map((rule) => (
        <li key={rule.title} className="rounded-xl border border-border bg-background p-5 shadow-card">
          <h3 className="font-bold">{rule.title}</h3>
          <p className="mt-2 leading-relaxed text-pretty text-muted-foreground">{rule.text}</p>
          {rule.source ? (
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
          ) : null}
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

export { ToolRules }
