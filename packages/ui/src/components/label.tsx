import * as LabelPrimitive from "radix-ui/label"
import type { ComponentProps } from "react"

import { cn } from "../lib/cn"

type LabelProps = ComponentProps<typeof LabelPrimitive.Root> & {
  /** Adds the asterisk that marks a required field; the control itself carries `required`. */
  required?: boolean
}

function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn("inline-flex items-center gap-1 text-sm font-semibold text-foreground", className)}
      {...props}
    >
      {children}
      {required ? (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      ) : null}
    </LabelPrimitive.Root>
  )
}

export { Label }
