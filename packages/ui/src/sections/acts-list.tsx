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
  acts: readonly LabourAct[]
  /** A closing remark shown after the list, such as when the Labour Codes came into force. */
  note?: { title: string; text: string }
  /** The band's surface: `default` (light), `muted` (tinted) or `ink` (the dark navy band). */
  tone?: SectionTone
}

/** Labour-law areas, each with the law that governs it, what it requires and what it replaced. */
function ActsList({ eyebrow, heading, lead, acts, note, tone = "default", ...props }: ActsListProps) {
  return (
    <Section data-slot="acts-list" tone={tone} eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      <ul className="grid gap-5 md:grid-cols-2 lg:gap-6">
        {acts.map((act) => (
          <li
            key={act.area}
            className="flex flex-col rounded-2xl border border-border bg-background p-6 text-foreground shadow-card sm:p-7"
          >
            <p className="text-sm font-bold tracking-[0.12em] text-primary uppercase">{act.area}</p>
            <h3 className="mt-2 text-lg leading-snug font-bold text-pretty">{act.act}</h3>
            <p className="mt-3 leading-relaxed text-muted-foreground">{act.description}</p>
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
