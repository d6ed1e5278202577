/**
 * The firm's identity. A deployer rebrands the whole site by editing this one file.
 * The data API's URL and public key are not here: they come from the build environment.
 */
export const site = {
  name: "Talentrise HR",
  shortName: "Talentrise",
  legalName: "Talentrise HR Solutions Pvt. Ltd.",
  tagline: "HR consulting, recruitment and staffing for growing businesses in India and abroad",
  description:
    "Talentrise HR is a Noida-based HR consulting and staffing firm: recruitment process outsourcing, contractual and international staffing, payroll, training and labour-law compliance for businesses across India.",
  email: "hello@talentrise.example",
  careersEmail: "careers@talentrise.example",
  phone: { display: "+91 98765 43210", tel: "+919876543210" },
  businessHours: "Mon-Sat: 10:00 AM - 7:00 PM",
  /** The firm's reply time, as every page promises it: Sundays do not count. */
  replyWithin: "within 24 hours, Monday to Saturday",
  branchOffice: {
    name: "Noida branch office",
    street: "Sector 62",
    locality: "Noida",
    region: "Uttar Pradesh",
    postalCode: "201309",
    country: "India",
    countryCode: "IN",
    lines: ["Sector 62", "Noida, Uttar Pradesh 201309", "India"],
  },
  social: [
    { network: "LinkedIn", href: "https://www.linkedin.com/company/talentrise-hr" },
    { network: "X", href: "https://x.com/talentrisehr" },
    { network: "Facebook", href: "https://www.facebook.com/talentrisehr" },
  ],
  defaultSiteUrl: "https://talentrise.example",
} as const

export type Site = typeof site
export type SocialNetwork = (typeof site.social)[number]["network"]

/**
 * Named in the privacy policy, as rule 5(9) of the SPDI Rules, 2011 requires, and in the
 * application form's notice (DPDP Rules, rule 3(c)). Its own export, so the pages that never show
 * it do not ship it with `site`.
 */
export const grievanceOfficer = {
  name: "Nandini Krishnan",
  designation: "Head of Legal and Compliance",
  email: "grievance@talentrise.example",
} as const
