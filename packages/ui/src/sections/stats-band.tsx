import type { ComponentProps } from "react"

import { Button } from "../components/button"
import { Link } from "../components/link"
import { cn } from "../lib/cn"
import { Section, type SectionTone } from "./section"
import { Icon } from "../components/icon"

export type Stat = { value: string; label: string; description?: string }

type StatsBandProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** The figures to show: a value, a label and an optional description each. */
  stats: ReadonlyArray<Stat>
  /** The band's surface: `default` (light), `muted` (tinted) or `ink` (the dark navy band). */
  tone?: SectionTone
  /** An optional link under the content (label and href). */
  action?: { label: string; href: string }
}

function StatsBand({ eyebrow, heading, lead, stats, tone = "default", action, ...props }: StatsBandProps) {
  const onDark = tone === "ink" || tone === "primary"
  return (
    <Section data-slot="stats-band" tone={tone} eyebrow={eyebrow} title={heading} lead={lead} {...props}>
      <dl
        className={cn(
          "grid grid-cols-2 gap-x-6 gap-y-8 sm:gap-y-10",
          // Six or three figures fill rows of three; four, two rows of two or one of four.
          stats.length % 3 === 0 ? "lg:grid-cols-3" : "lg:grid-cols-4",
        )}
      >
        {stats.map((stat) => (
          <div
            key={stat.label}
            className={cn(
              // The label comes first, as the term of the <dl>; column-reverse draws the figure above it, and
              // justify-end keeps the figures level across a row whatever the length of the text under them.
              "flex flex-col-reverse justify-end gap-2 border-l-2 pl-5",
              onDark ? "border-accent" : "border-primary",
            )}
          >
            <dt>
              <span className="block font-bold">{stat.label}</span>
              {stat.description ? (
                <span
                  className={cn(
                    "mt-1 block text-sm leading-relaxed",
                    onDark ? "text-ink-muted" : "text-muted-foreground",
                  )}
                >
                  {stat.description}
                </span>
              ) : null}
            </dt>
            <dd
              className={cn(
                "text-4xl font-extrabold tracking-tight sm:text-5xl",
                onDark ? "text-ink-foreground" : "text-primary",
              )}
            >
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      {action ? (
        <div className="mt-12 flex justify-center">
          <Button asChild variant={onDark ? "accent" : "primary"} size="lg">
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

export { StatsBand }
