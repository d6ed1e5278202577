import { useId, useRef, useState, type ComponentProps, type ReactNode } from "react"

import { Button } from "../components/button"
import { Input } from "../components/input"
import { Icon } from "../components/icon"
import { cn } from "../lib/cn"
import { ArticleCard, type ArticleCardData } from "./article-card"
import { CategoryList, type BlogCategoryItem } from "./category-list"
import { FeaturedArticle } from "./featured-article"

type LinkedArticle = ArticleCardData & { href: string }

type BlogSearchProps = ComponentProps<"div"> & {
  /** The trending articles; the first one is featured. */
  trending: ReadonlyArray<LinkedArticle>
  /** Further articles, listed as summaries. */
  more: ReadonlyArray<ArticleCardData>
  /** The categories with their article counts. */
  categories: ReadonlyArray<BlogCategoryItem>
  /** The heading of the trending articles list. */
  trendingHeading: string
  /** The heading above the further articles. */
  moreHeading: string
  /** The heading of the categories list. */
  categoriesHeading: string
  /** The accessible name of the search field. */
  searchLabel: string
  /** The placeholder of the search field. */
  searchPlaceholder: string
  /** Shown in the sidebar under the categories (a newsletter box, say). */
  aside?: ReactNode
  /** `eager` when the featured article's image is in the first screen. */
  featuredImageLoading?: "lazy" | "eager"
}

function searchTerms(query: string) {
  return query.trim().toLocaleLowerCase("en-IN").split(/\s+/).filter(Boolean)
}

/** Every term must appear somewhere in the title, excerpt or category. */
function matches(article: ArticleCardData, terms: ReadonlyArray<string>, category: string | null) {
  if (category && article.category !== category) return false
  const text = `${article.title} ${article.excerpt} ${article.category}`.toLocaleLowerCase("en-IN")
  return terms.every((term) => text.includes(term))
}

function plural(count: number) {
  return `${count} ${count === 1 ? "article" : "articles"}`
}

/**
 * The blog listing with its search box and category filter. The list narrows as the visitor types
 * or picks a category (both apply); the count is announced politely; an empty result says so and
 * offers to clear. Rendered on the server with nothing filtered, so every article is listed
 * without JavaScript.
 */
function BlogSearch({
  trending,
  more,
  categories,
  trendingHeading,
  moreHeading,
  categoriesHeading,
  searchLabel,
  searchPlaceholder,
  aside,
  featuredImageLoading = "lazy",
  className,
  ...props
}: BlogSearchProps) {
  const [query, setQuery] = useState("")
  const [category, setCategory] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()

  const terms = searchTerms(query)
  const filtering = terms.length > 0 || category !== null
  const [featured, ...otherTrending] = trending
  const showFeatured = featured !== undefined && matches(featured, terms, category)
  const trendingCards = otherTrending.filter((article) => matches(article, terms, category))
  const moreCards = more.filter((article) => matches(article, terms, category))
  const total = trending.length + more.length
  const shown = (showFeatured ? 1 : 0) + trendingCards.length + moreCards.length

  const context = [
    category ? `in ${category}` : null,
    terms.length > 0 ? `matching “${query.trim()}”` : null,
  ].filter(Boolean)
  const status = filtering
    ? shown === 0
      ? `No articles ${context.join(" ")}`
      : `${shown} of ${plural(total)} ${context.join(" ")}`
    : plural(total)

  function clear() {
    setQuery("")
    setCategory(null)
    inputRef.current?.focus()
  }

  return (
    <div
      data-slot="blog-search"
      className={cn(
        "grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-12 xl:gap-x-16",
        className,
      )}
      {...props}
    >
      <div className="order-1 flex flex-col gap-3 lg:order-none lg:col-start-1 lg:row-start-1">
        {/* A search landmark rather than a form: the list narrows as the visitor types, so there is
            nothing to submit. */}
        <div role="search" aria-label={searchLabel}>
          <label htmlFor={`${id}-query`} className="sr-only">
            {searchLabel}
          </label>
          <div className="relative">
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              ref={inputRef}
              id={`${id}-query`}
              type="search"
              name="q"
              enterKeyHint="search"
              autoComplete="off"
              placeholder={searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="h-13 rounded-xl pl-12 text-base shadow-card"
            />
          </div>
        </div>
        <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <p role="status" className="text-sm font-medium text-muted-foreground">
            {status}
          </p>
          {filtering && shown > 0 ? (
            <Button variant="ghost" size="sm" onClick={clear} className="-mr-2 text-primary">
              <Icon name="x" />
              Clear filters
            </Button>
          ) : null}
        </div>
      </div>

      {/* On a wide screen the sidebar stays in view while the articles scroll, when the window is
          tall enough to show all of it; on a short one it scrolls with the page. */}
      <div className="contents lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-8 lg:self-start [@media(min-height:48rem)]:lg:sticky [@media(min-height:48rem)]:lg:top-24">
        <CategoryList
          className="order-2 lg:order-none"
          heading={categoriesHeading}
          categories={categories}
          active={category}
          onToggle={(name) => setCategory((current) => (current === name ? null : name))}
        />
        {aside ? <div className="order-4 lg:order-none">{aside}</div> : null}
      </div>

      <div className="order-3 flex flex-col gap-14 lg:order-none lg:col-start-1 lg:row-start-2">
        {showFeatured || trendingCards.length > 0 ? (
          <section aria-labelledby={`${id}-trending`}>
            <h2
              id={`${id}-trending`}
              className="flex items-center gap-2.5 text-2xl font-extrabold tracking-tight"
            >
              <Icon name="trending-up" className="size-6 text-primary" />
              {trendingHeading}
            </h2>
            <div className="mt-6 grid gap-6">
              {showFeatured ? (
                <FeaturedArticle article={featured} imageLoading={featuredImageLoading} />
              ) : null}
              {trendingCards.length > 0 ? (
                <ul className="grid gap-6 sm:grid-cols-2">
                  {trendingCards.map((article) => (
                    <li key={article.href}>
                      <ArticleCard article={article} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </section>
        ) : null}

        {moreCards.length > 0 ? (
          <section aria-labelledby={`${id}-more`}>
            <h2 id={`${id}-more`} className="text-2xl font-extrabold tracking-tight">
              {moreHeading}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2">
              {moreCards.map((article) => (
                <li key={article.title}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {shown === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-input bg-muted px-6 py-14 text-center">
            <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Icon name="search" className="size-6" />
            </span>
            <h2 className="text-xl font-bold">No articles found</h2>
            <p className="max-w-md leading-relaxed text-pretty text-muted-foreground">
              Nothing {context.join(" ")}. Try another word or category, or clear the filters to see all{" "}
              {plural(total)}.
            </p>
            <Button variant="outline" onClick={clear}>
              <Icon name="x" />
              Clear filters
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  )
}

export { BlogSearch }
