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
  industries: readonly Industry[]
  /** An optional link under the content (label and href). */
  action?: { label: string; href: string }
}

function IndustryGrid({ eyebrow, heading, lead, industries, action, ...props }: IndustryGridProps) {
  return (
    <Section data-slot="industry-grid" eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {industries.map((industry) => (
          <li
            key={industry.title}
            className="group flex flex-col gap-3 rounded-xl border border-border bg-background p-6 transition-colors hover:border-primary/40 hover:bg-primary-soft/40"
          >
            <Icon name={industry.icon} className="size-7 text-primary" />
            <h3 className="font-bold">{industry.title}</h3>
            <p className="text-[0.95rem] leading-relaxed text-muted-foreground">{industry.description}</p>
          </li>
        ))}
      </ul>
      {action ? (
        <div className="mt-12 flex justify-center">
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
