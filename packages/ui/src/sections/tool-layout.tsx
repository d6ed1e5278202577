import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from "react"

import { Icon } from "../components/icon"
import { cn } from "../lib/cn"

type ToolLayoutProps = Omit<ComponentProps<"div">, "results"> & {
  /** The inputs: a heading and the fields, in a form. */
  form: ReactNode
  /** The results panel; it stays in view beside the form on wide screens. */
  results: ReactNode
}

/** A calculator: the inputs on one side, the results beside them (below them on a phone). */
function ToolLayout({ form, results, className, ...props }: ToolLayoutProps) {
  return (
    <div
      data-slot="tool-layout"
      className={cn(
        "grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:gap-8 print:block",
        className,
      )}
      {...props}
    >
      <div className="min-w-0 rounded-2xl border border-border bg-background p-4 shadow-card sm:p-7 print:border-0 print:p-0 print:shadow-none">
        {form}
      </div>
      <div className="min-w-0 rounded-2xl border border-border bg-background px-3 py-4 shadow-card sm:p-7 lg:sticky lg:top-24 print:mt-6 print:border-0 print:p-0 print:shadow-none">
        {results}
      </div>
    </div>
  )
}

export type ResultFigure = {
  label: string
  /** Formatted ("₹96,400"). */
  value: string
  /** A line under the figure ("₹11,56,800 a year"). */
  detail?: string
}

type ResultSummaryProps = ComponentProps<"div"> & {
  heading: string
  /** The headline figures; none while the inputs cannot be worked out yet. */
  figures: ReadonlyArray<ResultFigure>
  /** What to show instead of figures: a prompt while empty, or why nothing can be worked out. */
  message?: ReactNode
  /**
   * `prompt` while the inputs are incomplete; `problem` when they are impossible (a typing mistake);
   * `info` when they are possible but outside what the calculator covers.
   */
  messageTone?: "prompt" | "problem" | "info"
  /** With the prompt: the labels of the headline figures to come, shown as empty cards in their place. */
  pendingFigures?: ReadonlyArray<string>
  /** The sentence a screen reader hears when the result changes. */
  announcement: string
  /** The breakdown and actions under the figures. */
  children?: ReactNode
}

/** How long the inputs stay unchanged before the new result is announced: not at every keystroke. */
const announceAfterMs = 1000

/** `value`, once it has stayed the same for `ms`. */
function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms)
    return () => window.clearTimeout(timer)
  }, [value, ms])
  return settled
}

/** Whether the element is at least partly on screen; `true` until it has been measured. */
function useOnScreen(ref: RefObject<Element | null>) {
  const [onScreen, setOnScreen] = useState(true)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return onScreen
}

/**
 * The results of a calculator: a heading, the headline figures and what follows them. A polite live
 * region announces the new result (one sentence, not the whole table) once the inputs have stopped
 * changing for a second. Below lg, where the results sit under the form, a bar at the foot of the
 * screen keeps the first figure in view while the figures themselves are off screen, and links to
 * them (docs/decisions/058-phone-pages.md).
 */
function ResultSummary({
  heading,
  figures,
  message,
  messageTone = "prompt",
  pendingFigures,
  announcement,
  children,
  className,
  ...props
}: ResultSummaryProps) {
  const headingId = useId()
  const figuresId = useId()
  const figuresRef = useRef<HTMLElement>(null)
  const figuresOnScreen = useOnScreen(figuresRef)
  const announced = useSettled(announcement, announceAfterMs)
  const first = figures[0]
  return (
    <section
      ref={figuresRef}
      data-slot="result-summary"
      aria-labelledby={headingId}
      className={cn("grid grid-cols-[minmax(0,1fr)] gap-5", className)}
      {...props}
    >
      <h2 id={headingId} className="text-xl font-extrabold tracking-tight">
        {heading}
      </h2>
      <p role="status" className="sr-only">
        {announced}
      </p>
      {first ? (
        <a
          data-slot="result-bar"
          href={`#${figuresId}`}
          hidden={figuresOnScreen}
          className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-between gap-3 border-t border-primary/20 bg-background/95 px-5 py-2.5 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] backdrop-blur-sm focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring lg:hidden print:hidden"
        >
          <span className="text-sm leading-tight font-semibold text-muted-foreground">{first.label}</span>
          <span className="flex items-center gap-1.5 text-xl font-extrabold tracking-tight text-primary tabular-nums">
            {first.value}
            <Icon name="arrow-down" className="size-4" />
            <span className="sr-only">: see the results</span>
          </span>
        </a>
      ) : null}
      {figures.length > 0 ? (
        <dl id={figuresId} className={cn("scroll-mt-24 grid gap-3", figures.length > 1 && "sm:grid-cols-2")}>
          {figures.map((figure, index) => (
            <div
              key={figure.label}
              className={cn(
                "rounded-xl px-4 py-3.5",
                index === 0
                  ? "bg-primary text-primary-foreground"
                  : "bg-primary-soft text-primary-soft-foreground",
              )}
            >
              <dt className="text-sm font-semibold">{figure.label}</dt>
              <dd className="mt-1 text-[1.75rem] leading-tight font-extrabold tracking-tight tabular-nums">
                {figure.value}
              </dd>
              {figure.detail ? <dd className="mt-0.5 text-sm font-medium">{figure.detail}</dd> : null}
            </div>
          ))}
        </dl>
      ) : message ? (
        <>
          {messageTone === "prompt" && pendingFigures && pendingFigures.length > 0 ? (
            <dl className={cn("grid gap-3", pendingFigures.length > 1 && "sm:grid-cols-2")}>
              {pendingFigures.map((label) => (
                <div key={label} className="rounded-xl border border-dashed border-input px-4 py-3.5">
                  <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
                  <dd className="mt-1 text-[1.75rem] leading-tight font-extrabold tracking-tight text-muted-foreground">
                    <span aria-hidden="true">₹ –</span>
                    <span className="sr-only">Not worked out yet</span>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div
            data-tone={messageTone}
            className={cn(
              "rounded-xl px-4 py-4 text-[0.95rem] leading-relaxed",
              messageTone === "problem" &&
                "border border-destructive/30 bg-destructive/5 font-medium text-destructive",
              messageTone === "info" && "border border-primary/25 bg-primary-soft text-foreground",
              messageTone === "prompt" && "border border-dashed border-input bg-muted text-muted-foreground",
            )}
          >
            <p className="flex items-start gap-2.5">
              <Icon
                name={messageTone === "problem" ? "circle-alert" : "info"}
                className={cn("mt-0.5 size-5 shrink-0", messageTone === "info" && "text-primary")}
              />
              <span>{message}</span>
            </p>
          </div>
        </>
      ) : null}
      {children}
    </section>
  )
}

export { ResultSummary, ToolLayout }
