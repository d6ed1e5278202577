import type { ComponentProps } from "react"

import { cn } from "../lib/cn"
import { Icon } from "./icon"
import { fieldBase } from "./input"

/**
 * The browser's own select, styled like the other fields. For a short list chosen once (a state),
 * where the platform's picker serves phones best and costs no script; `Select` is the Radix one.
 */
function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div data-slot="native-select" className="relative">
      <select className={cn(fieldBase, "h-11 cursor-pointer appearance-none pr-10", className)} {...props}>
        {children}
      </select>
      <Icon
        name="chevron-down"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  )
}

export { NativeSelect }
