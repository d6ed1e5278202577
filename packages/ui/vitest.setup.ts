import "@testing-library/jest-dom/vitest"
import { cleanup, configure } from "@testing-library/react"
import { afterEach } from "vitest"

// findBy* waits for code-split parts (the desktop menu) to load, which is slower on a busy machine.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => cleanup())

// jsdom leaves out a few browser APIs that Radix primitives call. Minimal stand-ins, only where missing.

if (typeof window !== "undefined") {
  if (!window.matchMedia) {
    // No media query matches unless a test says otherwise (the typewriter's reduced-motion test does).
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList
  }

  if (!window.ResizeObserver) {
    window.ResizeObserver = class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
  }

  if (!window.PointerEvent) {
    class PointerEvent extends MouseEvent {
      readonly pointerId: number
      readonly pointerType: string
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init)
        this.pointerId = init.pointerId ?? 1
        this.pointerType = init.pointerType ?? "mouse"
      }
    }
    window.PointerEvent = PointerEvent as typeof window.PointerEvent
  }

  const element = window.Element.prototype
  element.hasPointerCapture ??= () => false
  element.setPointerCapture ??= () => {}
  element.releasePointerCapture ??= () => {}
  element.scrollIntoView ??= () => {}
}
