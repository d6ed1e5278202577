import { useId, type ComponentProps } from "react"

import { Button } from "../components/button"
import { Icon } from "../components/icon"
import { Link } from "../components/link"
import { cn } from "../lib/cn"
import { SectionHeading } from "./section"

export type FaqItem = { question: string; answer: string }

type FaqListProps = ComponentProps<"ul"> & {
  /** The questions and their answers, in order. */
  items: ReadonlyArray<FaqItem>
}

/**
 * Questions that open to show their answers: native disclosures, so they work by keyboard, announce
 * their state, and still open with JavaScript off.
 */
function FaqList({ items, className, ...props }: FaqListProps) {
  return (
    <ul
      data-slot="faq-list"
      className={cn(
        "divide-y divide-border overflow-hidden rounded-2xl border border-border bg-background shadow-card",
        className,
      )}
      {...props}
    >
      {items.map((item) => (
        <li key={item.question}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold transition-colors hover:bg-muted/60 focus-visible:-outline-offset-2 sm:px-7 [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary transition-transform group-open:rotate-180"
              >
                <Icon name="chevron-down" className="size-4" />
              </span>
            </summary>
            <p className="-mt-1 px-5 pb-6 leading-relaxed text-pretty text-muted-foreground sm:px-7">
              {item.answer}
            </p>
          </details>
        </li>
      ))}
    </ul>
  )
}

type FaqSectionProps = Omit<ComponentProps<"section">, "title"> & {
  /** A short kicker above the heading (a category or theme). */
  eyebrow?: string
  /** The heading of the block. */
  title: string
  /** One or two sentences under the heading that say what the band is about. */
  lead?: string
  /** The entries to show, in order. */
  items: ReadonlyArray<FaqItem>
  /** A line above the action, e.g. 'Still have a question?' */
  morePrompt?: string
  /** Where to turn next, e.g. a `tel:` link. */
  action?: { label: string; href: string }
}

/** The FAQ band: heading and a way to ask more beside the questions; on small screens the way to ask more comes after them. */
function FaqSection({
  eyebrow,
  title,
  lead,
  items,
  morePrompt,
  action,
  className,
  ...props
}: FaqSectionProps) {
  const headingId = useId()
  return (
    <section
      data-slot="faq-section"
      aria-labelledby={headingId}
      className={cn("bg-muted py-16 sm:py-20 lg:py-24", className)}
      {...props}
    >
      <div className="container-page grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-x-16 lg:gap-y-8">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} align="start" />
        <FaqList items={items} className="lg:col-start-2 lg:row-span-2 lg:row-start-1" />
        {action ? (
          <div className="flex flex-col items-start gap-3 lg:col-start-1 lg:row-start-2">
            {morePrompt ? <p className="font-semibold">{morePrompt}</p> : null}
            <Button asChild variant="outline" size="lg">
              <Link href={action.href}>
                <Icon name="phone" className="size-4" />
                {action.label}
              </Link>
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  )
}

export { FaqList, FaqSection }
