import { useId, type ComponentProps } from "react"

import { Button } from "../components/button"
import { Icon } from "../components/icon"
import { Link } from "../components/link"
import { cn } from "../lib/cn"

export type ContactDetailKind = "email" | "phone" | "hours" | "address"

export type ContactDetail = {
  kind: ContactDetailKind
  label: string
  /** One line, or the lines of a postal address. */
  value: string | ReadonlyArray<string>
  href?: string
}

type HeadingLevel = "h2" | "h3"

const detailIcons = { email: "mail", phone: "phone", hours: "clock", address: "map-pin" } as const

function DetailValue({ detail }: { detail: ContactDetail }) {
  const lines = typeof detail.value === "string" ? [detail.value] : detail.value
  const text = lines.map((line) => (
    <span key={line} className={lines.length > 1 ? "block" : undefined}>
      {line}
    </span>
  ))
  const content = detail.href ? (
    <a
      href={detail.href}
      className="rounded-sm break-words underline-offset-4 transition-colors hover:text-primary hover:underline"
    >
      {text}
    </a>
  ) : (
    text
  )
  return detail.kind === "address" ? <address className="not-italic">{content}</address> : content
}

/** Label and value pairs, each with an icon: e-mail, phone, hours, address. */
function ContactDetails({
  details,
  className,
}: {
  /** The contact details: an icon, a label and a value (a link where it is one) each. */
  details: ReadonlyArray<ContactDetail>
  /** Classes for the list; they win over the defaults. */
  className?: string
}) {
  return (
    <dl data-slot="contact-details" className={cn("grid gap-5", className)}>
      {details.map((detail) => (
        // The icon sits in the term, beside both lines, so the list keeps only terms and details.
        <div
          key={`${detail.kind}-${detail.label}`}
          className="relative min-h-10 pl-13.5 sm:min-h-11 sm:pl-15"
        >
          <dt className="pt-0.5 text-sm text-muted-foreground">
            <span
              aria-hidden="true"
              className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary sm:size-11"
            >
              <Icon name={detailIcons[detail.kind]} className="size-5" />
            </span>
            {detail.label}
          </dt>
          <dd className="mt-0.5 leading-snug font-semibold text-foreground">
            <DetailValue detail={detail} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

type ContactCardProps = Omit<ComponentProps<"section">, "title"> & {
  /** The heading of the block. */
  title: string
  /** A line under the title, such as the office's name. */
  subtitle?: string
  /** The contact details: an icon, a label and a value (a link where it is one) each. */
  details: ReadonlyArray<ContactDetail>
  /** The heading level that fits the page's outline (`h2` by default). */
  headingLevel?: HeadingLevel
}

/** A card of ways to reach the firm: the Quick Contact card, the Branch Office card. */
function ContactCard({
  title,
  subtitle,
  details,
  headingLevel: Heading = "h2",
  className,
  ...props
}: ContactCardProps) {
  const headingId = useId()
  return (
    <section
      data-slot="contact-card"
      aria-labelledby={headingId}
      className={cn("rounded-2xl border border-border bg-background p-5 shadow-card sm:p-7", className)}
      {...props}
    >
      <Heading id={headingId} className="text-lg font-bold tracking-tight">
        {title}
      </Heading>
      {subtitle ? <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p> : null}
      <ContactDetails details={details} className="mt-5" />
    </section>
  )
}

type AssistanceCardProps = Omit<ComponentProps<"section">, "title"> & {
  /** The heading of the block. */
  title: string
  /** The paragraph under the heading. */
  body: string
  /** Usually a `tel:` link. */
  action: { label: string; href: string }
  /** The heading level that fits the page's outline (`h2` by default). */
  headingLevel?: HeadingLevel
}

/**
 * 'Need Immediate Assistance?': a dark card with one call to action. It fits its container: stacked
 * in a sidebar, a single row (text beside the button) when given the full width of the page.
 */
function AssistanceCard({
  title,
  body,
  action,
  headingLevel: Heading = "h2",
  className,
  ...props
}: AssistanceCardProps) {
  const headingId = useId()
  return (
    <section
      data-slot="assistance-card"
      aria-labelledby={headingId}
      className={cn(
        "@container relative isolate overflow-hidden rounded-2xl bg-ink text-ink-foreground shadow-card surface-dark",
        className,
      )}
      {...props}
    >
      <div
        aria-hidden="true"
        className="absolute top-0 left-full -z-10 h-[22.4rem] w-[39.2rem] -translate-1/2 glow-primary"
      />
      <div className="flex flex-col gap-6 p-5 sm:p-7 @3xl:flex-row @3xl:items-center @3xl:justify-between @3xl:gap-10 @3xl:px-10 @3xl:py-8">
        <div className="flex flex-col gap-5 @xl:flex-row @xl:items-start">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground"
          >
            <Icon name="phone" className="size-5" />
          </span>
          <div className="max-w-2xl">
            <Heading id={headingId} className="text-lg font-bold tracking-tight @3xl:text-xl">
              {title}
            </Heading>
            <p className="mt-2 leading-relaxed text-pretty text-ink-muted">{body}</p>
          </div>
        </div>
        <Button asChild variant="accent" size="lg" className="w-full @3xl:w-auto">
          <Link href={action.href}>
            <Icon name="phone" className="size-4" />
            {action.label}
          </Link>
        </Button>
      </div>
    </section>
  )
}

export { AssistanceCard, ContactCard, ContactDetails }
