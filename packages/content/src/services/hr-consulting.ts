import { claims, contactHrefFor, type ServicePage } from "../services"
import { site } from "../site"

export const hrConsultingPage = {
  hero: {
    eyebrow: "HR Consulting",
    headline: "HR consulting that keeps pace with your growth and with Indian labour law",
    lead: "We audit what you have, design what you need and stay until it works: policies, structures, pay and performance systems for companies growing from fifty people to a few thousand.",
    highlights: [
      claims.hrCosts.statement,
      "Policies checked against central and state labour law",
      claims.support.statement,
    ],
    action: { label: "Book an HR Consultation", href: contactHrefFor("hr-consulting") },
  },
  sections: [
    {
      kind: "cards",
      eyebrow: "What we cover",
      heading: "Six practice areas, one accountable team",
      intro:
        "Take a single area or the full set. Every engagement starts from an audit of where your HR stands today.",
      items: [
        {
          title: "HR audit and diagnostics",
          description:
            "A structured review of your policies, contracts, records and people data against the law and good practice, with every gap rated by risk.",
          icon: "search",
          points: [
            "Appointment letters, contracts and personnel files",
            "Statutory registers, returns and licences",
            "Attrition, span-of-control and HR cost analysis",
          ],
        },
        {
          title: "Policies and employee handbook",
          description:
            "One handbook your managers can apply consistently: leave, attendance, conduct, travel, remote work, grievance and exit.",
          icon: "book-open",
          points: [
            "Working hours, leave and holidays set to your state's Shops and Establishments Act",
            "POSH policy and Internal Complaints Committee constitution",
            "Certified standing orders for industrial establishments that need them",
          ],
        },
        {
          title: "Organisation design",
          description:
            "Structures, reporting lines, grades and role descriptions that keep accountability clear as you add locations and layers.",
          icon: "layers",
          points: [
            "Grade and job-family architecture",
            "Role descriptions with KRAs",
            "Spans and layers review",
          ],
        },
        {
          title: "Compensation and benefits",
          description:
            "Pay bands benchmarked against your industry and city, and CTC structures that are tax-efficient and compliant.",
          icon: "wallet",
          points: [
            "Salary benchmarking and pay bands",
            "CTC design: basic, HRA, allowances, PF and gratuity",
            "Structures tested against the Labour Codes' definition of wages",
          ],
        },
        {
          title: "Performance management",
          description:
            "Goal-setting, review cycles and calibration that managers actually run, linked to pay and promotion decisions.",
          icon: "target",
          points: [
            "KRAs, KPIs or OKRs, chosen to fit the role",
            "Mid-year and annual review design",
            "Calibration and promotion frameworks",
          ],
        },
        {
          title: "HR technology and analytics",
          description:
            "HRMS selection and rollout, and one dashboard for headcount, HR cost, attrition and hiring.",
          icon: "chart-line",
          points: [
            "HRMS requirements and vendor evaluation",
            "Process mapping and data migration",
            "A monthly people-metrics dashboard",
          ],
        },
      ],
    },
    {
      kind: "process",
      eyebrow: "How an engagement runs",
      heading: "From diagnosis to a working system in four steps",
      intro: "A named lead consultant owns your engagement from the first meeting to handover.",
      steps: [
        {
          number: "01",
          title: "Discover",
          description:
            "We interview leadership and managers, review your documents and people data, and agree the problems worth solving and how success will be measured.",
        },
        {
          number: "02",
          title: "Diagnose",
          description:
            "An HR audit report rates each gap by legal exposure and business cost, and sets out the options with their trade-offs.",
        },
        {
          number: "03",
          title: "Design",
          description:
            "We draft policies, structures and pay frameworks with your HR team, test them with managers and finalise them with leadership.",
        },
        {
          number: "04",
          title: "Implement",
          description:
            "We brief managers, train HR, set the changes up in your HRMS and review adoption at 30, 60 and 90 days before handing over.",
        },
      ],
    },
    {
      kind: "benefits",
      eyebrow: "Outcomes",
      heading: "What changes for your business",
      items: [
        {
          title: claims.hrCosts.statement,
          description:
            "Simpler processes, fewer manual hand-offs and an HR team sized to your headcount take cost out of every month.",
          icon: "trending-up",
        },
        {
          title: "Fewer legal surprises",
          description:
            "Contracts, policies and registers that hold up in front of a labour inspector, a conciliation officer or a court.",
          icon: "scale",
        },
        {
          title: "Lower attrition",
          description:
            "Clear roles, fair pay bands and visible career paths give good people reasons to stay.",
          icon: "users",
        },
        {
          title: "Faster, consistent decisions",
          description:
            "Managers decide on leave, hiring and pay within a framework instead of escalating every case.",
          icon: "gauge",
        },
        {
          title: "People data leaders trust",
          description: "Monthly metrics show where cost, risk and attrition sit, by team and location.",
          icon: "chart-line",
        },
        {
          title: claims.support.statement,
          description:
            "Your consultant stays on call after handover for policy questions, employee cases and audits, in office hours.",
          icon: "heart-handshake",
        },
      ],
    },
    {
      kind: "checklist",
      heading: "What you keep at the end",
      intro: "Every engagement hands over working documents, not a slide deck.",
      items: [
        "HR audit report with a risk-rated action list",
        "Employee handbook and policy set, approved and version-controlled",
        "Appointment, confirmation and exit letter templates",
        "Grade structure, role descriptions and organisation charts",
        "Pay bands and CTC structure templates",
        "Performance review calendar, forms and calibration guide",
        "Manager briefing pack and HR process maps",
      ],
    },
  ],
  cta: {
    heading: "Find out where your HR stands",
    body: "Tell us about your headcount, locations and the problems you want solved. We will propose an audit scope, a timeline and a quote.",
    primary: { label: "Book an HR Consultation", href: contactHrefFor("hr-consulting") },
    secondary: { label: "See case studies", href: "/case-studies" },
  },
  seo: {
    title: `HR Consulting Services in India | ${site.name}`,
    description:
      "HR audits, policies, organisation design, pay structures and performance systems for growing Indian companies, aligned to central and state labour law.",
  },
} as const satisfies ServicePage
