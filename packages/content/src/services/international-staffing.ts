import { cite } from "../laws"
import { claims, type ServicePage } from "../services"
import { hireHrefFor } from "../hire-links"
import { site } from "../site"

export const internationalStaffingPage = {
  hero: {
    eyebrow: "International Staffing",
    headline: "International staffing, recruited ethically and documented right",
    lead: "We place Indian professionals and skilled workers with employers abroad, and bring specialist talent to India, handling selection, verification, visas, emigration clearance and travel end to end.",
    highlights: [
      claims.countries.statement,
      "No recruitment fees charged to candidates",
      "eMigrate clearance for ECR countries",
    ],
    action: { label: "Request overseas staff", href: hireHrefFor() },
  },
  sections: [
    {
      kind: "cards",
      eyebrow: "What we cover",
      heading: "Talent across borders, in both directions",
      items: [
        {
          title: "Overseas placement",
          description:
            "Indian professionals and skilled workers recruited for employers abroad in healthcare, engineering, construction, hospitality, IT and logistics.",
          icon: "plane",
          points: [
            "Specialist and bulk mandates",
            "Trade tests and interviews held in India",
            "Final selection by the employer",
          ],
        },
        {
          title: "Talent for India",
          description:
            "Specialists and leaders brought in for Indian operations, with their employment visa and registration handled.",
          icon: "globe",
          points: [
            "Employment visa documentation",
            "FRRO registration where the visa requires it",
            "Relocation and settling-in support",
          ],
        },
        {
          title: "Documentation and mobility",
          description:
            "Every document a move needs, prepared correctly the first time and tracked to completion.",
          icon: "file-check",
          points: [
            "Degree attestation or apostille",
            "Police clearance certificates and medicals",
            "Visas, work permits, insurance and travel",
          ],
        },
        {
          title: "Pre-departure and arrival",
          description:
            "Orientation on the contract, the destination's laws and culture, and workers' rights, with a check-in after arrival.",
          icon: "handshake",
          points: [
            "Contract explained before signature",
            "Arrival pickup and accommodation check",
            "Follow-up during the first weeks",
          ],
        },
      ],
    },
    {
      kind: "split",
      eyebrow: "Ethical recruitment",
      heading: `Recruitment that follows ${cite("emigrationAct")}`,
      intro:
        "Indian law protects workers going abroad, and so do we. Holders of Emigration Check Required (ECR) passports going to work in any of the 18 ECR countries, which include the Gulf states and Malaysia, need emigration clearance before they travel.",
      columns: [
        {
          title: "For every candidate",
          items: [
            "No recruitment fees: the employer pays",
            "A written offer and contract, explained in a language the worker understands, before departure",
            "Wages, hours, accommodation and return travel stated in the contract",
            "Passports stay with the worker, never with us or the employer",
          ],
        },
        {
          title: "For ECR destinations",
          items: [
            "Recruitment through a recruiting agent registered with the Protector General of Emigrants",
            "The employer's demand letter, power of attorney and employment contract uploaded on eMigrate",
            "Emigration clearance issued before travel",
            "Pravasi Bharatiya Bima Yojana insurance for every emigrant worker",
          ],
        },
      ],
    },
    {
      kind: "process",
      eyebrow: "How it works",
      heading: "How an international hire runs",
      steps: [
        {
          number: "01",
          title: "Mandate",
          description:
            "We verify the employer, agree roles, salaries and terms in writing, and register the demand on eMigrate where the destination requires it.",
        },
        {
          number: "02",
          title: "Selection",
          description:
            "Sourcing across India, skills and trade tests, language checks and interviews with the employer, in person or online.",
        },
        {
          number: "03",
          title: "Documentation",
          description:
            "Attestation or apostille, police clearance, medicals, visa filing and, for ECR destinations, emigration clearance.",
        },
        {
          number: "04",
          title: "Deployment",
          description:
            "Pre-departure orientation, travel, arrival and a check-in during the first weeks on the job.",
        },
      ],
    },
    {
      kind: "benefits",
      eyebrow: "Outcomes",
      heading: "What employers and candidates gain",
      items: [
        {
          title: claims.countries.statement,
          description:
            "Employer relationships across the Gulf, Europe and South-East Asia, and candidate pools across India.",
          icon: "globe",
        },
        {
          title: "Screened before they fly",
          description:
            "Skills, credentials and references verified, so the person who arrives is the person you selected.",
          icon: "user-search",
        },
        {
          title: "Fewer visa delays",
          description:
            "Complete, correct document sets on the first filing, tracked from submission to stamping.",
          icon: "file-check",
        },
        {
          title: "Ethical by default",
          description:
            "No candidate fees and transparent contracts protect workers, and your reputation with them.",
          icon: "scale",
        },
        {
          title: "A faster start",
          description: "Orientation on the role, the contract and the destination shortens settling in.",
          icon: "rocket",
        },
        {
          title: claims.support.statement,
          description:
            "For employers and workers alike, before departure and after arrival; a worker in trouble abroad can call at any hour.",
          icon: "heart-handshake",
        },
      ],
    },
  ],
  cta: {
    heading: "Hiring across borders?",
    body: "Tell us the roles, numbers and destination country. We will set out the timeline, the documents and the costs for your mandate.",
    primary: { label: "Request overseas staff", href: hireHrefFor() },
    secondary: { label: "See case studies", href: "/case-studies" },
  },
  seo: {
    title: `International Staffing and Overseas Hiring | ${site.name}`,
    description:
      "Ethical overseas recruitment from India and global talent for India: selection, attestation, visas and eMigrate clearance for ECR countries, end to end.",
  },
} as const satisfies ServicePage
