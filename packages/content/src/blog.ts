import { aiRecruitment } from "./articles/ai-recruitment"
import { executiveSearch } from "./articles/executive-search"
import { remoteCulture } from "./articles/remote-culture"
import type { Document } from "./rich-text"

export type ArticleId = "ai-recruitment" | "remote-culture" | "executive-search"

export type BlogCategory = { name: string; icon: string; count: number }

/** The categories sidebar; names and counts are the spec's. `icon` is a lucide icon name. */
export const blogCategories = [
  { name: "HR Strategy", icon: "target", count: 15 },
  { name: "Recruitment", icon: "user-search", count: 12 },
  { name: "Employee Experience", icon: "heart-handshake", count: 18 },
  { name: "Technology", icon: "cpu", count: 8 },
  { name: "Compliance", icon: "scale", count: 10 },
  { name: "Learning & Development", icon: "graduation-cap", count: 14 },
] as const satisfies readonly BlogCategory[]

export type Article = {
  id: ArticleId
  title: string
  excerpt: string
  author: string
  /** Shown as written: the spec keeps remote-culture's malformed 'Admin 28, 2025'. */
  date: string
  category: string
  /** Minutes, at about 200 words a minute. */
  readTime: number
  trending: true
  image: { src: string; alt: string }
  body: Document
}

export type ArticleSummary = {
  title: string
  excerpt: string
  author: string
  date: string
  category: string
  readTime: number
}

/** The three trending articles; the first is the featured one. */
export const articles = [aiRecruitment, remoteCulture, executiveSearch] as const satisfies readonly Article[]

/** The "more articles" list: summaries only, with no page of their own. */
export const moreArticles = [
  {
    title: "Campus Offers That Hold: Cutting Reneges Between Placement Day and Joining",
    excerpt:
      "Eight months separate a campus offer from a fresher's first day. How to keep students committed through final exams, rival offers and delayed onboarding, without over-promising.",
    author: "Arjun Mehta",
    date: "March 2, 2025",
    category: "Recruitment",
    readTime: 7,
  },
  {
    title: "Expanding to Tier-2 Cities: Choosing Between Indore, Coimbatore and Jaipur",
    excerpt:
      "Talent depth, attrition, salary levels, infrastructure and leadership availability: a framework for deciding where your next delivery or operations centre should be.",
    author: "Neha Bansal",
    date: "March 18, 2025",
    category: "HR Strategy",
    readTime: 9,
  },
  {
    title: "The First 90 Days of a Mid-Level Hire: An Onboarding Plan That Works",
    excerpt:
      "Lateral hires are productive quickly but often leave within a year. A week-by-week onboarding plan that builds the relationships and context experienced joiners need.",
    author: "Sneha Kulkarni",
    date: "April 7, 2025",
    category: "Employee Experience",
    readTime: 6,
  },
  {
    title: "Choosing an HRMS for a 200-Person Company: What to Check Before You Sign",
    excerpt:
      "Payroll for multiple states, statutory reports, leave rules and integrations: the questions that separate an HRMS that fits an Indian mid-sized business from an expensive demo.",
    author: "Vikram Sethi",
    date: "April 22, 2025",
    category: "Technology",
    readTime: 8,
  },
  {
    title: "A POSH Policy Your Internal Committee Can Actually Use",
    excerpt:
      "Most POSH policies are copied templates. What the policy, the Internal Committee's procedures and the annual report under the 2013 Act need to contain, and the gaps we see most often.",
    author: "Meera Nair",
    date: "May 12, 2025",
    category: "Compliance",
    readTime: 5,
  },
  {
    title: "From Star Performer to First-Time Manager: A Six-Month Development Programme",
    excerpt:
      "Promoting your best individual contributor rarely produces a good manager by itself. A practical programme of workshops, coaching and on-the-job practice for new people managers.",
    author: "Aditya Rao",
    date: "June 3, 2025",
    category: "Learning & Development",
    readTime: 7,
  },
] as const satisfies readonly ArticleSummary[]

export function articleHref(id: ArticleId) {
  return `/blog/${id}`
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
} as const

/** What every article page shares: the way back, and the closing call to action. */
export const articlePage = {
  backLink: { label: "Back to blog", href: "/blog" },
  tocHeading: "In this article",
  relatedHeading: "Keep reading",
  cta: {
    heading: "Want help putting this into practice?",
    body: "Our consultants in Noida work with employers across India on hiring, HR policy and compliance. Tell us what you are working on and we will reply within 24 hours.",
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

/** An article as a listing shows it: everything but the body, with its link and image size. */
export function articleCard({ id, title, excerpt, author, date, category, readTime, image }: Article) {
  return {
    title,
    excerpt,
    author,
    date,
    category,
    readTime,
    href: articleHref(id),
    image: { ...image, ...articleImageSize, srcSet: articleImageSrcSet(image.src) },
  }
}
