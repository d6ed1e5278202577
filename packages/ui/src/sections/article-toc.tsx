import { useEffect, useId, useState, type ComponentProps } from "react"

import { cn } from "../lib/cn"

export type TocItem = { id: string; text: string }

type ArticleTocProps = ComponentProps<"nav"> & {
  /** The band's heading: what a visitor reads first. */
  heading?: string
  /** The entries to show, in order. */
  items: ReadonlyArray<TocItem>
}

/** The id of the last heading scrolled past the upper third of the viewport. */
function useCurrentHeading(ids: ReadonlyArray<string>) {
  const [current, setCurrent] = useState<string | null>(null)
  const key = ids.join(" ")
  useEffect(() => {
    const headings = key
      .split(" ")
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => el !== null)
    if (headings.length === 0 || typeof IntersectionObserver === "undefined") return
    function update() {
      const line = window.innerHeight * 0.3
      let passed: string | null = null
      for (const heading of headings) if (heading.getBoundingClientRect().top <= line) passed = heading.id
      setCurrent(passed)
    }
    // A heading crossing the line (either way) is all that can change the answer.
    const observer = new IntersectionObserver(update, { rootMargin: "0px 0px -70% 0px" })
    for (const heading of headings) observer.observe(heading)
    update()
    return () => observer.disconnect()
  }, [key])
  return current
}

/** "In this article": links to the article's headings, marking the section being read. */
function ArticleToc({ heading = "In this article", items, className, ...props }: ArticleTocProps) {
  const headingId = useId()
  const current = useCurrentHeading(items.map((item) => item.id))
  return (
    <nav
      data-slot="article-toc"
      data-print="hide"
      aria-labelledby={headingId}
      className={cn("text-sm", className)}
      {...props}
    >
      <p id={headingId} className="text-xs font-bold tracking-[0.14em] text-muted-foreground uppercase">
        {heading}
      </p>
      <ol className="mt-4 grid border-l border-border">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              aria-current={current === item.id ? "location" : undefined}
              className="-ml-px block rounded-r-md border-l-2 border-transparent py-1.5 pr-2 pl-4 leading-snug text-muted-foreground transition-colors hover:border-input hover:text-foreground aria-[current=location]:border-primary aria-[current=location]:font-semibold aria-[current=location]:text-primary"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

export { ArticleToc }
