import { useEffect, useState, type ComponentProps } from "react"

type TypewriterProps = Omit<ComponentProps<"span">, "children"> & {
  /** The phrases typed in turn; the first stands still under reduced motion, and one phrase never animates. */
  phrases: ReadonlyArray<string>
  /** Milliseconds per typed character. */
  typeDelay?: number
  /** Milliseconds per erased character. */
  deleteDelay?: number
  /** How long a finished phrase stays before it is erased. */
  pauseDelay?: number
  /** What assistive technology reads instead of the animation; defaults to every phrase. */
  accessibleText?: string
}

type Phase = "pausing" | "deleting" | "typing"

function prefersReducedMotion() {
  return (
    typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true
  )
}

/**
 * Types each phrase, pauses, erases it and moves to the next, forever. The first phrase is rendered
 * whole (so the prerendered page shows it and nothing shifts); assistive technology reads every phrase
 * once, from visually hidden text, and never the animation.
 */
function Typewriter({
  phrases,
  typeDelay = 50,
  deleteDelay = 15,
  pauseDelay = 2200,
  accessibleText,
  className,
  ...props
}: TypewriterProps) {
  const [index, setIndex] = useState(0)
  const [length, setLength] = useState(phrases[0]?.length ?? 0)
  const [phase, setPhase] = useState<Phase>("pausing")
  const [animate, setAnimate] = useState(false)

  useEffect(() => {
    setAnimate(phrases.length > 1 && !prefersReducedMotion())
  }, [phrases.length])

  const phrase = phrases[index] ?? ""

  useEffect(() => {
    if (!animate) return
    let timer: ReturnType<typeof setTimeout>
    if (phase === "pausing") {
      timer = setTimeout(() => setPhase("deleting"), pauseDelay)
    } else if (phase === "deleting") {
      if (length > 0) timer = setTimeout(() => setLength((n) => n - 1), deleteDelay)
      else
        timer = setTimeout(() => {
          setIndex((i) => (i + 1) % phrases.length)
          setPhase("typing")
        }, deleteDelay)
    } else {
      if (length < phrase.length) timer = setTimeout(() => setLength((n) => n + 1), typeDelay)
      else timer = setTimeout(() => setPhase("pausing"), 0)
    }
    return () => clearTimeout(timer)
  }, [animate, phase, length, phrase.length, phrases.length, typeDelay, deleteDelay, pauseDelay])

  // The longest phrase, invisible, holds the space so the page never shifts while text comes and goes.
  const longest = phrases.reduce((a, b) => (b.length > a.length ? b : a), "")
  return (
    <span data-slot="typewriter" className={className} {...props}>
      <span className="sr-only">{accessibleText ?? phrases.join(", ")}</span>
      <span aria-hidden="true" className="inline-grid">
        <span className="invisible col-start-1 row-start-1">{longest}</span>
        <span data-testid="typewriter-visible" className="col-start-1 row-start-1">
          {phrase.slice(0, length)}
          {animate ? (
            <span className="ml-0.5 inline-block h-[0.9em] w-[3px] translate-y-[0.08em] animate-caret rounded-full bg-current align-baseline" />
          ) : null}
        </span>
      </span>
    </span>
  )
}

export { Typewriter }
