import { claims } from "./services"
import { site } from "./site"

// The staffing brief at /hire (issue 36, decision 082). The choices below are the one place their
// values are written: the brief's schema (packages/contact-client) derives its lists from them,
// and a test holds the database's CHECKs (supabase/migrations) to the same values.

export type BriefOption<Value extends string = string> = { value: Value; label: string }

/** How the client wants the people engaged. */
export const engagementKinds = [
  { value: "temporary", label: "Temporary staffing" },
  { value: "project-based", label: "Project-based staffing" },
  { value: "contract-to-hire", label: "Contract-to-hire" },
  { value: "permanent", label: "Permanent hiring" },
  { value: "rpo", label: "RPO (we run your hiring)" },
] as const satisfies readonly BriefOption[]

export type EngagementKind = (typeof engagementKinds)[number]["value"]

/** Experience a role asks for, in bands. */
export const experienceBands = [
  { value: "fresher", label: "Fresher (under 1 year)" },
  { value: "1-3", label: "1–3 years" },
  { value: "3-5", label: "3–5 years" },
  { value: "5-10", label: "5–10 years" },
  { value: "10-plus", label: "10+ years" },
] as const satisfies readonly BriefOption[]

export type ExperienceBand = (typeof experienceBands)[number]["value"]

/** When the people work. */
export const workingPatterns = [
  { value: "day", label: "Day shift" },
  { value: "rotational", label: "Rotational shifts" },
  { value: "night", label: "Night shift" },
  { value: "flexible", label: "Flexible hours" },
  { value: "weekends", label: "Weekends only" },
] as const satisfies readonly BriefOption[]

export type WorkingPattern = (typeof workingPatterns)[number]["value"]

/** What the law asks of the engagement, as yes-or-no needs. */
export const statutoryNeeds = [
  {
    value: "needsPfEsi",
    label: "PF and ESI registration",
    hint: "We enrol the staff under EPF and ESIC and file the returns.",
  },
  {
    value: "needsClraLicence",
    label: "Contract-labour licence",
    hint: "Your site has 20 or more contract workers and needs our licence.",
  },
  {
    value: "needsBackgroundChecks",
    label: "Background checks",
    hint: "Identity, address, education and previous employment, before joining.",
  },
] as const

export type StatutoryNeed = (typeof statutoryNeeds)[number]["value"]

/** The most roles one brief may carry; the database holds the same limit. */
export const maxBriefRoles = 10

export const hireSeo = {
  title: `Request Staff | Staffing Brief | ${site.name}`,
  description: `Tell ${site.name} the roles, headcount, locations and start date you need. A staffing consultant replies with a quote ${site.replyWithin}.`,
} as const

export const hireHero = {
  eyebrow: "For employers",
  title: "Request staff",
  lead: `Brief us once: the roles, how many people, where and from when. A staffing consultant replies with a quote and a deployment plan ${site.replyWithin}.`,
} as const

/** What the client reads beside the form: what happens after sending, step by step. */
export const hireNextSteps = {
  title: "What happens next",
  steps: [
    {
      title: "Within 24 hours",
      description:
        "A staffing consultant calls or writes, Monday to Saturday, to confirm the roles and answer anything the brief left open.",
    },
    {
      title: "Your quote",
      description: "A written quote per role: pay, our service fee and the statutory costs, itemised.",
    },
    {
      title: "Shortlist and deployment",
      description: `Screened candidates for your interviews, and staff deployed in ${claims.deployment.value} for most roles.`,
    },
  ],
} as const

export const staffingBriefForm = {
  heading: "Your staffing brief",
  lead: "One form for the whole requirement. Add a role for each job title.",
  requiredNote: "Fields marked * are required.",
  sections: {
    contact: "Your details",
    roles: "Roles",
    terms: "Engagement and timing",
    statutory: "Statutory needs",
    notes: "Anything else",
  },
  fields: {
    company: { label: "Company", placeholder: "Company name" },
    contactName: { label: "Your name", placeholder: "Priya Sharma" },
    email: { label: "Work e-mail", placeholder: "priya@company.com" },
    phone: { label: "Phone", placeholder: "+91 90000 00000" },
    engagement: { label: "Engagement" },
    startDate: { label: "Start date" },
    endDate: {
      label: "End date",
      hint: "Leave empty for permanent or open-ended work.",
    },
    workingPattern: { label: "Shift or working pattern", placeholder: "Choose a pattern" },
    statutory: { label: "Which do you need from us?" },
    notes: {
      label: "Notes",
      placeholder: "Site address, uniforms, languages, interview rounds… anything that helps us quote.",
    },
  },
  role: {
    legend: (number: number) => `Role ${number}`,
    title: { label: "Job title", placeholder: "Warehouse associate" },
    headcount: { label: "Headcount" },
    locations: { label: "Location(s)", placeholder: "Noida, Greater Noida" },
    experience: { label: "Experience", placeholder: "Choose…" },
    pay: {
      label: "Monthly pay or CTC band",
      placeholder: "₹18,000–22,000 a month",
      hint: "Optional: what you have budgeted, if you know.",
    },
    add: "Add another role",
    remove: (number: number) => `Remove role ${number}`,
    removeShort: "Remove",
    limit: `A brief holds up to ${maxBriefRoles} roles. Send this one and start another for more.`,
  },
  totalHeadcount: (people: number, roles: number) =>
    `${people} ${people === 1 ? "person" : "people"} across ${roles} ${roles === 1 ? "role" : "roles"}`,
  engagementOptions: engagementKinds,
  experienceOptions: experienceBands,
  workingPatternOptions: workingPatterns,
  statutoryOptions: statutoryNeeds,
  submitLabel: "Send brief",
  submittingLabel: "Sending...",
  noScript: `Sending this form needs JavaScript. You can also write to ${site.email} or call ${site.phone.display}.`,
  success: {
    title: "Brief received",
    description: `A staffing consultant will call or write ${site.replyWithin} with your quote.`,
  },
  sent: {
    title: "Thank you: your brief is with our staffing team",
    body: (email: string) =>
      `A consultant will call or write to ${email} ${site.replyWithin} (${site.businessHours.replace("Mon-Sat: ", "")}) with a quote for each role.`,
    another: "Send another brief",
  },
  failure: {
    title: "Error sending brief",
    description: "Please try again or contact us directly.",
  },
} as const
