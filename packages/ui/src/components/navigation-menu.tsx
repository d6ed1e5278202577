import * as NavigationMenuPrimitive from "radix-ui/navigation-menu"
import type { ComponentProps } from "react"

import { cn } from "../lib/cn"
import { Icon } from "./icon"

/**
 * Radix NavigationMenu: a mouse opens a menu by hovering its trigger, touch and keyboard by activating it.
 * Content renders under its own item (no shared viewport), so each menu sizes to what it holds.
 */
function NavigationMenu({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Root>) {
  return (
    <NavigationMenuPrimitive.Root
      data-slot="navigation-menu"
      delayDuration={80}
      className={cn("relative", className)}
      {...props}
    />
  )
}

function NavigationMenuList({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List
      data-slot="navigation-menu-list"
      className={cn("flex list-none items-center gap-1", className)}
      {...props}
    />
  )
}

function NavigationMenuItem({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  return (
    <NavigationMenuPrimitive.Item
      data-slot="navigation-menu-item"
      className={cn("relative", className)}
      {...props}
    />
  )
}

const navigationItemClass =
  "inline-flex h-10 cursor-pointer items-center gap-1 rounded-md px-3.5 text-[0.95rem] font-semibold text-foreground/85 transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:text-primary data-[state=open]:bg-muted data-[state=open]:text-foreground"

function NavigationMenuTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      type="button"
      data-slot="navigation-menu-trigger"
      className={cn(navigationItemClass, "group", className)}
      {...props}
    >
      {children}
      <Icon
        name="chevron-down"

        className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
      />
    </NavigationMenuPrimitive.Trigger>
  )
}

function NavigationMenuContent({
  className,
  ...props
}: ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      data-slot="navigation-menu-content"
      className={cn(
        "absolute top-full left-1/2 z-50 mt-2 -translate-x-1/2 animate-fade-in rounded-xl border border-border bg-background p-2 shadow-raised",
        className,
      )}
      {...props}
    />
  )
}

function NavigationMenuLink({ className, ...props }: ComponentProps<typeof NavigationMenuPrimitive.Link>) {
  return (
    <NavigationMenuPrimitive.Link
      data-slot="navigation-menu-link"
      className={cn(navigationItemClass, className)}
      {...props}
    />
  )
}

export {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationItemClass,
}
