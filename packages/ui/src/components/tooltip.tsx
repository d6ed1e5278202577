import * as TooltipPrimitive from "radix-ui/tooltip"
import type { ComponentProps } from "react"

import { cn } from "../lib/cn"
import { TooltipProvider, useTooltipTiming } from "./tooltip-provider"

/** A tooltip; its timing comes from the nearest TooltipProvider. */
function Tooltip({ onOpenChange, ...props }: ComponentProps<typeof TooltipPrimitive.Root>) {
  const timing = useTooltipTiming()
  return (
    <TooltipPrimitive.Provider delayDuration={timing.delayDuration} skipDelayDuration={0}>
      <TooltipPrimitive.Root
        data-slot="tooltip"
        onOpenChange={(open) => {
          if (open) timing.onOpen()
          else timing.onClose()
          onOpenChange?.(open)
        }}
        {...props}
      />
    </TooltipPrimitive.Provider>
  )
}

function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />
}

function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          "z-50 max-w-xs animate-fade-in rounded-md bg-ink px-3 py-1.5 text-sm font-medium text-ink-foreground shadow-raised",
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-ink" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  )
}

export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger }
