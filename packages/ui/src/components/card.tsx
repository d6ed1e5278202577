import { cva, type VariantProps } from "class-variance-authority"
import type { ComponentProps } from "react"

import { cn } from "../lib/cn"

const cardVariants = cva("flex flex-col rounded-xl border text-foreground", {
  variants: {
    variant: {
      default: "border-border bg-background shadow-card",
      muted: "border-transparent bg-muted",
      outline: "border-border bg-background",
      // The description's default grey is unreadable on ink: it takes the muted ink colour instead.
      ink: "border-ink-soft bg-ink-soft text-ink-foreground surface-dark [&_[data-slot=card-description]]:text-ink-muted",
    },
    interactive: {
      true: "transition-[box-shadow,border-color,transform] hover:-translate-y-0.5 hover:border-primary/30 hover:shadow-raised",
      false: "",
    },
  },
  defaultVariants: { variant: "default", interactive: false },
})

type CardProps = ComponentProps<"div"> & VariantProps<typeof cardVariants>

function Card({ className, variant, interactive, ...props }: CardProps) {
  return <div data-slot="card" className={cn(cardVariants({ variant, interactive }), className)} {...props} />
}

function CardHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-2 p-6 pb-0", className)} {...props} />
}

function CardTitle({ className, children, ...props }: ComponentProps<"h3">) {
  return (
    <h3
      data-slot="card-title"
      className={cn("text-lg leading-snug font-bold tracking-tight", className)}
      {...props}
    >
      {children}
    </h3>
  )
}

function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      data-slot="card-description"
      className={cn("text-[0.95rem] leading-relaxed text-muted-foreground", className)}
      {...props}
    />
  )
}

function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("flex-1 p-6 pt-4", className)} {...props} />
}

function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div data-slot="card-footer" className={cn("flex items-center gap-3 p-6 pt-0", className)} {...props} />
  )
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cardVariants }
