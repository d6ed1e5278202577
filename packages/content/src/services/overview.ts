import { claims, type Claim, type ServiceAction } from "../services"
import { site } from "../site"

export type ServicesOverview = {
  /** `figures` are the headline claims shown beside the headline. */
  hero: { eyebrow: string; headline: string; lead: string; figures: readonly Claim[] }
  /** The labels on every service card. */
  cardLabels: { features: string; benefits: string; action: string }
  /** `brochureNote` says what the brochure button does: it prints this page (decisions/055). */
  cta: { heading: string; body: string; primary: ServiceAction; brochureLabel: string; brochureNote: string }
  seo: { title: string; description: string }
}

/** The /services page. */
export const servicesOverview = {
  hero: {
    eyebrow: "Our services",
    headline: "HR services for every stage of your workforce",
    lead: "Seven services from one accountable partner: HR strategy and policy, hiring at scale, contract and international staffing, payroll, training and labour-law compliance for businesses across India.",
    figures: [
      claims.timeToHire,
      claims.hrCosts,
      claims.deployment,
      claims.payrollAccuracy,
      claims.countries,
      claims.support,
    ],
  },
  cardLabels: { features: "Key Features", benefits: "Benefits", action: "Get Started" },
  cta: {
    heading: "Not sure which service fits?",
    body: "Tell us what you are trying to solve. A senior consultant will recommend the right mix of services in one conversation, with no obligation.",
    primary: { label: "Schedule Consultation", href: "/contact" },
    brochureLabel: "Download Brochure",
    brochureNote:
      "Download Brochure opens your browser's print dialog, where you can save this page as a PDF.",
  },
  seo: {
    title: `HR Consulting, Staffing & Payroll Services | ${site.name}`,
    description: `HR consulting, RPO, contract and international staffing, payroll, training and labour-law compliance for businesses across India, from ${site.branchOffice.locality}.`,
  },
} as const satisfies ServicesOverview
