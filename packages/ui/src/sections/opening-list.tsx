import { useId, type ComponentProps } from "react"

import { Icon } from "../components/icon"
import { Badge } from "../components/badge"
import { Button } from "../components/button"
import { Link } from "../components/link"
import { cn } from "../lib/cn"
import { formatIsoDate } from "../lib/dates"
import { Section, type SectionTone } from "./section"

export type JobOpening = {
  id: string
  title: string
  location: string
  type: string
  department: string
  experience: string
  description: string
  /** ISO date, YYYY-MM-DD. */
  datePosted: string
  /** Where Apply Now leads: the opening's application form. */
  applyHref: string
}

type OpeningListProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** The open roles, each with its title, location, type and link to apply. */
  openings: ReadonlyArray<JobOpening>
  /** The label of each opening's Apply link. */
  applyLabel?: string
  /** The band's surface: `default` (light), `muted` (tinted) or `ink` (the dark navy band). */
  tone?: SectionTone
}

function OpeningCard({ opening, applyLabel }: { opening: JobOpening; applyLabel: string }) {
  const facts = [
    { icon: "map-pin", label: "Location", value: opening.location },
    { icon: "briefcase", label: "Type", value: opening.type },
    { icon: "clock", label: "Experience", value: opening.experience },
  ]
  return (
    <article
      id={opening.id}
      aria-labelledby={`${opening.id}-title`}
      data-print="keep"
      className="flex h-full scroll-mt-24 flex-col gap-5 rounded-xl border border-border bg-background p-6 shadow-card sm:p-7"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <Badge>{opening.department}</Badge>
        <p className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <Icon name="calendar-days" className="size-4" />
          <span>
            Posted <time dateTime={opening.datePosted}>{formatIsoDate(opening.datePosted)}</time>
          </span>
        </p>
      </div>
      <h3 id={`${opening.id}-title`} className="text-xl leading-snug font-bold tracking-tight">
        {opening.title}
      </h3>
      <dl className="flex flex-wrap gap-x-5 gap-y-2 text-[0.95rem]">
        {facts.map(({ icon, label, value }) => (
          <div key={label} className="inline-flex items-center gap-1.5">
            <Icon name={icon} className="size-4 text-primary" />
            <dt className="sr-only">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="flex-1 leading-relaxed text-muted-foreground">{opening.description}</p>
      <div className="border-t border-border pt-5" data-print="hide">
        <Button asChild className="w-full sm:w-auto">
          <Link href={opening.applyHref} aria-label={`${applyLabel}: ${opening.title}`}>
            {applyLabel}
            <Icon name="arrow-right" />
          </Link>
        </Button>
      </div>
    </article>
  )
}

/** Job openings as cards, each with its facts and an Apply Now link. */
function OpeningList({
  eyebrow,
  heading,
  lead,
  openings,
  applyLabel = "Apply Now",
  tone,
  className,
  ...props
}: OpeningListProps) {
  return (
    <Section
      data-slot="opening-list"
      tone={tone}
      eyebrow={eyebrow}
      title={heading}
      lead={lead}
      className={cn("scroll-mt-16", className)}
      {...props}
    >
      <ul className="grid gap-6 lg:grid-cols-2">
        {openings.map((opening) => (
          <li key={opening.id}>
            <OpeningCard opening={opening} applyLabel={applyLabel} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

type OpeningIndexProps = Omit<ComponentProps<"nav">, "children"> & {
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** The open roles, each with its title, location, type and link to apply. */
  openings: ReadonlyArray<Pick<JobOpening, "id" | "title" | "location">>
}

/** A short list of the open roles that jumps to each one's card: for the page hero, on the brand ink. */
function OpeningIndex({ heading, openings, className, ...props }: OpeningIndexProps) {
  const headingId = useId()
  return (
    <nav
      data-slot="opening-index"
      aria-labelledby={headingId}
      data-print="hide"
      className={cn(
        "rounded-2xl bg-ink-soft/80 p-5 ring-1 ring-ink-foreground/10 backdrop-blur sm:p-6",
        className,
      )}
      {...props}
    >
      <h2 id={headingId} className="text-sm font-bold tracking-[0.14em] text-accent uppercase">
        {heading}
      </h2>
      <ul className="mt-4 grid gap-2">
        {openings.map((opening) => (
          <li key={opening.id}>
            <a
              href={`#${opening.id}`}
              className="group flex items-center justify-between gap-4 rounded-lg bg-ink-foreground/5 px-4 py-3 transition-colors hover:bg-ink-foreground/10"
            >
              <span>
                <span className="block font-semibold">{opening.title}</span>
                <span className="mt-0.5 inline-flex items-center gap-1.5 text-sm text-ink-muted">
                  <Icon name="map-pin" className="size-3.5" />
                  {opening.location}
                </span>
              </span>
              <Icon
                name="arrow-down"
                className="size-4 shrink-0 text-ink-muted transition-transform group-hover:translate-y-0.5 group-hover:text-accent"
              />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export { OpeningIndex, OpeningList }
