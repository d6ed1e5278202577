import { cva, type VariantProps } from "class-variance-authority"
import * as Slot from "radix-ui/slot"
import type { ComponentProps } from "react"

import { cn } from "../lib/cn"

const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors select-none disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        accent: "bg-accent text-accent-foreground shadow-sm hover:bg-accent/85",
        outline: "border border-input bg-background text-foreground hover:border-primary hover:text-primary",
        secondary: "bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft/70",
        ghost: "text-foreground hover:bg-muted",
        inverse: "bg-ink-foreground text-ink hover:bg-white",
        "outline-inverse": "border border-ink-foreground/40 text-ink-foreground hover:bg-ink-foreground/10",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        link: "h-auto px-0 text-primary underline-offset-4 hover:underline",
      },
      size: {
        sm: "h-9 px-3.5 text-sm",
        md: "h-11 px-5 text-[0.95rem]",
        lg: "h-12 px-7 text-base",
        icon: "size-11",
      },
    },
    compoundVariants: [{ variant: "link", className: "h-auto px-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
)

type ButtonVariantProps = VariantProps<typeof buttonVariants>

type ButtonProps = ComponentProps<"button"> & {
  /**
   * The action's weight and the surface it sits on. `primary`: the one main action of a view.
   * `accent`: the main action on a dark band or hero. `outline`: a secondary action beside a primary.
   * `secondary`: a quiet action in a card. `ghost`: a toolbar or menu action. `inverse` and
   * `outline-inverse`: primary and secondary actions on the dark ink bands. `destructive`: an action
   * that removes something. `link`: an action that reads as a link in running text.
   */
  variant?: ButtonVariantProps["variant"]
  /** `sm` (36 px) in dense rows, `md` (44 px) by default, `lg` (48 px) for a hero's actions, `icon` a 44 px square for an icon alone (give it an `aria-label`). */
  size?: ButtonVariantProps["size"]
  /** Render the single child (a link, usually) with the button's look instead of a `<button>`. */
  asChild?: boolean
}

function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button"
  return (
    <Comp
      data-slot="button"
      type={asChild ? undefined : (type ?? "button")}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  )
}

export { Button, buttonVariants }
export type { ButtonProps }
