import { claims, contactHrefFor, type ServicePage } from "../services"
import { site } from "../site"

const codes = {
  wages: "Code on Wages, 2019",
  industrialRelations: "Industrial Relations Code, 2020",
  socialSecurity: "Code on Social Security, 2020",
  occupationalSafety: "Occupational Safety, Health and Working Conditions Code, 2020",
} as const

export const complianceAuditPage = {
  hero: {
    eyebrow: "Compliance & Audit",
    headline: "Labour-law compliance audits with no surprises at inspection time",
    lead: "We audit your establishments against central and state labour laws, fix what we find and keep registers, returns and licences current, so penalties, prosecution and stoppages never reach you.",
    highlights: [
      claims.compliance.statement,
      "Central and state Acts, at every site",
      "Ready for the four Labour Codes",
    ],
    action: { label: "Schedule Compliance Audit", href: contactHrefFor("compliance-audit") },
  },
  sections: [
    {
      kind: "benefits",
      eyebrow: "Why audit",
      heading: "What a compliance audit gives you",
      items: [
        {
          title: claims.compliance.statement,
          description:
            "Every Act that applies to each establishment identified, complied with, and kept that way month after month.",
          icon: "shield-check",
        },
        {
          title: "Penalty risk removed",
          description: "Gaps closed before an inspector, an employee or a contractor's worker finds them.",
          icon: "scale",
        },
        {
          title: "Inspection-ready records",
          description: "Registers, returns, licences and notices in the prescribed forms, at every site.",
          icon: "file-check",
        },
        {
          title: "Contractor risk controlled",
          description:
            "Monthly checks of your contractors' wages, PF and ESI, because a principal employer answers for their defaults.",
          icon: "hard-hat",
        },
        {
          title: "Ready for the Labour Codes",
          description: "Wage structures, policies and records mapped to the four Labour Codes.",
          icon: "landmark",
        },
        {
          title: claims.support.statement,
          description: "Help with notices, inspections and employee claims the moment they arrive.",
          icon: "heart-handshake",
        },
      ],
    },
    {
      kind: "split",
      eyebrow: "Scope",
      heading: "Our services and the key areas we cover",
      columns: [
        {
          title: "Services",
          items: [
            "Labour-law compliance audits, on site and remote",
            "Applicability mapping for every establishment",
            "Statutory registers, returns and notices",
            "Registrations and licences: shops and establishments, contract labour, PF and ESI",
            "Contractor and vendor compliance audits",
            "POSH Internal Complaints Committee set-up, training and annual reports",
            "Support with inspections, notices and show-cause replies",
            "Labour Codes gap assessment",
          ],
        },
        {
          title: "Key areas",
          items: [
            "Wages, overtime and timely payment",
            "Social security: PF, ESI, gratuity and bonus",
            "Working hours, leave and holidays",
            "Contract labour and the principal employer's duties",
            "Prevention of sexual harassment at the workplace",
            "Industrial relations, discipline and separations",
            "Records, registers and statutory displays",
          ],
        },
      ],
    },
    {
      kind: "acts",
      eyebrow: "Labour laws",
      heading: "The Acts we audit against",
      intro:
        "Which Acts apply depends on your headcount, the kind of establishment and the states you operate in. We confirm applicability for each site before the audit starts.",
      acts: [
        {
          area: "Provident fund",
          act: "The Employees' Provident Funds and Miscellaneous Provisions Act, 1952",
          description:
            "Applies from 20 employees. We check that every eligible employee is covered, that employer and employee contributions, generally 12% each, are paid on the right wage base, and that the ECR is filed by the 15th.",
          code: codes.socialSecurity,
        },
        {
          area: "Employee state insurance",
          act: "The Employees' State Insurance Act, 1948",
          description:
            "Covers employees earning up to ₹21,000 a month, generally from 10 employees in implemented areas. We check registration, contributions of 3.25% and 0.75%, and accident reporting.",
          code: codes.socialSecurity,
        },
        {
          area: "Contract labour",
          act: "The Contract Labour (Regulation and Abolition) Act, 1970",
          description:
            "Applies where 20 or more contract workers are engaged (some states set a higher threshold). We check the principal employer's registration, contractors' licences, wage payment and registers.",
          code: codes.occupationalSafety,
        },
        {
          area: "Minimum wages",
          act: "The Minimum Wages Act, 1948",
          description:
            "State-notified rates by skill category and zone, including variable dearness allowance revisions, checked for every employee and contract worker.",
          code: codes.wages,
        },
        {
          area: "Gratuity",
          act: "The Payment of Gratuity Act, 1972",
          description:
            "Applies from 10 employees: 15 days' wages for each completed year after five years of continuous service, up to ₹20 lakh, paid within 30 days. We check provisioning, nominations and payments.",
          code: codes.socialSecurity,
        },
        {
          area: "Shops and establishment",
          act: "The state Shops and Establishments Acts, such as the Uttar Pradesh Dookan Aur Vanijya Adhishthan Adhiniyam, 1962",
          description:
            "Registration and renewal, opening hours, working hours, weekly off, holidays, leave and overtime, and the conditions for women working late shifts, state by state.",
        },
        {
          area: "Industrial disputes",
          act: "The Industrial Disputes Act, 1947",
          description:
            "Fair procedure for discipline, lay-off, retrenchment and closure: notice and compensation, government permission in factories, mines and plantations with 100 or more workmen, and a grievance redressal committee from 20.",
          code: codes.industrialRelations,
        },
        {
          area: "Prevention of sexual harassment",
          act: "The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013",
          description:
            "An Internal Complaints Committee at every office or branch with 10 or more employees, a written policy, awareness programmes and annual reporting. Failing to constitute the committee can draw a fine of up to ₹50,000.",
        },
      ],
      noCode: "Stands outside the Codes",
      note: {
        title: "The four Labour Codes",
        text: `The ${codes.wages}, the ${codes.industrialRelations}, the ${codes.socialSecurity} and the ${codes.occupationalSafety} consolidate 29 central labour laws, including six of the Acts above. We map every finding to both the Act and the Code that consolidates it, so your wage structures, policies, registers and returns are ready for the transition.`,
      },
    },
    {
      kind: "process",
      eyebrow: "How it works",
      heading: "Our four-step audit process",
      steps: [
        {
          number: "01",
          title: "Assessment",
          description:
            "We map every establishment, its headcount and its contractors to the Acts that apply, then review registers, returns, challans, licences and policies on site.",
        },
        {
          number: "02",
          title: "Gap Analysis",
          description:
            "Each finding is rated by legal exposure, with the provision it breaches, the evidence we saw and the penalty it could attract.",
        },
        {
          number: "03",
          title: "Action Plan",
          description:
            "A prioritised plan with owners and deadlines, and the documents, filings or payments needed to close each gap.",
        },
        {
          number: "04",
          title: "Implementation",
          description:
            "We register, file, rectify and train alongside your team, then keep you compliant with a monthly calendar and periodic re-audits.",
        },
      ],
    },
    {
      kind: "risk",
      eyebrow: "What is at stake",
      heading: "The cost of non-compliance",
      intro:
        "Non-compliance rarely arrives as a single fine. It comes as arrears, damages, interest, legal costs and management time, often years after the lapse.",
      figures: [
        {
          value: "₹50 lakh+",
          label: "Average penalty cost",
          description:
            "Arrears, damages, interest and legal costs once a lapse surfaces through an inspection, a PF or ESI assessment or an employee's claim.",
        },
        {
          value: "6 months",
          label: "Of disruption risk",
          description:
            "Inspections, notices, hearings and recovery proceedings can hold management attention for half a year.",
        },
        {
          value: "100%",
          label: "Preventable",
          description:
            "Each of these liabilities starts with a missed filing, a short payment or a missing record, which an audit catches first.",
        },
      ],
    },
  ],
  cta: {
    heading: "Know your compliance position before an inspector does",
    body: "Get a written compliance report for your establishments, or schedule an on-site audit with our labour-law team.",
    primary: { label: "Get Compliance Report", href: contactHrefFor("compliance-audit") },
    secondary: { label: "Schedule Audit", href: contactHrefFor("compliance-audit") },
  },
  seo: {
    title: `Labour Law Compliance Audit Services | ${site.name}`,
    description:
      "Labour-law audits across PF, ESI, contract labour, minimum wages, gratuity, shops and establishments, industrial disputes and POSH, ready for the Labour Codes.",
  },
} as const satisfies ServicePage
