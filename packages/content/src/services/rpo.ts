import { claims, type ServicePage } from "../services"
import { hireHrefFor } from "../hire-links"
import { site } from "../site"

export const rpoPage = {
  hero: {
    eyebrow: "RPO Solutions",
    headline: "Recruitment process outsourcing that hires faster without lowering the bar",
    lead: "Our recruiters join your hiring as one accountable team: workforce plan, sourcing, screening, offers and joining, measured every week against service levels we agree with you.",
    highlights: [
      claims.timeToHire.statement,
      "Offer-to-joining tracked through the notice period",
      claims.support.statement,
    ],
    action: { label: "Get RPO Quote", href: hireHrefFor("rpo") },
  },
  sections: [
    {
      kind: "cards",
      eyebrow: "Engagement models",
      heading: "An RPO model for each kind of hiring need",
      items: [
        {
          title: "End-to-end RPO",
          description:
            "We run all or most of your hiring, across functions and locations, as your talent acquisition team.",
          icon: "users",
          points: [
            "Best for steady, high-volume hiring",
            "A dedicated account lead and recruiters",
            "Your employer brand, your ATS",
          ],
        },
        {
          title: "Project RPO",
          description:
            "A ramp-up team for a defined goal, such as a new plant, a new global capability centre or a funding-led hiring plan, with a fixed start and end.",
          icon: "rocket",
          points: [
            "Best for launches and expansions",
            "Team sized to the hiring target",
            "Handover of pipeline and data at close",
          ],
        },
        {
          title: "On-demand recruiting",
          description:
            "Recruiters added to your team for a set period to clear a backlog or cover a peak, without adding permanent headcount.",
          icon: "zap",
          points: [
            "Best for backlogs and seasonal peaks",
            "Monthly engagement, extendable",
            "Works inside your existing process",
          ],
        },
      ],
    },
    {
      kind: "process",
      eyebrow: "How RPO works",
      heading: "Four steps from hiring plan to first day",
      steps: [
        {
          number: "01",
          title: "Strategy",
          description:
            "We map your hiring plan by role, location and quarter, agree role scorecards with hiring managers and set service levels for time-to-hire, quality and cost.",
        },
        {
          number: "02",
          title: "Sourcing",
          description:
            "Job boards, LinkedIn, our candidate database, employee referrals, campuses and direct search for passive candidates run in parallel, under your employer brand.",
        },
        {
          number: "03",
          title: "Screening",
          description:
            "Structured phone screens, skills assessments and competency-based interviews produce shortlists your managers can interview with confidence.",
        },
        {
          number: "04",
          title: "Onboarding",
          description:
            "Offer negotiation, documentation and background verification, then regular contact through the notice period so joiners arrive and their first weeks are planned.",
        },
      ],
    },
    {
      kind: "benefits",
      eyebrow: "Outcomes",
      heading: "What you gain",
      items: [
        {
          title: claims.timeToHire.statement,
          description:
            "Parallel sourcing, interview slots booked in advance and feedback from hiring managers within two working days remove the idle days between stages.",
          icon: "gauge",
        },
        {
          title: "Lower cost per hire",
          description:
            "Less spent on agency fees and job-board licences as volume grows, for a predictable monthly cost.",
          icon: "banknote",
        },
        {
          title: "Better quality of hire",
          description: "Scorecards and structured interviews judge every candidate against the same bar.",
          icon: "badge-check",
        },
        {
          title: "Fewer offer dropouts",
          description:
            "Candidates serving 30 to 90 day notice periods hear from us every week, so you know early if a joiner is at risk.",
          icon: "user-check",
        },
        {
          title: "Hiring you can see",
          description:
            "A weekly dashboard of pipeline, time-to-hire, offer acceptance, joining ratio and source effectiveness.",
          icon: "chart-line",
        },
        {
          title: "Scale without fixed cost",
          description:
            "Add or release recruiters as plans change instead of carrying a full in-house team through slow quarters.",
          icon: "layers",
        },
      ],
    },
    {
      kind: "checklist",
      heading: "What every RPO engagement includes",
      intro: "Whichever model you choose, the foundations stay the same.",
      items: [
        "A dedicated account lead and named recruiters",
        "Job descriptions and scorecards agreed with hiring managers",
        "Sourcing across job boards, LinkedIn, referrals and campuses",
        "Skills assessments and structured interview guides",
        "Background, education and reference verification",
        "Offer management and notice-period engagement",
        "Weekly hiring reports and a quarterly business review",
        "Work in your applicant tracking system, or ours if you have none",
      ],
    },
  ],
  cta: {
    heading: "Tell us your hiring plan",
    body: "Share the roles, locations and timelines. We will recommend an RPO model, the team size it needs and a price.",
    primary: { label: "Get RPO Quote", href: hireHrefFor("rpo") },
    secondary: { label: "See case studies", href: "/case-studies" },
  },
  seo: {
    title: `Recruitment Process Outsourcing (RPO) | ${site.name}`,
    description: `End-to-end, project and on-demand RPO in India: strategy, sourcing, screening and onboarding by a dedicated team, with time-to-hire cut by up to ${claims.timeToHire.value}.`,
  },
} as const satisfies ServicePage
