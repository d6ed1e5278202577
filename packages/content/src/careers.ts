import { entriesOf, entryFilesOnDisk, inOrder, type EntryFiles } from "./entries"
import { fraudPath } from "./fraud-links"
import { grievanceOfficer, site } from "./site"

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
  /**
   * The last day (YYYY-MM-DD, in India) applications are taken. From the next day's build the role
   * leaves /careers, the sitemap and the JobPosting data, and its form says it has closed.
   */
  validThrough: string
}

export const careersSeo = {
  title: `Careers | Join Our Team at ${site.name}`,
  description:
    "Open HR roles in Mumbai, Bangalore, Delhi and Pune: HR business partner, talent acquisition, payroll and learning & development. Apply online in ten minutes, no account needed.",
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
  eyebrow: "Open positions",
  heading: "Current openings",
  lead: "All roles are full-time and permanent. Apply online with your résumé, no account needed; we reply to every application within 5 working days.",
  /** When every opening has closed. */
  noneLead:
    "We have no openings right now. Send us your résumé through the general application and we will get in touch when a role fits.",
} as const

// One file an opening, src/openings/<id>.json, edited in /admin (entries.ts), in the order of their
// `order`. The id is the page's anchor and the application's address, /careers/apply/<id>.
const openingFiles: EntryFiles = import.meta.env
  ? import.meta.glob("./openings/*.json", { eager: true, import: "default" })
  : entryFilesOnDisk("openings")

export const openings: readonly Opening[] = inOrder(
  entriesOf<Omit<Opening, "id"> & { order: number }>(openingFiles),
).map((opening) => ({
  id: opening.id,
  title: opening.title,
  location: opening.location,
  type: opening.type,
  department: opening.department,
  experience: opening.experience,
  description: opening.description,
  datePosted: opening.datePosted,
  validThrough: opening.validThrough,
}))

/**
 * Whether an opening takes applications on `today` (YYYY-MM-DD, the build's date): from the day it
 * was posted to its last day, inclusive.
 */
export function isOpen(opening: Pick<Opening, "datePosted" | "validThrough">, today: string): boolean {
  return opening.datePosted <= today && today <= opening.validThrough
}

/** The openings that take applications on `today`, in the page's order. */
export function openingsOpenOn<T extends Pick<Opening, "datePosted" | "validThrough">>(
  today: string,
  list: readonly T[],
): T[] {
  return list.filter((opening) => isOpen(opening, today))
}

/** The opening an application is for; `general` is the open application ("Don't see your role?"). */
export const generalApplication = {
  id: "general",
  title: "General application",
} as const

/** Where an opening's application form is: /careers/apply/<opening id>, or /careers/apply. */
export function applyPath(openingId?: string): string {
  return openingId === undefined || openingId === generalApplication.id
    ? "/careers/apply"
    : `/careers/apply/${openingId}`
}

/**
 * The e-mail fallback, offered when the site cannot reach its data API: a message to the careers
 * mailbox whose subject names the role.
 */
export function applyHref(title: string): string {
  return `mailto:${site.careersEmail}?subject=${encodeURIComponent(`Application: ${title}`)}`
}

export const resumeSection = {
  heading: "Don't see the right role?",
  body: "We are always glad to hear from recruiters, payroll specialists, trainers and HR generalists. Send us your résumé and the kind of role you are looking for, and we will get in touch when an opening fits.",
  email: site.careersEmail,
  action: {
    label: "Send your résumé",
    href: applyPath(),
  },
  emailNote: "Or e-mail it to",
} as const

export type HiringStep = { title: string; time: string; description: string }

export const hiringSection = {
  eyebrow: "How we hire",
  heading: "From application to offer in about four weeks",
  lead: "Every candidate goes through the same five steps, and hears from us at each one, whatever the outcome.",
} as const

export const hiringSteps = [
  {
    title: "Apply online",
    time: "10 minutes",
    description:
      "Fill in the form and attach your résumé. No account, no password, no cover letter unless you want to write one.",
  },
  {
    title: "Résumé review",
    time: "Within 5 working days",
    description:
      "A recruiter from the practice you applied to reads your résumé and replies to you, yes or no. We never leave an application unanswered.",
  },
  {
    title: "Recruiter call",
    time: "30 minutes, in week 2",
    description:
      "A phone or video call about your experience, the role, the salary range and your notice period, so neither side is surprised later.",
  },
  {
    title: "Interviews",
    time: "2 rounds over 1-2 weeks",
    description:
      "One conversation with the practice lead and one practical exercise drawn from real client work, in person or on video, as suits you.",
  },
  {
    title: "Offer",
    time: "3 days after the last round",
    description:
      "A written offer with the full salary break-up. We check references only after you accept, and only with your permission.",
  },
] as const satisfies readonly HiringStep[]

/** The careers page's notice: one line, and the way to the recruitment-fraud page, where the rest is. */
export const feeNotice = {
  heading: "We never charge candidates a fee",
  body: `Anyone who asks you for money in the name of ${site.name} is not from us.`,
  link: { label: "How to spot a job scam, and how to report one", href: fraudPath },
} as const

/** The application form's words (packages/ui's ApplicationForm), the same for every opening. */
export const applicationForm = {
  requiredNote: "Fields marked * are required.",
  fields: {
    fullName: { label: "Full name", placeholder: "Asha Rao" },
    email: { label: "Email", placeholder: "asha@example.com" },
    mobile: { label: "Mobile number", placeholder: "+91 90000 00000" },
    city: { label: "Current city", placeholder: "Pune" },
    experience: { label: "Total experience" },
    noticePeriod: { label: "Notice period" },
    linkedinUrl: { label: "LinkedIn profile", placeholder: "linkedin.com/in/your-name" },
    coverNote: {
      label: "Cover note",
      placeholder:
        "Anything you would like us to know: the kind of work you want next, a gap in your résumé, when you can join.",
    },
  },
  experienceOptions: [
    { value: "fresher", label: "Fresher (under 1 year)" },
    { value: "1-3", label: "1-3 years" },
    { value: "3-5", label: "3-5 years" },
    { value: "5-8", label: "5-8 years" },
    { value: "8-12", label: "8-12 years" },
    { value: "12-plus", label: "12 years or more" },
  ],
  noticePeriodOptions: [
    { value: "immediate", label: "Can join immediately" },
    { value: "15-days", label: "15 days or less" },
    { value: "30-days", label: "30 days" },
    { value: "60-days", label: "60 days" },
    { value: "90-days", label: "90 days" },
  ],
  choosePlaceholder: "Select…",
  resume: {
    label: "Résumé",
    choose: "Choose a file or drop it here",
    change: "Change file",
    hint: "PDF, DOC or DOCX, up to 5 MB",
  },
  consent: {
    /** The box as a refusal names it: "did not accept the consent field". */
    label: "consent",
    // Rule 3 of the DPDP Rules, 2025: a notice that reads on its own, itemises the data and the
    // purpose, and says how to withdraw, use one's rights and complain to the Board.
    notice: {
      heading: `What ${site.legalName} does with this application`,
      items: [
        "We collect: your name, e-mail, mobile number, city, experience, notice period, LinkedIn address and cover note if given, and your résumé.",
        `We use them only to consider you for this role and similar ones at ${site.name}, and to contact you about them; we put you forward to a client only if you agree to it for that role.`,
        "We keep them for 12 months, then delete them; nothing is sold or shared for advertising.",
        `To withdraw your consent and have them deleted, e-mail ${site.careersEmail} with the subject "Delete my application". For your other rights, or a complaint, write to our Grievance Officer at ${grievanceOfficer.email}; you may then complain to the Data Protection Board of India.`,
      ],
    },
    before: `I consent to ${site.name} using my details and résumé as set out above (more in the `,
    linkLabel: "privacy policy",
    href: "/privacy-policy",
    after: ").",
  },
  submitLabel: "Submit application",
  submittingLabel: "Sending your application…",
  success: {
    title: "Application received",
    description:
      "Thank you. Your résumé and details are with our recruiting team, and nothing of them is left in this browser.",
    stepsHeading: "What happens next",
    steps: [
      "A recruiter reads your application and replies by e-mail within 5 working days, whatever the outcome.",
      "If your experience fits, we call you to talk about the role, the salary range and your notice period.",
      "Interviews follow over one to two weeks; we never ask you for a fee at any step.",
    ],
  },
  failure: {
    title: "Your application was not sent",
    description: "Everything you entered is still here. Try again in a moment.",
  },
  rateLimited: {
    title: "Too many applications today",
    description: `We take up to five applications a day from one e-mail address. Try again tomorrow, or write to ${site.careersEmail}.`,
  },
  fallbackText:
    "Our application service cannot be reached right now. You can apply by e-mail instead, with your résumé attached:",
  fallbackLinkLabel: `E-mail ${site.careersEmail}`,
  asideHeading: "How we hire",
  asideBody:
    "We reply to every application within 5 working days. If your experience fits, a 30-minute recruiter call comes next, then two interview rounds over one to two weeks, and a written offer within 3 working days of the last.",
  asideLink: "See every step on the careers page",
  noScript: `Sending this form needs JavaScript. You can also e-mail your résumé to ${site.careersEmail}.`,
  backToOpenings: "Back to all openings",
} as const

export const applySeo = {
  title: (role: string) => `Apply: ${role} | ${site.name} Careers`,
  description: (role: string) =>
    `Apply online for ${role} at ${site.name}: your details and résumé (PDF, DOC or DOCX) in one short form, no account needed. We reply within 5 working days.`,
  heading: (role: string) => `Apply for ${role}`,
  generalHeading: "Send us your résumé",
  closed: {
    title: (role: string) => `${role} (closed) | ${site.name} Careers`,
    description: (role: string) =>
      `The ${role} opening at ${site.name} has closed. Send us your résumé through the general application, or see the roles open now.`,
    heading: (role: string) => `The ${role} role has closed`,
    notYetHeading: (role: string) => `The ${role} role is not open yet`,
    lead: (closedOn: string) =>
      `We stopped taking applications for this opening on ${closedOn}. Thank you for your interest: we would still be glad to hear from you.`,
    notYetLead: (opensOn: string) => `We take applications for this opening from ${opensOn}.`,
    generalAction: "Send us your résumé",
    generalBody:
      "Tell us about yourself and the kind of work you want next in the general application, and we will get in touch when an opening fits.",
    openingsAction: "See the roles open now",
  },
  generalLead:
    "Don't see the right role? Tell us about yourself and the kind of work you want next, and we will get in touch when an opening fits.",
} as const
