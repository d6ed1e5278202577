import type { ComponentProps } from "react"

import { Icon } from "../components/icon"
import { Section, type SectionTone } from "./section"

export type LabourAct = {
  /** The area of labour law, such as "Provident fund". */
  area: string
  /** The law that governs the area today, in full. */
  act: string
  description: string
  /** A closing line: the law this one replaced and when, or why it stands apart from the Codes. */
  footnote?: { label: string; text: string }
}

type ActsListProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** The laws covered: a name, a sentence and a footnote each. */
  acts: ReadonlyArray<LabourAct>
  /** A closing remark shown after the list, such as when the Labour Codes came into force. */
  note?: { title: string; text: string }
  /** The band's surface: `default` (light), `muted` (tinted) or `ink` (the dark navy band). */
  tone?: SectionTone
  /** The summary that opens an act's description on a phone, where it folds away ("What it requires"). */
  detailsLabel?: string
}

/** Labour-law areas, each with the law that governs it, what it requires and what it replaced. */
function ActsList({
  eyebrow,
  heading,
  lead,
  acts,
  note,
  tone = "default",
  detailsLabel = "What it requires",
  ...props
}: ActsListProps) {
  return (
    <Section data-slot="acts-list" tone={tone} eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      <ul className="grid gap-3 sm:gap-5 md:grid-cols-2 lg:gap-6">
        {acts.map((act) => (
          <li
            key={act.area}
            className="flex flex-col rounded-2xl border border-border bg-background p-5 text-foreground shadow-card sm:p-7"
          >
            <p className="text-sm font-bold tracking-[0.12em] text-primary uppercase">{act.area}</p>
            <h3 className="mt-2 text-lg leading-snug font-bold text-pretty">{act.act}</h3>
            {/* On a phone the area and the law stay in view and the rest folds away; from md up it is
                open (docs/decisions/058-phone-pages.md). */}
            <details className="group/act open-from-md mt-2 flex flex-1 flex-col md:mt-0 md:[&::details-content]:flex md:[&::details-content]:flex-1 md:[&::details-content]:flex-col">
              <summary className="-mx-1 flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-md px-1 text-sm font-semibold text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                <span>
                  {detailsLabel}
                  <span className="sr-only">: {act.area}</span>
                </span>
                <Icon
                  name="chevron-down"
                  className="size-4 transition-transform group-open/act:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              <p className="mt-1 leading-relaxed text-muted-foreground md:mt-3">{act.description}</p>
              {act.footnote ? (
                <dl className="mt-auto pt-5">
                  <div className="flex flex-col gap-1 border-t border-border pt-4 text-sm sm:flex-row sm:items-baseline sm:gap-3">
                    <dt className="shrink-0 text-xs font-bold tracking-[0.12em] text-muted-foreground uppercase">
                      {act.footnote.label}
                    </dt>
                    <dd className="text-muted-foreground">{act.footnote.text}</dd>
                  </div>
                </dl>
              ) : null}
            </details>
          </li>
        ))}
      </ul>
      {note ? (
        <div className="mt-8 flex flex-col gap-5 rounded-2xl bg-ink p-6 text-ink-foreground surface-dark sm:flex-row sm:p-8 lg:mt-10 lg:p-10">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
            <Icon name="landmark" className="size-6" />
          </span>
          <div>
            <h3 className="text-xl font-bold">{note.title}</h3>
            <p className="mt-2 max-w-4xl leading-relaxed text-ink-muted">{note.text}</p>
          </div>
        </div>
      ) : null}
    </Section>
  )
}

export { ActsList }
