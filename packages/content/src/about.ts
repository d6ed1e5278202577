import { companyFigures as figures, foundedYear } from "./company-figures"
import { site } from "./site"

export type Value = { title: string; description: string; icon: string }
export type Milestone = { year: string; title: string; description: string }
export type Purpose = { label: "Our mission" | "Our vision"; icon: string; statement: string; detail: string }

export const aboutSeo = {
  title: `About Us | ${site.name}, HR Consulting & Staffing in Noida`,
  description: `Since ${foundedYear} our Noida team has recruited, staffed, paid and trained the workforce of ${figures.clients.value} businesses. Read our story, mission, vision and the values we work by.`,
} as const

export const aboutHero = {
  eyebrow: "About Us",
  title: "An HR partner for businesses growing faster than their HR team",
  lead: `${site.name} started in Noida with one recruitment mandate. Today our consultants recruit, staff, pay, train and keep compliant the workforce of companies across India and abroad.`,
  image: {
    // A WebP render of apps/web/art/about-team.svg (pnpm --filter @repo/web illustrations).
    src: "/images/about-team-1280.webp",
    srcSet:
      "/images/about-team-640.webp 640w, /images/about-team-853.webp 853w, /images/about-team-1280.webp 1280w",
    alt: "Illustration: a candidate shortlist with approved profiles, an offer-accepted notice and a chart of hires rising month by month",
    width: 640,
    height: 520,
  },
} as const

export const ourStory = {
  eyebrow: "Our Story",
  heading: "Built in Noida, one mandate at a time",
  paragraphs: [
    `We opened our first office in Sector 62 in ${foundedYear}, when a handful of the IT and electronics companies moving into Noida asked the same question: who can hire fifty good people for us before the quarter ends, without cutting corners on background checks and statutory paperwork? Our founders had spent years running HR inside such companies, and we took on that first mandate.`,
    "Clients who came for hiring soon asked for more. Once we had placed their teams, they wanted someone to run payroll, register for PF and ESI across states, and train first-time managers. Each service we offer today began as a request from a client who already trusted us with their people.",
    `More than a decade on, ${figures.consultants.value} consultants work from Noida and with clients in Mumbai, Bangalore, Delhi and Pune, and we place talent across ${figures.countries.value} countries. What has not changed is how we work: one accountable lead for every engagement, honest advice about the market, and nothing promised that we cannot deliver.`,
  ],
  milestones: [
    {
      year: String(foundedYear),
      title: "First mandate in Sector 62",
      description: "A 50-person engineering hiring drive for an electronics manufacturer.",
    },
    {
      year: "2017",
      title: "Payroll and compliance",
      description: "Multi-state payroll, PF, ESI and labour-law registers for our hiring clients.",
    },
    {
      year: "2020",
      title: "Remote hiring at scale",
      description: "Virtual assessment and onboarding kept client hiring running through lockdowns.",
    },
    {
      year: "2023",
      title: "International staffing",
      description: "Overseas placements with eMigrate clearance and mobility handled end to end.",
    },
  ],
} as const satisfies {
  eyebrow: string
  heading: string
  paragraphs: readonly string[]
  milestones: readonly Milestone[]
}

export const aboutStatsSection = {
  eyebrow: "In numbers",
  heading: "What a decade of people work adds up to",
} as const

export const purpose = [
  {
    label: "Our mission",
    icon: "target",
    statement:
      "To give every growing business the HR capability of a large enterprise: the right people, paid correctly, trained well and protected by the law.",
    detail:
      "We measure ourselves by what our clients can do because of us: roles filled on time, payroll run without errors, audits passed without penalties.",
  },
  {
    label: "Our vision",
    icon: "globe",
    statement:
      "To be India's most trusted people partner, the firm that businesses and professionals in India and abroad turn to first when careers and companies grow.",
    detail:
      "A workplace where hiring is fair and fast, compliance is never an afterthought and every employee has room to grow.",
  },
] as const satisfies readonly Purpose[]

export const valuesSection = {
  eyebrow: "Our values",
  heading: "The four values behind every engagement",
  lead: "They decide how we recruit, how we advise and what we say no to.",
} as const

export const values = [
  {
    title: "Excellence",
    description:
      "Every shortlist is screened, every payslip is checked and every register is audit-ready. We would rather deliver fewer candidates who fit than many who do not.",
    icon: "award",
  },
  {
    title: "Partnership",
    description:
      "We work as part of your team, with one accountable lead who knows your business, and we measure our success by yours.",
    icon: "handshake",
  },
  {
    title: "Innovation",
    description:
      "Structured assessments, data on time-to-hire and offer drop-outs, and tools that remove paperwork: we keep improving how the work gets done.",
    icon: "lightbulb",
  },
  {
    title: "Integrity",
    description:
      "Honest advice on salaries and timelines, complete confidentiality for candidates and clients, and full compliance with Indian labour law without shortcuts.",
    icon: "shield-check",
  },
] as const satisfies readonly Value[]

export const aboutCta = {
  heading: "Let's build your team together",
  body: `Tell us what you are hiring for or which HR process slows you down. A senior consultant will reply ${site.replyWithin}.`,
  primary: { label: "Talk to a consultant", href: "/contact" },
  secondary: { label: "Schedule Consultation", href: "/contact" },
} as const
