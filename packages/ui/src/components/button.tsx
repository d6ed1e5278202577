import type { VariantProps } from "class-variance-authority"
import * as Slot from "radix-ui/slot"
import type { ComponentProps } from "react"

import { cn } from "../lib/cn"
import { buttonVariants } from "./button-variants"

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

// The defaults are written here as well as in buttonVariants' defaultVariants, so the docs' prop
// table shows them (react-docgen reads a destructured default, not cva's).
function Button({
  className,
  variant = "primary",
  size = "md",
  asChild = false,
  type,
  ...props
}: ButtonProps) {
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
