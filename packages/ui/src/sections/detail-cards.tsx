import type { ComponentProps } from "react"

import { Icon } from "../components/icon"
import { cn } from "../lib/cn"
import { Section, type SectionTone } from "./section"

export type DetailCard = {
  title: string
  description: string
  /** A name the Icon component knows, in kebab-case. */
  icon: string
  points?: ReadonlyArray<string>
}

type DetailCardsProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** The entries to show, in order. */
  items: ReadonlyArray<DetailCard>
  /** Columns from the large breakpoint; by default chosen from the number of cards and their length. */
  columns?: 2 | 3 | 4
  /** The band's surface: `default` (light), `muted` (tinted) or `ink` (the dark navy band). */
  tone?: SectionTone
}

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
}

function defaultColumns(items: ReadonlyArray<DetailCard>): 2 | 3 | 4 {
  if (items.length % 3 === 0) return 3
  const longest = Math.max(0, ...items.map((item) => item.points?.length ?? 0))
  return items.length === 4 && longest <= 1 ? 4 : 2
}

/** Larger cards with an icon, a description and optional points: staffing types, practice areas, methods. */
function DetailCards({
  eyebrow,
  heading,
  lead,
  items,
  columns = defaultColumns(items),
  tone = "default",
  ...props
}: DetailCardsProps) {
  return (
    <Section data-slot="detail-cards" tone={tone} eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      <ul className={cn("grid gap-5 lg:gap-6", columnClasses[columns])}>
        {items.map((item) => (
          <li
            key={item.title}
            className="flex flex-col rounded-2xl border border-border bg-background p-6 text-foreground shadow-card sm:p-7"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Icon name={item.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg leading-snug font-bold">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{item.description}</p>
            {item.points?.length ? (
              <ul className="mt-5 grid gap-2.5 border-t border-border pt-5">
                {item.points.map((point) => (
                  <li key={point} className="flex gap-2.5 text-[0.95rem] leading-snug">
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
                    {point}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}

export { DetailCards }
