import { cva, type VariantProps } from "class-variance-authority"
import { useId, type ComponentProps, type ReactNode } from "react"

import { cn } from "../lib/cn"

const sectionVariants = cva("py-12 sm:py-20 lg:py-24", {
  variants: {
    tone: {
      default: "bg-background",
      muted: "bg-muted",
      ink: "bg-ink text-ink-foreground surface-dark",
      primary: "bg-primary text-primary-foreground surface-dark",
    },
  },
  defaultVariants: { tone: "default" },
})

type SectionTone = NonNullable<VariantProps<typeof sectionVariants>["tone"]>

type SectionHeadingProps = {
  /** The element's id, for in-page links. */
  id?: string
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The heading of the block. */
  title: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** Where the heading sits: `center` (default) or `start` (left). */
  align?: "start" | "center"
  /** The band's surface: `default` (light), `muted` (tinted) or `ink` (the dark navy band). */
  tone?: SectionTone
  /** The element to render as (`h2` or `h3`), to fit the page's outline. */
  as?: "h1" | "h2"
  /** Classes for the outer element; they win over the defaults (see `cn`). */
  className?: string
}

/** The eyebrow, heading and lead that open most sections. */
function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  tone = "default",
  as: Heading = "h2",
  className,
}: SectionHeadingProps) {
  // Saffron and the muted ink grey fall short of 4.5:1 on primary blue: there both take the pale primary.
  const onPrimary = tone === "primary"
  const onDark = tone === "ink" || onPrimary
  return (
    <div
      data-slot="section-heading"
      className={cn(
        "flex max-w-3xl flex-col gap-4",
        align === "center" && "mx-auto items-center text-center",
        className,
      )}
    >
      {eyebrow ? (
        <p
          className={cn(
            "text-sm font-bold tracking-[0.14em] uppercase",
            onPrimary ? "text-primary-soft" : onDark ? "text-accent" : "text-primary",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading id={id} className="text-title font-extrabold text-balance">
        {title}
      </Heading>
      {lead ? (
        <p
          className={cn(
            "text-lg leading-relaxed text-pretty",
            onPrimary ? "text-primary-soft" : onDark ? "text-ink-muted" : "text-muted-foreground",
          )}
        >
          {lead}
        </p>
      ) : null}
    </div>
  )
}

type SectionProps = Omit<ComponentProps<"section">, "title"> &
  VariantProps<typeof sectionVariants> & {
    /** A short kicker above the heading (a category or theme). */
    eyebrow?: string
    /** The heading of the block. */
    title?: string
    /** One or two sentences under the heading that say what the band is about. */
    lead?: string
    /** Where the heading sits: `center` (default) or `start` (left). */
    align?: "start" | "center"
    /** Extra content rendered after the section's own. */
    children?: ReactNode
  }

/** A page band: optional heading, then content, inside the page container. Labelled by its heading. */
function Section({ tone, eyebrow, title, lead, align, className, children, ...props }: SectionProps) {
  const headingId = useId()
  return (
    <section
      data-slot="section"
      aria-labelledby={title ? headingId : undefined}
      className={cn(sectionVariants({ tone }), className)}
      {...props}
    >
      <div className="container-page">
        {title ? (
          <SectionHeading
            id={headingId}
            eyebrow={eyebrow}
            title={title}
            lead={lead}
            align={align}
            tone={tone ?? "default"}
          />
        ) : null}
        {children ? <div className={cn(title && "mt-8 sm:mt-12 lg:mt-14")}>{children}</div> : null}
      </div>
    </section>
  )
}

export { Section, SectionHeading, sectionVariants }
export type { SectionTone }
