// Article files (src/articles/<slug>.md) to the articles the site shows: the frontmatter's schema,
// the parser and the blog's order. Build time only: `articles.ts` (in Vite) and `disk.ts` (in Node)
// feed it the files.
import { z } from "zod"

import { blogCategories, readTime, type Article } from "./blog"
import { ContentError, isIsoDate, renderMarkdown } from "./markdown"

const categoryNames = blogCategories.map((category) => category.name) as [
  (typeof blogCategories)[number]["name"],
  ...(typeof blogCategories)[number]["name"][],
]

const isoDate = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .refine(isIsoDate, { error: (issue) => `must be a real date written YYYY-MM-DD, not "${issue.input}"` })

/** The frontmatter of an article file; docs/ARTICLE format is in this package's README. */
export const articleFrontmatter = z.strictObject({
  title: z.string().trim().min(10, "must be the article's full title"),
  excerpt: z
    .string()
    .trim()
    .min(40, "must be one or two sentences")
    .max(320, "must be at most 320 characters"),
  author: z.string().trim().min(3),
  date: isoDate,
  /** The day the text last changed, when after `date`; required once it names a later law. */
  updated: isoDate.optional(),
  category: z.enum(categoryNames, { error: `must be one of: ${categoryNames.join(", ")}` }),
  image: z
    .string()
    .regex(
      /^\/images\/blog\/[a-z0-9-]+-1200\.webp$/,
      "must be /images/blog/<name>-1200.webp (pnpm --filter @repo/web illustrations renders it)",
    ),
  imageAlt: z.string().trim().min(10, "must describe the illustration"),
  featured: z.boolean({ error: "must be true or false" }).optional(),
})

/** One article file, `<slug>.md`, as the site uses it. */
export function parseArticle(file: string, raw: string): Article {
  const slug = /([^/]+)\.md$/.exec(file)?.[1]
  if (!slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    throw new ContentError(`${file}: the file name must be the page's kebab-case slug, e.g. campus-offers.md`)
  const { meta, html, toc, words } = renderMarkdown(file, raw, articleFrontmatter)
  if (meta.updated !== undefined && meta.updated <= meta.date)
    throw new ContentError(`${file}: bad frontmatter, field "updated": must be after the date, ${meta.date}`)
  if (toc.length === 0) throw new ContentError(`${file}: the body needs at least one "## " section heading`)
  return {
    slug,
    title: meta.title,
    excerpt: meta.excerpt,
    author: meta.author,
    date: meta.date,
    ...(meta.updated ? { updated: meta.updated } : {}),
    category: meta.category,
    image: { src: meta.image, alt: meta.imageAlt },
    featured: meta.featured ?? false,
    readTime: readTime(words),
    words,
    html,
    toc,
  }
}

/**
 * Every article, in the order the blog lists them: the featured one, then newest first. Fails when
 * two articles are featured.
 */
export function loadArticles(files: Readonly<Record<string, string>>): Article[] {
  const loaded = Object.entries(files).map(([file, raw]) => parseArticle(file.replace(/^\.\//, "src/"), raw))
  const featured = loaded.filter((article) => article.featured)
  if (featured.length > 1)
    throw new ContentError(
      `${featured.map((article) => `src/articles/${article.slug}.md`).join(", ")}: only one article can be featured`,
    )
  return loaded.sort(
    (a, b) =>
      Number(b.featured) - Number(a.featured) || b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  )
}

/**
 * "Keep reading" under an article: others in its category first, then the newest of the rest.
 */
export function relatedArticles(articles: readonly Article[], article: Article, count = 2): Article[] {
  const others = articles.filter((entry) => entry.slug !== article.slug)
  const byDate = (a: Article, b: Article) => b.date.localeCompare(a.date)
  return [
    ...others.filter((entry) => entry.category === article.category).sort(byDate),
    ...others.filter((entry) => entry.category !== article.category).sort(byDate),
  ].slice(0, count)
}
