import { claims, contactHrefFor, type ServicePage } from "../services"
import { site } from "../site"

export const trainingDevelopmentPage = {
  hero: {
    eyebrow: "Training & Development",
    headline: "Training and development that changes how people work",
    lead: "Leadership, managerial, functional and compliance programmes designed from a needs assessment, delivered the way your people learn best and measured on the job.",
    highlights: [
      "Classroom, virtual, blended and on-the-job delivery",
      "Impact measured at all four Kirkpatrick levels",
      "POSH awareness and Internal Complaints Committee training",
    ],
    action: { label: "Talk to us about training", href: contactHrefFor("training-development") },
  },
  sections: [
    {
      kind: "cards",
      eyebrow: "Programmes",
      heading: "What we train for",
      items: [
        {
          title: "Leadership development",
          description:
            "For senior and mid-level leaders: strategic thinking, leading change, coaching and decision-making under pressure.",
          icon: "award",
        },
        {
          title: "First-time managers",
          description:
            "The move from doing to leading: delegation, feedback, one-on-ones and managing former peers.",
          icon: "users",
        },
        {
          title: "Functional and technical skills",
          description:
            "Sales, customer service, digital tools, data skills and role-specific training built with your subject experts.",
          icon: "cpu",
        },
        {
          title: "Compliance and workplace conduct",
          description:
            "POSH awareness for all employees, training for Internal Complaints Committee members, code of conduct and safety.",
          icon: "shield-check",
        },
      ],
    },
    {
      kind: "cards",
      eyebrow: "Delivery methods",
      heading: "Four ways to deliver",
      intro: "We choose the mix by audience, content and budget. Most programmes combine more than one.",
      items: [
        {
          title: "Classroom",
          description:
            "Instructor-led workshops at your office or a venue, built around practice, role-plays and case discussion.",
          icon: "building",
          points: ["Best for leadership, behavioural and team skills"],
        },
        {
          title: "Virtual",
          description:
            "Live online sessions with breakouts, polls and short assignments, for teams spread across cities.",
          icon: "monitor",
          points: ["Best for distributed teams and short, frequent modules"],
        },
        {
          title: "Blended",
          description:
            "Self-paced digital modules before and after live sessions, so time together goes on practice.",
          icon: "layers",
          points: ["Best for longer programmes and certification tracks"],
        },
        {
          title: "On-the-Job",
          description:
            "Coaching, job shadowing and structured assignments at the workplace, guided by trained mentors.",
          icon: "hard-hat",
          points: ["Best for technical, shop-floor and frontline skills"],
        },
      ],
    },
    {
      kind: "process",
      eyebrow: "How it works",
      heading: "How we build a programme",
      steps: [
        {
          number: "01",
          title: "Assessment",
          description:
            "A training needs analysis through interviews, surveys, skill tests and performance data, so we train for the gaps that matter.",
        },
        {
          number: "02",
          title: "Design",
          description:
            "Learning objectives, curriculum, cases from your industry and the right mix of delivery methods, signed off by you.",
        },
        {
          number: "03",
          title: "Delivery",
          description:
            "Experienced facilitators run the programme in English, Hindi or both, with attendance and participation tracked.",
        },
        {
          number: "04",
          title: "Evaluation",
          description:
            "We measure reaction, learning, behaviour on the job and business results, the four Kirkpatrick levels, and report back to you.",
        },
      ],
    },
    {
      kind: "benefits",
      eyebrow: "Outcomes",
      heading: "What you can expect",
      items: [
        {
          title: "Tied to business goals",
          description: "Every programme starts from a result you want to move, not a course catalogue.",
          icon: "target",
        },
        {
          title: "Managers ready sooner",
          description: "New managers get the skills before the mistakes, not after.",
          icon: "rocket",
        },
        {
          title: "Impact you can measure",
          description: "Before-and-after measures on the job, reported alongside attendance and feedback.",
          icon: "chart-line",
        },
        {
          title: "Better retention",
          description: "People stay where they grow, and a development plan gives them a reason to.",
          icon: "heart-handshake",
        },
        {
          title: "Content in context",
          description: "Indian workplace cases and your own scenarios, not imported slides.",
          icon: "lightbulb",
        },
        {
          title: claims.support.statement,
          description:
            "Facilitators and coaches stay available to participants between and after sessions, in office hours.",
          icon: "clock",
        },
      ],
    },
  ],
  cta: {
    heading: "Build your next programme with us",
    body: "Tell us who needs to learn what, and by when. We will start with a needs assessment and propose a programme and a budget.",
    primary: { label: "Talk to us about training", href: contactHrefFor("training-development") },
    secondary: { label: "See case studies", href: "/case-studies" },
  },
  seo: {
    title: `Corporate Training & Development in India | ${site.name}`,
    description:
      "Leadership, manager, skills and POSH training for Indian teams: needs assessment, design, delivery and evaluation, in classroom, virtual, blended or on the job.",
  },
} as const satisfies ServicePage
