import { Building2, CircleCheck, ChevronDown, Clock } from "lucide-react"
import { useId, useState, type ComponentProps } from "react"

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
  results: readonly string[]
  duration: string
  tags: readonly string[]
}

type CaseStudyCardProps = Omit<ComponentProps<"article">, "children"> & {
  study: CaseStudy
  defaultExpanded?: boolean
  expandLabel?: string
  collapseLabel?: string
}

/**
 * One case study. The full story (challenge, solution, every result) is a disclosure: the button
 * says whether it is open and which panel it controls. A closed panel is not displayed at all, so
 * it is out of the accessibility tree too; printing shows every panel, and so does a visit without
 * JavaScript (see CaseStudyList).
 */
function CaseStudyCard({
  study,
  defaultExpanded = false,
  expandLabel = "Read Full Case Study",
  collapseLabel = "Show Less",
  className,
  ...props
}: CaseStudyCardProps) {
  const [expanded, setExpanded] = useState(defaultExpanded)
  const panelId = useId()
  const titleId = `${study.id}-title`
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
      <div className="flex flex-col gap-5 p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Badge size="md">{study.industry}</Badge>
          <p className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <Clock aria-hidden="true" className="size-4" />
            <span className="sr-only">Duration: </span>
            {study.duration}
          </p>
        </div>
        <div className="flex flex-col gap-3">
          <h3
            id={titleId}
            className="text-xl leading-snug font-extrabold tracking-tight text-balance sm:text-2xl"
          >
            {study.title}
          </h3>
          <p className="inline-flex items-start gap-2 font-medium">
            <Building2 aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-primary" />
            <span>
              <span className="sr-only">Client: </span>
              {study.client}
            </span>
          </p>
          <p className="max-w-3xl leading-relaxed text-pretty text-muted-foreground">{study.summary}</p>
        </div>
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {study.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
        <div data-slot="case-study-toggle" data-print="hide">
          <Button
            variant={expanded ? "outline" : "secondary"}
            aria-expanded={expanded}
            aria-controls={panelId}
            onClick={() => setExpanded((open) => !open)}
            className="w-full sm:w-auto"
          >
            {expanded ? collapseLabel : expandLabel}
            <ChevronDown
              aria-hidden="true"
              className={cn("transition-transform motion-reduce:transition-none", expanded && "rotate-180")}
            />
          </Button>
        </div>
      </div>
      <div
        id={panelId}
        data-slot="case-study-panel"
        className={cn(
          "border-t border-border bg-muted/60 px-6 py-7 sm:px-8 sm:py-8 print:block print:bg-transparent",
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
        <h4 className="mt-8 text-sm font-bold tracking-[0.12em] text-primary uppercase">Results</h4>
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {study.results.map((result) => (
            <li
              key={result}
              className="flex items-start gap-3 rounded-lg border border-border bg-background p-4 font-semibold"
            >
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              {result}
            </li>
          ))}
        </ul>
      </div>
    </article>
  )
}

type CaseStudyListProps = Omit<ComponentProps<"section">, "title"> & {
  eyebrow?: string
  heading: string
  lead?: string
  studies: readonly CaseStudy[]
  tone?: SectionTone
}

/** Without JavaScript the toggles cannot work, so every study is shown in full and the toggles are hidden. */
const noScriptStyle =
  '[data-slot="case-study-panel"]{display:block!important}[data-slot="case-study-toggle"]{display:none!important}'

/** The case studies, one card each, under a section heading. */
function CaseStudyList({ eyebrow, heading, lead, studies, tone, ...props }: CaseStudyListProps) {
  return (
    <Section data-slot="case-study-list" tone={tone} eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      <noscript>
        <style>{noScriptStyle}</style>
      </noscript>
      <ul className="grid gap-6 lg:gap-8">
        {studies.map((study) => (
          <li key={study.id}>
            <CaseStudyCard study={study} />
          </li>
        ))}
      </ul>
    </Section>
  )
}

export { CaseStudyCard, CaseStudyList }
