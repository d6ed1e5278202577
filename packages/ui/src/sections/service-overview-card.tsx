import { useId, type ComponentProps } from "react"

import { Button } from "../components/button"
import { Icon } from "../components/icon"
import { Link } from "../components/link"
import { cn } from "../lib/cn"

type ServiceOverviewCardProps = ComponentProps<"article"> & {
  /** The heading of the block. */
  title: string
  /** One sentence under the title. */
  description: string
  /** A name the Icon component knows, in kebab-case. */
  icon: string
  /** The features or reasons: an icon, a title and a sentence each. */
  features: ReadonlyArray<string>
  /** The benefits listed beside the story. */
  benefits: ReadonlyArray<string>
  /** Where the card links to. */
  href: string
  /** The texts of the control, for translation or wording changes. */
  labels?: { features: string; benefits: string; action: string }
  /** The title's heading level: h2 where the cards are the page's main content. */
  headingLevel?: "h2" | "h3"
}

const defaultLabels = { features: "Key Features", benefits: "Benefits", action: "Get Started" }

/**
 * One service on the overview: what it is, its key features and its benefits, and a link to its page.
 * It keeps together on a printed page.
 */
function ServiceOverviewCard({
  title,
  description,
  icon,
  features,
  benefits,
  href,
  labels = defaultLabels,
  headingLevel: Heading = "h3",
  className,
  ...props
}: ServiceOverviewCardProps) {
  const titleId = useId()
  const Subheading = Heading === "h2" ? "h3" : "h4"
  return (
    <article
      data-slot="service-overview-card"
      data-print="keep"
      aria-labelledby={titleId}
      className={cn(
        "grid gap-8 rounded-2xl border border-border bg-background p-6 text-foreground shadow-card sm:p-8 md:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr] lg:grid-rows-[1fr_auto] lg:gap-x-10 lg:gap-y-6 lg:p-10",
        className,
      )}
      {...props}
    >
      <div className="flex flex-col items-start gap-4 md:col-span-2 lg:col-span-1 lg:col-start-1 lg:row-start-1">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
          <Icon name={icon} className="size-6" />
        </span>
        <Heading id={titleId} className="text-2xl font-extrabold tracking-tight">
          {title}
        </Heading>
        <p className="leading-relaxed text-muted-foreground">{description}</p>
      </div>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <Subheading className="text-sm font-bold tracking-[0.12em] text-primary uppercase">
          {labels.features}
        </Subheading>
        <ul className="mt-4 grid gap-3">
          {features.map((feature) => (
            <li key={feature} className="flex gap-3 leading-snug">
              <Icon name="check" className="mt-0.5 size-4.5 shrink-0 text-primary" strokeWidth={2.5} />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <div className="md:border-l md:border-border md:pl-8 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:pl-10">
        <Subheading className="text-sm font-bold tracking-[0.12em] text-success uppercase">
          {labels.benefits}
        </Subheading>
        <ul className="mt-4 grid gap-3">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 leading-snug font-medium">
              <Icon name="trending-up" className="mt-0.5 size-4.5 shrink-0 text-success" strokeWidth={2.5} />
              {benefit}
            </li>
          ))}
        </ul>
      </div>
      {/* Last in reading order, so phones read the lists first; beside the intro from lg. */}
      <div data-print="hide" className="md:col-span-2 lg:col-span-1 lg:col-start-1 lg:row-start-2">
        <Button asChild className="w-full sm:w-auto">
          <Link href={href} aria-label={`${labels.action}: ${title}`}>
            {labels.action}
            <Icon name="arrow-right" />
          </Link>
        </Button>
      </div>
    </article>
  )
}

export { ServiceOverviewCard }
