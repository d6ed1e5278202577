import type { ComponentProps } from "react"

import { Button } from "../components/button"
import { Icon } from "../components/icon"
import { Link } from "../components/link"
import { Section } from "./section"

export type Industry = { title: string; description: string; icon: string }

type IndustryGridProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** The industries: an icon, a name and a sentence each. */
  industries: ReadonlyArray<Industry>
  /** An optional link under the content (label and href). */
  action?: { label: string; href: string }
}

function IndustryGrid({ eyebrow, heading, lead, industries, action, ...props }: IndustryGridProps) {
  return (
    <Section data-slot="industry-grid" eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      {/* On a phone each industry is a compact tag, two to a row (one below 352 px), its sentence kept for screen readers;
          from sm up, a card with the sentence shown (docs/decisions/058-phone-pages.md). */}
      <ul className="grid grid-cols-1 gap-3 min-[22rem]:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {industries.map((industry) => (
          <li
            key={industry.title}
            className="group flex items-center gap-2.5 rounded-lg border border-border bg-background px-3 py-3 transition-colors hover:border-primary/40 hover:bg-primary-soft/40 sm:flex-col sm:items-start sm:gap-3 sm:rounded-xl sm:p-6"
          >
            <Icon name={industry.icon} className="size-5 shrink-0 text-primary sm:size-7" />
            <h3 className="text-sm leading-snug font-bold sm:text-base">{industry.title}</h3>
            <p className="text-[0.95rem] leading-relaxed text-muted-foreground max-sm:sr-only">
              {industry.description}
            </p>
          </li>
        ))}
      </ul>
      {action ? (
        <div className="mt-8 flex justify-center sm:mt-12">
          <Button asChild variant="outline" size="lg">
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

export { IndustryGrid }
