import { useId, type ComponentProps, type ReactNode } from "react"

import { Icon } from "../components/icon"
import type { IconName } from "../components/icon-names"
import { cn } from "../lib/cn"
import { sectionVariants, type SectionTone } from "./section"

type NoticePanelProps = Omit<ComponentProps<"section">, "title"> & {
  heading: string
  /** The notice's main sentence or two. */
  body: string
  /** An icon from the sprite; a shield by default. */
  icon?: IconName
  /** What to do about it, e.g. how to report a fraud; may hold links. */
  children?: ReactNode
  tone?: Exclude<SectionTone, "ink" | "primary">
}

/** A plain, prominent notice in its own band: an icon, a heading, a paragraph and what to do. */
function NoticePanel({
  heading,
  body,
  icon = "shield-check",
  tone = "default",
  children,
  className,
  ...props
}: NoticePanelProps) {
  const headingId = useId()
  return (
    <section
      data-slot="notice-panel"
      aria-labelledby={headingId}
      className={cn(sectionVariants({ tone }), className)}
      {...props}
    >
      <div className="container-page">
        <div className="flex flex-col gap-5 rounded-2xl border border-primary/20 bg-primary-soft/50 p-6 sm:flex-row sm:items-start sm:gap-6 sm:p-10">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Icon name={icon} className="size-6" />
          </span>
          <div className="flex max-w-3xl flex-col gap-3">
            <h2 id={headingId} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {heading}
            </h2>
            <p className="text-lg leading-relaxed">{body}</p>
            {children ? <div className="leading-relaxed text-muted-foreground">{children}</div> : null}
          </div>
        </div>
      </div>
    </section>
  )
}

export { NoticePanel }
