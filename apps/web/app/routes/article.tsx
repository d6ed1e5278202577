import { articleCard, articlePage, articles } from "@repo/content/blog"
import type { Document } from "@repo/content/rich-text"
import { site } from "@repo/content/site"
import { ArticleCard } from "@repo/ui/sections/article-card"
import { ArticleHeader } from "@repo/ui/sections/article-header"
import { ArticleToc } from "@repo/ui/sections/article-toc"
import { CtaBand } from "@repo/ui/sections/cta-band"
import { RichText } from "@repo/ui/sections/rich-text"
import { Section } from "@repo/ui/sections/section"
import { data } from "react-router"

import { absoluteUrl, pageMeta } from "../lib/seo"
import { blogPostingJsonLd } from "../lib/page-structured-data"
import type { Route } from "./+types/article"

// One module serves the three article routes; the loader runs at build time and hands each page
// only its own article, so no page ships another article's text.
export function loader({ url }: Route.LoaderArgs) {
  // `url`, not `request.url`: a data request's URL ends in `.data` (future.v8_passThroughRequests).
  const id = url.pathname.split("/").filter(Boolean).at(-1)
  const article = articles.find((entry) => entry.id === id)
  if (!article) throw data(null, { status: 404 })
  // Widened from the content's literal types, which are far too deep to serialise as types.
  const body: Document = article.body
  return {
    article: articleCard(article),
    body,
    toc: body.flatMap((block) => (block.type === "heading" ? [{ id: block.id, text: block.text }] : [])),
    related: articles.filter((entry) => entry !== article).map(articleCard),
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

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, body, toc, related } = loaderData
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
          <div className="mx-auto grid max-w-5xl gap-12 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-16">
            <ArticleToc
              heading={articlePage.tocHeading}
              items={toc}
              className="hidden lg:sticky lg:top-28 lg:col-start-2 lg:row-start-1 lg:block lg:self-start"
            />
            <div className="lg:col-start-1 lg:row-start-1">
              <RichText blocks={body} className="[&>:first-child]:mt-0" />
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
