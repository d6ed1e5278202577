import type { ComponentProps } from "react"

import { cn } from "../lib/cn"

export type BreakdownRow = {
  label: string
  /** One figure per column, already formatted ("₹96,400"). */
  values: ReadonlyArray<string>
  /** `heading` opens a group; `total` closes one, in bold above a rule; `deduction` is taken away. */
  kind?: "item" | "deduction" | "heading" | "total" | "grand-total"
  /** A short note under the label ("₹300 in February"). */
  note?: string
}

type BreakdownTableProps = ComponentProps<"table"> & {
  /** Names the table for assistive technology and in print. */
  caption: string
  /** Shows the caption on screen too (it is always read out). */
  showCaption?: boolean
  /** The figure columns' headings, such as "Monthly" and "Annual". */
  columns: ReadonlyArray<string>
  rows: ReadonlyArray<BreakdownRow>
}

/**
 * A breakdown of figures, row by row, in one or more columns: earnings, deductions and the totals
 * they come to. A real table, so a screen reader reads each figure with its row and column.
 */
function BreakdownTable({
  caption,
  showCaption = false,
  columns,
  rows,
  className,
  ...props
}: BreakdownTableProps) {
  // A long figure (crores, with paise) can outgrow a phone: the table then scrolls in its own box,
  // which the keyboard can reach and a screen reader names by the caption.
  return (
    <div
      role="region"
      aria-label={caption}
      // A region that may scroll must be reachable from the keyboard (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="-mx-1 overflow-x-auto px-1 focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table
        data-slot="breakdown-table"
        className={cn("w-full border-collapse text-[0.8125rem] sm:text-[0.95rem]", className)}
        {...props}
      >
        <caption className={cn("text-left font-bold", showCaption ? "mb-3 text-lg" : "sr-only")}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-border text-left text-xs font-bold tracking-wider text-muted-foreground uppercase">
            <th scope="col" className="py-2 pr-3 font-bold">
              <span className="sr-only">Item</span>
            </th>
            {columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="py-2 pl-2 text-right font-bold whitespace-nowrap sm:pl-3"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const kind = row.kind ?? "item"
            if (kind === "heading")
              return (
                <tr key={row.label}>
                  <th
                    scope="colgroup"
                    colSpan={columns.length + 1}
                    className="pt-5 pb-1.5 text-left text-xs font-bold tracking-wider text-primary uppercase"
                  >
                    {row.label}
                  </th>
                </tr>
              )
            const total = kind === "total" || kind === "grand-total"
            return (
              <tr
                key={row.label}
                data-kind={kind}
                className={cn(
                  "border-b border-border/70 align-top",
                  total && "border-t border-b-0 border-foreground/20 font-bold",
                  kind === "grand-total" && "border-t-2 border-primary text-base text-primary sm:text-lg",
                )}
              >
                <th scope="row" className={cn("py-2.5 pr-3 text-left font-medium", total && "font-bold")}>
                  {row.label}
                  {row.note ? (
                    <span className="block text-xs font-normal text-muted-foreground">{row.note}</span>
                  ) : null}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={columns[index] ?? index}
                    className={cn(
                      "py-2.5 pl-2 text-right whitespace-nowrap tabular-nums sm:pl-3",
                      kind === "deduction" && "text-muted-foreground",
                    )}
                  >
                    {value}
                  </td>
                ))}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

export { BreakdownTable }
