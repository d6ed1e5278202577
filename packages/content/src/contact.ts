import { industries } from "./industries"
import { rpoPage } from "./services/rpo"
import { claims, serviceInterests } from "./services"
import { site } from "./site"
import { hireHrefFor } from "./hire-links"

/** How a contact detail is reached; the card picks a matching icon. */
export type ContactDetailKind = "email" | "phone" | "hours" | "address"

export type ContactDetail = {
  kind: ContactDetailKind
  label: string
  /** One line, or the lines of a postal address. */
  value: string | readonly string[]
  href?: string
}

export type Faq = { question: string; answer: string }

const emailDetail = {
  kind: "email",
  label: "Email",
  value: site.email,
  href: `mailto:${site.email}`,
} as const satisfies ContactDetail

const phoneDetail = {
  kind: "phone",
  label: "Phone",
  value: site.phone.display,
  href: `tel:${site.phone.tel}`,
} as const satisfies ContactDetail

const callAction = (label: string) => ({ label, href: `tel:${site.phone.tel}` }) as const

export const contactSeo = {
  title: `Contact Us | ${site.name} | HR & Staffing in Noida`,
  description: `Send ${site.name} an enquiry about recruitment, staffing, payroll, training or labour-law compliance. A consultant replies ${site.replyWithin}.`,
} as const

export const contactHero = {
  eyebrow: "Talk to a consultant",
  title: "Contact Us",
  lead: `Tell us what you are hiring for, paying for or worried about. A consultant from our Noida office will reply ${site.replyWithin}.`,
} as const

/** The 'Send us a Message' form: its copy, labels, placeholders and the toasts it shows. */
export const contactForm = {
  heading: "Send us a Message",
  lead: "A few lines about your business and what you need are enough to start.",
  requiredNote: "Fields marked * are required.",
  fields: {
    firstName: { label: "First name", placeholder: "Priya" },
    lastName: { label: "Last name", placeholder: "Sharma" },
    email: { label: "Email", placeholder: "priya@company.com" },
    company: { label: "Company", placeholder: "Company name" },
    serviceInterest: { label: "Service interest", placeholder: "Select a service" },
    message: {
      label: "Message",
      placeholder: "Tell us about the roles, headcount, locations or HR challenge you have in mind.",
    },
  },
  serviceOptions: serviceInterests,
  submitLabel: "Send Message",
  submittingLabel: "Sending...",
  /** Without JavaScript the form shows, but sending it needs the browser's scripts. */
  noScript: `Sending this form needs JavaScript. You can also write to ${site.email} or call ${site.phone.display}.`,
  success: {
    title: "Message sent successfully!",
    description: "We'll get back to you within 24 hours.",
  },
  failure: {
    title: "Error sending message",
    description: "Please try again or contact us directly.",
  },
} as const

/** For a client who needs people: the staffing brief asks for everything a quote needs. */
export const hiringNeed = {
  title: "Need staff?",
  body: `Roles, headcount, places and start date in one form, and a quote ${site.replyWithin}.`,
  action: { label: "Request staff", href: hireHrefFor() },
} as const

export const quickContact = {
  title: "Quick Contact",
  details: [emailDetail, phoneDetail, { kind: "hours", label: "Business hours", value: site.businessHours }],
} as const satisfies { title: string; details: readonly ContactDetail[] }

export const branchOffice = {
  title: "Branch Office",
  name: site.branchOffice.name,
  details: [{ kind: "address", label: "Address", value: site.branchOffice.lines }, phoneDetail, emailDetail],
} as const satisfies { title: string; name: string; details: readonly ContactDetail[] }

export const immediateAssistance = {
  title: "Need Immediate Assistance?",
  body: claims.support.scope,
  action: callAction("Call Emergency Line"),
} as const

const industryNames = industries.map((industry) => industry.title)
const rpoSteps = rpoPage.sections.flatMap((section) =>
  section.kind === "process" ? section.steps.map((step) => step.title) : [],
)

function listInWords(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`
}

export const contactFaqs = [
  {
    question: "Which industries do you serve?",
    answer: `We hire for and advise employers in ${listInWords(industryNames)}, from funded start-ups to listed manufacturers. Each sector has its own roles, pay norms and statutes, so your account team is led by a consultant who knows yours.`,
  },
  {
    question: "How long does a typical project take?",
    answer:
      "Focused projects such as an HR audit, a policy framework or a payroll transition usually take 4-8 weeks. Larger programmes such as an organisation redesign, a recruitment drive for a new site or a full RPO engagement run for 6-12 months. We agree the timeline and milestones with you before we start.",
  },
  {
    question: "Do you provide ongoing support after a project ends?",
    answer: `Yes. Most clients keep us on a retainer after the project: a named consultant for HR questions, quarterly compliance reviews, policy updates when labour laws change and refresher training for managers. Staffing clients also have our 24/7 emergency line, for deployed staff and site emergencies.`,
  },
  {
    question: "What is your approach to RPO?",
    answer: `Our recruiters work as your own talent acquisition team, under your employer brand, in four steps: ${listInWords(rpoSteps)}. We agree service levels for time-to-hire, quality and cost at the start and report against them every week. Clients typically see ${claims.timeToHire.statement.toLowerCase()}.`,
  },
] as const satisfies readonly Faq[]

export const contactFaqSection = {
  eyebrow: "FAQ",
  title: "Frequently asked questions",
  lead: "Quick answers to what businesses ask us before a first meeting.",
  morePrompt: "Still have a question?",
  action: callAction("Call us for more info"),
} as const
