export type ServiceSlug =
  | "hr-consulting"
  | "rpo"
  | "contractual-staffing"
  | "payroll-management"
  | "international-staffing"
  | "training-development"
  | "compliance-audit"

/** The contact form's Service Interest options, as the spec lists them (and the database allows). */
export const serviceInterests = [
  { value: "hr-consulting", label: "HR Consulting" },
  { value: "rpo", label: "RPO Solutions" },
  { value: "staffing", label: "Contractual Staffing" },
  { value: "international-staffing", label: "International Staffing" },
  { value: "payroll-management", label: "Payroll Management" },
  { value: "training-development", label: "Training & Development" },
  { value: "compliance-audit", label: "Compliance & Audit" },
  { value: "other", label: "Other" },
] as const

export type ServiceInterest = (typeof serviceInterests)[number]["value"]

export type Service = {
  slug: ServiceSlug
  title: string
  /** The option the contact form preselects when a visitor comes from this service. */
  interest: ServiceInterest
  icon: string
  description: string
  features: readonly string[]
  benefits: readonly string[]
}

export const services = [
  {
    slug: "hr-consulting",
    title: "HR Consulting",
    interest: "hr-consulting",
    icon: "briefcase",
    description:
      "HR strategy, policies and organisation design that fit how Indian businesses actually grow, from your first hundred employees to your first thousand.",
    features: [
      "HR audit and policy framework",
      "Organisation design and role architecture",
      "Compensation benchmarking and pay structures",
      "Performance management systems",
    ],
    benefits: [
      "Policies that stand up to Indian labour law",
      "Clear roles and career paths that cut attrition",
      "HR operating costs down by up to 30%",
    ],
  },
  {
    slug: "rpo",
    title: "RPO Solutions",
    interest: "rpo",
    icon: "users",
    description:
      "Recruitment process outsourcing that embeds our recruiters in your hiring: one accountable team from workforce plan to first day.",
    features: [
      "Dedicated recruiters working as your team",
      "Employer branding and sourcing campaigns",
      "Structured screening and assessment",
      "Hiring analytics and weekly reporting",
    ],
    benefits: [
      "Time-to-hire reduced by up to 50%",
      "Lower cost per hire at volume",
      "A consistent candidate experience",
    ],
  },
  {
    slug: "contractual-staffing",
    title: "Contractual Staffing",
    interest: "staffing",
    icon: "user-check",
    description:
      "Verified, compliant temporary and contract talent, deployed in 48-72 hours and carried on our payroll while they work on yours.",
    features: [
      "Temporary and seasonal staffing",
      "Project-based teams",
      "Contract-to-hire",
      "Statutory compliance handled for every associate",
    ],
    benefits: [
      "Staff deployed in 48-72 hours",
      "Scale up or down without fixed headcount",
      "PF, ESI and contract-labour compliance off your books",
    ],
  },
  {
    slug: "payroll-management",
    title: "Payroll Management",
    interest: "payroll-management",
    icon: "wallet",
    description:
      "Accurate, on-time payroll with every statutory deduction and filing handled: PF, ESI, professional tax, TDS and labour welfare fund.",
    features: [
      "Monthly payroll processing and payslips",
      "PF, ESI, PT, LWF and TDS computation and filing",
      "Full and final settlements",
      "Employee self-service for payslips and tax declarations",
    ],
    benefits: [
      "100% payroll accuracy, checked before every run",
      "No missed statutory deadlines",
      "Confidential salary data handled off-site",
    ],
  },
  {
    slug: "international-staffing",
    title: "International Staffing",
    interest: "international-staffing",
    icon: "globe",
    description:
      "Skilled Indian professionals placed with employers abroad, and global talent brought to India, with screening, documentation and mobility handled end to end.",
    features: [
      "Overseas recruitment for skilled and professional roles",
      "Credential, reference and background verification",
      "Visa, emigration and documentation support",
      "Pre-departure orientation and onboarding",
    ],
    benefits: [
      "Access to talent across 15+ countries",
      "Ethical, fee-transparent recruitment",
      "One partner from shortlist to arrival",
    ],
  },
  {
    slug: "training-development",
    title: "Training & Development",
    interest: "training-development",
    icon: "graduation-cap",
    description:
      "Leadership, skills and compliance training designed around a needs assessment and measured on the job, not just in the classroom.",
    features: [
      "Training needs analysis",
      "Leadership and first-time manager programmes",
      "Classroom, virtual, blended and on-the-job delivery",
      "Assessment and impact measurement",
    ],
    benefits: [
      "Programmes tied to business outcomes",
      "Managers ready sooner",
      "Measurable gains in productivity and retention",
    ],
  },
  {
    slug: "compliance-audit",
    title: "Compliance & Audit",
    interest: "compliance-audit",
    icon: "shield-check",
    description:
      "Labour-law audits, registers and filings across central and state Acts, so inspections hold no surprises and penalties never arrive.",
    features: [
      "Labour-law compliance audits",
      "Statutory registers, returns and licences",
      "Contractor and vendor compliance checks",
      "POSH committee setup and training",
    ],
    benefits: [
      "100% compliance across applicable Acts",
      "Penalty and prosecution risk removed",
      "Audit-ready records at every site",
    ],
  },
] as const satisfies readonly Service[]

export function serviceHref(slug: ServiceSlug) {
  return `/services/${slug}`
}

/** The contact page with this service already chosen in the form. */
export function contactHrefFor(interest: ServiceInterest) {
  return `/contact?service=${interest}`
}
