import { useId, type ComponentProps } from "react"

import { cn } from "../lib/cn"
import { formatIsoDate } from "../lib/dates"

/** A figure as a row of a table: a band of income and its rate, or a salary band and its tax. */
export type RateBandRow = { band: string; value: string }

/** One dated figure as the list shows it: what it is, what it is now, since when, and who set it. */
export type RateListItem = {
  id: string
  label: string
  description: string
  /** The figure in force, written out ("₹25,000 a month", "8.33%"), or its table of bands. */
  value: string | ReadonlyArray<RateBandRow>
  /** The day it applies from, YYYY-MM-DD. */
  since: string
  /** The notification that set it, and its official source. */
  source: { name: string; url: string; date: string }
  note?: string
  /** The figure it replaced, and from when that applied. */
  before?: { value: string; since: string }
  /** A figure notified for a later day. */
  upcoming?: { value: string; since: string }
  reviewedOn: string
}

export type RateListGroup = { heading: string; items: ReadonlyArray<RateListItem> }

export type RateListCopy = {
  since: string
  source: string
  before: string
  upcoming: string
  reviewed: string
}

type RateListProps = Omit<ComponentProps<"section">, "title"> & {
  groups: ReadonlyArray<RateListGroup>
  copy: RateListCopy
}

// A band and its rate are a term and its value: a list of pairs under the figure's heading, not a
// table, so it needs no stacking on a phone.
function BandList({ rows }: { rows: ReadonlyArray<RateBandRow> }) {
  return (
    <dl className="mt-1 w-full text-sm tabular-nums">
      {rows.map((row) => (
        <div key={row.band} className="flex justify-between gap-3 border-b border-border/70 last:border-0">
          <dt className="py-1.5 text-left text-muted-foreground">{row.band}</dt>
          <dd className="py-1.5 text-right font-semibold">{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

function RateCard({ item, copy }: { item: RateListItem; copy: RateListCopy }) {
  const labelId = useId()
  return (
    <li
      aria-labelledby={labelId}
      data-rate={item.id}
      className="flex flex-col gap-3 rounded-xl border border-border bg-background p-5 shadow-card"
    >
      <div>
        <h3 id={labelId} className="font-bold text-balance">
          {item.label}
        </h3>
        <p className="mt-1 text-sm leading-relaxed text-pretty text-muted-foreground">{item.description}</p>
      </div>
      {typeof item.value === "string" ? (
        <p className="text-2xl font-extrabold tracking-tight tabular-nums" data-slot="rate-value">
          {item.value}
        </p>
      ) : (
        <BandList rows={item.value} />
      )}
      <dl className="grid gap-1.5 text-sm leading-snug">
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="font-semibold">{copy.since}</dt>
          <dd>{formatIsoDate(item.since)}</dd>
        </div>
        {item.before ? (
          <div className="flex flex-wrap gap-x-1.5">
            <dt className="font-semibold">{copy.before}</dt>
            <dd>
              {item.before.value}{" "}
              <span className="text-muted-foreground">(from {formatIsoDate(item.before.since)})</span>
            </dd>
          </div>
        ) : null}
        {item.upcoming ? (
          <div className="flex flex-wrap gap-x-1.5 text-accent-foreground">
            <dt className="font-semibold">{copy.upcoming}</dt>
            <dd>
              {item.upcoming.value} from {formatIsoDate(item.upcoming.since)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-semibold">{copy.source} </dt>
          <dd className="inline">
            <a
              href={item.source.url}
              rel="noopener noreferrer"
              className="text-primary underline decoration-primary/30 underline-offset-2 hover:decoration-primary"
            >
              {item.source.name}
            </a>
            <span className="text-muted-foreground"> ({formatIsoDate(item.source.date)})</span>
          </dd>
        </div>
      </dl>
      {item.note ? (
        <p className="text-sm leading-relaxed text-pretty text-muted-foreground">{item.note}</p>
      ) : null}
      <p className="mt-auto text-xs text-muted-foreground">
        {copy.reviewed} {formatIsoDate(item.reviewedOn)}
      </p>
    </li>
  )
}

/**
 * The statutory figures a set of calculators uses, group by group: each with its value in force,
 * the day it applies from, the figure it replaced and the notification that set it, linked to its
 * official source. Prerendered in full.
 */
function RateList({ groups, copy, className, ...props }: RateListProps) {
  return (
    <section data-slot="rate-list" className={cn("bg-muted py-12 sm:py-16", className)} {...props}>
      <div className="container-page grid gap-12">
        {groups.map((group) => (
          <RateGroupSection key={group.heading} group={group} copy={copy} />
        ))}
      </div>
    </section>
  )
}

function RateGroupSection({ group, copy }: { group: RateListGroup; copy: RateListCopy }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-5">
      <h2 id={headingId} className="text-title font-extrabold text-balance">
        {group.heading}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {group.items.map((item) => (
          <RateCard key={item.id} item={item} copy={copy} />
        ))}
      </ul>
    </section>
  )
}

export { RateList }
