import { useId, type ComponentProps } from "react"

import { Badge } from "../components/badge"
import { Button } from "../components/button"
import { Link } from "../components/link"
import { Icon } from "../components/icon"
import { cn } from "../lib/cn"
import { readTimeLabel, type ArticleImage } from "./article-card"
import { ShareMenu } from "./share-menu"

type ArticleHeaderProps = Omit<ComponentProps<"header">, "title"> & {
  /** The link back to the list (label and href). */
  backLink: { label: string; href: string }
  /** The article's category. */
  category: string
  /** The heading of the block. */
  title: string
  /** The author's name. */
  author: string
  /** Shown as written, even when it is not a well-formed date. */
  date: string
  /** Minutes. */
  readTime: number
  /** The hero illustration, overlapping the foot of the band; loaded first, as the page's largest image. */
  image?: ArticleImage
  /** The canonical address the Share menu copies and posts. */
  shareUrl: string
  /** Save: the route opens the print dialog (print or save as PDF). */
  onSave: () => void
  /** The label of the Save as PDF action. */
  saveLabel?: string
  /** What Save does, shown to assistive technology. */
  saveHint?: string
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("")
}

/**
 * An article's opening: the way back to the list, category, title (the page's h1), byline, the
 * Share and Save actions, and the hero image. Prints as plain dark-on-white text without actions.
 */
function ArticleHeader({
  backLink,
  category,
  title,
  author,
  date,
  readTime,
  image,
  shareUrl,
  onSave,
  saveLabel = "Save",
  saveHint = "Opens the print dialog: print the article or save it as a PDF",
  className,
  ...props
}: ArticleHeaderProps) {
  const saveHintId = useId()
  return (
    <header data-slot="article-header" className={cn("relative", className)} {...props}>
      <div className="relative isolate overflow-hidden bg-ink text-ink-foreground surface-dark print:bg-transparent print:text-foreground">
        <div aria-hidden="true" className="absolute inset-0 -z-10 print:hidden">
          <div className="absolute top-[-20%] left-[90%] h-[36.4rem] w-[62.4rem] -translate-1/2 glow-primary" />
          <div className="absolute top-[120%] left-[-5%] h-[24rem] w-[38.4rem] -translate-1/2 glow-accent" />
        </div>
        <div
          className={cn(
            "container-page pt-8 pb-14 sm:pt-10 sm:pb-16 print:px-0 print:pt-0 print:pb-6",
            image && "pb-24 sm:pb-40 lg:pb-44",
          )}
        >
          <div className="mx-auto max-w-5xl">
            <Link
              href={backLink.href}
              data-print="hide"
              className="-ml-1 inline-flex items-center gap-2 rounded-md px-1 py-1 text-sm font-semibold text-ink-muted transition-colors hover:text-ink-foreground [&_svg]:size-4 [&_svg]:transition-transform hover:[&_svg]:-translate-x-0.5"
            >
              <Icon name="arrow-left" />
              {backLink.label}
            </Link>
            <div className="mt-8 flex max-w-4xl flex-col items-start gap-5 sm:mt-10 print:mt-0">
              <Badge variant="inverse" size="md" className="print:text-foreground print:ring-border">
                {category}
              </Badge>
              <h1 className="text-[clamp(2rem,1.45rem+2.4vw,3.25rem)] leading-[1.1] font-extrabold tracking-[-0.025em] text-balance">
                {title}
              </h1>
            </div>
            <div className="mt-8 flex flex-col gap-6 border-t border-ink-foreground/15 pt-6 sm:flex-row sm:items-center sm:justify-between print:mt-4 print:border-border print:pt-4">
              <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-[0.95rem] text-ink-muted print:text-muted-foreground [&_svg]:size-4">
                <span className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-10 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground print:hidden"
                  >
                    {initials(author)}
                  </span>
                  <span>
                    By{" "}
                    <span className="font-semibold text-ink-foreground print:text-foreground">{author}</span>
                  </span>
                </span>
                <span className="inline-flex items-center gap-2">
                  <Icon name="calendar" />
                  {date}
                </span>
                <span className="inline-flex items-center gap-2">
                  <Icon name="clock" />
                  {readTimeLabel(readTime)}
                </span>
              </div>
              <div data-print="hide" className="flex gap-3">
                <ShareMenu
                  url={shareUrl}
                  title={title}
                  variant="outline-inverse"
                  className="flex-1 sm:flex-none"
                />
                <Button
                  variant="outline-inverse"
                  onClick={onSave}
                  aria-describedby={saveHintId}
                  className="flex-1 sm:flex-none"
                >
                  <Icon name="printer" />
                  {saveLabel}
                </Button>
                <span id={saveHintId} hidden>
                  {saveHint}
                </span>
              </div>
            </div>
          </div>
        </div>
      </div>
      {image ? (
        <div className="relative container-page -mt-16 sm:-mt-32 lg:-mt-36 print:mt-0 print:px-0">
          <img
            src={image.src}
            srcSet={image.srcSet}
            // The page's container, at most 64rem.
            sizes="(min-width: 64rem) 64rem, (min-width: 48rem) calc(100vw - 4rem), calc(100vw - 2.5rem)"
            alt={image.alt}
            width={image.width}
            height={image.height}
            // The largest paint of an article's first screen: fetched first (React preloads it).
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="mx-auto aspect-[2/1] h-auto w-full max-w-5xl rounded-2xl bg-muted object-cover shadow-raised print:rounded-none print:shadow-none"
          />
        </div>
      ) : null}
    </header>
  )
}

export { ArticleHeader }
