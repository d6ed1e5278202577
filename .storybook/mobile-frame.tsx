import { useLayoutEffect, useRef, useState, type ReactNode } from "react"
import { createPortal } from "react-dom"

/**
 * On a docs page every story shares one wide document, so a story pinned to the phone viewport
 * would be drawn at desktop width: the components' breakpoints answer to the window, not to a box.
 * This frame gives the story a window of its own, 375 px wide: a same-origin iframe that takes the
 * preview's styles and icon sprite, with the story portalled into it (React listens for events on
 * a portal's container, so it stays interactive). Overlays that portal to the page's body (menus,
 * toasts) open outside the frame.
 */
export function MobileFrame({ width = 375, children }: { width?: number; children: ReactNode }) {
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [body, setBody] = useState<HTMLElement | null>(null)
  const [height, setHeight] = useState(80)

  useLayoutEffect(() => {
    const frame = frameRef.current?.contentDocument
    if (!frame) return
    frame.documentElement.lang = document.documentElement.lang || "en"
    for (const sheet of document.querySelectorAll('style, link[rel="stylesheet"]')) {
      frame.head.append(sheet.cloneNode(true))
    }
    const sprite = document.querySelector("svg[data-slot='icon-sprite']")?.closest("div")
    if (sprite) frame.body.append(sprite.cloneNode(true))
    const root = frame.createElement("div")
    frame.body.append(root)
    frame.body.style.margin = "0"
    // The story's height, followed as it changes (a menu opening, an error appearing). A poll:
    // a ResizeObserver across documents did not report the portalled content's size.
    const measure = () => setHeight(Math.max(Math.ceil(root.getBoundingClientRect().height), 80))
    const timer = window.setInterval(measure, 250)
    measure()
    setBody(root)
    return () => window.clearInterval(timer)
  }, [])

  return (
    <div className="sb-unstyled flex flex-col items-center gap-2 bg-muted py-6">
      <iframe
        ref={frameRef}
        title={`The story at ${width} px`}
        width={width}
        height={height}
        className="block rounded-lg border border-border bg-background shadow-card"
      />
      <p className="text-xs text-muted-foreground">{width} px</p>
      {body ? createPortal(children, body) : null}
    </div>
  )
}
