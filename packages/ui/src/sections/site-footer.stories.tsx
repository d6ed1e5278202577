import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { SiteFooter } from "./site-footer"

const serviceLinks = [
  { label: "HR Consulting", href: "/services/hr-consulting" },
  { label: "RPO Solutions", href: "/services/rpo" },
  { label: "Contractual Staffing", href: "/services/contractual-staffing" },
  { label: "Payroll Management", href: "/services/payroll-management" },
  { label: "International Staffing", href: "/services/international-staffing" },
  { label: "Training & Development", href: "/services/training-development" },
  { label: "Compliance & Audit", href: "/services/compliance-audit" },
]

const companyLinks = [
  { label: "About Us", href: "/about" },
  { label: "Careers", href: "/careers" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "Blog", href: "/blog" },
  { label: "Contact Us", href: "/contact" },
]

const legalLinks = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Cookie Policy", href: "/cookie-policy" },
]

const meta = {
  title: "Sections/SiteFooter",
  component: SiteFooter,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** once, at the foot of every page, filled from the content package. **Don't** put page-specific content in it.",
      },
    },
  },
  args: {
    name: "Talentrise HR",
    legalName: "Talentrise HR Solutions Pvt. Ltd.",
    blurb:
      "Talentrise HR is a Noida-based HR consulting and staffing firm: recruitment process outsourcing, contractual and international staffing, payroll, training and labour-law compliance for businesses across India.",
    serviceLinks,
    companyLinks,
    legalLinks,
    social: [
      { network: "LinkedIn", href: "https://www.linkedin.com/company/talentrise-hr" },
      { network: "X", href: "https://x.com/talentrisehr" },
      { network: "Facebook", href: "https://www.facebook.com/talentrisehr" },
    ],
    email: "hello@talentrise.example",
    phone: { display: "+91 98765 43210", tel: "+919876543210" },
    hours: "Mon-Sat: 10:00 AM - 7:00 PM",
    address: { name: "Noida Branch Office", lines: ["Sector 62", "Noida, Uttar Pradesh 201309", "India"] },
    copyrightYear: 2025,
  },
} satisfies Meta<typeof SiteFooter>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const footer = canvas.getByRole("contentinfo")

    // Three outbound social links, each opening a new tab without handing the page to the other site.
    const social = within(within(footer).getByRole("list", { name: "Social media" })).getAllByRole("link")
    await expect(social).toHaveLength(3)
    for (const [i, link] of social.entries()) {
      const network = args.social[i]?.network ?? ""
      await expect(link).toHaveAccessibleName(`Talentrise HR on ${network} (opens in a new tab)`)
      await expect(link).toHaveAttribute("href", args.social[i]?.href)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link.getAttribute("rel")?.split(" ").sort()).toEqual(["noopener", "noreferrer"])
    }

    await expect(within(footer).getByText(/^©/)).toHaveTextContent(
      "© 2025 Talentrise HR Solutions Pvt. Ltd. All rights reserved.",
    )

    for (const link of [...args.serviceLinks, ...args.companyLinks]) {
      await expect(within(footer).getByRole("link", { name: link.label })).toHaveAttribute("href", link.href)
    }
    const legal = within(footer).getByRole("navigation", { name: "Legal" })
    await expect(
      within(legal)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Privacy Policy", "Terms of Service", "Cookie Policy"])

    await expect(within(footer).getByRole("link", { name: "hello@talentrise.example" })).toHaveAttribute(
      "href",
      "mailto:hello@talentrise.example",
    )
    await expect(within(footer).getByRole("link", { name: "+91 98765 43210" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    )
    await expect(footer.querySelector("address")).toHaveTextContent(
      "Noida Branch OfficeSector 62Noida, Uttar Pradesh 201309India",
    )
    await expect(within(footer).getByRole("link", { name: "Talentrise HR, home" })).toHaveAttribute(
      "href",
      "/",
    )
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
