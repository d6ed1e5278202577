import { companyFigures as figures } from "./company-figures"

export type Stat = { value: string; label: string; description: string }

/** Home's track record. */
export const trackRecord = [
  {
    value: figures.placements.value,
    label: "Successful Placements",
    description: "Permanent and contract roles filled across India and abroad",
  },
  {
    value: figures.clients.value,
    label: "Happy Clients",
    description: "From funded start-ups to listed manufacturers",
  },
  {
    value: figures.retention.value,
    label: "Client Retention",
    description: "Clients who renew with us year after year",
  },
  {
    value: figures.years.value,
    label: "Years Experience",
    description: "Hiring and HR delivery since our first mandate",
  },
] as const satisfies readonly Stat[]

/** The firm in numbers, shown with Why choose us and on About. */
export const firmStats = [
  {
    value: figures.clients.value,
    label: "Clients Served",
    description: "Businesses supported across consulting, staffing and payroll",
  },
  {
    value: figures.years.value,
    label: "Years Experience",
    description: "Of hiring, payroll and HR delivery from our Noida office",
  },
  {
    value: figures.consultants.value,
    label: "Expert Consultants",
    description: "Recruiters, payroll specialists and labour-law advisers",
  },
  {
    value: figures.successRate.value,
    label: "Success Rate",
    description: "Mandates delivered to the agreed scope and timeline",
  },
] as const satisfies readonly Stat[]
