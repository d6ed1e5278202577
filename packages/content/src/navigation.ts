import { serviceHref, services } from "./services"
import { fraudLink } from "./fraud-links"
import { hireHrefFor } from "./hire-links"

export type NavLink = { label: string; href: string }

export const homeLink = { label: "Home", href: "/" } as const satisfies NavLink
export const aboutLink = { label: "About Us", href: "/about" } as const satisfies NavLink
export const careersLink = { label: "Careers", href: "/careers" } as const satisfies NavLink
export const jobsLink = { label: "Find a job", href: "/jobs" } as const satisfies NavLink
export const contactLink = { label: "Contact Us", href: "/contact" } as const satisfies NavLink
export const toolsLink = { label: "Tools", href: "/tools" } as const satisfies NavLink
export const blogLink = { label: "Blog", href: "/blog" } as const satisfies NavLink
export const servicesOverviewLink = { label: "All services", href: "/services" } as const satisfies NavLink
/**
 * The staffing brief, for a client who knows what they need: in the Services menu beside "All
 * services" on a desktop (the top bar is full at 1280 px), and after Services in the phone menu.
 */
export const hireLink = { label: "Request staff", href: hireHrefFor() } as const satisfies NavLink

/**
 * The header: Home, the Services menu, About Us, Find a job and Careers (job seekers are half the
 * site's audience, and most want a job with a client rather than with us),
 * the payroll tools and the blog (what we built beyond the brochure must be found), and Contact Us
 * as its call to action. The mobile menu lists the same links.
 */
export const headerNav = {
  linksBefore: [homeLink],
  linksAfter: [aboutLink, jobsLink, careersLink, toolsLink, blogLink],
  cta: contactLink,
} as const

export const serviceLinks = services.map((service) => ({
  label: service.title,
  href: serviceHref(service.slug),
  description: service.description,
  icon: service.icon,
}))

/** The recruitment-fraud page, in the footer of every page: job seekers look for it there. */
export const scamWarningLink = { label: "Job scam warning", href: fraudLink.href } as const satisfies NavLink

export const companyLinks = [
  aboutLink,
  jobsLink,
  careersLink,
  scamWarningLink,
  { label: "Case studies", href: "/case-studies" },
  blogLink,
  { label: "Payroll tools", href: "/tools" },
  contactLink,
] as const satisfies readonly NavLink[]

export const legalLinks = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Cookie Policy", href: "/cookie-policy" },
] as const satisfies readonly NavLink[]
