import { describe, expect, it } from "vitest"

import { generalApplication, openings } from "./careers"
import { addDays } from "./dates"
import { jobsOnDisk } from "./disk"
import { industries } from "./home"
import { formatPay, matchesFilters, roleClosedOn, roleHasClosed, roleIsOpen, roleTextIn } from "./jobs"
import {
  hasDevanagari,
  jobFrontmatter,
  loadJobs,
  longestRoleAdvertisement,
  parseJob,
  roleFileIssues,
} from "./markdown-jobs"

const body =
  "The client runs a network of warehouses across the north of India and is adding a supervisor for each shift at its newest site, with training in its own systems in the first month."

const fields = {
  title: "Warehouse Shift Supervisor",
  client: "A national third-party logistics provider",
  industry: "Logistics & Supply Chain",
  function: "Operations",
  location: "Noida",
  engagement: "contract",
  experience: "2-4 years",
  pay: { min: 28000, max: 35000, period: "month" },
  datePosted: "2026-11-20",
  validThrough: "2027-01-31",
  summary: "Run a shift of forty associates at a fulfilment centre, on our payroll for the client.",
  responsibilities: [
    "Plan the shift's picking against the orders.",
    "Keep attendance and safety records.",
    "Report stock discrepancies to a close.",
  ],
  requirements: [
    "Two years supervising a warehouse team.",
    "Comfortable with a warehouse system.",
    "Able to work rotating shifts, nights included.",
  ],
}

function file(overrides: Record<string, unknown> = {}): string {
  const yaml = Object.entries({ ...fields, ...overrides })
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n")
  return `---\n${yaml}\n---\n\n${body}\n`
}

/** The message the build fails with for a file with these fields. */
function refusal(overrides: Record<string, unknown>, name = "warehouse-shift-supervisor.md"): string {
  try {
    parseJob(`src/jobs/${name}`, file(overrides))
  } catch (error) {
    return (error as Error).message
  }
  throw new Error("the file was accepted")
}

describe("a role file", () => {
  it("is read into the role the pages show", () => {
    const role = parseJob("src/jobs/warehouse-shift-supervisor.md", file())
    expect(role).toMatchObject({ slug: "warehouse-shift-supervisor", location: "Noida", pay: fields.pay })
    expect(role.html).toContain("<p>The client runs")
  })

  it("is refused without a title, naming the file and the field", () => {
    expect(refusal({ title: undefined })).toBe(
      'src/jobs/warehouse-shift-supervisor.md: bad frontmatter, field "title": is required',
    )
  })

  it("is refused when it closes before it was posted", () => {
    expect(refusal({ datePosted: "2026-11-20", validThrough: "2026-11-19" })).toContain(
      'field "validThrough": must not be before the posted date (2026-11-20)',
    )
  })

  it(`is refused when it is advertised for more than ${longestRoleAdvertisement} days`, () => {
    expect(refusal({ validThrough: addDays("2026-11-20", longestRoleAdvertisement + 1) })).toContain(
      'field "validThrough": must be at most 90 days after the posted date: 2027-02-18 at the latest',
    )
    expect(() =>
      parseJob("src/jobs/x.md", file({ validThrough: addDays("2026-11-20", longestRoleAdvertisement) })),
    ).not.toThrow()
  })

  it("is refused when the pay's minimum is above its maximum", () => {
    expect(refusal({ pay: { min: 40000, max: 35000, period: "month" } })).toContain(
      'field "pay.max": must not be below the minimum',
    )
  })

  it("is refused with pay in another period, or not in whole rupees", () => {
    expect(refusal({ pay: { min: 28000, max: 35000, period: "week" } })).toContain('field "pay.period"')
    expect(refusal({ pay: { min: 28000.5, max: 35000, period: "month" } })).toContain(
      'field "pay.min": must be a whole number of rupees',
    )
  })

  it("is refused when it names the client instead of describing it", () => {
    expect(refusal({ client: "Hindustan Unilever" })).toContain('field "client": must describe the client')
  })

  it("is refused for a date that is not a real one", () => {
    expect(refusal({ datePosted: "2026-02-30" })).toContain(
      'field "datePosted": must be a real date written YYYY-MM-DD, not "2026-02-30"',
    )
  })

  it("is refused for an industry the firm does not serve, or an unknown engagement", () => {
    expect(refusal({ industry: "Mining" })).toContain('field "industry": must be one of')
    expect(refusal({ engagement: "freelance" })).toContain('field "engagement": must be one of')
  })

  it("is refused for a field the schema does not know", () => {
    expect(refusal({ salary: "negotiable" })).toContain('Unrecognized key: "salary"')
  })

  it("is refused when its file name is not a kebab-case slug", () => {
    expect(refusal({}, "Warehouse Supervisor.md")).toContain(
      "the file name must be lowercase words joined by hyphens: it is the page's kebab-case slug",
    )
  })

  it("is refused with a slug too long for an application's key, and the editor says so at the title", () => {
    const long = "a".repeat(77)
    expect(refusal({}, `${long}.md`)).toContain("makes an address of 77 characters")
    const title = "Senior Executive for Regional Warehouse Operations and Inbound Logistics Desk"
    expect(roleFileIssues({ ...fields, title, location: "Noida", body })).toEqual([
      { path: ["title"], message: expect.stringContaining("shorten the title") as string },
    ])
  })

  it("is refused with a body under 30 words, in the build and the editor alike", () => {
    const short = "Twenty words are not enough to say what a role is, where it is and on whose rolls it sits."
    expect(() => parseJob("src/jobs/x.md", file().replace(body, short))).toThrow(
      "the body must say what the role is about in at least 30 words (now 20)",
    )
    expect(roleFileIssues({ ...fields, body: short }, "x")).toEqual([
      { path: ["body"], message: "must say what the role is about in at least 30 words (now 20)" },
    ])
    expect(roleFileIssues({ ...fields, body }, "x")).toEqual([])
  })

  it("is refused with pay that reads as a slip of three zeros, saying what was meant", () => {
    expect(refusal({ pay: { min: 16, max: 35000, period: "month" } })).toContain(
      'field "pay.min": ₹16 a month is below ₹5,000: did you mean ₹16,000?',
    )
    expect(refusal({ pay: { min: 28000, max: 35000000, period: "month" } })).toContain(
      'field "pay.max": ₹3,50,00,000 a month is above ₹10,00,000: did you mean ₹35,000?',
    )
    expect(refusal({ pay: { min: 6000, max: 9000, period: "year" } })).toContain("a year is below ₹60,000")
  })

  it("is taken off the site from the day it is closed, and its address says so", () => {
    const role = parseJob("src/jobs/x.md", file({ closedOn: "2026-12-01" }))
    expect([roleIsOpen(role, "2026-11-30"), roleIsOpen(role, "2026-12-01")]).toEqual([true, false])
    expect([roleHasClosed(role, "2026-11-30"), roleHasClosed(role, "2026-12-01")]).toEqual([false, true])
    expect(roleClosedOn(role)).toBe("2026-12-01")
    expect(roleClosedOn({ validThrough: "2027-01-31" })).toBe("2027-02-01")
    // Not yet posted: no page at all, not a closed one.
    expect(roleHasClosed(role, "2026-11-19")).toBe(false)
  })
})

describe("the roles together", () => {
  it("refuse a slug that clashes with an opening at the firm or the general application", () => {
    const first = openings[0]!
    const taken = [first.id, generalApplication.id]
    expect(() => loadJobs({ [`./jobs/${first.id}.md`]: file() }, taken)).toThrow(
      `src/jobs/${first.id}.md: slug "${first.id}" clashes with an opening at Talentrise`,
    )
    expect(() => loadJobs({ "./jobs/general.md": file() }, taken)).toThrow('slug "general" clashes')
  })

  it("are listed newest first", () => {
    const jobs = loadJobs({
      "./jobs/older.md": file({ datePosted: "2026-11-01", validThrough: "2027-01-01" }),
      "./jobs/newer.md": file({ datePosted: "2026-11-25" }),
    })
    expect(jobs.map((job) => job.slug)).toEqual(["newer", "older"])
  })
})

describe("the roles on file", () => {
  const jobs = jobsOnDisk()
  const today = "2026-11-28"

  it("are at least eight, open today, in at least four cities including the NCR", () => {
    expect(jobs.length).toBeGreaterThanOrEqual(8)
    expect(jobs.every((job) => roleIsOpen(job, today))).toBe(true)
    const cities = new Set(jobs.map((job) => job.location))
    expect(cities.size).toBeGreaterThanOrEqual(4)
    expect([...cities].some((city) => ["Noida", "Gurugram", "Delhi"].includes(city))).toBe(true)
  })

  it("cover several of the industries the firm serves", () => {
    const served = new Set<string>(industries.map((industry) => industry.title))
    const covered = new Set(jobs.map((job) => job.industry))
    expect([...covered].every((industry) => served.has(industry))).toBe(true)
    expect(covered.size).toBeGreaterThanOrEqual(6)
  })

  it("were posted in the last month and close within 90 days of posting", () => {
    for (const job of jobs) {
      expect(job.datePosted >= addDays(today, -30), job.slug).toBe(true)
      expect(job.validThrough <= addDays(job.datePosted, 90), job.slug).toBe(true)
    }
  })
})

describe("a role's pay and filters", () => {
  it("reads as Indian job boards write it", () => {
    expect(formatPay({ min: 28000, max: 35000, period: "month" })).toBe("₹28,000–35,000 a month")
    expect(formatPay({ min: 120000, max: 170000, period: "month" })).toBe("₹1,20,000–1,70,000 a month")
    expect(formatPay({ min: 550000, max: 800000, period: "year" })).toBe("₹5.5–8 lakh a year")
  })

  it("match every filter they are given, and any value of one left empty", () => {
    const role = { location: "Noida", function: "Operations", engagement: "contract" } as const
    expect(matchesFilters(role, {})).toBe(true)
    expect(matchesFilters(role, { location: "Noida", engagement: "contract" })).toBe(true)
    expect(matchesFilters(role, { location: "Noida", function: "Sales" })).toBe(false)
  })

  it("are open from the posted day to the last day, inclusive", () => {
    const role = { datePosted: "2026-11-20", validThrough: "2027-01-31" }
    expect([roleIsOpen(role, "2026-11-19"), roleIsOpen(role, "2026-11-20")]).toEqual([false, true])
    expect([roleIsOpen(role, "2027-01-31"), roleIsOpen(role, "2027-02-01")]).toEqual([true, false])
  })
})

describe("the schema's fields", () => {
  it("are the ones a role file may have", () => {
    expect(Object.keys(jobFrontmatter.shape)).toEqual([
      ...Object.keys(fields).slice(0, 10),
      "closedOn",
      ...Object.keys(fields).slice(10),
    ])
  })
})

const hindi = {
  title: "वेयरहाउस शिफ़्ट सुपरवाइज़र",
  client: "एक राष्ट्रीय थर्ड-पार्टी लॉजिस्टिक्स कंपनी",
  summary: "एक फ़ुलफ़िलमेंट सेंटर में चालीस एसोसिएट की शिफ़्ट संभालें, क्लाइंट के लिए हमारे पेरोल पर।",
  responsibilities: [
    "दिन के ऑर्डर के हिसाब से शिफ़्ट की पिकिंग की योजना बनाएँ।",
    "हाज़िरी और सुरक्षा का रिकॉर्ड रखें।",
    "स्टॉक में गड़बड़ी की रिपोर्ट करें और मामला निपटाएँ।",
  ],
  requirements: [
    "वेयरहाउस टीम की देखरेख का दो साल का अनुभव।",
    "वेयरहाउस सिस्टम पर काम करने में सहज।",
    "रात समेत बदलती शिफ़्टों में काम कर सकें।",
  ],
  body: "क्लाइंट उत्तर भारत में वेयरहाउस का नेटवर्क चलाता है और अपनी सबसे नई साइट की हर शिफ़्ट के लिए एक सुपरवाइज़र रख रहा है, और पहले महीने में अपने सिस्टम की ट्रेनिंग देता है।",
}

/** The build's message for a role file with this Hindi. */
function hindiRefusal(hi: Record<string, unknown>): string {
  return refusal({ hi })
}

describe("a role's Hindi", () => {
  it("is read from the role's own file, its body rendered, and the facts stay the English's", () => {
    const role = parseJob("src/jobs/warehouse-shift-supervisor.md", file({ hi: hindi }))
    expect(role.title).toBe(fields.title)
    expect(role.hi).toMatchObject({ title: hindi.title, client: hindi.client, summary: hindi.summary })
    expect(role.hi?.html).toContain("<p>क्लाइंट उत्तर भारत में")
    expect(roleTextIn(role, "hi")).toMatchObject({ title: hindi.title, lang: "hi" })
  })

  it("is absent from a role without it, whose Hindi page shows the English marked as English", () => {
    const role = parseJob("src/jobs/warehouse-shift-supervisor.md", file())
    expect(role.hi).toBeUndefined()
    expect(roleTextIn(role, "hi")).toMatchObject({ title: fields.title, lang: "en" })
  })

  it("is refused with a title in Latin letters, naming the file and the field", () => {
    expect(hindiRefusal({ ...hindi, title: "Warehouse Shift Supervisor" })).toMatch(
      /^src\/jobs\/warehouse-shift-supervisor\.md: .*field "hi\.title": must be written in Devanagari.*"Warehouse Shift Supervisor" has no Devanagari letter/,
    )
    expect(hindiRefusal({ ...hindi, title: "Warehouse shift supervisor (Hindi mein)" })).toMatch(
      /"hi\.title": must be written in Devanagari/,
    )
  })

  it("is refused half written: a Hindi title alone leaves the rest of the page in English", () => {
    const message = hindiRefusal({ title: hindi.title })
    for (const field of ["client", "summary", "responsibilities", "requirements", "body"])
      expect(message).toContain(`"hi.${field}"`)
  })

  it("is refused with a fact of the role's in it: pay and dates are the English's", () => {
    expect(hindiRefusal({ ...hindi, location: "मुंबई" })).toMatch(/"hi\.location": is not something/)
  })

  it("is refused in the editor beside its field, as the build refuses it", () => {
    const issues = roleFileIssues(
      {
        ...fields,
        body,
        hi: { ...hindi, summary: "Run a shift of forty associates at a fulfilment centre." },
      },
      "warehouse-shift-supervisor",
    )
    expect(issues).toEqual([
      { path: ["hi", "summary"], message: expect.stringMatching(/^must be written in Devanagari/) },
    ])
    // A Hindi side left blank is no Hindi.
    expect(
      roleFileIssues(
        { ...fields, body, hi: { title: "", responsibilities: [] } },
        "warehouse-shift-supervisor",
      ),
    ).toEqual([])
  })
})

describe("a Hindi file beside the roles", () => {
  const english = file()
  it("is never a role of its own: with its English role, it is refused and pointed to the role's file", () => {
    expect(() =>
      loadJobs({
        "./jobs/warehouse-shift-supervisor.md": english,
        "./jobs/warehouse-shift-supervisor.hi.md": english,
      }),
    ).toThrow(
      'src/jobs/warehouse-shift-supervisor.hi.md: a role\'s Hindi goes in its own file, src/jobs/warehouse-shift-supervisor.md, under "hi:"',
    )
  })

  it("is refused without its English role, saying which file is missing", () => {
    expect(() => loadJobs({ "./jobs/warehouse-shift-supervisor.hi.md": english })).toThrow(
      "src/jobs/warehouse-shift-supervisor.hi.md: is Hindi for a role with no file of its own (src/jobs/warehouse-shift-supervisor.md)",
    )
  })
})

describe("the roles a Hindi reader is likeliest to open", () => {
  const roles = jobsOnDisk()
  it.each([
    "customer-support-associate-hindi-noida",
    "warehouse-shift-supervisor-mumbai",
    "medical-representative-lucknow",
    "store-manager-apparel-bengaluru",
  ])("%s has its words in Hindi, in Devanagari, item for item", (slug) => {
    const role = roles.find((one) => one.slug === slug)!
    expect(role.hi).toBeDefined()
    const hi = role.hi!
    for (const text of [hi.title, hi.client, hi.summary, ...hi.responsibilities, ...hi.requirements, hi.html])
      expect(hasDevanagari(text)).toBe(true)
    expect(hi.responsibilities).toHaveLength(role.responsibilities.length)
    expect(hi.requirements).toHaveLength(role.requirements.length)
    // The figures the English gives are the Hindi's too (a number is a fact, not a word).
    const figures = (text: string) => (text.match(/\d+(?:,\d+)*/g) ?? []).sort()
    expect(figures([hi.summary, hi.html].join(" "))).toEqual(figures([role.summary, role.html].join(" ")))
  })
})
