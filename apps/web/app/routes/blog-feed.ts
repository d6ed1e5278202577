import { articles } from "@repo/content/articles"
import { articleCard, blogPage } from "@repo/content/blog"

import { rssFeed } from "../lib/rss"
import { absoluteUrl } from "../lib/site-url"

// The blog's RSS 2.0 feed, prerendered to /blog/rss.xml (blogPage.feed.href) at build time.
export function loader() {
  const xml = rssFeed({
    title: blogPage.feed.title,
    link: absoluteUrl("/blog"),
    feedUrl: absoluteUrl(blogPage.feed.href),
    description: blogPage.seo.description,
    items: articles.map((article) => {
      const card = articleCard(article)
      return {
        title: card.title,
        link: absoluteUrl(card.href),
        description: card.excerpt,
        author: card.author,
        category: card.category,
        datePublished: card.datePublished,
      }
    }),
  })
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } })
}
