import { memo, useId, type ComponentProps, type ReactNode } from "react"

import { Badge } from "../components/badge"
import { Button } from "../components/button"
import { Icon } from "../components/icon"
import { Label } from "../components/label"
import { Link } from "../components/link"
import { NativeSelect } from "../components/native-select"
import { cn } from "../lib/cn"
import { formatIsoDate } from "../lib/dates"

/** A role on the list: what a job seeker compares before opening it. */
export type JobCardData = {
  /** Unique among the roles: the card's key and anchor. */
  slug: string
  title: string
  /** The role's own page. */
  href: string
  /** The client, described ("A listed FMCG company"). */
  client: string
  location: string
  /** The value the function filter matches, and the label shown. */
  function: string
  /** The value the engagement filter matches. */
  engagement: string
  /** How the engagement reads ("Contract to hire"). */
  engagementLabel: string
  experience: string
  /** The pay range as it reads ("₹28,000–35,000 a month"). */
  pay: string
  /** YYYY-MM-DD: the last day to apply. */
  validThrough: string
  /** How the function reads, where it differs from the value ("सेल्स" for "Sales"). */
  functionLabel?: string
  /** The language of the title and client where it differs from the page's (`"en"` on a Hindi page). */
  lang?: string
}

/** The list's own words; `{count}`, `{shown}` and `{total}` are filled in. English by default. */
export type JobSearchWords = {
  countOne: string
  countOther: string
  countOf: string
  location: string
  experience: string
  applyBy: string
}

const englishWords: JobSearchWords = {
  countOne: "{count} role",
  countOther: "{count} roles",
  countOf: "{shown} of {total}",
  location: "Location",
  experience: "Experience",
  applyBy: "Apply by",
}

function fill(template: string, values: Record<string, string | number>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}

export type JobFilterName = "location" | "function" | "engagement"
export type JobFilterValues = Partial<Record<JobFilterName, string>>
export type JobFilter = {
  name: JobFilterName
  label: string
  /** The option that filters nothing ("All locations"). */
  any: string
  options: readonly { value: string; label: string }[]
}

type JobSearchProps = Omit<ComponentProps<"div">, "onChange"> & {
  /** Every open role; the list shows those the filters match. */
  roles: readonly JobCardData[]
  /** The three filters, in order, with their options. */
  filters: readonly JobFilter[]
  /** The chosen values; a filter left out matches every role. */
  values: JobFilterValues
  /** Called with every filter's value when one changes (the page puts them in its address). */
  onValuesChange?: (values: JobFilterValues) => void
  /**
   * Whether the page's script runs: then a change filters at once. Without it, the filters are a
   * form that loads the page with them in the address (and the static page lists every role).
   */
  live?: boolean
  /** Where the form goes without script: the page's own address. */
  action: string
  /** The accessible name of the filters. */
  filtersLabel: string
  /** The submit button's label, shown without script. */
  applyLabel: string
  /** Clears every filter. */
  clearLabel: string
  /** Said when no role matches. */
  noneMessage: string
  /** The label of each card's link to its page. */
  viewLabel: string
  /** Shown under the list (other ways forward). */
  footer?: ReactNode
  /** The list's own words (counts, the cards' labels), for a page in another language. */
  words?: JobSearchWords
  /** Writes a YYYY-MM-DD day for the cards: "3 Dec 2026" by default. */
  formatDate?: (iso: string) => string
}

function matches(role: JobCardData, values: JobFilterValues) {
  return (["location", "function", "engagement"] as const).every(
    (name) => !values[name] || role[name] === values[name],
  )
}

function plural(count: number, words: JobSearchWords) {
  return fill(count === 1 ? words.countOne : words.countOther, { count })
}

// Memoised: the list re-renders when the filters change or the page comes alive, and a card whose
// role and words are the same as before is left as it is.
const JobCard = memo(function JobCard({
  role,
  viewLabel,
  words,
  formatDate,
}: {
  role: JobCardData
  viewLabel: string
  words: JobSearchWords
  formatDate: (iso: string) => string
}) {
  const titleId = `${role.slug}-title`
  return (
    <article
      id={role.slug}
      aria-labelledby={titleId}
      className="relative flex h-full flex-col gap-4 rounded-xl border border-border bg-background p-5 shadow-card transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-lg sm:p-6"
    >
      <div className="flex flex-wrap gap-2">
        <Badge>{role.engagementLabel}</Badge>
        <Badge variant="neutral">{role.functionLabel ?? role.function}</Badge>
      </div>
      <div>
        <h3
          id={titleId}
          lang={role.lang}
          className="text-lg leading-snug font-bold tracking-tight sm:text-xl"
        >
          {/* The whole card is the link's target; the title is its name. */}
          <Link
            href={role.href}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {role.title}
          </Link>
        </h3>
        <p lang={role.lang} className="mt-1 text-[0.95rem] text-muted-foreground">
          {role.client}
        </p>
      </div>
      <p className="inline-flex items-center gap-2 text-base font-bold text-foreground">
        <Icon name="banknote" className="size-5 shrink-0 text-success" />
        {role.pay}
      </p>
      <dl className="mt-auto flex flex-wrap gap-x-5 gap-y-2 border-t border-border pt-4 text-sm">
        <div className="inline-flex items-center gap-1.5">
          <Icon name="map-pin" className="size-4 text-primary" />
          <dt className="sr-only">{words.location}</dt>
          <dd className="font-medium">{role.location}</dd>
        </div>
        <div className="inline-flex items-center gap-1.5">
          <Icon name="clock" className="size-4 text-primary" />
          <dt className="sr-only">{words.experience}</dt>
          <dd className="font-medium">{role.experience}</dd>
        </div>
        <div className="inline-flex items-center gap-1.5 text-muted-foreground">
          <Icon name="calendar-days" className="size-4" />
          <dt>{words.applyBy}</dt>
          <dd>
            <time dateTime={role.validThrough}>{formatDate(role.validThrough)}</time>
          </dd>
        </div>
      </dl>
      <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
        {viewLabel}
        <Icon name="arrow-right" className="size-4" />
      </span>
    </article>
  )
})

/**
 * The roles open with clients, with filters by location, function and engagement. With script, a
 * change narrows the list at once and the count is announced; without, the filters submit as a
 * form. Rendered with nothing filtered, so the static page lists every role.
 */
function JobSearch({
  roles,
  filters,
  values,
  onValuesChange,
  live = false,
  action,
  filtersLabel,
  applyLabel,
  clearLabel,
  noneMessage,
  viewLabel,
  footer,
  words = englishWords,
  formatDate = formatIsoDate,
  className,
  ...props
}: JobSearchProps) {
  const id = useId()
  const shown = roles.filter((role) => matches(role, values))
  const filtering = filters.some((filter) => values[filter.name])
  const status = filtering
    ? shown.length === 0
      ? noneMessage
      : fill(words.countOf, { shown: shown.length, total: plural(roles.length, words) })
    : plural(roles.length, words)

  return (
    <div data-slot="job-search" className={cn("grid gap-8", className)} {...props}>
      <form
        role="search"
        aria-label={filtersLabel}
        method="get"
        action={action}
        onSubmit={(event) => {
          if (live) event.preventDefault()
        }}
        className={cn(
          "grid gap-4 rounded-2xl border border-border bg-muted/40 p-4 sm:grid-cols-3 sm:p-5 lg:items-end",
          // Without script a Filter button closes the row; with it the three filters share it.
          !live && "lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]",
        )}
      >
        {filters.map((filter) => (
          <div key={filter.name} className="grid gap-1.5">
            <Label htmlFor={`${id}-${filter.name}`}>{filter.label}</Label>
            <NativeSelect
              id={`${id}-${filter.name}`}
              name={filter.name}
              value={values[filter.name] ?? ""}
              onChange={(event) =>
                onValuesChange?.({ ...values, [filter.name]: event.target.value || undefined })
              }
              className="bg-background"
            >
              <option value="">{filter.any}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
        {live ? null : (
          <Button type="submit" className="sm:col-span-3 lg:col-span-1">
            <Icon name="search" />
            {applyLabel}
          </Button>
        )}
      </form>
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p role="status" className="text-sm font-medium text-muted-foreground">
          {status}
        </p>
        {filtering ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onValuesChange?.({})}
            className="-mr-2 text-primary"
          >
            <Icon name="x" />
            {clearLabel}
          </Button>
        ) : null}
      </div>
      {shown.length > 0 ? (
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((role) => (
            <li key={role.slug}>
              <JobCard role={role} viewLabel={viewLabel} words={words} formatDate={formatDate} />
            </li>
          ))}
        </ul>
      ) : null}
      {footer}
    </div>
  )
}

export { JobSearch }
