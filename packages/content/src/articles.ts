// The blog's articles, read from src/articles/*.md when Vite builds the site. Import this only where it
// runs at build time (a route's loader): it carries every article's text and the Markdown parser.
import type { Article } from "./blog"
import { loadArticles } from "./markdown-articles"

export const articles: readonly Article[] = loadArticles(
  import.meta.glob<string>("./articles/*.md", { query: "?raw", import: "default", eager: true }),
)

export function articleBySlug(slug: string | undefined): Article | undefined {
  return articles.find((article) => article.slug === slug)
}
