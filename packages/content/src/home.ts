import { companyFigures as figures } from "./company-figures"
import { entriesOf, entryFilesOnDisk, inOrder, type EntryFiles } from "./entries"
import { industries, type Industry } from "./industries"
import { claims, type ServiceSlug } from "./services"

export type Highlight = { title: string; description: string; icon: string }
export type Reason = { title: string; description: string; icon: string }
export type Testimonial = { name: string; company: string; position: string; content: string; rating: 5 }

export const homeSeo = {
  title: "Talentrise HR | HR Consulting, Recruitment & Staffing in Noida, India",
  description:
    "HR consulting, RPO, contractual and international staffing, payroll, training and labour-law compliance for growing businesses, from our Noida office.",
} as const

export const homeHero = {
  eyebrow: "HR consulting & staffing · Noida, India",
  headlineLead: "Your HR partner to",
  phrases: ["unlock global potential", "grow with the right talent", "turn ideas into success"],
  headlineSpoken: "unlock global potential, grow with the right talent and turn ideas into success",
  pitch:
    "From the first hire to the thousandth, we recruit, staff, pay and train your people, and keep every register audit-ready, so you can get on with building the business.",
  primaryAction: { label: "Get Started", href: "/contact" },
  secondaryAction: { label: "Learn More", labelSuffix: "about our services", href: "/services" },
  highlights: [
    {
      title: "Global",
      description: `Talent sourced across India and ${figures.countries.value} countries, with mobility handled end to end.`,
      icon: "globe",
    },
    {
      title: "Experts",
      description: `${figures.consultants.value} consultants in recruitment, payroll and labour law, led by senior HR practitioners.`,
      icon: "award",
    },
    {
      title: "Proven",
      description: `${figures.placements.value} placements and ${figures.retention.value} of clients renewing with us, year after year.`,
      icon: "badge-check",
    },
  ],
} as const

export const trackRecordSection = {
  eyebrow: "Our track record",
  heading: "Numbers our clients hold us to",
  lead: "A decade of hiring and HR delivery for businesses that could not afford to get people decisions wrong.",
  action: { label: "Talk to a consultant", href: "/contact" },
} as const

/** The six services summarised on Home (the seventh, Compliance & Audit, is one click away). */
export const homeServiceSlugs = [
  "hr-consulting",
  "rpo",
  "contractual-staffing",
  "payroll-management",
  "international-staffing",
  "training-development",
] as const satisfies readonly ServiceSlug[]

export const servicesSection = {
  eyebrow: "What we do",
  heading: "HR services built around how you hire and grow",
  lead: "Take one service or bring us the whole people function. Every engagement has one accountable lead.",
  action: { label: "View All Services", href: "/services" },
} as const

export const industriesSection = {
  eyebrow: "Industries",
  heading: "Industries we serve",
  lead: "Sector knowledge matters: the roles, pay norms and statutes differ, and so does how we hire for them.",
  action: { label: "Discuss Your Needs", href: "/contact" },
} as const

export const whyChooseUsSection = {
  eyebrow: "Why choose us",
  heading: "A partner that owns the outcome",
  lead: "We measure ourselves on the people who join you and stay, not on CVs sent.",
} as const

export const reasons = [
  {
    title: claims.support.statement,
    description: `A named account lead in business hours, and a line answered round the clock for emergencies with deployed staff, night shifts included.`,
    icon: "clock",
  },
  {
    title: "Faster hiring",
    description: "Pre-screened talent pools and structured interviews reduce time-to-hire by as much as 50%.",
    icon: "zap",
  },
  {
    title: "Lower HR costs",
    description: "Shared payroll, compliance and recruitment teams reduce HR operational costs by up to 30%.",
    icon: "trending-up",
  },
  {
    title: "Working to 100% compliance",
    description:
      "PF, ESI, minimum wages, contract labour and POSH: we keep the registers and returns you hand us current and on time, and tell you what only you can fix.",
    icon: "shield-check",
  },
  {
    title: `Staff in ${claims.deployment.value}`,
    description: `Verified contract and temporary staff deployed within ${claims.deployment.value} of a confirmed requisition, for most roles.`,
    icon: "rocket",
  },
  {
    title: "Data you can act on",
    description: "Weekly hiring dashboards and payroll reports, so you always know where every role stands.",
    icon: "chart-line",
  },
] as const satisfies readonly Reason[]

export const testimonialsSection = {
  eyebrow: "Testimonials",
  heading: "What our clients say",
  lead: "HR heads and founders on what changed once we were on their side of the table.",
} as const

// One file a testimonial, src/testimonials/<name>.json, edited in /admin (entries.ts), shown in
// the order of their `order`.
const testimonialFiles: EntryFiles = import.meta.env
  ? import.meta.glob("./testimonials/*.json", { eager: true, import: "default" })
  : entryFilesOnDisk("testimonials")

export const testimonials: readonly Testimonial[] = inOrder(
  entriesOf<Testimonial & { order: number }>(testimonialFiles),
).map(({ name, company, position, content, rating }) => ({ name, company, position, content, rating }))

export { industries, type Industry }
