import { articleCard, articles, blogCategories, blogPage, moreArticles } from "@repo/content/blog"
import { BlogSearch } from "@repo/ui/sections/blog-search"
import { PageHero } from "@repo/ui/sections/page-hero"

import { NewsletterSignup } from "../components/newsletter-signup"
import { pageMeta } from "../lib/seo"
import type { Route } from "./+types/blog"

// Runs at build time only: the list needs each article's card, not its text, so the three long
// bodies never reach this page's JavaScript.
export function loader() {
  return {
    trending: articles.map(articleCard),
    more: moreArticles,
    categories: blogCategories,
  }
}

export const meta: Route.MetaFunction = () => pageMeta({ ...blogPage.seo, path: "/blog" })

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={blogPage.eyebrow} title={blogPage.title} lead={blogPage.lead} />
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
