import { useId, type ComponentProps } from "react"

import { Icon } from "../components/icon"
import { cn } from "../lib/cn"

export type PurposePanel = { label: string; icon: string; statement: string; detail?: string }

type PurposePanelsProps = ComponentProps<"div"> & {
  /** The panels (mission, vision): a label, an icon, a statement and an optional detail each; the first is emphasised. */
  panels: ReadonlyArray<PurposePanel>
}

function Panel({ panel, emphasis }: { panel: PurposePanel; emphasis: boolean }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "relative isolate flex flex-col gap-5 overflow-hidden rounded-2xl p-8 sm:p-10",
        emphasis ? "bg-ink text-ink-foreground surface-dark" : "border border-border bg-primary-soft",
      )}
    >
      {emphasis ? (
        <div
          aria-hidden="true"
          className="absolute top-0 left-full -z-10 h-[25.2rem] w-[39.2rem] -translate-1/2 glow-primary"
        />
      ) : null}
      <div className="flex items-center gap-3">
        <span
          className={cn(
            "inline-flex size-11 items-center justify-center rounded-xl",
            emphasis ? "bg-ink-foreground/10 text-accent" : "bg-background text-primary shadow-card",
          )}
        >
          <Icon name={panel.icon} className="size-5" />
        </span>
        <h2
          id={headingId}
          className={cn(
            "text-sm font-bold tracking-[0.14em] uppercase",
            emphasis ? "text-accent" : "text-primary-soft-foreground",
          )}
        >
          {panel.label}
        </h2>
      </div>
      <p className="text-xl leading-snug font-bold tracking-tight text-pretty sm:text-2xl">
        {panel.statement}
      </p>
      {panel.detail ? (
        <p
          className={cn(
            "mt-auto leading-relaxed",
            emphasis ? "text-ink-muted" : "text-primary-soft-foreground/90",
          )}
        >
          {panel.detail}
        </p>
      ) : null}
    </section>
  )
}

/** Two statements side by side, such as mission and vision; each is its own labelled region. */
function PurposePanels({ panels, className, ...props }: PurposePanelsProps) {
  return (
    <div data-slot="purpose-panels" className={cn("py-16 sm:py-20 lg:py-24", className)} {...props}>
      <div className="container-page grid gap-6 lg:grid-cols-2">
        {panels.map((panel, i) => (
          <Panel key={panel.label} panel={panel} emphasis={i === 0} />
        ))}
      </div>
    </div>
  )
}

export { PurposePanels }
