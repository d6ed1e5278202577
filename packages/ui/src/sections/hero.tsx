import type { ComponentProps } from "react"

import { Button } from "../components/button"
import { Icon } from "../components/icon"
import { Link } from "../components/link"
import { Typewriter } from "../components/typewriter"
import { cn } from "../lib/cn"

export type HeroHighlight = { title: string; description: string; icon: string }
export type HeroAction = {
  label: string
  href: string
  /** Words read after the label by screen readers and search engines, where the label alone is vague. */
  labelSuffix?: string
}

type HeroProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow: string
  /** The fixed start of the headline; the phrases are typed after it. */
  headlineLead: string
  /** The phrases the headline types in turn, after its fixed lead. */
  phrases: ReadonlyArray<string>
  /** The whole headline as one sentence, for search engines and screen readers. */
  headlineSpoken: string
  /** The closing sentence that invites the visitor to act. */
  pitch: string
  /** The main action (label and href). */
  primaryAction: HeroAction
  /** An optional second, quieter action. */
  secondaryAction: HeroAction
  /** Short highlights shown beside or under the headline: an icon, a title and a sentence each. */
  highlights: ReadonlyArray<HeroHighlight>
}

function Hero({
  eyebrow,
  headlineLead,
  phrases,
  headlineSpoken,
  pitch,
  primaryAction,
  secondaryAction,
  highlights,
  className,
  ...props
}: HeroProps) {
  return (
    <section
      data-slot="hero"
      aria-labelledby="hero-heading"
      className={cn("relative isolate overflow-hidden bg-ink text-ink-foreground surface-dark", className)}
      {...props}
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute top-[-10%] left-[85%] h-[48rem] w-[72rem] -translate-1/2 glow-primary" />
        <div className="absolute top-[110%] left-0 h-[36rem] w-[48rem] -translate-1/2 glow-accent" />
        <div className="absolute inset-0 grid-fade" />
      </div>
      <div className="container-page grid gap-10 pt-12 pb-14 sm:gap-14 sm:pt-24 sm:pb-24 lg:grid-cols-[1.25fr_1fr] lg:items-center lg:gap-16 lg:pt-28 lg:pb-32">
        <div className="flex flex-col items-start gap-6 sm:gap-7">
          <p className="inline-flex items-center gap-2 rounded-full bg-ink-foreground/10 px-3.5 py-1.5 text-sm font-semibold text-ink-foreground ring-1 ring-ink-foreground/15">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
            {eyebrow}
          </p>
          <h1 id="hero-heading" className="text-display font-extrabold text-balance">
            {headlineLead}{" "}
            <Typewriter phrases={phrases} accessibleText={headlineSpoken} className="text-accent" />
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-ink-muted sm:text-xl">{pitch}</p>
          {/* Side by side from 360 px: on a phone the two buttons take one row, not two. */}
          <div className="grid w-full gap-3 min-[360px]:grid-cols-2 sm:flex sm:w-auto sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link href={primaryAction.href}>
                {primaryAction.label}
                {primaryAction.labelSuffix ? (
                  <span className="sr-only"> {primaryAction.labelSuffix}</span>
                ) : null}
                <Icon name="arrow-right" />
              </Link>
            </Button>
            <Button asChild variant="outline-inverse" size="lg">
              <Link href={secondaryAction.href}>
                {secondaryAction.label}
                {secondaryAction.labelSuffix ? (
                  <span className="sr-only"> {secondaryAction.labelSuffix}</span>
                ) : null}
              </Link>
            </Button>
          </div>
        </div>
        <ul className="grid gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-1">
          {highlights.map((highlight) => (
            <li
              key={highlight.title}
              className="flex items-start gap-4 rounded-xl bg-ink-soft/80 p-4 ring-1 sm:p-5 ring-ink-foreground/10 backdrop-blur"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent/15 text-accent">
                <Icon name={highlight.icon} className="size-5" />
              </span>
              <div>
                <p className="font-bold">{highlight.title}</p>
                <p className="mt-1 text-[0.95rem] leading-relaxed text-ink-muted">{highlight.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

export { Hero }
