import type { ComponentProps } from "react"

import { Badge } from "../components/badge"
import { cardVariants } from "../components/card"
import { Link } from "../components/link"
import { Icon } from "../components/icon"
import { cn } from "../lib/cn"

/** `srcSet` lists the same image at other widths (`<url> 600w, …`); each component gives its `sizes`. */
export type ArticleImage = { src: string; srcSet?: string; alt: string; width: number; height: number }

/** What a listing shows of an article. Without `href` the card is a summary with no page of its own. */
export type ArticleCardData = {
  title: string
  excerpt: string
  author: string
  /** Shown as written, even when it is not a well-formed date. */
  date: string
  category: string
  /** Minutes. */
  readTime: number
  href?: string
  image?: ArticleImage
}

function readTimeLabel(minutes: number) {
  return `${minutes} min read`
}

/** Author, date and read time on one line, wrapping on narrow screens. */
function ArticleByline({
  author,
  date,
  readTime,
  className,
}: {
  /** The author's name. */
  author: string
  /** The publication date (ISO), shown formatted. */
  date: string
  /** The estimated reading time, in minutes. */
  readTime: number
  /** Classes for the byline; they win over the defaults. */
  className?: string
}) {
  return (
    <p
      data-slot="article-byline"
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground [&_svg]:size-3.5",
        className,
      )}
    >
      <span className="font-semibold text-foreground">{author}</span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar" />
        {date}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="clock" />
        {readTimeLabel(readTime)}
      </span>
    </p>
  )
}

type ArticleCardProps = ComponentProps<"article"> & {
  /** The article to show: its title, excerpt, category, date, read time, image and link. */
  article: ArticleCardData
  /** Label of the card's link, read on as "<label> about <title>". */
  linkLabel?: string
  /** Heading level of the title, so the card fits under the page's own headings. */
  headingLevel?: 2 | 3
  /** `eager` only when the card is in the first screen. */
  imageLoading?: "lazy" | "eager"
}

/**
 * One article in a listing. With an `href` the whole card is a link (its "Read More" link stretches
 * over it); without one it is a plain summary that does not pretend to be clickable.
 */
function ArticleCard({
  article,
  linkLabel = "Read More",
  headingLevel = 3,
  imageLoading = "lazy",
  className,
  ...props
}: ArticleCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  const linked = Boolean(article.href)
  return (
    <article
      data-slot="article-card"
      className={cn(
        cardVariants({ variant: linked ? "default" : "outline", interactive: linked }),
        "group relative h-full overflow-hidden",
        className,
      )}
      {...props}
    >
      {article.image ? (
        <img
          src={article.image.src}
          srcSet={article.image.srcSet}
          // One column below sm, two up to lg; beside the categories from lg.
          sizes="(min-width: 1024px) 26rem, (min-width: 640px) 50vw, 100vw"
          alt={article.image.alt}
          width={article.image.width}
          height={article.image.height}
          loading={imageLoading}
          decoding="async"
          className="aspect-[2/1] h-auto w-full bg-muted object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-6">
        <Badge>{article.category}</Badge>
        <Heading className="text-lg leading-snug font-bold tracking-tight text-balance">
          {article.title}
        </Heading>
        <p className="text-[0.95rem] leading-relaxed text-pretty text-muted-foreground">{article.excerpt}</p>
        <ArticleByline
          author={article.author}
          date={article.date}
          readTime={article.readTime}
          className="mt-auto pt-2"
        />
        {article.href ? (
          <Link
            href={article.href}
            className="inline-flex w-fit items-center gap-1.5 rounded-sm font-semibold text-primary underline-offset-4 after:absolute after:inset-0 after:content-[''] group-hover:underline [&_svg]:size-4 [&_svg]:transition-transform group-hover:[&_svg]:translate-x-0.5"
          >
            {linkLabel}
            <span className="sr-only"> about {article.title}</span>
            <Icon name="arrow-right" />
          </Link>
        ) : null}
      </div>
    </article>
  )
}

export { ArticleByline, ArticleCard, readTimeLabel }
