export type Stat = { value: string; label: string; description: string }

/** Home's track record. */
export const trackRecord = [
  {
    value: "500+",
    label: "Successful Placements",
    description: "Permanent and contract roles filled across India and abroad",
  },
  { value: "150+", label: "Happy Clients", description: "From funded start-ups to listed manufacturers" },
  { value: "95%", label: "Client Retention", description: "Clients who renew with us year after year" },
  { value: "10+", label: "Years Experience", description: "Hiring and HR delivery since our first mandate" },
] as const satisfies readonly Stat[]

/** The firm in numbers, shown with Why choose us and on About. */
export const firmStats = [
  {
    value: "500+",
    label: "Clients Served",
    description: "Businesses supported across consulting, staffing and payroll",
  },
  {
    value: "15+",
    label: "Years Experience",
    description: "Of senior HR leadership across our consulting team",
  },
  {
    value: "50+",
    label: "Expert Consultants",
    description: "Recruiters, payroll specialists and labour-law advisers",
  },
  { value: "98%", label: "Success Rate", description: "Mandates delivered to the agreed scope and timeline" },
] as const satisfies readonly Stat[]
