import { cite, citeShort, citeTitle } from "../laws"
import { claims, type ServicePage } from "../services"
import { hireHrefFor } from "../hire-links"
import { site } from "../site"

export const contractualStaffingPage = {
  hero: {
    eyebrow: "Contractual Staffing",
    headline: `Verified, compliant contract staff on your site in ${claims.deployment.value}`,
    lead: "Temporary, project, contract-to-hire and seasonal staff who work at your premises and sit on our payroll. We carry wages, PF, ESI and contract-labour compliance for every associate.",
    highlights: [
      claims.deployment.statement,
      "Pre-screened, background-verified associates",
      "PF, ESI and minimum-wage compliance on our books",
    ],
    action: { label: "Request Staff Quote", href: hireHrefFor("temporary") },
  },
  sections: [
    {
      kind: "cards",
      eyebrow: "Staffing types",
      heading: "Four ways to add people",
      intro: "Choose by how long you need people and whether you may want to keep them.",
      items: [
        {
          title: "Temporary staffing",
          description:
            "Cover for leave, sudden exits or a backlog: associates for a few days to a few months, released when the need ends.",
          icon: "clock",
          points: [
            `Maternity cover for up to the 26 weeks ${cite("socialSecurityCode")} allows`,
            "Short-notice replacements",
            "Backlog clearance",
          ],
        },
        {
          title: "Project-based staffing",
          description:
            "A team assembled for a defined scope, such as a system rollout, a store launch, a stock audit or a data migration, with a fixed end date.",
          icon: "briefcase",
          points: [
            "Team sized to scope and deadline",
            "An on-site supervisor for larger teams",
            "A clean release at project close",
          ],
        },
        {
          title: "Contract-to-hire",
          description:
            "Work with someone on contract first and move them to your payroll once you are sure, on conversion terms agreed at the start.",
          icon: "user-check",
          points: [
            "Judge performance on the job before committing",
            "Conversion terms fixed in the contract",
            "Lower risk of a mis-hire",
          ],
        },
        {
          title: "Seasonal staffing",
          description:
            "Extra hands for festive sales, year-end closing, harvest and processing cycles or logistics peaks, ramped up and down with demand.",
          icon: "trending-up",
          points: [
            "Festive-season retail and e-commerce peaks",
            "Warehouse and last-mile surges",
            "Year-end inventory counts and closings",
          ],
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Industries",
      heading: "Six industries we staff",
      intro: "In each we keep pools of pre-screened candidates ready to deploy.",
      items: [
        {
          title: "IT & ITeS",
          description:
            "Developers, testers, support engineers, and voice and non-voice customer-support and back-office teams.",
          icon: "laptop",
        },
        {
          title: "Manufacturing",
          description:
            "Machine operators, technicians, quality inspectors, supervisors and stores staff for plants and assembly lines.",
          icon: "factory",
        },
        {
          title: "Retail & E-commerce",
          description:
            "Store staff, promoters, cashiers, catalogue and customer-service teams, and warehouse pickers and packers.",
          icon: "shopping-bag",
        },
        {
          title: "BFSI",
          description:
            "Relationship officers, collections, KYC and back-office operations, and field sales for banks, NBFCs and insurers.",
          icon: "landmark",
        },
        {
          title: "Healthcare",
          description:
            "Nursing assistants, front-office and billing staff, pharmacists and lab technicians for hospitals, clinics and diagnostic chains.",
          icon: "heart-pulse",
        },
        {
          title: "Logistics",
          description:
            "Warehouse associates, forklift operators, delivery executives, dispatchers and MIS staff for 3PLs and distribution hubs.",
          icon: "truck",
        },
      ],
    },
    {
      kind: "process",
      eyebrow: "How it works",
      heading: `From requirement to people on site in ${claims.deployment.value}`,
      steps: [
        {
          number: "01",
          title: "Requirement",
          description:
            "We confirm roles, skills, shifts, location, duration and pay, and agree the rate card and service levels.",
        },
        {
          number: "02",
          title: "Shortlist",
          description:
            "Candidates from our pre-screened pools are matched and interviewed, and presented to you for a final check if you want one.",
        },
        {
          number: "03",
          title: "Verification",
          description:
            "Identity, address, education and previous-employment checks, with police verification started where the role calls for it.",
        },
        {
          number: "04",
          title: "Deployment",
          description:
            "Associates report with joining formalities complete, PF and ESI enrolment done and a named coordinator for your site.",
        },
      ],
    },
    {
      kind: "split",
      eyebrow: "Compliance",
      heading: "The statutory load we carry for every associate",
      intro: `Under ${cite("oshCode")}, a principal employer must pay the wages a contractor fails to pay. We make sure that gap never opens, and show you the proof every month.`,
      columns: [
        {
          title: "Our obligations",
          items: [
            "Wages at or above the notified minimum wage, as the Labour Codes define wages, paid on time",
            "PF and ESI registration, contributions and monthly returns",
            `Bonus under ${cite("codeOnWages")}, leave and gratuity where due`,
            `Contractor's licence and registers under ${citeShort("oshCode")}`,
            "Professional tax and labour welfare fund in states that levy them",
          ],
        },
        {
          title: "What you receive",
          items: [
            "Monthly wage and attendance records",
            "PF and ESI challans with each month's returns",
            "A compliance declaration with every invoice",
            "Associate files ready for inspection",
            "One invoice per site and one point of contact",
          ],
        },
      ],
    },
    {
      kind: "split",
      eyebrow: "Gig and platform work",
      heading: "Delivery riders and gig workers: who owes what",
      intro: `We staff delivery and logistics roles, where the line between an employee and a gig worker decides who pays. ${citeTitle("socialSecurityCode")} gives gig workers and platform workers their own social security schemes, funded in part by aggregators: a business whose digital platform connects customers with the people who do the work contributes 1% to 2% of its annual turnover, at most 5% of what it pays or owes those workers (section 114). The rate within that range is set by the Central Government's notification; we tell you the rate in force before you sign.`,
      columns: [
        {
          title: "Associates we deploy",
          items: [
            "Riders, pickers and drivers on our payroll, working your shifts under your supervision, are employees, not gig workers",
            "We pay them wages as the Codes define them, with PF, ESI, bonus and gratuity where due, as for every associate",
            "No aggregator contribution arises on them: the social security is paid in full through our payroll",
          ],
        },
        {
          title: "If you run a platform",
          items: [
            "Workers who take jobs through your app, free to log off, are gig or platform workers: they are not on our payroll or yours",
            "If your business is an aggregator under the Code, the contribution falls on your turnover; no staffing invoice can carry it for you",
            "Gig and platform workers register on the e-Shram portal; we help you share the data the schemes ask of aggregators",
            "We review which roles sit on which side of the line, by contract and by how the work is controlled, before deployment",
          ],
        },
      ],
    },
    {
      kind: "benefits",
      eyebrow: `Why ${site.shortName}`,
      heading: "Why companies staff with us",
      items: [
        {
          title: claims.deployment.statement,
          description: `We shortlist from people we already know, in pools kept ready across six industries. ${claims.deployment.scope}`,
          icon: "zap",
        },
        {
          title: "Flexible headcount",
          description:
            "Scale up for a project or a peak and release people when it ends, without adding to permanent headcount.",
          icon: "layers",
        },
        {
          title: "Compliance off your books",
          description:
            "Wages, PF, ESI and contract-labour compliance run on our payroll, with the records to prove it.",
          icon: "shield-check",
        },
        {
          title: "Verified people",
          description: "Identity, education and employment checks before anyone reaches your site.",
          icon: "badge-check",
        },
        {
          title: claims.support.statement,
          description:
            "A named coordinator handles attendance, replacements and associate queries for your site, and the emergency line answers your associates at any hour.",
          icon: "heart-handshake",
        },
        {
          title: "Predictable cost",
          description:
            "A transparent service fee over statutory wage costs, billed in one monthly invoice per site.",
          icon: "wallet",
        },
      ],
    },
  ],
  cta: {
    heading: "Need people on site this week?",
    body: "Tell us the roles, headcount, location and start date. We will confirm availability and send a rate card.",
    primary: { label: "Request Staff Quote", href: hireHrefFor("temporary") },
    secondary: { label: "See case studies", href: "/case-studies" },
  },
  seo: {
    title: `Contract Staffing Services in India | ${site.name}`,
    description: `Temporary, project-based, contract-to-hire and seasonal staff for six industries, deployed in ${claims.deployment.value} for most roles, with PF, ESI and wages handled.`,
  },
} as const satisfies ServicePage
