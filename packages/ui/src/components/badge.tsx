import { cva, type VariantProps } from "class-variance-authority"
import type { ComponentProps } from "react"

import { cn } from "../lib/cn"

const badgeVariants = cva(
  "inline-flex w-fit items-center gap-1.5 rounded-full font-semibold whitespace-nowrap [&_svg]:size-3.5",
  {
    variants: {
      variant: {
        primary: "bg-primary-soft text-primary-soft-foreground",
        accent: "bg-accent-soft text-accent-foreground",
        neutral: "bg-muted text-muted-foreground",
        outline: "border border-border text-foreground",
        success: "bg-success-soft text-success",
        inverse: "bg-ink-foreground/10 text-ink-foreground ring-1 ring-ink-foreground/20",
      },
      size: { sm: "px-2.5 py-0.5 text-xs", md: "px-3 py-1 text-sm" },
    },
    defaultVariants: { variant: "primary", size: "sm" },
  },
)

type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>

function Badge({ className, variant, size, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant, size }), className)} {...props} />
}

export { Badge, badgeVariants }
