import { articleBySlug, articles } from "@repo/content/articles"
import { articleCard, articlePage, blogPage } from "@repo/content/blog"
import { relatedArticles } from "@repo/content/markdown-articles"
import { site } from "@repo/content/site"
import { ArticleCard } from "@repo/ui/sections/article-card"
import { ArticleHeader } from "@repo/ui/sections/article-header"
import { ArticleToc } from "@repo/ui/sections/article-toc"
import { CtaBand } from "@repo/ui/sections/cta-band"
import { RichText } from "@repo/ui/sections/rich-text"
import { Section } from "@repo/ui/sections/section"
import { lazy } from "react"
import { data, isRouteErrorResponse, useRouteError } from "react-router"

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

export const meta: Route.MetaFunction = ({ data: loaded }) =>
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
  const { article, html, toc, related } = loaderData
  const url = absoluteUrl(article.href)
  return (
    <>
      <article>
        <ArticleHeader
          backLink={articlePage.backLink}
          category={article.category}
          title={article.title}
          author={article.author}
          date={article.date}
          readTime={article.readTime}
          image={article.image}
          shareUrl={url}
          onSave={() => window.print()}
        />
        <div className="container-page pt-12 pb-16 sm:pt-16 lg:pb-20 print:px-0 print:pt-8">
          <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-12 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-16">
            <ArticleToc
              heading={articlePage.tocHeading}
              items={toc}
              className="hidden lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1 lg:block lg:self-start"
            />
            <div className="min-w-0 lg:col-start-1 lg:row-start-1">
              <RichText html={html} />
              <p className="mt-12 hidden border-t border-border pt-4 text-sm text-muted-foreground print:block">
                {site.name} · {url}
              </p>
            </div>
          </div>
        </div>
      </article>
      <CtaBand
        data-print="hide"
        heading={articlePage.cta.heading}
        body={articlePage.cta.body}
        primary={articlePage.cta.action}
        className="pt-0 sm:pt-0"
      />
      <Section data-print="hide" tone="muted" title={articlePage.relatedHeading} align="start">
        <ul className="grid gap-6 md:grid-cols-2">
          {related.map((entry) => (
            <li key={entry.href}>
              <ArticleCard article={entry} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}

/** An address under /blog that names no article is the site's not-found page. */
export function ErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  throw error
}
