import type { ComponentProps } from "react"

import { cn } from "../lib/cn"

// A field in error shows no placeholder: an example name in an empty red field reads as filled in.
const fieldBase =
  "w-full min-w-0 rounded-lg border border-input bg-background px-3.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 hover:border-foreground/30 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:placeholder:text-transparent aria-invalid:focus-visible:outline-destructive/30"

function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input data-slot="input" type={type} className={cn(fieldBase, "h-11", className)} {...props} />
}

export { Input, fieldBase }
