// The sectors the firm recruits for, read by Home's industries band, the contact page and the job
// files. A module of its own, so a page that needs only this list does not load Home's copy with it.
export type Industry = { title: string; description: string; icon: string }

export const industries = [
  {
    title: "IT & Technology",
    description: "Engineering, product and data talent for IT services firms, SaaS companies and GCCs.",
    icon: "laptop",
  },
  {
    title: "Banking & Financial Services",
    description: "Relationship, risk, operations and compliance roles for banks, NBFCs and fintechs.",
    icon: "landmark",
  },
  {
    title: "Healthcare & Pharma",
    description: "Clinical, nursing, medical-affairs and plant roles for hospitals, diagnostics and pharma.",
    icon: "heart-pulse",
  },
  {
    title: "Manufacturing",
    description:
      "Shop-floor, quality, maintenance and plant leadership, with contract-labour compliance built in.",
    icon: "factory",
  },
  {
    title: "Retail & E-commerce",
    description: "Store, category and fulfilment teams that scale up for festive peaks and back down after.",
    icon: "shopping-bag",
  },
  {
    title: "Logistics & Supply Chain",
    description: "Warehouse, fleet and planning roles across hubs from the NCR to the southern ports.",
    icon: "truck",
  },
  {
    title: "Infrastructure & Real Estate",
    description: "Site engineers, project managers and safety officers for builders and EPC contractors.",
    icon: "hard-hat",
  },
  {
    title: "Education & EdTech",
    description: "Academic, counselling and sales teams for institutions and learning platforms.",
    icon: "graduation-cap",
  },
] as const satisfies readonly Industry[]
