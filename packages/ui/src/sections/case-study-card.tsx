import { useId, useRef, useState, type ComponentProps } from "react"
import { flushSync } from "react-dom"

import { Icon } from "../components/icon"
import { Badge } from "../components/badge"
import { Button } from "../components/button"
import { cn } from "../lib/cn"
import { Section, type SectionTone } from "./section"

export type CaseStudy = {
  id: string
  title: string
  client: string
  industry: string
  summary: string
  challenge: string
  solution: string
  results: ReadonlyArray<string>
  duration: string
  tags: ReadonlyArray<string>
}

type CaseStudyCardProps = Omit<ComponentProps<"article">, "children"> & {
  /** The case study: client, industry, challenge, what was done, results and figures. */
  study: CaseStudy
  /** A short line above the title, such as "Case study 01". */
  label?: string
  /** Start with the full case study shown. */
  defaultExpanded?: boolean
  /** The label of the control that shows the full case study. */
  expandLabel?: string
  /** The label of the control that hides the full case study. */
  collapseLabel?: string
}

/**
 * One case study: its two headline results are always shown, so a closed card already says what
 * changed. The full story (challenge, solution, every result) is a disclosure: the button
 * says whether it is open and which panel it controls, and follows the panel, so "Show Less" is where
 * an open study ends. A closed panel is not displayed at all, so it is out of the accessibility tree
 * too. Printing shows every panel, and so does a browser without scripting.
 */
function CaseStudyCard({
  study,
  label,
  defaultExpanded = false,
  expandLabel = "Read Full Case Study",
  collapseLabel = "Show Less",
  className,
  ...props
}: CaseStudyCardProps) {
  const [expanded, setExpanded] = useState(defaultExpanded)
  const panelId = useId()
  const panelRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  // The panel opens above the button, so reading continues from the panel's start: focus moves
  // there. Closing it pulls the button up by the panel's height; it keeps focus and is kept in view.
  function toggle() {
    const opening = !expanded
    flushSync(() => setExpanded(opening))
    if (opening) panelRef.current?.focus({ preventScroll: true })
    else toggleRef.current?.scrollIntoView({ block: "nearest" })
  }
  const titleId = `${study.id}-title`
  const headline = study.results.slice(0, 2)
  const moreResults = study.results.slice(2)
  const facts = [
    { icon: "building-2", term: "Client", value: study.client },
    { icon: "factory", term: "Industry", value: study.industry },
    { icon: "clock", term: "Duration", value: study.duration },
  ]
  return (
    <article
      id={study.id}
      aria-labelledby={titleId}
      data-slot="case-study-card"
      data-state={expanded ? "open" : "closed"}
      data-print="keep"
      className={cn(
        "scroll-mt-24 overflow-hidden rounded-xl border border-border bg-background shadow-card print:shadow-none",
        className,
      )}
      {...props}
    >
      <div className="p-6 sm:p-8">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-12">
          <div className="flex flex-col gap-4">
            {label ? (
              <p className="text-sm font-bold tracking-[0.14em] text-primary uppercase">{label}</p>
            ) : null}
            <h3
              id={titleId}
              className="text-xl leading-snug font-extrabold tracking-tight text-balance sm:text-2xl"
            >
              {study.title}
            </h3>
            <p className="max-w-3xl leading-relaxed text-pretty text-muted-foreground">{study.summary}</p>
            {/* The two results that sell the study, shown while it is closed; the panel adds the rest. */}
            <ul aria-label="Headline results" className="grid gap-2 sm:grid-cols-2">
              {headline.map((result) => (
                <li
                  key={result}
                  className="flex items-start gap-2.5 rounded-lg bg-success-soft px-3.5 py-3 leading-snug font-semibold"
                >
                  <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-success" />
                  {result}
                </li>
              ))}
            </ul>
            <ul aria-label="Tags" className="mt-1 flex flex-wrap gap-2">
              {study.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline">{tag}</Badge>
                </li>
              ))}
            </ul>
          </div>
          <dl className="grid gap-4 self-start rounded-xl bg-muted/70 p-5 sm:grid-cols-3 lg:grid-cols-1 print:bg-transparent print:p-0">
            {facts.map(({ icon, term, value }) => (
              <div key={term} className="relative min-h-9 pl-12">
                <dt className="text-xs font-bold tracking-[0.12em] text-muted-foreground uppercase">
                  <span
                    aria-hidden="true"
                    className="absolute top-0 left-0 inline-flex size-9 items-center justify-center rounded-lg bg-background text-primary shadow-card"
                  >
                    <Icon name={icon} className="size-4" />
                  </span>
                  {term}
                </dt>
                <dd className="mt-0.5 leading-snug font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <section
        ref={panelRef}
        id={panelId}
        data-slot="case-study-panel"
        aria-label={`${study.title}: the full study`}
        tabIndex={-1}
        className={cn(
          "border-t border-border bg-muted/60 px-6 py-7 outline-none sm:px-8 sm:py-8 noscript:block print:block print:bg-transparent",
          !expanded && "hidden",
        )}
      >
        <div className="grid gap-8 md:grid-cols-2 md:gap-10">
          <div>
            <h4 className="text-sm font-bold tracking-[0.12em] text-primary uppercase">The challenge</h4>
            <p className="mt-3 leading-relaxed text-pretty">{study.challenge}</p>
          </div>
          <div>
            <h4 className="text-sm font-bold tracking-[0.12em] text-primary uppercase">Our solution</h4>
            <p className="mt-3 leading-relaxed text-pretty">{study.solution}</p>
          </div>
        </div>
        {moreResults.length > 0 ? (
          <>
            <h4 className="mt-8 text-sm font-bold tracking-[0.12em] text-primary uppercase">More results</h4>
            <ul className="mt-4 grid gap-3 md:grid-cols-2">
              {moreResults.map((result) => (
                <li
                  key={result}
                  className="flex items-start gap-3 rounded-lg border border-border bg-background p-4 font-semibold"
                >
                  <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-success" />
                  {result}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      {/* Without JavaScript the toggle cannot work: the study is shown in full instead. After the
          panel in the page's order, so an open study's "Show Less" is where its reader finishes. */}
      <div
        data-slot="case-study-toggle"
        data-print="hide"
        className={cn("px-6 pb-6 sm:px-8 sm:pb-8 noscript:hidden", expanded && "bg-muted/60")}
      >
        <Button
          ref={toggleRef}
          variant={expanded ? "outline" : "secondary"}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={toggle}
          className="w-full sm:w-auto"
        >
          {expanded ? collapseLabel : expandLabel}
          <Icon
            name="chevron-down"
            className={cn("transition-transform motion-reduce:transition-none", expanded && "rotate-180")}
          />
        </Button>
      </div>
    </article>
  )
}

type CaseStudyListProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** The case studies to list. */
  studies: ReadonlyArray<CaseStudy>
  /** The band's surface: `default` (light), `muted` (tinted) or `ink` (the dark navy band). */
  tone?: SectionTone
  /** Numbers each card: "Case study 01". */
  itemLabel?: string
}

/** The case studies, one card each, under a section heading. */
function CaseStudyList({
  eyebrow,
  heading,
  lead,
  studies,
  tone,
  itemLabel = "Case study",
  ...props
}: CaseStudyListProps) {
  return (
    <Section data-slot="case-study-list" tone={tone} eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      <ul className="grid gap-6 lg:gap-8">
        {studies.map((study, i) => (
          <li key={study.id}>
            <CaseStudyCard study={study} label={`${itemLabel} ${String(i + 1).padStart(2, "0")}`} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

export { CaseStudyCard, CaseStudyList }
