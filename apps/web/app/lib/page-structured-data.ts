// JSON-LD for the things particular pages are about: job openings, articles, questions and answers.
// Apart from the firm's own graph and breadcrumbs, which every page carries, so that a page loads
// only the builders it uses.
import { monthNames } from "@repo/content/dates"
import type { Engagement } from "@repo/content/jobs"
import { site } from "@repo/content/site"

import { absoluteUrl } from "./site-url"
import { context, organizationRef, type JsonLd } from "./structured-data"

export type JobOpening = {
  id: string
  title: string
  location: string
  type: string
  department?: string
  experience?: string
  description: string
  /** ISO date (YYYY-MM-DD). */
  datePosted: string
  /** The last day applications are taken, ISO date (YYYY-MM-DD), in India. */
  validThrough: string
}

const employmentTypes: Record<string, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
}

/** One opening on /careers, open to applications on our own site until the end of its last day. */
export function jobPostingJsonLd(opening: JobOpening, pagePath = "/careers"): JsonLd {
  const employmentType = employmentTypes[opening.type.toLowerCase()]
  if (!employmentType) throw new Error(`No schema.org employment type for "${opening.type}"`)
  for (const key of ["datePosted", "validThrough"] as const)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(opening[key]))
      throw new Error(`${key} must be an ISO date: ${opening[key]}`)
  return {
    "@context": context,
    "@type": "JobPosting",
    title: opening.title,
    description: opening.description,
    identifier: { "@type": "PropertyValue", name: site.name, value: opening.id },
    datePosted: opening.datePosted,
    // The end of the opening's last day in India: a date alone would read as its first moment.
    validThrough: `${opening.validThrough}T23:59:59+05:30`,
    employmentType,
    ...(opening.department ? { occupationalCategory: opening.department } : {}),
    ...(opening.experience ? { experienceRequirements: opening.experience } : {}),
    hiringOrganization: organizationRef(),
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: opening.location, addressCountry: "IN" },
    },
    // Candidates apply on our own site, on the opening's form, without an account.
    directApply: true,
    url: absoluteUrl(`${pagePath}#${opening.id}`),
  }
}

/**
 * 'March 2, 2025' as an ISO date, or undefined when the text is not a real date of that form
 * (the remote-culture article keeps the source's malformed 'Admin 28, 2025'): structured data
 * must not state a date the page does not.
 */
export function isoDate(text: string): string | undefined {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(text.trim())
  if (!match) return undefined
  const month = (monthNames as readonly string[]).indexOf(match[1]!)
  const day = Number(match[2])
  const year = Number(match[3])
  if (month < 0) return undefined
  const date = new Date(Date.UTC(year, month, day))
  if (date.getUTCMonth() !== month || date.getUTCDate() !== day) return undefined
  return date.toISOString().slice(0, 10)
}

export type BlogArticle = {
  title: string
  excerpt: string
  author: string
  date: string
  category?: string
  readTime?: number
  href: string
  image?: { src: string }
  /** ISO date (YYYY-MM-DD); without it, `date` when it reads as a date. */
  datePublished?: string
  /** ISO date (YYYY-MM-DD) of the last change, when there was one. */
  dateModified?: string
}

export function blogPostingJsonLd(article: BlogArticle): JsonLd {
  const url = absoluteUrl(article.href)
  const datePublished = article.datePublished ?? isoDate(article.date)
  if (datePublished !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(datePublished))
    throw new Error(`datePublished must be an ISO date: ${datePublished}`)
  return {
    "@context": context,
    "@type": "BlogPosting",
    headline: article.title,
    description: article.excerpt,
    author: { "@type": "Person", name: article.author },
    ...(datePublished ? { datePublished } : {}),
    ...(article.dateModified ? { dateModified: article.dateModified } : {}),
    ...(article.image ? { image: absoluteUrl(article.image.src) } : {}),
    ...(article.category ? { articleSection: article.category } : {}),
    ...(article.readTime ? { timeRequired: `PT${article.readTime}M` } : {}),
    inLanguage: "en-IN",
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    publisher: organizationRef(),
  }
}

export type Faq = { question: string; answer: string }

export function faqPageJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  }
}

export type ClientJob = {
  slug: string
  title: string
  client: string
  location: string
  engagement: Engagement
  function: string
  industry: string
  experience: string
  pay: { min: number; max: number; period: "month" | "year" }
  datePosted: string
  validThrough: string
  summary: string
  responsibilities: readonly string[]
  requirements: readonly string[]
  /** About the role, as HTML. */
  html: string
  /** The role's page. */
  href: string
}

const engagementTypes: Record<ClientJob["engagement"], string | string[]> = {
  permanent: "FULL_TIME",
  contract: ["FULL_TIME", "CONTRACTOR"],
  "contract-to-hire": ["FULL_TIME", "CONTRACTOR"],
}

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")
const htmlList = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`

/** A JobPosting's language, for a page not in English. */
export type JobPostingLanguage = {
  /** The page's language as BCP 47: "en-IN", "hi-IN". */
  inLanguage: string
  /** The description's own sentences in that language (words.server.ts's jobPostingWords). */
  client: string
  responsibilities: string
  requirements: string
}

/**
 * A role the firm is filling for a client. The firm is the hiring organisation, as the staffing
 * agency that takes the applications; the client is described in the text, never named. The pay
 * range is stated as the page states it, in rupees by the month or the year. Each language's page
 * carries its own, in its words (`language`), with its own address as `url`.
 */
export function clientJobPostingJsonLd(job: ClientJob, language?: JobPostingLanguage): JsonLd {
  for (const key of ["datePosted", "validThrough"] as const)
    if (!/^\d{4}-\d{2}-\d{2}$/.test(job[key])) throw new Error(`${key} must be an ISO date: ${job[key]}`)
  if (!(job.pay.min > 0 && job.pay.min <= job.pay.max)) throw new Error(`${job.slug}: pay range out of order`)
  return {
    "@context": context,
    "@type": "JobPosting",
    title: job.title,
    description: [
      `<p>${escapeHtml(job.summary)}</p>`,
      language
        ? `<p>${escapeHtml(language.client)}</p>`
        : `<p>Client: ${escapeHtml(job.client)} (${escapeHtml(job.industry)}). ${escapeHtml(site.name)} recruits for this role.</p>`,
      job.html,
      `<h3>${escapeHtml(language?.responsibilities ?? "Responsibilities")}</h3>${htmlList(job.responsibilities)}`,
      `<h3>${escapeHtml(language?.requirements ?? "Requirements")}</h3>${htmlList(job.requirements)}`,
    ].join(""),
    inLanguage: language?.inLanguage ?? "en-IN",
    identifier: { "@type": "PropertyValue", name: site.name, value: job.slug },
    datePosted: job.datePosted,
    validThrough: `${job.validThrough}T23:59:59+05:30`,
    employmentType: engagementTypes[job.engagement],
    occupationalCategory: job.function,
    industry: job.industry,
    experienceRequirements: job.experience,
    hiringOrganization: organizationRef(),
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.location, addressCountry: "IN" },
    },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "INR",
      value: {
        "@type": "QuantitativeValue",
        minValue: job.pay.min,
        maxValue: job.pay.max,
        unitText: job.pay.period === "month" ? "MONTH" : "YEAR",
      },
    },
    directApply: true,
    url: absoluteUrl(job.href),
  }
}
