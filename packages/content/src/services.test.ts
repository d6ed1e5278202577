import { describe, expect, it } from "vitest"

import {
  claims,
  contactHrefFor,
  serviceFor,
  serviceInterests,
  services,
  type ServicePage,
  type ServiceSection,
  type ServiceSectionKind,
  type ServiceSlug,
} from "./services"
import { complianceAuditPage } from "./services/compliance-audit"
import { servicesOverview } from "./services/overview"
import { servicePages } from "./services/pages"

function sectionsOf<K extends ServiceSectionKind>(page: ServicePage, kind: K) {
  return page.sections.filter(
    (section): section is Extract<ServiceSection, { kind: K }> => section.kind === kind,
  )
}

function sectionOf<K extends ServiceSectionKind>(page: ServicePage, kind: K) {
  const [section, ...rest] = sectionsOf(page, kind)
  if (!section) throw new Error(`No ${kind} section`)
  expect(rest, `only one ${kind} section`).toEqual([])
  return section
}

/** Every text a page shows, for checking that a claim appears. */
function textOf(page: ServicePage) {
  return JSON.stringify(page)
}

function actionsOf(page: ServicePage) {
  return [
    { where: "hero", ...page.hero.action },
    { where: "cta.primary", ...page.cta.primary },
    ...(page.cta.secondary ? [{ where: "cta.secondary", ...page.cta.secondary }] : []),
  ]
}

const slugs: ServiceSlug[] = [
  "hr-consulting",
  "rpo",
  "contractual-staffing",
  "payroll-management",
  "international-staffing",
  "training-development",
  "compliance-audit",
]

describe("services", () => {
  it("lists the seven services with the spec's slugs, in order", () => {
    expect(services.map((service) => service.slug)).toEqual(slugs)
  })

  it("gives every service a contact-form interest the form offers", () => {
    const options: readonly string[] = serviceInterests.map((option) => option.value)
    for (const service of services) expect(options).toContain(service.interest)
    expect(serviceFor("contractual-staffing").interest).toBe("staffing")
  })

  it("quotes the firm's claims beside the overview's headline, not copies of them", () => {
    const known: readonly unknown[] = Object.values(claims)
    expect(servicesOverview.hero.figures.length).toBeGreaterThan(0)
    for (const figure of servicesOverview.hero.figures) expect(known).toContain(figure)
  })

  it("has a page for every service and no other", () => {
    expect(Object.keys(servicePages).sort()).toEqual([...slugs].sort())
  })
})

describe("calls to action", () => {
  it.each(slugs)("%s: every link to the contact page carries the service's interest", (slug) => {
    const page = servicePages[slug]
    const interest = serviceFor(slug).interest
    for (const action of actionsOf(page)) {
      if (!action.href.startsWith("/contact")) continue
      expect(action.href, `${slug} ${action.where}`).toBe(contactHrefFor(interest))
      expect(action.href).toContain(`?service=${interest}`)
    }
  })

  it("sends Compliance's hero to the contact form with Compliance & Audit chosen", () => {
    expect(servicePages["compliance-audit"].hero.action).toEqual({
      label: "Schedule Compliance Audit",
      href: "/contact?service=compliance-audit",
    })
  })

  it("gives Compliance's closing call to action its two buttons", () => {
    const { cta } = servicePages["compliance-audit"]
    expect(cta.primary).toEqual({ label: "Get Compliance Report", href: "/contact?service=compliance-audit" })
    expect(cta.secondary).toEqual({ label: "Schedule Audit", href: "/contact?service=compliance-audit" })
  })

  it("gives RPO a Get RPO Quote button to the staffing brief with RPO chosen", () => {
    const page = servicePages.rpo
    expect(page.hero.action).toEqual({ label: "Get RPO Quote", href: "/hire?engagement=rpo" })
    expect(page.cta.primary).toEqual({ label: "Get RPO Quote", href: "/hire?engagement=rpo" })
  })

  it("gives Contractual Staffing a Request Staff Quote button to the brief with temporary staffing chosen", () => {
    const page = servicePages["contractual-staffing"]
    expect(page.hero.action).toEqual({ label: "Request Staff Quote", href: "/hire?engagement=temporary" })
    expect(page.cta.primary).toEqual({ label: "Request Staff Quote", href: "/hire?engagement=temporary" })
  })

  it("sends International Staffing's calls to action to the staffing brief", () => {
    const page = servicePages["international-staffing"]
    expect(page.hero.action.href).toBe("/hire")
    expect(page.cta.primary.href).toBe("/hire")
  })

  it("gives Payroll a contact link and a second link to /about", () => {
    const { cta } = servicePages["payroll-management"]
    expect(cta.primary.href).toBe("/contact?service=payroll-management")
    expect(cta.secondary?.href).toBe("/about")
  })

  it("points the overview's consultation button at /contact and labels the brochure", () => {
    expect(servicesOverview.cta.primary).toEqual({ label: "Schedule Consultation", href: "/contact" })
    expect(servicesOverview.cta.brochureLabel).toBe("Download Brochure")
  })
})

describe("page facts", () => {
  it("RPO: Strategy, Sourcing, Screening, Onboarding, in order, and the time-to-hire claim", () => {
    const page = servicePages.rpo
    const { steps } = sectionOf(page, "process")
    expect(steps.map((step) => step.title)).toEqual(["Strategy", "Sourcing", "Screening", "Onboarding"])
    expect(steps.map((step) => step.number)).toEqual(["01", "02", "03", "04"])
    expect(page.hero.highlights).toContain(claims.timeToHire.statement)
    expect(claims.timeToHire.statement).toContain("50%")
  })

  it("Contractual Staffing: four staffing types, six industries and 48-72 hour deployment", () => {
    const page = servicePages["contractual-staffing"]
    const [types, industries] = sectionsOf(page, "cards")
    expect(types?.items.map((item) => item.title)).toEqual([
      "Temporary staffing",
      "Project-based staffing",
      "Contract-to-hire",
      "Seasonal staffing",
    ])
    expect(industries?.items.map((item) => item.title)).toEqual([
      "IT & ITeS",
      "Manufacturing",
      "Retail & E-commerce",
      "BFSI",
      "Healthcare",
      "Logistics",
    ])
    expect(page.hero.highlights).toContain(claims.deployment.statement)
    expect(claims.deployment.statement).toContain("48-72 hours")
  })

  it("Payroll: Data Collection, Processing, Verification, Disbursement and 100% accuracy", () => {
    const page = servicePages["payroll-management"]
    const { steps } = sectionOf(page, "process")
    expect(steps.map((step) => step.title)).toEqual([
      "Data Collection",
      "Processing",
      "Verification",
      "Disbursement",
    ])
    expect(page.hero.highlights).toContain(claims.payrollAccuracy.statement)
    expect(claims.payrollAccuracy.statement).toContain("100%")
  })

  it("Training: four delivery methods and Assessment, Design, Delivery, Evaluation", () => {
    const page = servicePages["training-development"]
    const methods = sectionsOf(page, "cards").find((section) => section.heading.includes("deliver"))
    expect(methods?.items.map((item) => item.title)).toEqual([
      "Classroom",
      "Virtual",
      "Blended",
      "On-the-Job",
    ])
    const { steps } = sectionOf(page, "process")
    expect(steps.map((step) => step.title)).toEqual(["Assessment", "Design", "Delivery", "Evaluation"])
  })

  it("International Staffing: Emigration Act, eMigrate and 15+ countries", () => {
    const text = textOf(servicePages["international-staffing"])
    expect(text).toContain("Emigration Act, 1983")
    expect(text).toContain("eMigrate")
    expect(text).toContain(claims.countries.statement)
    expect(sectionOf(servicePages["international-staffing"], "process").steps).toHaveLength(4)
  })

  it("HR Consulting: what it covers, a process, outcomes and the cost claim", () => {
    const page = servicePages["hr-consulting"]
    expect(sectionOf(page, "cards").items.length).toBeGreaterThanOrEqual(4)
    expect(sectionOf(page, "process").steps).toHaveLength(4)
    expect(sectionOf(page, "benefits").items.map((item) => item.title)).toContain(claims.hrCosts.statement)
  })

  describe("Compliance & Audit", () => {
    const page = servicePages["compliance-audit"]

    it("runs 01 Assessment, 02 Gap Analysis, 03 Action Plan, 04 Implementation", () => {
      const { steps } = sectionOf(page, "process")
      expect(steps.map((step) => [step.number, step.title])).toEqual([
        ["01", "Assessment"],
        ["02", "Gap Analysis"],
        ["03", "Action Plan"],
        ["04", "Implementation"],
      ])
    })

    it("names the eight labour-law areas with the law that governs each today", () => {
      const { acts, note } = sectionOf(page, "acts")
      expect(acts.map((act) => [act.area, act.act])).toEqual([
        ["Provident fund", "The Employees' Provident Funds and Miscellaneous Provisions Act, 1952"],
        ["Employee state insurance", "The Code on Social Security, 2020"],
        ["Contract labour", "The Occupational Safety, Health and Working Conditions Code, 2020"],
        ["Minimum wages", "The Code on Wages, 2019"],
        ["Gratuity", "The Code on Social Security, 2020"],
        [
          "Shops and establishment",
          "The state Shops and Establishments Acts, such as the Uttar Pradesh Dookan Aur Vanijya Adhishthan Adhiniyam, 1962",
        ],
        ["Industrial disputes", "The Industrial Relations Code, 2020"],
        [
          "Prevention of sexual harassment",
          "The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013",
        ],
      ])
      expect(note?.text).toContain("in force since 21 November 2025")
      expect(note?.text).toContain("8 May 2026")
    })

    it("gives the Codes' thresholds, not the repealed Acts'", () => {
      const description = (area: string) =>
        sectionOf(page, "acts").acts.find((act) => act.area === area)?.description
      expect(description("Contract labour")).toContain("50 or more contract workers")
      expect(description("Industrial disputes")).toContain("300 or more workers")
      expect(description("Industrial disputes")).toContain("standing orders from 300 workers")
      expect(description("Gratuity")).toContain("not yet settled")
      expect(description("Employee state insurance")).toContain("contribution period")
    })

    it("says what each Code replaced, and which laws stand outside the Codes", () => {
      const { acts } = sectionOf(page, "acts")
      expect(acts.map((act) => act.footnote?.label)).toEqual([
        "Labour Code",
        "Replaces",
        "Replaces",
        "Replaces",
        "Replaces",
        "Outside the Codes",
        "Replaces",
        "Outside the Codes",
      ])
      expect(acts.find((act) => act.area === "Contract labour")?.footnote?.text).toBe(
        "Contract Labour (Regulation and Abolition) Act, 1970 (repealed 21 November 2025)",
      )
    })

    it("shows the risk figures", () => {
      const { figures } = sectionOf(page, "risk")
      expect(figures.map((figure) => figure.value)).toEqual(["₹50 lakh+", "6 months", "100%"])
      expect(figures.map((figure) => figure.label)).toEqual([
        "Average penalty cost",
        "Of disruption risk",
        "Preventable",
      ])
    })

    it("has benefit cards and a list of services and key areas", () => {
      expect(sectionOf(page, "benefits").items.length).toBeGreaterThan(0)
      expect(sectionsOf(page, "split")[0]?.columns.map((column) => column.title)).toEqual([
        "Services",
        "Key areas",
      ])
    })

    // Issue 35: where the Central Rules bind and where a state's do, with Uttar Pradesh's status.
    it("says whose rules apply, and that Uttar Pradesh's final rules are not confirmed", () => {
      const rules = sectionsOf(page, "split").find((section) => section.heading.includes("Whose rules"))
      expect(rules?.columns.map((column) => column.title)).toEqual([
        "The Central Rules of 8 May 2026",
        "Your state's rules",
      ])
      const text = rules?.columns.flatMap((column) => column.items).join(" ")
      expect(text).toMatch(/ESI and PF everywhere/)
      expect(text).toMatch(/Uttar Pradesh.*unsettled/)
    })
  })

  describe("Contractual Staffing", () => {
    const page = servicePages["contractual-staffing"]

    // Code on Social Security, 2020, section 114: aggregators contribute 1-2% of turnover, at most
    // 5% of what they pay gig and platform workers.
    it("says what gig and platform work means for a client, with the aggregators' contribution", () => {
      const gig = sectionsOf(page, "split").find((section) => section.eyebrow === "Gig and platform work")
      expect(gig?.intro).toMatch(/1% to 2% of its annual turnover, at most 5%.*section 114/)
      expect(gig?.columns).toHaveLength(2)
    })
  })
})

describe("every page", () => {
  const pages = [...Object.entries(servicePages), ["/services", servicesOverview] as const]

  it.each(pages)("%s: seo title at most 60 characters, description at most 160", (_, page) => {
    expect(page.seo.title.length).toBeLessThanOrEqual(60)
    expect(page.seo.description.length).toBeLessThanOrEqual(160)
    expect(page.seo.title.length).toBeGreaterThan(10)
    expect(page.seo.description.length).toBeGreaterThan(50)
  })

  it("has a distinct seo title and description", () => {
    const titles = pages.map(([, page]) => page.seo.title)
    const descriptions = pages.map(([, page]) => page.seo.description)
    expect(new Set(titles).size).toBe(titles.length)
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })

  it.each(Object.entries(servicePages))("%s: numbered steps and kebab-case icons", (_, page) => {
    for (const { steps } of sectionsOf(page, "process")) {
      expect(steps.map((step) => step.number)).toEqual(
        steps.map((_, index) => String(index + 1).padStart(2, "0")),
      )
    }
    const icons = [...sectionsOf(page, "benefits"), ...sectionsOf(page, "cards")].flatMap((section) =>
      section.items.map((item) => item.icon),
    )
    for (const icon of icons) expect(icon).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })
})

// Issue 41: promises that contradicted each other from page to page, and absolutes with no basis.
describe("the firm's promises agree from page to page", () => {
  const pages = import.meta.glob<Record<string, unknown>>(
    ["./*.ts", "./services/*.ts", "!./*.test.ts", "!./disk.ts", "!./vite-env.d.ts"],
    { eager: true },
  )
  const caseStudyFiles = import.meta.glob<unknown>("./case-studies/*.json", {
    eager: true,
    import: "default",
  })
  const strings = (value: unknown, seen = new Set<unknown>()): string[] => {
    if (typeof value === "string") return [value]
    if (typeof value === "function" || value === null || typeof value !== "object" || seen.has(value))
      return []
    seen.add(value)
    return Object.values(value).flatMap((inner) => strings(inner, seen))
  }
  const texts = [...Object.values(pages), ...Object.values(caseStudyFiles)].flatMap((value) => strings(value))
  // The spec's own toast (site-spec §8) says only "within 24 hours"; the page around it says the rest.
  const specToast = "We'll get back to you within 24 hours."

  it("every reply promised within 24 hours says Monday to Saturday", () => {
    const promises = texts.filter((text) => /within 24 hours/.test(text) && text !== specToast)
    expect(promises.length).toBeGreaterThanOrEqual(8)
    expect(promises.filter((text) => !text.includes("within 24 hours, Monday to Saturday"))).toEqual([])
  })

  it("every 48-72 hour deployment is for most roles, with what it rests on", () => {
    const deployments = texts.filter((text) => /deployed (?:with)?in 48[-–]72 hours/.test(text))
    expect(deployments.length).toBeGreaterThanOrEqual(3)
    expect(deployments.filter((text) => !/for most roles/.test(text))).toEqual([])
    expect(claims.deployment.scope).toMatch(/confirmed requisition/)
  })

  it("names one office, Noida, for the firm's own teams", () => {
    expect(
      texts.filter((text) => /\bour (?:Delhi|Gurugram|Mumbai|Bengaluru) (?:team|office)/i.test(text)),
    ).toEqual([])
  })

  it("makes no unqualified absolute about compliance or penalties", () => {
    for (const absolute of [/^100% compliance/, /never reach you/, /Penalty risk removed/])
      expect(texts.filter((text) => absolute.test(text))).toEqual([])
    expect(claims.compliance.scope).toMatch(/not a guarantee/)
    const risk = complianceAuditPage.sections.find((section) => section.kind === "risk")
    expect(JSON.stringify(risk)).toMatch(/₹50 lakh\+[^}]*not a measured average/)
  })
})
