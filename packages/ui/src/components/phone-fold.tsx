import type { ComponentProps } from "react"

import { cn } from "../lib/cn"
import { Icon } from "./icon"

type PhoneFoldProps = Omit<ComponentProps<"details">, "children"> & {
  /** The summary a phone shows instead of the list ("What's included"); the count follows it. */
  label: string
  /** The points, each after a check mark. */
  points: ReadonlyArray<string>
  /** Classes for the list itself (its spacing when open). */
  listClassName?: string
}

/**
 * A list of points that folds under its label on a phone and stands open, without the label, from
 * `md` up and in print (docs/decisions/058-phone-pages.md). A native `<details>`: it opens by
 * keyboard and without scripts.
 */
function PhoneFold({ label, points, className, listClassName, ...props }: PhoneFoldProps) {
  return (
    <details data-slot="phone-fold" className={cn("group/fold open-from-md", className)} {...props}>
      <summary className="-mx-1 flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-md px-1 font-semibold text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <span>
          {label} <span className="font-normal text-muted-foreground">({points.length})</span>
        </span>
        <Icon
          name="chevron-down"
          className="size-4 text-primary transition-transform group-open/fold:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <ul className={cn("mt-2 grid gap-2.5 md:mt-0", listClassName)}>
        {points.map((point) => (
          <li key={point} className="flex gap-2.5 text-[0.95rem] leading-snug">
            <Icon name="check" className="mt-0.5 size-4 shrink-0 text-success" />
            {point}
          </li>
        ))}
      </ul>
    </details>
  )
}

export { PhoneFold }
