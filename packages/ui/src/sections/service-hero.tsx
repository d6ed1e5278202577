import type { ComponentProps } from "react"

import { Icon } from "../components/icon"
import { PageHero } from "./page-hero"

export type ServiceHeroAction = { label: string; href: string }
export type ServiceHeroFigure = { value: string; label: string }

type ServiceHeroProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow: string
  /** The page's h1. */
  headline: string
  /** One or two sentences under the heading that say what the band is about. */
  lead: string
  /** An optional link under the content (label and href). */
  action?: ServiceHeroAction
  /** Short proof points, listed beside the headline. */
  highlights?: ReadonlyArray<string>
  /** Headline figures shown beside the headline when there are no highlights. */
  figures?: ReadonlyArray<ServiceHeroFigure>
}

function Highlights({ items }: { items: ReadonlyArray<string> }) {
  return (
    <ul
      data-slot="service-hero-highlights"
      className="divide-y divide-ink-foreground/10 rounded-2xl bg-ink-soft/80 px-6 ring-1 ring-ink-foreground/10 backdrop-blur sm:px-8 print:divide-border print:bg-transparent print:ring-border"
    >
      {items.map((item) => (
        <li key={item} className="flex items-start gap-4 py-5 sm:py-6">
          <Icon name="circle-check" className="mt-0.5 size-6 shrink-0 text-accent" />
          <span className="text-lg leading-snug font-semibold">{item}</span>
        </li>
      ))}
    </ul>
  )
}

function Figures({ figures }: { figures: ReadonlyArray<ServiceHeroFigure> }) {
  return (
    <dl
      data-slot="service-hero-figures"
      className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-ink-foreground/10 ring-1 ring-ink-foreground/10 print:bg-border print:ring-border"
    >
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse gap-1 bg-ink-soft p-5 sm:p-6 print:bg-background"
        >
          <dt className="text-sm leading-snug text-ink-muted sm:text-[0.95rem] print:text-muted-foreground">
            {figure.label}
          </dt>
          <dd className="text-xl font-extrabold tracking-tight text-accent sm:text-3xl print:text-primary">
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The opening band of a service page: the h1, a lead, one action and the service's proof points. */
function ServiceHero({ eyebrow, headline, lead, action, highlights, figures, ...props }: ServiceHeroProps) {
  const aside = highlights?.length ? (
    <Highlights items={highlights} />
  ) : figures?.length ? (
    <Figures figures={figures} />
  ) : undefined
  return (
    <PageHero
      eyebrow={eyebrow}
      title={headline}
      lead={lead}
      actions={action ? [action] : undefined}
      aside={aside}
      {...props}
    />
  )
}

export { ServiceHero }
