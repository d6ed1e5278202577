import { asOfLine, figureStat } from "./company-figures"
import { formerly, formerlyAll } from "./laws"
import { site } from "./site"

export type CaseStudyStat = { value: string; label: string; description: string }

export type CaseStudy = {
  /** Kebab-case anchor, unique on the page. */
  id: string
  title: string
  client: string
  industry: string
  /** One sentence shown before the study is expanded. */
  summary: string
  challenge: string
  solution: string
  results: readonly string[]
  duration: string
  tags: readonly string[]
}

export const caseStudiesSeo = {
  title: `Case Studies | Client Results from ${site.name}`,
  description:
    "How we cut time-to-hire in half, ran error-free payroll across states, staffed festive peaks in 72 hours and placed nurses abroad. Four client case studies.",
} as const

export const caseStudiesHero = {
  eyebrow: "Case Studies",
  title: "Results our clients can measure",
  lead: "Four engagements, told plainly: what the client was up against, what we did, and what changed. Client names are withheld at their request; the figures are theirs.",
} as const

/** The four tiles at the top of the page, each with what it counts. */
export const caseStudyStats = [
  figureStat("projects", "Projects Completed"),
  figureStat("satisfaction", "Client Satisfaction"),
  figureStat("placements", "Permanent Placements"),
  figureStat("countries", "Countries"),
] as const satisfies readonly CaseStudyStat[]

/** The "as of" line under the tiles. */
export const caseStudyStatsAsOf = asOfLine(caseStudyStats.map((stat) => stat.measure))

export const caseStudiesListSection = {
  eyebrow: "Client stories",
  heading: "Four engagements in detail",
  lead: "Open any study to read the challenge, our approach and every result.",
} as const

export const caseStudies = [
  {
    id: "gcc-engineering-hiring",
    title: "Hiring 320 engineers for a new global capability centre",
    client: "European automotive software company",
    industry: "IT & Technology",
    summary:
      "A new Noida engineering centre had to be fully staffed within two quarters, in the most contested talent market in the country.",
    challenge:
      "The client had signed a lease in Sector 62 and committed to its headquarters to have 320 embedded-software, cloud and test engineers working by the end of the second quarter. Its two in-house recruiters were filling eight roles a month, 28% of accepted offers were lost during notice periods, and hiring managers were spending a full day a week on interviews that went nowhere.",
    solution:
      "We set up an on-site RPO team of eleven recruiters and a sourcing researcher under one account lead. Together with the hiring managers we rewrote fourteen role profiles around the skills that mattered, introduced a take-home technical exercise reviewed by our panel of senior engineers, and ran weekend hiring drives in Noida, Pune and Hyderabad. Every accepted candidate had a named recruiter who stayed in touch through the notice period until joining day.",
    results: [
      "320 engineers hired across 14 roles in 6 months",
      "Time-to-hire cut from 62 to 31 days",
      "Offer drop-outs down from 28% to 9%",
      "Hiring-manager interview time reduced by 40%",
      "Cost per hire 35% lower than the client's previous agency mix",
    ],
    duration: "6 months",
    tags: ["RPO", "Tech hiring", "Global capability centre"],
  },
  {
    id: "multi-state-payroll-compliance",
    title: "Error-free payroll and compliance across four states",
    client: "Auto-components manufacturer with four plants",
    industry: "Manufacturing",
    summary:
      "A notice from the PF authorities exposed years of inconsistent payroll and registers across plants in four states.",
    challenge:
      "Payroll for 4,200 permanent and contract workers ran on three different systems, one per region, with plant-level spreadsheets in between. Overtime and shift allowances were calculated by hand, PF and ESI contributions for contract workers were not reconciled against the contractors' filings, and a PF inspection had found arrears stretching back three years. The finance team was closing payroll on the ninth working day of every month.",
    solution: `We moved all four plants onto a single payroll process run by our Delhi team, with attendance feeds taken directly from the plant time systems. A three-month parallel run proved the new figures against the old ones before cut-over. Our compliance advisers rebuilt the registers under ${formerlyAll(["factoriesAct", "contractLabourAct"])}, reconciled every contractor's PF and ESI challans, and represented the client in the PF proceedings.`,
    results: [
      "100% payroll accuracy for 12 consecutive months after cut-over",
      "Payroll closed on the 3rd working day instead of the 9th",
      "₹1.2 crore of PF and ESI arrears identified, settled and closed",
      "No penalties at the next statutory inspection of all four plants",
    ],
    duration: "9 months",
    tags: ["Payroll management", "Compliance & audit", "PF & ESI"],
  },
  {
    id: "festive-season-staffing",
    title: "2,150 warehouse associates staffed for the festive peak",
    client: "National online retailer",
    industry: "Retail & E-commerce",
    summary: "Order volumes were forecast to triple in ten weeks, across fourteen warehouses in nine cities.",
    challenge:
      "The retailer needed more than 2,000 pickers, packers and loaders for the festive season, trained and on the floor within days of each warehouse's ramp-up date. The previous year, three local vendors had missed headcount targets by a third, attendance had collapsed after the first pay cycle, and an audit found gaps in contract-labour registers and wage payments.",
    solution:
      "We ran the peak as a single contractual-staffing programme with a command desk in Noida and a site supervisor at every warehouse. Candidates were sourced through local job fairs and our associate referral network, verified and trained on safety and handheld scanners before their first shift. Weekly wage payments straight to bank accounts, daily attendance reviews and a replacement bench of 10% kept every shift fully staffed.",
    results: [
      "2,150 associates deployed across 14 warehouses in 9 cities",
      "First batches on site within 72 hours of each request",
      "Attrition during the peak held under 8%",
      `Every wage paid on time, with full registers under ${formerly("contractLabourAct")}`,
    ],
    duration: "10 weeks",
    tags: ["Contractual staffing", "Seasonal hiring", "Logistics"],
  },
  {
    id: "gulf-nurse-recruitment",
    title: "Recruiting registered nurses for a hospital group in the UAE",
    client: "Multi-specialty hospital group, United Arab Emirates",
    industry: "Healthcare",
    summary: "Two new hospital wings were opening, and licensing rules made every hire slow to complete.",
    challenge:
      "The hospital group needed 180 registered nurses for critical care, theatres and general wards to open two new wings on schedule. Every nurse had to pass the health authority's licensing exam and primary-source verification, and earlier hires had travelled without the emigration clearance Indian law requires, delaying their start. Nearly a quarter of previous recruits had left within the first year.",
    solution:
      "We sourced experienced nurses from hospitals in Kerala, Karnataka and the National Capital Region, then ran clinical interviews with the client's nursing directors over video. Our team prepared candidates for the licensing exam, managed document verification, handled eMigrate clearance, visas and travel, and briefed each nurse and family on life and work in the UAE before departure. A welfare contact stayed in touch through the first six months.",
    results: [
      "180 nurses placed in time for both wings to open on schedule",
      "92% first-attempt pass rate in the licensing exam",
      "Every nurse travelled with emigration clearance",
      "First-year retention of 94%, up from 76%",
    ],
    duration: "8 months",
    tags: ["International staffing", "Healthcare", "Emigration compliance"],
  },
] as const satisfies readonly CaseStudy[]

export const caseStudiesCta = {
  heading: "Ready to write your own success story?",
  body: "Tell us about the hiring, payroll or compliance problem in front of you. We will come back within 24 hours with a first view of how we would approach it.",
  schedule: { label: "Schedule Consultation", href: "/contact" },
  /** Prints this page (decisions/055); the note says so beside the button. */
  download: {
    label: "Download Case Studies",
    note: "Download Case Studies opens your browser's print dialog, where you can save this page as a PDF.",
  },
} as const
