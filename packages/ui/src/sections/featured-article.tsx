import type { ComponentProps } from "react"

import { Badge } from "../components/badge"
import { buttonVariants } from "../components/button"
import { cardVariants } from "../components/card"
import { Link } from "../components/link"
import { Icon } from "../components/icon"
import { cn } from "../lib/cn"
import { ArticleByline, type ArticleCardData } from "./article-card"

type FeaturedArticleProps = ComponentProps<"article"> & {
  /** The article to show: its title, excerpt, category, date, read time, image and link. */
  article: ArticleCardData & { href: string }
  /** The badge that sets it apart. */
  label?: string
  /** The label of the card's link. */
  linkLabel?: string
  /** The heading level that fits the page's outline (`h2` by default). */
  headingLevel?: 2 | 3
  /** `lazy` below the first screen; `eager` when the image is in the first view. */
  imageLoading?: "lazy" | "eager"
}

/** The lead article of a listing: a wide card, illustration beside the text from the large breakpoint. */
function FeaturedArticle({
  article,
  label = "Featured",
  linkLabel = "Read More",
  headingLevel = 3,
  imageLoading = "lazy",
  className,
  ...props
}: FeaturedArticleProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <article
      data-slot="featured-article"
      className={cn(
        cardVariants({ interactive: true }),
        "group relative grid overflow-hidden lg:grid-cols-[1.05fr_1fr]",
        className,
      )}
      {...props}
    >
      {article.image ? (
        <img
          src={article.image.src}
          srcSet={article.image.srcSet}
          // Full width above the text below lg. From lg it fills half the card's width and its whole
          // height (about 34rem), cropped at the sides: the 2:1 image needs twice that height in width.
          sizes="(min-width: 1024px) 68rem, 100vw"
          alt={article.image.alt}
          width={article.image.width}
          height={article.image.height}
          loading={imageLoading}
          decoding="async"
          className="aspect-[2/1] h-auto w-full bg-muted object-cover lg:aspect-auto lg:h-full"
        />
      ) : null}
      <div className="flex flex-col gap-4 p-6 sm:p-8">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="accent">
            <Icon name="star" className="fill-current" />
            {label}
          </Badge>
          <Badge>{article.category}</Badge>
        </div>
        <Heading className="text-[1.5rem] leading-tight font-extrabold tracking-tight text-balance sm:text-[1.75rem]">
          {article.title}
        </Heading>
        <p className="leading-relaxed text-pretty text-muted-foreground">{article.excerpt}</p>
        <ArticleByline author={article.author} date={article.date} readTime={article.readTime} />
        <Link
          href={article.href}
          className={cn(
            buttonVariants(),
            "mt-2 w-fit after:absolute after:inset-0 after:content-[''] group-hover:bg-primary-hover",
          )}
        >
          {linkLabel}
          <span className="sr-only"> about {article.title}</span>
          <Icon name="arrow-right" />
        </Link>
      </div>
    </article>
  )
}

export { FeaturedArticle }
