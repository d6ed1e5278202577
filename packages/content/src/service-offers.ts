import { claims, type ServiceSlug } from "./services"

/** What a service's card lists: its key features and its benefits. */
export type ServiceOffer = { features: readonly string[]; benefits: readonly string[] }

/**
 * Each service's features and benefits, for the /services cards and Home's service cards. Kept apart
 * from the services list, which every page's header carries in its first load.
 */
export const serviceOffers = {
  "hr-consulting": {
    features: [
      "HR audit and policy framework",
      "Organisation design and role architecture",
      "Compensation benchmarking and pay structures",
      "Performance management systems",
    ],
    benefits: [
      "Policies that stand up to Indian labour law",
      "Clear roles and career paths that cut attrition",
      claims.hrCosts.statement,
    ],
  },
  rpo: {
    features: [
      "Dedicated recruiters working as your team",
      "Employer branding and sourcing campaigns",
      "Structured screening and assessment",
      "Hiring analytics and weekly reporting",
    ],
    benefits: [
      claims.timeToHire.statement,
      "Lower cost per hire at volume",
      "Fewer offer dropouts through the notice period",
    ],
  },
  "contractual-staffing": {
    features: [
      "Temporary and seasonal staffing",
      "Project-based teams",
      "Contract-to-hire",
      "Statutory compliance handled for every associate",
    ],
    benefits: [
      claims.deployment.statement,
      "Scale up or down without fixed headcount",
      "PF, ESI and contract-labour compliance off your books",
    ],
  },
  "payroll-management": {
    features: [
      "Monthly payroll processing and payslips",
      "PF, ESI, PT, LWF and TDS computation and filing",
      "Full and final settlements",
      "Employee self-service for payslips and tax declarations",
    ],
    benefits: [
      `${claims.payrollAccuracy.statement}, checked before every run`,
      "No missed statutory due dates",
      "Confidential salary data handled off-site",
    ],
  },
  "international-staffing": {
    features: [
      "Overseas recruitment for skilled and professional roles",
      "Credential, reference and background verification",
      "Visa, emigration clearance and documentation support",
      "Pre-departure orientation and onboarding",
    ],
    benefits: [
      claims.countries.statement,
      "Ethical recruitment: no fees charged to candidates",
      "One partner from shortlist to arrival",
    ],
  },
  "training-development": {
    features: [
      "Training needs analysis",
      "Leadership and first-time manager programmes",
      "Classroom, virtual, blended and on-the-job delivery",
      "Assessment and impact measurement",
    ],
    benefits: [
      "Programmes tied to business outcomes",
      "Managers ready sooner",
      "Impact measured on the job, not just on feedback forms",
    ],
  },
  "compliance-audit": {
    features: [
      "Labour-law compliance audits",
      "Statutory registers, returns and licences",
      "Contractor and vendor compliance checks",
      "POSH Internal Complaints Committee setup and training",
    ],
    benefits: [
      claims.compliance.statement,
      "Penalty and prosecution risk removed",
      "Audit-ready records at every site",
    ],
  },
} as const satisfies Record<ServiceSlug, ServiceOffer>
