import type { ComponentProps } from "react"

import { Icon } from "../components/icon"
import { PhoneFold } from "../components/phone-fold"
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
  /** The summary that opens a card's points on a phone, where they fold away ("In practice"). */
  pointsLabel?: string
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
  pointsLabel = "In practice",
  ...props
}: DetailCardsProps) {
  return (
    <Section data-slot="detail-cards" tone={tone} eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      <ul className={cn("grid gap-5 lg:gap-6", columnClasses[columns])}>
        {items.map((item) => (
          <li
            key={item.title}
            className="flex flex-col rounded-2xl border border-border bg-background p-5 text-foreground shadow-card max-md:grid max-md:grid-cols-[2.75rem_minmax(0,1fr)] max-md:items-center max-md:gap-x-3.5 sm:p-7"
          >
            {/* On a phone the icon sits beside the title, a row shorter, and the points fold away
                (docs/decisions/058-phone-pages.md). */}
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary md:size-12">
              <Icon name={item.icon} className="size-6" />
            </span>
            <h3 className="text-lg leading-snug font-bold md:mt-5">{item.title}</h3>
            <p className="mt-3 leading-relaxed text-muted-foreground max-md:col-span-2 md:mt-2">
              {item.description}
            </p>
            {item.points?.length ? (
              <PhoneFold
                label={pointsLabel}
                points={item.points}
                className="mt-4 border-t border-border pt-2 max-md:col-span-2 md:mt-5 md:pt-5"
                listClassName="mt-1 mb-2 md:my-0"
              />
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}

export { DetailCards }
