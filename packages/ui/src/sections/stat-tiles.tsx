import type { ComponentProps } from "react"

import { cn } from "../lib/cn"

export type StatTile = { value: string; label: string; description?: string }

type StatTilesProps = Omit<ComponentProps<"dl">, "children"> & {
  /** The figures to show: a value, a label and an optional description each. */
  stats: ReadonlyArray<StatTile>
  /** "ink" for a dark band such as the page hero. */
  tone?: "default" | "ink"
}

/**
 * Figures as a two-by-two grid of tiles, compact enough to sit beside a hero's text; on a phone one
 * a row, so each keeps the line that says what it counts.
 */
function StatTiles({ stats, tone = "default", className, ...props }: StatTilesProps) {
  const onDark = tone === "ink"
  return (
    <dl
      data-slot="stat-tiles"
      className={cn("grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 sm:gap-4", className)}
      {...props}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse justify-end gap-1.5 rounded-xl p-4 sm:p-6 print:border print:border-border print:bg-transparent",
            onDark
              ? "bg-ink-soft/80 ring-1 ring-ink-foreground/10 backdrop-blur"
              : "border border-border bg-background shadow-card",
          )}
        >
          <dt>
            <span className="block font-bold">{stat.label}</span>
            {stat.description ? (
              <span
                className={cn(
                  "mt-1 block text-sm leading-relaxed",
                  onDark ? "text-ink-muted print:text-muted-foreground" : "text-muted-foreground",
                )}
              >
                {stat.description}
              </span>
            ) : null}
          </dt>
          <dd
            className={cn(
              "text-3xl font-extrabold tracking-tight sm:text-4xl",
              onDark ? "text-accent print:text-foreground" : "text-primary",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

export { StatTiles }
