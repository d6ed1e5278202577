import { articleBySlug, articles } from "@repo/content/articles"
import { articleCard, blogPage } from "@repo/content/blog"
import { relatedArticles } from "@repo/content/markdown-articles"
import { site } from "@repo/content/site"
import { lazy } from "react"
import { data, isRouteErrorResponse, useRouteError } from "react-router"

import ArticlePage from "../components/article-page"
import { absoluteUrl, pageMeta } from "../lib/seo"
import { blogPostingJsonLd } from "../lib/page-structured-data"
import type { Route } from "./+types/article"

// One module serves every article, prerendered from packages/content/src/articles/*.md. The loader
// runs at build time and hands each page only its own article, rendered to HTML: no page ships the
// Markdown parser or another article's text.
export function loader({ params }: Route.LoaderArgs) {
  const article = articleBySlug(params.slug)
  if (!article) throw data(null, { status: 404 })
  return {
    article: articleCard(article),
    html: article.html,
    toc: article.toc,
    related: relatedArticles(articles, article).map(articleCard),
  }
}

// A slug with no prerendered page: the static host answers its data request with the 404 page, which
// carries no data for this route. That is the not-found page, not an application error.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader()
  } catch (error) {
    // A route's own error response, or the network failing, is shown as it is.
    if (isRouteErrorResponse(error) || error instanceof TypeError) throw error
    throw data(null, { status: 404 })
  }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  loaded
    ? pageMeta({
        title: `${loaded.article.title} | ${site.name}`,
        description: loaded.article.excerpt,
        path: loaded.article.href,
        type: "article",
      }).concat({ "script:ld+json": blogPostingJsonLd(loaded.article) })
    : []

// Feed readers find the blog's RSS feed from any of its pages.
export const links: Route.LinksFunction = () => [
  { rel: "alternate", type: "application/rss+xml", title: blogPage.feed.title, href: blogPage.feed.href },
]

// Only an unknown address needs it, so it stays out of the article's first load.
const NotFound = lazy(() => import("./not-found"))

export default function Article({ loaderData }: Route.ComponentProps) {
  return <ArticlePage {...loaderData} url={absoluteUrl(loaderData.article.href)} />
}

/** An address under /blog that names no article is the site's not-found page. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
