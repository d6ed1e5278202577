import { articles } from "@repo/content/articles"
import { articleCard, blogPage, categoriesWithCounts, trendingArticles } from "@repo/content/blog"
import { BlogSearch } from "@repo/ui/sections/blog-search"
import { PageHero } from "@repo/ui/sections/page-hero"

import { NewsletterSignup } from "../components/newsletter-signup"
import { pageMeta } from "../lib/seo"
import type { Route } from "./+types/blog"

// Runs at build time only: the list needs each article's card, not its text, so the long bodies
// never reach this page's JavaScript.
export function loader() {
  const trending = trendingArticles(articles)
  return {
    trending: trending.map(articleCard),
    more: articles.filter((article) => !trending.includes(article)).map(articleCard),
    categories: categoriesWithCounts(articles),
  }
}

export const meta: Route.MetaFunction = () => pageMeta({ ...blogPage.seo, path: "/blog" })

// Feed readers find the blog's RSS feed from any of its pages.
export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: blogPage.feed.title, href: blogPage.feed.href },
]

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={blogPage.eyebrow} title={blogPage.title} lead={blogPage.lead}>
        <a
          href={blogPage.feed.href}
          type="application/rss+xml"
          className="rounded-sm font-semibold text-ink-foreground underline decoration-accent decoration-2 underline-offset-4 hover:decoration-ink-foreground"
        >
          {blogPage.feed.label}
        </a>
      </PageHero>
      <div className="container-page py-12 sm:py-16 lg:py-20">
        <BlogSearch
          trending={loaderData.trending}
          more={loaderData.more}
          categories={loaderData.categories}
          trendingHeading={blogPage.trendingHeading}
          moreHeading={blogPage.moreHeading}
          categoriesHeading={blogPage.categoriesHeading}
          searchLabel={blogPage.searchLabel}
          searchPlaceholder={blogPage.searchPlaceholder}
          aside={<NewsletterSignup />}
        />
      </div>
    </>
  )
}
