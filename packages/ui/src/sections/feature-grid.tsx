import type { ComponentProps } from "react"

import { Button } from "../components/button"
import { Icon } from "../components/icon"
import { Link } from "../components/link"
import { cn } from "../lib/cn"
import { Section, type SectionTone } from "./section"

export type Feature = { title: string; description: string; icon: string }

type FeatureGridProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** The features or reasons: an icon, a title and a sentence each. */
  features: ReadonlyArray<Feature>
  /** The number of columns from the desktop width. */
  columns?: 2 | 3 | 4
  /** The band's surface: `default` (light), `muted` (tinted) or `ink` (the dark navy band). */
  tone?: SectionTone
  /** An optional link under the content (label and href). */
  action?: { label: string; href: string }
}

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
}

/** Icon, title and a sentence or two, in a grid: why-choose-us reasons, benefits, values, perks. */
function FeatureGrid({
  eyebrow,
  heading,
  lead,
  features,
  columns = 3,
  tone = "default",
  action,
  ...props
}: FeatureGridProps) {
  const onDark = tone === "ink" || tone === "primary"
  return (
    <Section data-slot="feature-grid" tone={tone} eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      {/* On a phone the icon sits beside the title rather than above it: the same reading order, a
          line shorter each (docs/decisions/058-phone-pages.md). */}
      <ul className={cn("grid gap-x-8 gap-y-8 sm:gap-y-10", columnClasses[columns])}>
        {features.map((feature) => (
          <li
            key={feature.title}
            className="grid grid-cols-[2.5rem_minmax(0,1fr)] items-start gap-x-4 gap-y-1.5 sm:flex sm:flex-col sm:gap-3"
          >
            <span
              className={cn(
                "row-span-2 inline-flex size-10 items-center justify-center rounded-xl sm:size-12",
                onDark ? "bg-ink-foreground/10 text-accent" : "bg-primary-soft text-primary",
              )}
            >
              <Icon name={feature.icon} className="size-5 sm:size-6" />
            </span>
            <h3 className="self-center text-lg leading-snug font-bold">{feature.title}</h3>
            <p className={cn("leading-relaxed", onDark ? "text-ink-muted" : "text-muted-foreground")}>
              {feature.description}
            </p>
          </li>
        ))}
      </ul>
      {action ? (
        <div className="mt-12 flex justify-center">
          <Button asChild size="lg" variant={onDark ? "accent" : "primary"}>
            <Link href={action.href}>
              {action.label}
              <Icon name="arrow-right" />
            </Link>
          </Button>
        </div>
      ) : null}
    </Section>
  )
}

export { FeatureGrid }
