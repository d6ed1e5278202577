import { articles } from "@repo/content/articles"
import { articleCard } from "@repo/content/blog"
import { openings } from "@repo/content/careers"
import { site } from "@repo/content/site"
import { describe, expect, it } from "vitest"

import { breadcrumbTrail, pageMeta, themeColor } from "./seo"
import { siteUrl } from "./site-url"
import { jobsOnDisk } from "@repo/content/disk"
import { jobPath } from "@repo/content/jobs"

import { jobData } from "../routes/job"
import { jobsData } from "../routes/jobs"
import {
  blogPostingJsonLd,
  clientJobPostingJsonLd,
  faqPageJsonLd,
  isoDate,
  jobPostingJsonLd,
} from "./page-structured-data"
import { breadcrumbJsonLd, jsonLdScript, organizationId, organizationJsonLd } from "./structured-data"

describe("organizationJsonLd", () => {
  const org = organizationJsonLd()

  it("describes the firm as a professional service with its Noida office", () => {
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      "@id": organizationId,
      name: site.name,
      legalName: site.legalName,
      url: `${siteUrl}/`,
      email: site.email,
      telephone: "+919876543210",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Sector 62",
        addressLocality: "Noida",
        addressRegion: "Uttar Pradesh",
        postalCode: "201309",
        addressCountry: "IN",
      },
      areaServed: { "@type": "Country", name: "India" },
      contactPoint: { "@type": "ContactPoint", email: site.email, telephone: "+919876543210" },
    })
  })

  it("links the social profiles and an absolute raster logo", () => {
    expect(org.sameAs).toEqual(site.social.map((profile) => profile.href))
    expect(org.logo).toMatchObject({ url: `${siteUrl}/icon-512.png`, width: 512, height: 512 })
  })

  it("turns 'Mon-Sat: 10:00 AM - 7:00 PM' into opening hours", () => {
    expect(org.openingHoursSpecification).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "10:00",
      closes: "19:00",
    })
  })
})

describe("isoDate", () => {
  it("reads the articles' 'Month D, YYYY' dates", () => {
    expect(isoDate("March 2, 2025")).toBe("2025-03-02")
    expect(isoDate("December 31, 2024")).toBe("2024-12-31")
  })

  it("refuses text that is not a real date rather than guessing", () => {
    expect(isoDate("Admin 28, 2025")).toBeUndefined()
    expect(isoDate("February 30, 2025")).toBeUndefined()
    expect(isoDate("2025-03-02")).toBeUndefined()
    expect(isoDate("")).toBeUndefined()
  })
})

describe("blogPostingJsonLd", () => {
  const postings = articles.map((article) => blogPostingJsonLd(articleCard(article)))

  it("gives every article a headline, description, author, URL and publisher", () => {
    for (const [index, posting] of postings.entries()) {
      const article = articles[index]!
      expect(posting).toMatchObject({
        "@type": "BlogPosting",
        headline: article.title,
        description: article.excerpt,
        author: { "@type": "Person", name: article.author },
        url: `${siteUrl}/blog/${article.slug}`,
        image: `${siteUrl}${article.image.src}`,
        publisher: { "@id": organizationId },
      })
    }
  })

  it("dates every article with its ISO date, remote-culture with 28 April 2025", () => {
    for (const [index, posting] of postings.entries())
      expect(posting.datePublished).toBe(articles[index]!.date)
    const remote = postings[articles.findIndex((article) => article.slug === "remote-culture")]
    expect(remote?.datePublished).toBe("2025-04-28")
  })
})

describe("jobPostingJsonLd", () => {
  it("describes each opening as a full-time job in its city, hired by the firm", () => {
    expect(openings).toHaveLength(4)
    for (const opening of openings) {
      expect(jobPostingJsonLd(opening)).toMatchObject({
        "@type": "JobPosting",
        title: opening.title,
        description: opening.description,
        datePosted: opening.datePosted,
        validThrough: `${opening.validThrough}T23:59:59+05:30`,
        employmentType: "FULL_TIME",
        hiringOrganization: { "@type": "Organization", "@id": organizationId, name: site.name },
        jobLocation: {
          "@type": "Place",
          address: { addressLocality: opening.location, addressCountry: "IN" },
        },
        url: `${siteUrl}/careers#${opening.id}`,
      })
    }
  })

  it("refuses an employment type or date it cannot state correctly", () => {
    const opening = openings[0]!
    expect(() => jobPostingJsonLd({ ...opening, type: "Gig" })).toThrow(/employment type/)
    expect(() => jobPostingJsonLd({ ...opening, datePosted: "March 3, 2025" })).toThrow(
      /datePosted .*ISO date/,
    )
    expect(() => jobPostingJsonLd({ ...opening, validThrough: "January 8, 2027" })).toThrow(
      /validThrough .*ISO date/,
    )
  })
})

describe("faqPageJsonLd", () => {
  it("turns each question into a Question with an accepted Answer", () => {
    const faqs = [
      { question: "Which industries do you serve?", answer: "Many." },
      { question: "How long does a project take?", answer: "4-8 weeks." },
    ]
    expect(faqPageJsonLd(faqs)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    })
  })
})

describe("breadcrumbs", () => {
  it("names a service page's trail from the navigation", () => {
    expect(breadcrumbTrail("/services/rpo", "Recruitment Process Outsourcing (RPO) | Talentrise HR")).toEqual(
      [
        { name: "Home", path: "/" },
        { name: "Services", path: "/services" },
        { name: "RPO Solutions", path: "/services/rpo" },
      ],
    )
  })

  it("names an article by its title without the site name", () => {
    expect(breadcrumbTrail("/blog/remote-culture", "Remote work | Talentrise HR").map((c) => c.name)).toEqual(
      ["Home", "Blog", "Remote work"],
    )
  })

  it("leaves top-level pages without a trail", () => {
    expect(breadcrumbTrail("/about", "About | Talentrise HR")).toEqual([])
    expect(breadcrumbTrail("/", "Home")).toEqual([])
  })

  it("positions each crumb with an absolute URL", () => {
    const list = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog" },
    ])
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${siteUrl}/blog` },
    ])
  })
})

describe("pageMeta", () => {
  const content = (tags: ReturnType<typeof pageMeta>, key: string) => {
    const tag = tags.find((entry) => {
      const fields = entry as Record<string, unknown>
      return fields.property === key || fields.name === key
    }) as { content?: string } | undefined
    return tag?.content
  }

  it("adds the share image, Twitter card image and theme colour", () => {
    const tags = pageMeta({ title: "About | Talentrise HR", description: "About us.", path: "/about" })
    expect(content(tags, "og:image")).toBe(`${siteUrl}/og.png`)
    expect(content(tags, "og:image:width")).toBe("1200")
    expect(content(tags, "og:image:height")).toBe("630")
    expect(content(tags, "twitter:image")).toBe(`${siteUrl}/og.png`)
    expect(content(tags, "theme-color")).toBe(themeColor)
    expect(tags.some((tag) => "script:ld+json" in tag)).toBe(false)
  })

  it("adds a BreadcrumbList on nested pages", () => {
    const tags = pageMeta({ title: "HR Consulting | X", description: "d", path: "/services/hr-consulting" })
    const tag = tags.find((entry) => "script:ld+json" in entry) as Record<string, { "@type": string }>
    const ld = tag["script:ld+json"]!
    expect(ld["@type"]).toBe("BreadcrumbList")
  })
})

describe("jsonLdScript", () => {
  it("cannot close the script element it is written into", () => {
    const html = jsonLdScript({ "@context": "https://schema.org", "@type": "Thing", name: "</script><b>&" })
    expect(html).not.toMatch(/[<>&]/)
    expect(JSON.parse(html).name).toBe("</script><b>&")
  })
})

describe("clientJobPostingJsonLd", () => {
  const role = jobsOnDisk().find((entry) => entry.pay.period === "year")!
  const posting = clientJobPostingJsonLd({ ...role, href: jobPath(role.slug) })

  it("says the candidate applies on the site: the role's quick apply (decision 097)", () => {
    expect(posting.directApply).toBe(true)
    expect(posting.url).toMatch(new RegExp(`${jobPath(role.slug)}$`))
  })

  it("states the pay range in rupees by the period the role gives", () => {
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: {
        "@type": "QuantitativeValue",
        minValue: role.pay.min,
        maxValue: role.pay.max,
        unitText: "YEAR",
      },
    })
  })

  it("is open to the end of the last day in India, hired for by the firm, with the client described", () => {
    expect(posting.validThrough).toBe(`${role.validThrough}T23:59:59+05:30`)
    expect(posting.hiringOrganization).toMatchObject({ "@id": organizationId, name: site.name })
    expect(posting.description).toContain(role.client)
    expect(posting.url).toBe(`${siteUrl}/jobs/${role.slug}`)
  })

  it("refuses a pay range out of order", () => {
    expect(() =>
      clientJobPostingJsonLd({ ...role, pay: { ...role.pay, min: role.pay.max + 1 }, href: "/jobs/x" }),
    ).toThrow("pay range out of order")
  })
})

describe("the jobs pages as of a day", () => {
  const roles = jobsOnDisk()
  const role = roles[0]!

  it("list a role from its posted day to its last day, and not the day after", () => {
    expect(jobsData(role.datePosted, roles).roles.map((entry) => entry.slug)).toContain(role.slug)
    expect(jobsData(role.validThrough, roles).roles.map((entry) => entry.slug)).toContain(role.slug)
    const after = new Date(`${role.validThrough}T00:00:00Z`)
    after.setUTCDate(after.getUTCDate() + 1)
    const dayAfter = after.toISOString().slice(0, 10)
    expect(jobsData(dayAfter, roles).roles.map((entry) => entry.slug)).not.toContain(role.slug)
    // Its address says it has closed, from the day after its last, with open roles and no posting.
    const closed = jobData(role.slug, dayAfter, roles)
    expect(closed).toMatchObject({ open: false, closedOn: dayAfter, role: { title: role.title } })
    // Before it is posted, it has no page at all.
    expect(() => jobData(role.slug, "2000-01-01", roles)).toThrow()
    expect(() => jobData("never-a-role", role.datePosted, roles)).toThrow()
  })

  it("close a role from the day it is closed early, linking open roles like it", () => {
    const today = role.datePosted
    const closedEarly = roles.map((entry) => (entry === role ? { ...entry, closedOn: today } : entry))
    expect(jobsData(today, closedEarly).roles.map((entry) => entry.slug)).not.toContain(role.slug)
    const page = jobData(role.slug, today, closedEarly)
    expect(page).toMatchObject({ open: false, closedOn: today })
    if (page.open) throw new Error("open")
    for (const other of page.similar) expect(other.slug).not.toBe(role.slug)
  })

  it("answer for a removed role from its record", () => {
    const removed = [
      {
        slug: "gone-role-noida",
        title: "Gone Role",
        location: "Noida",
        function: "Sales" as const,
        closedOn: "2026-11-01",
      },
    ]
    expect(jobData("gone-role-noida", role.datePosted, roles, removed)).toMatchObject({
      open: false,
      role: { title: "Gone Role", href: "/jobs/gone-role-noida" },
    })
  })

  it("offer only the locations and functions of the open roles", () => {
    const listed = jobsData(role.datePosted, roles)
    expect(listed.locations).toEqual([...new Set(listed.roles.map((entry) => entry.location))].sort())
  })
})
