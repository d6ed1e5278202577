import { describe, expect, it } from "vitest"

import { aboutCta, ourStory, purpose, values } from "./about"
import {
  applyHref,
  applyPath,
  careersHero,
  isOpen,
  openings,
  openingsOpenOn,
  perks,
  resumeSection,
} from "./careers"
import { caseStudies, caseStudiesCta, caseStudyStats } from "./case-studies"
import { addDays, isIsoDate } from "./dates"
import { longestAdvertisement } from "./entry-schemas"
import { site } from "./site"

describe("about", () => {
  it("names the four values in the spec's order, each explained", () => {
    expect(values.map((v) => v.title)).toEqual(["Excellence", "Partnership", "Innovation", "Integrity"])
    for (const value of values) expect(value.description.length).toBeGreaterThan(60)
  })

  it("has a story, a mission and a vision", () => {
    expect(ourStory.paragraphs.length).toBeGreaterThanOrEqual(2)
    expect(ourStory.paragraphs.join(" ")).toContain("Noida")
    expect(purpose.map((p) => p.label)).toEqual(["Our mission", "Our vision"])
  })

  it("closes with two calls to action, both to /contact", () => {
    expect([aboutCta.primary.href, aboutCta.secondary.href]).toEqual(["/contact", "/contact"])
    expect(aboutCta.primary.label).not.toBe(aboutCta.secondary.label)
  })
})

describe("careers", () => {
  it("is headed 'Join Our Team'", () => {
    expect(careersHero.title).toBe("Join Our Team")
  })

  it("offers the four perks", () => {
    expect(perks.map((p) => p.title)).toEqual([
      "Career Growth",
      "Work-Life Balance",
      "Collaborative Culture",
      "Global Exposure",
    ])
  })

  it("lists exactly the four openings the spec names, each complete and full-time", () => {
    expect(openings.map((o) => [o.title, o.location])).toEqual([
      ["Senior HR Business Partner", "Mumbai"],
      ["Talent Acquisition Specialist", "Bangalore"],
      ["Payroll Manager", "Delhi"],
      ["Learning & Development Consultant", "Pune"],
    ])
    for (const opening of openings) {
      expect(opening.type).toBe("Full-time")
      expect(opening.department).not.toBe("")
      expect(opening.experience).toMatch(/\d+-\d+ years/)
      expect(opening.description.length).toBeGreaterThan(100)
      expect(isIsoDate(opening.datePosted)).toBe(true)
      expect(isIsoDate(opening.validThrough)).toBe(true)
    }
    expect(new Set(openings.map((o) => o.id)).size).toBe(openings.length)
  })

  it("posts each opening with a closing date no more than 90 days on, so none is advertised for ever", () => {
    for (const opening of openings) {
      expect(opening.validThrough > opening.datePosted, opening.id).toBe(true)
      expect(opening.validThrough <= addDays(opening.datePosted, longestAdvertisement), opening.id).toBe(true)
    }
  })

  it("takes applications from the day an opening is posted to its last day, inclusive", () => {
    const opening = { datePosted: "2026-11-02", validThrough: "2027-01-01" }
    expect(isOpen(opening, "2026-11-01")).toBe(false)
    expect(isOpen(opening, "2026-11-02")).toBe(true)
    expect(isOpen(opening, "2027-01-01")).toBe(true)
    expect(isOpen(opening, "2027-01-02")).toBe(false)
  })

  it("lists only the openings open on the build's date, in the page's order", () => {
    const ids = (today: string) => openingsOpenOn(today, openings).map((opening) => opening.id)
    expect(ids("2026-11-26")).toEqual(openings.map((opening) => opening.id))
    // The payroll manager's last day is 1 January 2027; the other three run on.
    expect(ids("2027-01-02")).toEqual([
      "senior-hr-business-partner",
      "talent-acquisition-specialist",
      "learning-development-consultant",
    ])
    expect(ids("2027-06-01")).toEqual([])
  })

  it("offers e-mail to the careers address, with the role in an encoded subject, as the fallback", () => {
    expect(applyHref("Learning & Development Consultant")).toBe(
      `mailto:${site.careersEmail}?subject=Application%3A%20Learning%20%26%20Development%20Consultant`,
    )
    const url = new URL(applyHref("Payroll Manager"))
    expect(url.protocol).toBe("mailto:")
    expect(url.pathname).toBe(site.careersEmail)
    expect(url.searchParams.get("subject")).toBe("Application: Payroll Manager")
  })

  it("asks for résumés through the general application, naming the careers mailbox too", () => {
    expect(resumeSection.email).toBe(site.careersEmail)
    expect(resumeSection.action.href).toBe(applyPath())
    expect(applyPath()).toBe("/careers/apply")
    expect(applyPath("payroll-manager")).toBe("/careers/apply/payroll-manager")
  })
})

describe("case studies", () => {
  it("shows the four tiles the spec gives", () => {
    expect(caseStudyStats.map((s) => `${s.value} ${s.label}`)).toEqual([
      "500+ Projects Completed",
      "98% Client Satisfaction",
      // Issue 35: the 500+ counts permanent placements, so the case studies' 2,150 contract
      // associates do not contradict it.
      "500+ Permanent Placements",
      "15+ Countries",
    ])
  })

  it("tells four complete studies", () => {
    expect(caseStudies).toHaveLength(4)
    for (const study of caseStudies) {
      for (const field of [
        study.title,
        study.client,
        study.industry,
        study.summary,
        study.challenge,
        study.solution,
        study.duration,
      ])
        expect(field.trim()).not.toBe("")
      expect(study.challenge.length).toBeGreaterThan(200)
      expect(study.solution.length).toBeGreaterThan(200)
      expect(study.results.length).toBeGreaterThanOrEqual(3)
      expect(study.tags.length).toBeGreaterThanOrEqual(2)
      expect(study.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    }
    expect(new Set(caseStudies.map((s) => s.id)).size).toBe(4)
  })

  it("leads to /contact and offers the printable download", () => {
    expect(caseStudiesCta.schedule).toEqual({ label: "Schedule Consultation", href: "/contact" })
    expect(caseStudiesCta.download.label).toBe("Download Case Studies")
  })
})
