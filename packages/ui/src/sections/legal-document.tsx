import { useEffect, useMemo, useState, type ComponentProps, type ReactNode } from "react"

import { Icon } from "../components/icon"
import { cn } from "../lib/cn"
import { monthNames } from "../lib/dates"
import { PageHero } from "./page-hero"
import { RichText } from "./rich-text"

/** A numbered section: its heading, and its text as HTML rendered at build time. */
export type LegalDocumentSection = { id: string; heading: string; html: string }

type LegalDocumentProps = Omit<ComponentProps<"div">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The heading of the block. */
  title: string
  /** As it should read, day first: "15 March 2025" (`formatIsoDate`). */
  lastUpdated: string
  /** The opening text, as HTML rendered at build time. */
  introHtml: string
  /** The document's numbered sections, each with its heading and its text as HTML. */
  sections: ReadonlyArray<LegalDocumentSection>
  /** Controls under the date in the page header, such as a button that opens a dialog. */
  actions?: ReactNode
  /** The accessible name of the contents navigation. */
  tocLabel?: string
}

/** Reads "15 March 2025" back as 2025-03-15 for the machine-readable date; leaves it out when the text is not a date. */
function isoDate(text: string) {
  const match = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(text.trim())
  const month = match ? monthNames.indexOf(match[2] as (typeof monthNames)[number]) + 1 : 0
  if (!match || month === 0) return undefined
  return `${match[3]}-${String(month).padStart(2, "0")}-${match[1]?.padStart(2, "0")}`
}

/**
 * The section being read: the one the address points at while it is in the upper half of the window
 * (near the end of the page a section cannot scroll up to the header), otherwise the last one whose
 * top has passed just under the sticky header.
 */
function useCurrentSection(ids: ReadonlyArray<string>) {
  const [current, setCurrent] = useState<string>()
  useEffect(() => {
    let frame = 0
    function update() {
      frame = 0
      const offset = 140
      const target = decodeURIComponent(window.location.hash.slice(1))
      const targetTop = ids.includes(target)
        ? document.getElementById(target)?.getBoundingClientRect().top
        : undefined
      if (targetTop !== undefined && targetTop >= 0 && targetTop <= window.innerHeight / 2) {
        setCurrent(target)
        return
      }
      let found: string | undefined
      for (const id of ids) {
        const element = document.getElementById(id)
        if (element && element.getBoundingClientRect().top <= offset) found = id
      }
      setCurrent(found)
    }
    function schedule() {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener("scroll", schedule, { passive: true })
    window.addEventListener("resize", schedule)
    window.addEventListener("hashchange", schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener("scroll", schedule)
      window.removeEventListener("resize", schedule)
      window.removeEventListener("hashchange", schedule)
    }
  }, [ids])
  return current
}

/** A legal page: title and date, a table of contents linking to each section, then the sections. */
function LegalDocument({
  eyebrow = "Legal",
  title,
  lastUpdated,
  introHtml,
  sections,
  actions,
  tocLabel = "On this page",
  className,
  ...props
}: LegalDocumentProps) {
  const ids = useMemo(() => sections.map((section) => section.id), [sections])
  const current = useCurrentSection(ids)
  return (
    <div data-slot="legal-document" className={cn(className)} {...props}>
      <PageHero eyebrow={eyebrow} title={title}>
        <p className="inline-flex items-center gap-2 font-medium text-ink-muted print:text-foreground">
          <Icon name="calendar-days" className="size-4.5 text-accent print:text-foreground" />
          <span>
            Last Updated: <time dateTime={isoDate(lastUpdated)}>{lastUpdated}</time>
          </span>
        </p>
        {actions ? (
          <div data-print="hide" className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            {actions}
          </div>
        ) : null}
      </PageHero>
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 lg:py-20 xl:grid-cols-[17rem_minmax(0,1fr)]">
        <nav aria-labelledby="legal-toc-heading" data-print="hide" className="lg:order-none">
          <div className="rounded-xl border border-border bg-muted/60 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0">
            <h2
              id="legal-toc-heading"
              className="text-sm font-bold tracking-[0.14em] text-muted-foreground uppercase"
            >
              {tocLabel}
            </h2>
            <ol className="mt-4 grid gap-1 text-[0.95rem] lg:border-l lg:border-border">
              {sections.map((section, i) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    aria-current={current === section.id ? "location" : undefined}
                    className="-ml-px flex gap-3 rounded-md py-1.5 leading-snug text-foreground/80 transition-colors hover:text-primary aria-[current=location]:font-semibold aria-[current=location]:text-primary lg:rounded-none lg:border-l-2 lg:border-transparent lg:pl-4 lg:hover:border-primary lg:aria-[current=location]:border-primary"
                  >
                    <span aria-hidden="true" className="w-5 shrink-0 text-muted-foreground tabular-nums">
                      {i + 1}.
                    </span>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article aria-labelledby="page-hero-heading" className="max-w-[46rem] min-w-0">
          <RichText html={introHtml} className="text-lg sm:text-xl" />
          {sections.map((section, i) => (
            <section
              key={section.id}
              id={section.id}
              className="mt-12 scroll-mt-24 border-t border-border pt-10 first-of-type:mt-10"
            >
              {/* Not a named region: fourteen landmarks would drown the page's own, and a callout
                  inside the text is a complementary landmark that must not sit in another one. */}
              <h2 className="flex max-w-[68ch] gap-3 text-2xl font-extrabold tracking-tight text-balance">
                <span aria-hidden="true" className="text-primary tabular-nums">
                  {i + 1}.
                </span>
                {section.heading}
              </h2>
              <RichText html={section.html} className="mt-1 [&>*:first-child]:mt-5" />
            </section>
          ))}
        </article>
      </div>
    </div>
  )
}

export { LegalDocument }
