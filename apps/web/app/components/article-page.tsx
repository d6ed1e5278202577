import { articlePage, type articleCard } from "@repo/content/blog"
import type { TocItem } from "@repo/content/markdown"
import { site } from "@repo/content/site"
import { ArticleCard } from "@repo/ui/sections/article-card"
import { ArticleHeader } from "@repo/ui/sections/article-header"
import { ArticleToc } from "@repo/ui/sections/article-toc"
import { CtaBand } from "@repo/ui/sections/cta-band"
import { RichText } from "@repo/ui/sections/rich-text"
import { Section } from "@repo/ui/sections/section"

export type ArticlePageProps = {
  article: ReturnType<typeof articleCard>
  /** The article's body, rendered from its Markdown at build time. */
  html: string
  toc: readonly TocItem[]
  related: readonly ReturnType<typeof articleCard>[]
  /** The article's canonical address, to share and to print under it. */
  url: string
}

/** An article's page: its header, contents and body, then the call to action and related reading. */
export default function ArticlePage({ article, html, toc, related, url }: ArticlePageProps) {
  return (
    <>
      <article>
        <ArticleHeader
          backLink={articlePage.backLink}
          category={article.category}
          title={article.title}
          author={article.author}
          date={article.updated ? `${article.date} · Updated ${article.updated}` : article.date}
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
