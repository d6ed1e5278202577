import type { ComponentProps } from "react"

import { cn } from "../lib/cn"
import { fieldBase } from "./input"

function Textarea({ className, rows = 5, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(fieldBase, "min-h-28 resize-y py-2.5 leading-relaxed", className)}
      {...props}
    />
  )
}

export { Textarea }
