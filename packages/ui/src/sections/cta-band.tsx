import { useId, type ComponentProps, type ReactNode } from "react"

import { Button } from "../components/button"
import { Link } from "../components/link"
import { cn } from "../lib/cn"
import { Icon } from "../components/icon"

/**
 * A link, or a button that acts on the page. A button whose effect a visitor cannot guess from its
 * label (a "Download" that opens the print dialog) says what it does in `note`, shown under the actions.
 */
export type CtaAction =
  { label: string; href: string } | { label: string; onClick: () => void; note?: string }

type CtaBandProps = Omit<ComponentProps<"section">, "title"> & {
  /** The band's heading: what a visitor reads first. */
  heading: string
  /** The paragraph under the heading. */
  body?: string
  /** The main action (label and href). */
  primary: CtaAction
  /** An optional second, quieter action (label and href). */
  secondary?: CtaAction
  /** Extra content rendered after the section's own. */
  children?: ReactNode
}

function ActionButton({
  action,
  variant,
  noteId,
}: {
  action: CtaAction
  variant: "accent" | "outline-inverse"
  noteId: string
}) {
  if ("href" in action) {
    return (
      <Button asChild variant={variant} size="lg">
        <Link href={action.href}>
          {action.label}
          {variant === "accent" ? <Icon name="arrow-right" /> : null}
        </Link>
      </Button>
    )
  }
  return (
    <Button
      variant={variant}
      size="lg"
      onClick={action.onClick}
      aria-describedby={action.note ? noteId : undefined}
    >
      {action.note ? <Icon name="printer" /> : null}
      {action.label}
    </Button>
  )
}

/** A closing call to action: a dark band with a heading, a line of copy and one or two actions. */
function CtaBand({ heading, body, primary, secondary, className, children, ...props }: CtaBandProps) {
  const headingId = useId()
  const noteId = useId()
  const notes = [primary, secondary].flatMap((action) =>
    action && "note" in action && action.note ? [action.note] : [],
  )
  return (
    <section
      data-slot="cta-band"
      aria-labelledby={headingId}
      className={cn("py-16 sm:py-20", className)}
      {...props}
    >
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-2xl bg-ink px-6 py-14 text-center text-ink-foreground surface-dark sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute top-[-20%] left-1/2 -z-10 h-[28rem] w-[56rem] -translate-1/2 glow-primary"
          />
          <h2 id={headingId} className="mx-auto max-w-2xl text-title font-extrabold text-balance">
            {heading}
          </h2>
          {body ? (
            <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{body}</p>
          ) : null}
          {children}
          <div data-print="hide" className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <ActionButton action={primary} variant="accent" noteId={noteId} />
            {secondary ? <ActionButton action={secondary} variant="outline-inverse" noteId={noteId} /> : null}
          </div>
          {notes.length > 0 ? (
            <p id={noteId} data-print="hide" className="mx-auto mt-4 max-w-md text-sm text-ink-muted">
              {notes.join(" ")}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  )
}

export { CtaBand }
