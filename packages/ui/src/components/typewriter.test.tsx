import { act, render, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

import { Typewriter } from "./typewriter"

const phrases = ["unlock global potential", "grow with the right talent", "turn ideas into success"] as const
const [first, second, third] = phrases
const pause = 2200

function shown() {
  return screen.getByTestId("typewriter-visible").textContent
}

/**
 * Advances the fake clock a millisecond at a time and lets React commit after each, so a timer the
 * component sets in response to another starts from the moment that one fired, as in a browser.
 */
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed++) {
    act(() => vi.advanceTimersByTime(1))
    // A zero-delay timer set in that commit is due now.
    act(() => vi.advanceTimersByTime(0))
  }
}

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === "(prefers-reduced-motion: reduce)",
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  )
}

describe("Typewriter", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it("starts with the first phrase whole and keeps it for the pause", () => {
    render(<Typewriter phrases={phrases} />)
    expect(shown()).toBe(first)
    advance(pause - 1)
    expect(shown()).toBe(first)
  })

  it("erases at 15 ms a character once the pause is over", () => {
    render(<Typewriter phrases={phrases} />)
    advance(pause)
    expect(shown()).toBe(first)
    advance(15)
    expect(shown()).toBe(first.slice(0, -1))
    advance(14)
    expect(shown()).toBe(first.slice(0, -1))
    advance(1)
    expect(shown()).toBe(first.slice(0, -2))
    advance((first.length - 2) * 15)
    expect(shown()).toBe("")
  })

  it("types the next phrase at 50 ms a character: after N × 50 ms, exactly N characters", () => {
    render(<Typewriter phrases={phrases} />)
    // Pause, erase every character, then one more step to move on to the next phrase.
    advance(pause + first.length * 15 + 15)
    expect(shown()).toBe("")
    let typed = 0
    for (const n of [1, 2, 7, 12]) {
      advance((n - typed) * 50)
      typed = n
      expect(shown()).toBe(second.slice(0, n))
    }
    advance(49)
    expect(shown()).toBe(second.slice(0, 12))
    advance(1)
    expect(shown()).toBe(second.slice(0, 13))
    advance((second.length - 13) * 50)
    expect(shown()).toBe(second)
    advance(pause - 1)
    expect(shown()).toBe(second)
  })

  it("goes through every phrase and loops back to the first, forever", () => {
    render(<Typewriter phrases={phrases} />)
    const cycle = (from: string, to: string) => pause + from.length * 15 + 15 + to.length * 50
    advance(cycle(first, second))
    expect(shown()).toBe(second)
    advance(cycle(second, third))
    expect(shown()).toBe(third)
    advance(cycle(third, first))
    expect(shown()).toBe(first)
    advance(cycle(first, second))
    expect(shown()).toBe(second)
  })

  it("honours custom timings", () => {
    render(<Typewriter phrases={["Noida", "Gurugram"]} typeDelay={100} deleteDelay={40} pauseDelay={500} />)
    advance(500 + 5 * 40 + 40)
    expect(shown()).toBe("")
    advance(300)
    expect(shown()).toBe("Gur")
  })

  it("stands still on the first phrase when reduced motion is asked for", () => {
    preferReducedMotion(true)
    render(<Typewriter phrases={phrases} />)
    advance(1)
    expect(vi.getTimerCount()).toBe(0)
    act(() => vi.advanceTimersByTime(60_000))
    expect(shown()).toBe(first)
    // No blinking caret either.
    expect(screen.getByTestId("typewriter-visible").children).toHaveLength(0)
  })

  it("animates when the media query says motion is fine", () => {
    preferReducedMotion(false)
    render(<Typewriter phrases={phrases} />)
    advance(pause + 15)
    expect(shown()).toBe(first.slice(0, -1))
  })

  it("stands still with a single phrase", () => {
    render(<Typewriter phrases={["grow with the right talent"]} />)
    advance(1)
    expect(vi.getTimerCount()).toBe(0)
    expect(shown()).toBe("grow with the right talent")
  })

  it("gives assistive technology every phrase as text, and hides the animation from it", () => {
    render(<Typewriter phrases={phrases} />)
    const spoken = screen.getByText(phrases.join(", "))
    expect(spoken).toHaveClass("sr-only")
    expect(screen.getByTestId("typewriter-visible").closest("[aria-hidden=true]")).not.toBeNull()
  })

  it("reads the accessible text instead when one is given", () => {
    const sentence = "unlock global potential, grow with the right talent and turn ideas into success"
    render(<Typewriter phrases={phrases} accessibleText={sentence} />)
    expect(screen.getByText(sentence)).toHaveClass("sr-only")
    expect(screen.queryByText(phrases.join(", "))).not.toBeInTheDocument()
  })
})
