import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react"

type TooltipTiming = {
  /** Delay before the next tooltip opens: the open delay, or none right after another closed. */
  delayDuration: number
  onOpen: () => void
  onClose: () => void
}

const TooltipTimingContext = createContext<TooltipTiming | null>(null)

type TooltipProviderProps = {
  /** How long the pointer rests on a trigger before its tooltip opens. */
  delayDuration?: number
  /** Within this time after a tooltip closes, the next one opens at once. */
  skipDelayDuration?: number
  /** The part of the app whose tooltips share this timing (the whole app, usually). */
  children: ReactNode
}

/**
 * Tooltip timing for everything inside: open after 700 ms, and within 300 ms of closing one, open the
 * next at once. It holds no Radix code, so the page shell mounts it without every page loading the
 * tooltip's positioning engine; each Tooltip brings that along only where one is shown.
 */
function TooltipProvider({ delayDuration = 700, skipDelayDuration = 300, children }: TooltipProviderProps) {
  const [skipping, setSkipping] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const onOpen = useCallback(() => {
    clearTimeout(timer.current)
    setSkipping(true)
  }, [])
  const onClose = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setSkipping(false), skipDelayDuration)
  }, [skipDelayDuration])

  const value = useMemo(
    () => ({ delayDuration: skipping ? 0 : delayDuration, onOpen, onClose }),
    [skipping, delayDuration, onOpen, onClose],
  )
  return <TooltipTimingContext value={value}>{children}</TooltipTimingContext>
}

const standalone: TooltipTiming = { delayDuration: 700, onOpen: () => {}, onClose: () => {} }

function useTooltipTiming() {
  return use(TooltipTimingContext) ?? standalone
}

export { TooltipProvider, useTooltipTiming }
