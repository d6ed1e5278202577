import { describe, expect, it } from "vitest"

import { displayDate } from "./blog"
import { cookieDisclosure, legalHref } from "./legal"
import { legalDocument, legalDocuments } from "./legal-documents"
import { site } from "./site"

const privacyPolicy = legalDocument("privacy-policy")
const termsOfService = legalDocument("terms-of-service")
const cookiePolicy = legalDocument("cookie-policy")

const fullText = (doc: { text: string }) => doc.text
const wordCount = (doc: { words: number; title: string }) => doc.words + doc.title.split(/\s+/).length

describe("legal documents", () => {
  it("lists privacy, terms and cookies in that order, each at its own route", () => {
    expect(legalDocuments.map((doc) => doc.slug)).toEqual([
      "privacy-policy",
      "terms-of-service",
      "cookie-policy",
    ])
    expect(legalDocuments.map((doc) => legalHref(doc.slug))).toEqual([
      "/privacy-policy",
      "/terms-of-service",
      "/cookie-policy",
    ])
  })

  it.each(legalDocuments.map((doc) => [doc.slug, doc] as const))(
    "%s shows the date in its frontmatter, as the site writes dates",
    (_, doc) => {
      expect(doc.lastUpdated).toBe(displayDate(doc.updated))
      expect(doc.lastUpdated).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
    },
  )

  it.each(legalDocuments.map((doc) => [doc.slug, doc] as const))(
    "%s has unique kebab-case section ids",
    (_, doc) => {
      const ids = doc.sections.map((section) => section.id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    },
  )

  it.each(legalDocuments.map((doc) => [doc.slug, doc] as const))(
    "%s has a meta description of at most 160 characters",
    (_, doc) => {
      expect(doc.description.length).toBeGreaterThan(0)
      expect(doc.description.length).toBeLessThanOrEqual(160)
    },
  )

  it.each(legalDocuments.map((doc) => [doc.slug, doc] as const))(
    "%s is a complete document of 900 to 1,800 words (the privacy policy 2,900)",
    (_, doc) => {
      const words = wordCount(doc)
      expect(words).toBeGreaterThanOrEqual(900)
      // The privacy policy also covers applications, résumés, the DPDP Rules' phased dates, their
      // one-year retention and the way to the Data Protection Board, and the scam reports of
      // /recruitment-fraud (what they hold, why, and for how long).
      expect(words).toBeLessThanOrEqual(doc.slug === "privacy-policy" ? 2900 : 1800)
    },
  )

  it("the privacy policy names the Digital Personal Data Protection Act 2023 and the data principal's rights", () => {
    const text = fullText(privacyPolicy)
    expect(text).toContain("Digital Personal Data Protection Act 2023")
    for (const right of ["Access", "Correction", "Erasure", "Grievance redressal", "Nomination"]) {
      expect(text).toContain(right)
    }
    expect(privacyPolicy.sections.map((section) => section.id)).toContain("grievance-officer")
  })

  it("the terms apply Indian law, give courts at Noida exclusive jurisdiction and cap liability", () => {
    const text = fullText(termsOfService)
    expect(text).toContain("governed by the laws of India")
    expect(text).toMatch(/courts at Noida, Uttar Pradesh have exclusive jurisdiction/)
    expect(text).toContain("capped at the amount you paid us for the service in question")
  })

  it("the cookie policy states that persistent cookies last from 30 days to 2 years", () => {
    const text = fullText(cookiePolicy)
    expect(text).toContain("30 days to 2 years")
    expect(text).toContain("Session cookies end with the browser session")
    expect(text).toContain("Manage Cookie Preferences")
  })

  it.each(legalDocuments.map((doc) => [doc.slug, doc] as const))(
    "%s takes the firm's name, e-mail and address from site.ts",
    (_, doc) => {
      expect(doc.text).toContain(site.legalName)
      expect(doc.text).toContain(site.email)
      expect(doc.text).not.toContain("{{")
    },
  )

  it("tables carry each column's name on every cell, so rows can stack on a phone", () => {
    const section = privacyPolicy.sections.find((entry) => entry.id === "how-long-we-keep-it")!
    expect(section.html).toContain("<caption>Retention periods</caption>")
    expect(section.html).toMatch(/<th scope="row" data-label="[^"]+">/)
    expect(section.html).toMatch(/<td data-label="[^"]+">/)
  })
})

describe("cookie disclosure", () => {
  it("names every sessionStorage key the site uses (the form drafts and scroll positions) as the only, strictly necessary, items", () => {
    expect(cookieDisclosure.items.map((item) => item.name)).toEqual([
      "talentrise:contact-draft",
      "talentrise:brief-draft",
      "talentrise:application-draft:<opening>",
      "talentrise:scroll-positions",
    ])
    for (const item of cookieDisclosure.items) {
      expect(item.kind).toBe("strictly necessary")
      expect(item.purpose).toContain("sessionStorage")
    }
  })

  it("says plainly that no cookies are set and nothing is optional", () => {
    expect(cookieDisclosure.summary).toContain("sets no cookies")
    expect(cookieDisclosure.summary).toContain("no analytics, tracking or advertising")
    expect(cookieDisclosure.summary).toContain("nothing optional")
  })

  it("matches what the cookie policy lists", () => {
    for (const item of cookieDisclosure.items) expect(fullText(cookiePolicy)).toContain(item.name)
  })
})
