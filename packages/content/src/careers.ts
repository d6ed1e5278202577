import { site } from "./site"

export type Perk = { title: string; description: string; icon: string }

export type Opening = {
  /** Kebab-case anchor, unique on the page. */
  id: string
  title: string
  location: string
  type: "Full-time"
  department: string
  experience: string
  description: string
  /** ISO date (YYYY-MM-DD) the role was advertised. */
  datePosted: string
}

export const careersSeo = {
  title: `Careers | Join Our Team at ${site.name}`,
  description:
    "Open HR roles in Mumbai, Bangalore, Delhi and Pune: HR business partner, talent acquisition, payroll and learning & development. Apply by e-mail today.",
} as const

/** The openings' anchor, for links to /careers#open-positions. */
export const openingsAnchor = "open-positions"

export const careersHero = {
  eyebrow: "Careers",
  title: "Join Our Team",
  lead: "Help businesses across India hire the right people, pay them correctly and grow their careers. We look for HR professionals who care about the details and about the people behind them.",
  indexHeading: "Now hiring",
} as const

export const perksSection = {
  eyebrow: "Why Talentrise",
  heading: "A place to do the best work of your HR career",
  lead: "Consulting work across industries teaches in two years what a single employer teaches in ten. We make sure it comes with the support to match.",
} as const

export const perks = [
  {
    title: "Career Growth",
    description:
      "A clear path from consultant to practice lead, a yearly learning budget and sponsored certifications in payroll, labour law and assessment.",
    icon: "trending-up",
  },
  {
    title: "Work-Life Balance",
    description:
      "Five-day weeks for most roles, hybrid working after probation and leave you are encouraged to take. Client peaks are planned, not a permanent state.",
    icon: "heart-pulse",
  },
  {
    title: "Collaborative Culture",
    description:
      "Recruiters, payroll specialists and compliance advisers work on the same accounts, and share what they learn in weekly practice reviews.",
    icon: "users",
  },
  {
    title: "Global Exposure",
    description:
      "Work with multinational clients and international placements, and learn how hiring, mobility and compliance differ from one country to the next.",
    icon: "globe",
  },
] as const satisfies readonly Perk[]

export const openingsSection = {
  eyebrow: "Open Positions",
  heading: "Current openings",
  lead: "All roles are full-time and permanent. Apply by e-mail with your resume; we reply to every application within ten working days.",
} as const

export const openings = [
  {
    id: "senior-hr-business-partner",
    title: "Senior HR Business Partner",
    location: "Mumbai",
    type: "Full-time",
    department: "HR Consulting",
    experience: "8-12 years",
    description:
      "Lead HR advisory for a portfolio of BFSI and manufacturing clients: workforce planning, organisation design, performance frameworks and sensitive employee-relations cases. You will be the senior point of contact for client CHROs and coach two consultants.",
    datePosted: "2025-03-03",
  },
  {
    id: "talent-acquisition-specialist",
    title: "Talent Acquisition Specialist",
    location: "Bangalore",
    type: "Full-time",
    department: "RPO Solutions",
    experience: "3-5 years",
    description:
      "Run end-to-end hiring for technology and product roles on our RPO accounts, from intake meeting to joining day. You will source on LinkedIn and niche communities, run structured screens and keep offer drop-outs low through the notice period.",
    datePosted: "2025-03-10",
  },
  {
    id: "payroll-manager",
    title: "Payroll Manager",
    location: "Delhi",
    type: "Full-time",
    department: "Payroll Management",
    experience: "6-10 years",
    description:
      "Own monthly payroll for 15,000+ employees across clients and states: inputs, validations, PF, ESI, professional tax and TDS filings, and the reconciliations that keep every run accurate. You will lead a team of six payroll executives.",
    datePosted: "2025-02-24",
  },
  {
    id: "learning-development-consultant",
    title: "Learning & Development Consultant",
    location: "Pune",
    type: "Full-time",
    department: "Training & Development",
    experience: "5-8 years",
    description:
      "Design and deliver programmes for first-time managers, sales teams and plant supervisors, in classroom, virtual and blended formats. You will run training-needs assessments with clients and measure what changed after each programme.",
    datePosted: "2025-03-12",
  },
] as const satisfies readonly Opening[]

/** Apply Now: an e-mail to the careers mailbox whose subject names the role. */
export function applyHref(title: string): string {
  return `mailto:${site.careersEmail}?subject=${encodeURIComponent(`Application: ${title}`)}`
}

export const resumeSection = {
  heading: "Don't see the right role?",
  body: "We are always glad to hear from recruiters, payroll specialists, trainers and HR generalists. E-mail your resume and the kind of role you are looking for, and we will get in touch when an opening fits.",
  email: site.careersEmail,
  action: {
    label: "Email Your Resume",
    href: `mailto:${site.careersEmail}?subject=${encodeURIComponent("Resume: General application")}`,
  },
} as const
