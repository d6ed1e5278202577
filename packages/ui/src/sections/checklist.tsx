import { useId, type ComponentProps } from "react"

import { Icon } from "../components/icon"
import { cn } from "../lib/cn"
import { SectionHeading, sectionVariants, type SectionTone } from "./section"

type ChecklistProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** The entries to show, in order. */
  items: ReadonlyArray<string>
  /** The band's surface: `default` (light), `muted` (tinted) or `ink` (the dark navy band). */
  tone?: SectionTone
}

/** What an engagement includes: the heading beside a two-column list of ticked items. */
function Checklist({ eyebrow, heading, lead, items, tone = "default", className, ...props }: ChecklistProps) {
  const headingId = useId()
  const onDark = tone === "ink" || tone === "primary"
  return (
    <section
      data-slot="checklist"
      aria-labelledby={headingId}
      className={cn(sectionVariants({ tone }), className)}
      {...props}
    >
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <SectionHeading
          id={headingId}
          eyebrow={eyebrow}
          title={heading}
          lead={lead}
          align="start"
          tone={tone}
          className="lg:sticky lg:top-28 lg:self-start"
        />
        <ul className="grid gap-3 sm:grid-cols-2">
          {items.map((item) => (
            <li
              key={item}
              className={cn(
                "flex items-start gap-3 rounded-xl p-4 leading-snug",
                onDark
                  ? "bg-ink-soft ring-1 ring-ink-foreground/10"
                  : "border border-border bg-background font-medium",
              )}
            >
              <span
                className={cn(
                  "inline-flex size-6 shrink-0 items-center justify-center rounded-full",
                  onDark ? "bg-accent text-accent-foreground" : "bg-success-soft text-success",
                )}
              >
                <Icon name="check" className="size-3.5" strokeWidth={3} />
              </span>
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export { Checklist }
