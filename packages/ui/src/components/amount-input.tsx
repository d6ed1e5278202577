import type { ComponentProps } from "react"

import { cn } from "../lib/cn"
import { formatIndianNumber, parseIndianAmount } from "../lib/indian-number"
import { fieldBase } from "./input"

type AmountInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type" | "prefix"> & {
  /** What the visitor typed, as typed: "12,50,000", "12.5 lakh". */
  value: string
  /** Called with the new text on every keystroke, and with it regrouped when the field loses focus. */
  onValueChange: (text: string) => void
  /** A unit before the number, such as "₹" (decorative: the label names the unit). */
  prefix?: string
  /** A unit after the number, such as "%". */
  suffix?: string
}

/**
 * A text field for an amount, read the way Indians write amounts: "12,50,000", "12.5 lakh",
 * "1.2 crore". The text is left as typed while the visitor types (no caret jumps); on leaving the
 * field a readable amount is regrouped in lakhs and crores, so "12.5 lakh" becomes "12,50,000" and
 * the visitor sees what was understood. Unreadable text is kept, for the caller to flag.
 */
function AmountInput({
  value,
  onValueChange,
  prefix,
  suffix,
  className,
  onBlur,
  ...props
}: AmountInputProps) {
  return (
    <div data-slot="amount-input" className="relative flex items-center">
      {prefix ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-3.5 text-base font-semibold text-muted-foreground"
        >
          {prefix}
        </span>
      ) : null}
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={(event) => {
          const parsed = parseIndianAmount(event.target.value)
          if (parsed.kind === "amount") {
            const regrouped = formatIndianNumber(parsed.value)
            if (regrouped !== event.target.value) onValueChange(regrouped)
          }
          onBlur?.(event)
        }}
        className={cn(
          fieldBase,
          "h-11 font-semibold tabular-nums",
          prefix && "pl-8",
          suffix && "pr-9",
          className,
        )}
        {...props}
      />
      {suffix ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute right-3.5 text-base font-semibold text-muted-foreground"
        >
          {suffix}
        </span>
      ) : null}
    </div>
  )
}

export { AmountInput }
