import { useId, type ComponentProps } from "react"

import { Icon } from "../components/icon"
import { cn } from "../lib/cn"
import { sectionVariants, type SectionTone } from "./section"

export type RiskFigure = { value: string; label: string; description: string }

type RiskPanelProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** The key numbers of the result. */
  figures: ReadonlyArray<RiskFigure>
  /** The band's surface: `default` (light), `muted` (tinted) or `ink` (the dark navy band). */
  tone?: Exclude<SectionTone, "ink" | "primary">
}

/** What is at stake: figures set in a warning panel, each with a label and a line of explanation. */
function RiskPanel({
  eyebrow,
  heading,
  lead,
  figures,
  tone = "default",
  className,
  ...props
}: RiskPanelProps) {
  const headingId = useId()
  return (
    <section
      data-slot="risk-panel"
      aria-labelledby={headingId}
      className={cn(sectionVariants({ tone }), className)}
      {...props}
    >
      <div className="container-page">
        <div className="rounded-2xl border border-destructive/25 bg-background p-6 shadow-card sm:p-10 lg:p-12">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:gap-6">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-destructive/10 text-destructive">
              <Icon name="triangle-alert" className="size-6" />
            </span>
            <div className="flex max-w-3xl flex-col gap-3">
              {eyebrow ? (
                <p className="text-sm font-bold tracking-[0.14em] text-destructive uppercase">{eyebrow}</p>
              ) : null}
              <h2 id={headingId} className="text-title font-extrabold text-balance">
                {heading}
              </h2>
              {lead ? (
                <p className="text-lg leading-relaxed text-pretty text-muted-foreground">{lead}</p>
              ) : null}
            </div>
          </div>
          <dl className="mt-10 grid gap-4 md:grid-cols-3 lg:mt-12 lg:gap-6">
            {figures.map((figure) => (
              <div
                key={figure.label}
                className="flex flex-col rounded-xl bg-destructive/5 p-5 ring-1 ring-destructive/10 sm:p-6"
              >
                <dt className="order-2 mt-1 font-bold">{figure.label}</dt>
                <dd className="order-1 text-4xl font-extrabold tracking-tight text-destructive sm:text-5xl">
                  {figure.value}
                </dd>
                <dd className="order-3 mt-3 text-[0.95rem] leading-relaxed text-muted-foreground">
                  {figure.description}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  )
}

export { RiskPanel }
