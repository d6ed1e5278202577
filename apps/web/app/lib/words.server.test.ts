import {
  formatPay,
  jobPage,
  jobsElsewhere,
  jobsHero,
  jobsList,
  jobsSeo,
  engagementLabels,
} from "@repo/content/jobs"
import { companyLinks, headerNav, legalLinks } from "@repo/content/navigation"
import {
  checkWithUs,
  fraudHero,
  fraudReportForm,
  fraudSeo,
  howWeContact,
  neverAndSigns,
  officialHelp,
  whatToDo,
} from "@repo/content/recruitment-fraud"
import { fraudReportMessages } from "@repo/contact-client/fraud-report-schema"
import { jobAlertMessages } from "@repo/contact-client/job-alert-schema"
import { quickApplyErrors } from "@repo/contact-client/quick-apply-schema"
import { feeNotice } from "@repo/content/careers"
import { formFailureCauses } from "@repo/content/form-failures"
import { jobAlertForm } from "@repo/content/jobs"
import { quickApplyCopy, quickApplySeo } from "@repo/content/quick-apply"
import { site } from "@repo/content/site"
import { describe, expect, it } from "vitest"

import {
  experienceIn,
  fraudWords,
  frameWords,
  jobsWords,
  jobTitleIn,
  formFailureWords,
  jobAlertWords,
  jobWords,
  pageLanguage,
  payIn,
  quickApplyPageWords,
  quickApplyWords,
} from "./words.server"

// en.json is the translator's source: it must say what the English pages say, word for word.
describe("the English messages are the site's English", () => {
  it("on /jobs", () => {
    const words = jobsWords("en")
    expect(words.seo).toEqual({ title: jobsSeo.title, description: jobsSeo.description })
    expect(words.hero).toEqual(jobsHero)
    expect(words.list).toEqual(jobsList)
    expect(words.elsewhere).toEqual(jobsElsewhere)
    expect(words.engagementLabels).toEqual(engagementLabels)
  })

  it("on a role's page", () => {
    const { seo: _seo, ...page } = jobPage
    expect(jobWords("en")).toMatchObject(page)
    expect(jobTitleIn({ title: "Site Engineer", location: "Noida" }, "en")).toBe(
      jobPage.seo.title({ title: "Site Engineer", location: "Noida" }),
    )
  })

  it("on the fraud page, its form and its messages", () => {
    const words = fraudWords("en")
    expect(words.seo).toEqual(fraudSeo)
    expect(words.hero).toEqual(fraudHero)
    expect(words.howWeContact).toEqual(howWeContact)
    expect(words.neverAndSigns).toEqual(neverAndSigns)
    expect(words.whatToDo).toEqual(whatToDo)
    expect(words.officialHelp).toEqual(officialHelp)
    expect(words.form).toEqual(fraudReportForm)
    expect(words.checkWithUs).toEqual(checkWithUs)
    expect(words.errors).toEqual(fraudReportMessages)
  })

  it("in the header and footer", () => {
    const { header, footer } = frameWords("en")
    expect(header.linksBefore).toEqual(headerNav.linksBefore)
    expect(header.linksAfter).toEqual(headerNav.linksAfter)
    expect(header.cta).toEqual(headerNav.cta)
    expect(footer.companyLinks).toEqual(companyLinks)
    expect(footer.legalLinks).toEqual(legalLinks)
    expect(footer.blurb).toBe(site.description)
    expect(footer.hours).toBe(site.businessHours)
    expect(footer.officeName).toBe(site.branchOffice.name)
  })

  it("in the quick apply, its rules' messages and what follows sending", () => {
    const { heading, fallbackSubject, ...words } = quickApplyWords("en")
    const { heading: _h, fallbackSubject: _f, ...copy } = quickApplyCopy
    expect(words).toEqual(copy)
    expect(heading.replace("{role}", "Site Engineer")).toBe(quickApplyCopy.heading("Site Engineer"))
    expect(fallbackSubject.replace("{role}", "Site Engineer")).toBe(
      quickApplyCopy.fallbackSubject("Site Engineer"),
    )
    const page = quickApplyPageWords("en")
    expect(page.seo.title.replace("{role}", "Site Engineer")).toBe(quickApplySeo.title("Site Engineer"))
    expect(page.seo.description.replace("{role}", "Site Engineer")).toBe(
      quickApplySeo.description("Site Engineer"),
    )
    expect(page.feeNotice).toEqual(feeNotice)
    expect(formFailureWords("en")).toEqual(formFailureCauses)
  })

  it("in the job alert and its messages", () => {
    const { messages, causes, ...words } = jobAlertWords("en")
    expect(words).toEqual(jobAlertForm)
    expect(messages).toEqual(jobAlertMessages)
    expect(causes).toEqual(formFailureCauses)
  })

  it("in a pay range", () => {
    for (const pay of [
      { min: 28_000, max: 35_000, period: "month" },
      { min: 600_000, max: 900_000, period: "year" },
      { min: 80_000, max: 95_000, period: "year" },
    ] as const)
      expect(payIn(pay, "en")).toBe(formatPay(pay))
  })
})

describe("the Hindi words", () => {
  it("write pay the Indian way, in lakh", () => {
    expect(payIn({ min: 28_000, max: 35_000, period: "month" }, "hi")).toBe("₹28,000–35,000 प्रति माह")
    expect(payIn({ min: 600_000, max: 950_000, period: "year" }, "hi")).toBe("₹6–9.5 लाख प्रति वर्ष")
  })

  it("read a role's experience in Hindi, keeping what they cannot read", () => {
    expect(experienceIn("2-4 years", "hi")).toBe("2–4 साल")
    expect(experienceIn("Fresher", "hi")).toBe("फ़्रेशर (अनुभव ज़रूरी नहीं)")
    expect(experienceIn("2-4 years", "en")).toBe("2-4 years")
  })

  it("keep Hindi pages' links in Hindi where the page exists in Hindi", () => {
    const { header, footer } = frameWords("hi")
    expect(header.linksAfter.find((link) => link.href === "/hi/jobs")?.label).toBe("नौकरी खोजें")
    expect(footer.companyLinks.map((link) => link.href)).toContain("/hi/recruitment-fraud")
    expect(fraudWords("hi").errors.whatHappened).toMatch(/[\u0900-\u097F]/)
  })

  it("name the notifications and their close button in Hindi on a Hindi page", () => {
    const { toaster } = frameWords("hi")
    for (const name of Object.values(toaster)) expect(name).toMatch(/^[\u0900-\u097F]/)
    expect(frameWords("en").toaster).toEqual({
      region: "Notifications",
      item: "Notification",
      close: "Close toast",
    })
  })

  it("give the quick apply's rules Hindi messages, and link the Hindi fraud page", () => {
    const words = quickApplyWords("hi")
    const errors = quickApplyErrors(
      { fullName: "", mobile: "12345", city: "", consent: false },
      words.messages,
    )
    expect(Object.keys(errors).sort()).toEqual(["city", "consent", "fullName", "mobile"])
    for (const message of Object.values(errors)) expect(message).toMatch(/^[^a-z]*[\u0900-\u097F]/)
    expect(words.sent.money.href).toBe("/hi/recruitment-fraud")
    expect(quickApplyPageWords("hi").feeNotice.link.href).toBe("/hi/recruitment-fraud")
    expect(words.experienceOptions.map((option) => option.value)).toEqual(
      quickApplyCopy.experienceOptions.map((option) => option.value),
    )
    expect(words.noticePeriodOptions.map((option) => option.value)).toEqual(
      quickApplyCopy.noticePeriodOptions.map((option) => option.value),
    )
  })

  it("say when the firm calls as site.ts does", () => {
    // The Hindi writes site.replyWithin out in its own words: a change there must reach it.
    expect(site.replyWithin).toBe("within 24 hours, Monday to Saturday")
    expect(quickApplyWords("hi").sent.call.body).toContain("सोमवार से शनिवार के बीच 24 घंटे के भीतर")
  })

  it("name the same page whichever address the prerender asks for", () => {
    for (const asked of ["/jobs", "/jobs/", "/jobs.data"])
      expect(pageLanguage(asked).alternates).toEqual({ en: "/jobs", hi: "/hi/jobs" })
    expect(pageLanguage("/hi/jobs/x.data").switchTo).toEqual({
      locale: "en",
      href: "/jobs/x",
      label: "Read in English",
    })
    expect(pageLanguage("/jobs/x", { bilingual: false }).switchTo).toBeUndefined()
  })
})
