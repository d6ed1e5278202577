import { dateInIndia } from "../dates"
import { cite, citeTitle, lawDate, lawOf, repealed } from "../laws"
import { figureText } from "../rates"
import { claims, contactHrefFor, type ServicePage } from "../services"
import { site } from "../site"

// The statutory figures as in force on the day the page is built (src/rates).
const rate = (key: Parameters<typeof figureText>[0], lakh = false) => figureText(key, dateInIndia(), { lakh })

const codesInForce = lawDate(lawOf("codeOnWages").inForceFrom)
const replaces = (...ids: Parameters<typeof repealed>[0]) => ({ label: "Replaces", text: repealed(ids) })
const outsideTheCodes = (text: string) => ({ label: "Outside the Codes", text })
const [epf1952, eps1995, edli1976] = (["epfScheme1952", "eps1995", "edliScheme1976"] as const).map(
  (id) => `the ${lawOf(id).shortName}`,
)
const schemesSuperseded = `${epf1952}, ${eps1995} and ${edli1976}`

export const complianceAuditPage = {
  hero: {
    eyebrow: "Compliance & Audit",
    headline: "Labour-law compliance audits with no surprises at inspection time",
    lead: "We audit your establishments against central and state labour laws, fix what we find and keep registers, returns and licences current, so lapses are found and put right before they turn into penalties, prosecution or stoppages.",
    highlights: [
      claims.compliance.statement,
      "Central and state Acts, at every site",
      "Audited against the four Labour Codes",
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
          description: `Every Act that applies to each establishment identified, complied with, and kept that way month after month. ${claims.compliance.scope}`,
          icon: "shield-check",
        },
        {
          title: "Penalty risk reduced",
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
          title: "On the Labour Codes",
          description: `Wage structures, policies, registers and returns moved onto the four Labour Codes in force since ${codesInForce}, and onto your state's rules under them.`,
          icon: "landmark",
        },
        {
          title: claims.support.statement,
          description:
            "Help with notices, inspections and employee claims in office hours, and at any hour when an accident or an inspection at the gate will not wait.",
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
            "Registrations and licences: factories (from 20 workers with power, 40 without), shops and establishments, contract labour, PF and ESI",
            "Contractor and vendor compliance audits",
            "POSH Internal Complaints Committee set-up, training and annual reports",
            "Support with inspections, notices and show-cause replies",
            "Labour Codes transition review of wages, registers and policies",
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
      heading: "The laws we audit against",
      intro:
        "Which laws apply depends on your headcount, the kind of establishment and the states you operate in. We confirm applicability for each site before the audit starts.",
      acts: [
        {
          area: "Provident fund",
          act: citeTitle("epfAct"),
          description: `Applies from ${rate("pf-minimum-headcount")} employees. ${citeTitle("socialSecurityCode")} is to absorb this Act, whose repeal has not yet been brought into force; but since ${lawDate(lawOf("epfScheme2026").inForceFrom)} contributions are governed by ${cite("epfScheme2026")}, ${cite("eps2026")} and ${cite("edliScheme2026")}, made under the Code, which superseded ${schemesSuperseded}. The EDLI scheme calculates its contribution on the Code's wages (section 2(88), where allowances above half of the pay are added back); whether PF and pension contributions are now due on the same wages or still on basic pay and dearness allowance alone is not settled, so we show you the figure both ways. We check that every eligible employee is covered, that contributions above the ${rate("pf-wage-ceiling")} wage ceiling rest on the joint option of employer and employee that the 2026 scheme provides, and that the ECR is filed by the 15th.`,
          footnote: { label: "Labour Code", text: lawOf("socialSecurityCode").name },
        },
        {
          area: "Employee state insurance",
          act: citeTitle("socialSecurityCode"),
          description: `Covers employees whose wages, as the Code defines them (basic and DA, with allowances above half of the pay added back), are up to ${rate("esi-wage-ceiling")} a month, generally from ${rate("esi-minimum-headcount")} employees: so a gross well above ${rate("esi-wage-ceiling")} can be covered, and ESIC has asked employers to re-examine coverage on this definition. Contributions of ${rate("esi-employer-rate")} and ${rate("esi-employee-rate")} continue to the end of each contribution period (April to September, October to March) even when wages rise above the ceiling. ${citeTitle("socialSecurityCentralRules")} replaced the ${lawOf("esiCentralRules").name} on ${lawDate(lawOf("socialSecurityCentralRules").inForceFrom)}. We check registration, contributions and accident reporting.`,
          footnote: replaces("esiAct"),
        },
        {
          area: "Contract labour",
          act: citeTitle("oshCode"),
          description:
            "Applies to establishments and contractors with 50 or more contract workers on any day of the past year, where the threshold used to be 20. We check the principal employer's registration, contractors' licences, wage payment and registers, and that no contract labour works in core activities the Code reserves for employees.",
          footnote: replaces("contractLabourAct"),
        },
        {
          area: "Minimum wages",
          act: citeTitle("codeOnWages"),
          description:
            "Minimum wages now cover every employee, not only listed employments, and no state rate may fall below the floor wage. State-notified rates by skill category and zone, including variable dearness allowance revisions, checked for every employee and contract worker.",
          footnote: replaces("minimumWagesAct", "paymentOfWagesAct"),
        },
        {
          area: "Gratuity",
          act: citeTitle("socialSecurityCode"),
          description: `Applies from ${rate("gratuity-minimum-headcount")} employees: ${rate("gratuity-days-per-year")} days' wages for each completed year of service, after ${rate("gratuity-minimum-years")} years of continuous service, with wages as the Codes define them; a fixed-term employee is paid pro rata, after one year. Service that ended before 21 November 2025 stays under the Payment of Gratuity Act, 1972 (now repealed). The ${rate("gratuity-ceiling", true)} ceiling notified in 2018 carries over under the Code's savings clause; whether it has been notified afresh under the Code is not yet settled. We check provisioning, nominations and payments.`,
          footnote: replaces("paymentOfGratuityAct"),
        },
        {
          area: "Shops and establishment",
          act: `The ${lawOf("shopsAndEstablishments").name}, such as ${cite("upShopsAct")}`,
          description:
            "Registration and renewal, opening hours, working hours, weekly off, holidays, leave and overtime, and the conditions for women working late shifts, state by state.",
          footnote: outsideTheCodes("State law, unchanged by the Labour Codes"),
        },
        {
          area: "Industrial disputes",
          act: citeTitle("industrialRelationsCode"),
          description:
            "Fair procedure for discipline, lay-off, retrenchment and closure: notice and compensation, and government permission in factories, mines and plantations with 300 or more workers, up from 100 (a state may set a higher figure). Certified standing orders from 300 workers, and a grievance redressal committee from 20.",
          footnote: replaces("industrialDisputesAct", "standingOrdersAct"),
        },
        {
          area: "Prevention of sexual harassment",
          act: citeTitle("posh"),
          description:
            "An Internal Complaints Committee at every office or branch with 10 or more employees, a written policy, awareness programmes and annual reporting. Failing to constitute the committee can draw a fine of up to ₹50,000.",
          footnote: outsideTheCodes(
            `In force since ${lawDate(lawOf("posh").inForceFrom)}, unchanged by the Labour Codes`,
          ),
        },
      ],
      note: {
        title: "The four Labour Codes",
        text: `${citeTitle("codeOnWages")}, ${cite("industrialRelationsCode")}, ${cite("socialSecurityCode")} and ${cite("oshCode")} have been in force since ${codesInForce} and consolidate 29 central labour laws. The Codes are the same everywhere; the rules under them are not: the Central Government's came on ${lawDate(lawOf("wagesCentralRules").inForceFrom)}, each state makes its own. We audit each site against the Code, the rules of the government that is "appropriate" for it (below) and, for earlier periods, the law that applied then.`,
      },
    },
    {
      kind: "split",
      eyebrow: "Central or state",
      heading: "Whose rules apply to your establishment",
      intro: `Each Code names an "appropriate government" for each kind of establishment, and its rules are the ones that bind. The Central Government notified its rules under all four Codes on ${lawDate(lawOf("wagesCentralRules").inForceFrom)}. A state's rules apply where the state is the appropriate government; where a state has not made final rules, its existing rules continue so far as they agree with the Codes.`,
      columns: [
        {
          title: "The Central Rules of 8 May 2026",
          items: [
            "Establishments of the Central Government, and railways, mines, oilfields, major ports, air transport, telecoms, banks and insurance companies (the Codes' definition of appropriate government)",
            `ESI and PF everywhere: ESIC and EPFO work under ${cite("socialSecurityCentralRules")} and the EPF, EPS and EDLI schemes of 2026, whatever the state`,
            "Contractors and their workers in establishments the Centre governs",
          ],
        },
        {
          title: "Your state's rules",
          items: [
            "Factories, shops, offices, IT and service firms and other private establishments in the state",
            "Minimum wage rates, working hours, overtime, registers and returns under the Codes",
            "Gratuity in most private establishments, and the state's shops and establishments Act (outside the Codes)",
            "Uttar Pradesh, where our office is: the state's labour department prepared draft rules under the Codes (reported in January 2026). We have not found final rules notified on uplabour.gov.in, so Uttar Pradesh's status is unsettled here: we audit sites there against the Codes, the state's existing rules so far as they agree with them, and the Central Rules where the Centre is the appropriate government, and we check uplabour.gov.in again before each audit",
          ],
        },
      ],
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
          // The spec's estimate of a penalty's cost: not a statutory figure.
          value: "₹50 lakh+",
          label: "Average penalty cost",
          description:
            "Indicative, not a measured average: what arrears, damages, interest and legal costs can add up to once a lapse surfaces through an inspection, a PF or ESI assessment or an employee's claim.",
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
            "Each of these liabilities starts with a missed filing, a short payment or a missing record, which an audit can catch first.",
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
      "Labour-law audits under the four Labour Codes: PF, ESI, contract labour, minimum wages, gratuity, shops and establishments, industrial relations and POSH.",
  },
} as const satisfies ServicePage
