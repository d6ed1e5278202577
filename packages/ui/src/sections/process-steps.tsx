import type { ComponentProps } from "react"

import { Icon } from "../components/icon"
import { cn } from "../lib/cn"
import { Section, type SectionTone } from "./section"

export type ProcessStep = {
  /** Shown as given, zero-padded: "01", "02"… */
  number: string
  title: string
  description: string
  /** How long the step takes, shown as a tag under its title, e.g. "Within 5 working days". */
  duration?: string
}

type ProcessStepsProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** The steps in order: a title and a sentence each. */
  steps: ReadonlyArray<ProcessStep>
  /** The band's surface: `default` (light), `muted` (tinted) or `ink` (the dark navy band). */
  tone?: SectionTone
}

const columnClasses: Record<number, string> = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
  5: "md:grid-cols-2 lg:grid-cols-5",
}

/**
 * Numbered steps in order, joined by a rule: a vertical timeline on phones, a row from the large
 * breakpoint. An ordered list, so the order is announced as well as shown.
 */
function ProcessSteps({ eyebrow, heading, lead, steps, tone = "default", ...props }: ProcessStepsProps) {
  const onDark = tone === "ink" || tone === "primary"
  const rule = onDark ? "bg-ink-foreground/20" : "bg-primary/20"
  // A rule joins the numbers only where every step sits in one row.
  const horizontal = steps.length <= 3 ? "md:block" : steps.length <= 5 ? "lg:block" : undefined
  return (
    <Section data-slot="process-steps" tone={tone} eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      <ol
        className={cn("grid gap-10 md:gap-x-8 md:gap-y-12", columnClasses[steps.length] ?? "md:grid-cols-2")}
      >
        {steps.map((step, index) => {
          const last = index === steps.length - 1
          return (
            <li key={step.number} className="relative grid grid-cols-[3rem_1fr] items-start gap-x-5 md:block">
              {last ? null : (
                <span
                  aria-hidden="true"
                  className={cn("absolute top-14 -bottom-8 left-6 w-px md:hidden", rule)}
                />
              )}
              <div className="flex items-center">
                <span
                  data-slot="process-step-number"
                  className={cn(
                    "inline-flex size-12 shrink-0 items-center justify-center rounded-full text-base font-extrabold tabular-nums",
                    onDark ? "bg-accent text-accent-foreground" : "bg-primary text-primary-foreground",
                  )}
                >
                  {step.number}
                </span>
                {last || !horizontal ? null : (
                  <span
                    aria-hidden="true"
                    className={cn("ml-4 hidden h-px flex-1 md:-mr-8", horizontal, rule)}
                  />
                )}
              </div>
              <div className="pt-2.5 md:pt-6">
                <h3 className="text-lg font-bold">{step.title}</h3>
                {step.duration ? (
                  <p
                    data-slot="process-step-duration"
                    className={cn(
                      "mt-2 inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold",
                      onDark
                        ? "bg-ink-foreground/10 text-ink-foreground"
                        : "bg-primary-soft text-primary-soft-foreground",
                    )}
                  >
                    <Icon name="clock" className="size-3.5" />
                    {step.duration}
                  </p>
                ) : null}
                <p
                  className={cn("mt-2 leading-relaxed", onDark ? "text-ink-muted" : "text-muted-foreground")}
                >
                  {step.description}
                </p>
              </div>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}

export { ProcessSteps }
