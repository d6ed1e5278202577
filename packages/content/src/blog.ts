import type { TocItem } from "./markdown"
import { formatIsoDate } from "./dates"
import { site } from "./site"

export type BlogCategory = { name: string; icon: string }

/** The categories sidebar, in the spec's order. `icon` is a lucide icon name. */
export const blogCategories = [
  { name: "HR Strategy", icon: "target" },
  { name: "Recruitment", icon: "user-search" },
  { name: "Employee Experience", icon: "heart-handshake" },
  { name: "Technology", icon: "cpu" },
  { name: "Compliance", icon: "scale" },
  { name: "Learning & Development", icon: "graduation-cap" },
] as const satisfies readonly BlogCategory[]

export type BlogCategoryName = (typeof blogCategories)[number]["name"]

/**
 * Each category with the number of articles in it, counted from the articles themselves (the
 * spec's copy gave counts that summed to 77 for 9 articles). A category with none shows 0.
 */
export function categoriesWithCounts(articles: readonly { category: BlogCategoryName }[]) {
  return blogCategories.map((category) => ({
    ...category,
    count: articles.filter((article) => article.category === category.name).length,
  }))
}

/** An article as its Markdown file describes it (`src/articles/<slug>.md`, loaded by `articles.ts`). */
export type Article = {
  /** The file's name and the page's path: /blog/<slug>. */
  slug: string
  title: string
  excerpt: string
  author: string
  /** ISO date, YYYY-MM-DD. */
  date: string
  /**
   * ISO date of the last change to what the article says, when after `date`. Required once the
   * article names a law that came into force after `date` (`lawsNewerThan`, checked in laws.test.ts).
   */
  updated?: string
  category: BlogCategoryName
  image: { src: string; alt: string }
  /** The blog's featured article: at most one. */
  featured: boolean
  /** Minutes, computed from the text (`readTime`). */
  readTime: number
  /** Words a reader reads. */
  words: number
  /** The body, rendered at build time. */
  html: string
  /** The `##` headings, for "In this article". */
  toc: readonly TocItem[]
}

/**
 * Minutes to read `words`: 214 words a minute, rounded up. It gives the spec's 12, 10 and 15 for the
 * first three articles and 5 to 9 for the others (docs/decisions/030-markdown-articles.md).
 */
export function readTime(words: number): number {
  return Math.max(1, Math.ceil(words / 214))
}

export function articleHref(slug: string) {
  return `/blog/${slug}`
}

/** The blog list page: its search-engine copy, the opening band and the labels of its parts. */
export const blogPage = {
  seo: {
    title: "Blog: HR, Hiring and Workplace Insights for India | Talentrise HR",
    description:
      "Practical articles from our consultants on recruitment, HR strategy, employee experience, HR technology, labour-law compliance and learning and development in India.",
  },
  eyebrow: "Talentrise HR Blog",
  title: "Insights for people who hire, pay and lead teams in India",
  lead: "Field notes from our consultants on recruitment, HR strategy, compliance and the workplace, written for Indian employers.",
  trendingHeading: "Trending articles",
  moreHeading: "More articles",
  categoriesHeading: "Categories",
  searchLabel: "Search articles",
  searchPlaceholder: "Search by title, topic or category",
  /** The RSS feed of every article: linked from the blog's pages (their head and the list's hero). */
  feed: { href: "/blog/rss.xml", title: "Talentrise HR Blog", label: "Follow the blog by RSS" },
} as const

/** What every article page shares: the way back, and the closing call to action. */
export const articlePage = {
  backLink: { label: "Back to blog", href: "/blog" },
  tocHeading: "In this article",
  relatedHeading: "Keep reading",
  cta: {
    heading: "Want help putting this into practice?",
    body: `Our consultants in Noida work with employers across India on hiring, HR policy and compliance. Tell us what you are working on and we will reply ${site.replyWithin}.`,
    action: { label: "Talk to a consultant", href: "/contact" },
  },
} as const

/**
 * The article illustrations in public/images/blog are 2:1 WebP renders of apps/web/art/blog/*.svg
 * (`pnpm --filter @repo/web illustrations`), `<name>-1200.webp`, `-800.webp` and `-600.webp`.
 */
export const articleImageSize = { width: 1200, height: 600 } as const

/** The three widths of an illustration, for `srcset`, from the 1200 px file's path. */
export function articleImageSrcSet(src: string) {
  return `${src.replace(/-1200\.webp$/, "-600.webp")} 600w, ${src.replace(/-1200\.webp$/, "-800.webp")} 800w, ${src} 1200w`
}

/** "28 April 2025" from "2025-04-28": day first, as the site writes every date (`formatIsoDate`). */
export function displayDate(iso: string): string {
  return formatIsoDate(iso)
}

/** An article as a listing shows it: everything but the body, with its link and image size. */
/** How many articles the blog lists under "Trending". */
export const trendingCount = 3

/**
 * The blog's "Trending": the articles most recently published or brought up to date (`updated`),
 * newest first, so the list follows the dates rather than a flag set once and forgotten.
 */
export function trendingArticles<T extends Pick<Article, "slug" | "date" | "updated">>(
  all: readonly T[],
  count: number = trendingCount,
): T[] {
  return [...all]
    .sort(
      (a, b) =>
        (b.updated ?? b.date).localeCompare(a.updated ?? a.date) ||
        b.date.localeCompare(a.date) ||
        a.slug.localeCompare(b.slug),
    )
    .slice(0, count)
}

export function articleCard({
  slug,
  title,
  excerpt,
  author,
  date,
  updated,
  category,
  readTime,
  image,
}: Article) {
  return {
    title,
    excerpt,
    author,
    date: displayDate(date),
    datePublished: date,
    ...(updated ? { updated: displayDate(updated), dateModified: updated } : {}),
    category,
    readTime,
    href: articleHref(slug),
    image: { ...image, ...articleImageSize, srcSet: articleImageSrcSet(image.src) },
  }
}
