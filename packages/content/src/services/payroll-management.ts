import { cite } from "../laws"
import { claims, contactHrefFor, type ServicePage } from "../services"
import { site } from "../site"

export const payrollManagementPage = {
  hero: {
    eyebrow: "Payroll Management",
    headline: "Payroll management that is right every month and filed on time",
    lead: "We run your payroll end to end: salaries, payslips, PF, ESI, professional tax, labour welfare fund and TDS, checked before every run and deposited before every due date.",
    highlights: [
      claims.payrollAccuracy.statement,
      "Every statutory deposit and return on time",
      "Salary data handled in confidence",
    ],
    action: { label: "Talk to us about payroll", href: contactHrefFor("payroll-management") },
  },
  sections: [
    {
      kind: "process",
      eyebrow: "How it works",
      heading: "Four steps, every pay cycle",
      steps: [
        {
          number: "01",
          title: "Data Collection",
          description:
            "Attendance, leave, joiners, exits, revisions, reimbursements and tax declarations arrive by a fixed monthly cut-off, from your HRMS or our templates.",
        },
        {
          number: "02",
          title: "Processing",
          description: `Gross-to-net for every employee: earnings, arrears, loss of pay, PF, ESI, professional tax, labour welfare fund and TDS under ${cite("incomeTaxAct2025")}, in the tax regime each employee chose.`,
        },
        {
          number: "03",
          title: "Verification",
          description:
            "A second specialist reconciles the run against last month, headcount and bank totals, and you approve a variance report before anything is paid.",
        },
        {
          number: "04",
          title: "Disbursement",
          description:
            "A bank transfer file for salaries, payslips on the employee portal, and statutory dues deposited and returns filed by their due dates.",
        },
      ],
    },
    {
      kind: "split",
      eyebrow: "Statutory calendar",
      heading: "Deductions, deposits and returns, all handled",
      intro: "We track every due date for every state you employ in, and share the proof of each deposit.",
      columns: [
        {
          title: "Every month",
          items: [
            "PF contributions and ECR, by the 15th",
            "ESI contributions, by the 15th",
            "TDS on salaries, by the 7th (30 April for March)",
            "Professional tax, where the state levies it",
          ],
        },
        {
          title: "Through the year",
          items: [
            `Quarterly TDS statements on salaries in Form 138 under ${cite("incomeTaxRules2026")}, from tax year 2026-27 (Form 24Q for 2025-26 and earlier)`,
            "TDS certificates to employees in Form 130 for tax year 2026-27 onwards, after the year closes (Form 16 for 2025-26 and earlier)",
            "Labour welfare fund, on each state's schedule",
            `Statutory bonus under ${cite("codeOnWages")}, where 20 or more are employed`,
            "Annual returns under central and state labour laws",
          ],
        },
      ],
    },
    {
      kind: "benefits",
      eyebrow: "Outcomes",
      heading: "Why finance teams hand us their payroll",
      items: [
        {
          title: claims.payrollAccuracy.statement,
          description:
            "A maker-checker review on every run and a variance report you approve before salaries go out. 100% is the standard each run is checked against, not a promise that no error ever occurs: one we make is put right in the next run.",
          icon: "badge-check",
        },
        {
          title: "No missed due dates",
          description:
            "No interest or damages for late PF, ESI or TDS deposits: a statutory calendar runs for every state you operate in.",
          icon: "clock",
        },
        {
          title: "Confidential by design",
          description:
            "Salary data stays with a small, access-controlled team, not in spreadsheets passed around your office.",
          icon: "lock",
        },
        {
          title: "Employee self-service",
          description:
            "Payslips, tax declarations, investment proofs and TDS certificates on a portal employees can reach from their phones.",
          icon: "laptop",
        },
        {
          title: "Ready for every state",
          description:
            "Professional tax, labour welfare fund and minimum wages applied correctly in each state you employ in.",
          icon: "map-pin",
        },
        {
          title: claims.support.statement,
          description:
            "Questions from employees or auditors answered in office hours by the team that ran the payroll.",
          icon: "heart-handshake",
        },
      ],
    },
    {
      kind: "checklist",
      heading: "What our payroll service covers",
      intro: "The whole cycle, from the first salary structure to the last TDS certificate of the year.",
      items: [
        "Salary structures and CTC breakdowns, with wages as the Labour Codes define them",
        "Monthly payroll, payslips and bank transfer files",
        "Arrears, increments, bonus and incentive payouts",
        "Reimbursements and flexible benefit plans",
        "Tax declarations and proof checks under the old and new regimes",
        "Full and final settlements, including leave encashment and gratuity",
        "PF, ESI, professional tax, labour welfare fund and TDS deposits and returns",
        "Payroll MIS and cost-centre reports for your accounts team",
      ],
    },
  ],
  cta: {
    heading: "Make payroll the part of the month you never think about",
    body: "Tell us your headcount and the states you employ in. We will map your current process and plan a switch-over without a missed pay day.",
    primary: { label: "Talk to us about payroll", href: contactHrefFor("payroll-management") },
    secondary: { label: `About ${site.name}`, href: "/about" },
  },
  seo: {
    title: `Payroll Management & Statutory Compliance | ${site.name}`,
    description:
      "Outsourced payroll for Indian employers: salaries, payslips, PF, ESI, professional tax, LWF and TDS, reconciled before every run and filed on time.",
  },
} as const satisfies ServicePage
