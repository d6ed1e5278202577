import type { ComponentProps } from "react"

import { Icon } from "../components/icon"
import { cn } from "../lib/cn"
import { Section, type SectionTone } from "./section"

export type ListColumn = { title: string; items: ReadonlyArray<string> }

type SplitListsProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** The lists shown side by side: a heading and its items each. */
  columns: ReadonlyArray<ListColumn>
  /** The band's surface: `default` (light), `muted` (tinted) or `ink` (the dark navy band). */
  tone?: SectionTone
}

/** Two or three titled lists side by side: services and key areas, our duties and what you receive. */
function SplitLists({ eyebrow, heading, lead, columns, tone = "default", ...props }: SplitListsProps) {
  return (
    <Section data-slot="split-lists" tone={tone} eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      <div className={cn("grid gap-5 lg:gap-6", columns.length >= 3 ? "lg:grid-cols-3" : "md:grid-cols-2")}>
        {columns.map((column) => (
          <div
            key={column.title}
            className="relative overflow-hidden rounded-2xl border border-border bg-background p-6 pt-7 text-foreground shadow-card sm:p-8 sm:pt-9"
          >
            <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-primary" />
            <h3 className="text-xl font-bold">{column.title}</h3>
            <ul className="mt-5 grid gap-3.5">
              {column.items.map((item) => (
                <li key={item} className="flex gap-3 leading-snug">
                  <span className="mt-px inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                    <Icon name="check" className="size-3" strokeWidth={3} />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  )
}

export { SplitLists }
