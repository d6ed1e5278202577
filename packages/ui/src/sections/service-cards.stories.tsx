import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"

import { ServiceCards } from "./service-cards"

const services = [
  {
    title: "HR Consulting",
    description:
      "HR strategy, policies and organisation design that fit how Indian businesses actually grow, from your first hundred employees to your first thousand.",
    features: [
      "HR audit and policy framework",
      "Organisation design and role architecture",
      "Compensation benchmarking and pay structures",
    ],
    icon: "briefcase",
    href: "/services/hr-consulting",
  },
  {
    title: "RPO Solutions",
    description:
      "Recruitment process outsourcing that embeds our recruiters in your hiring: one accountable team from workforce plan to first day.",
    features: [
      "Dedicated recruiters working as your team",
      "Structured screening and assessment",
      "Hiring analytics and weekly reporting",
    ],
    icon: "users",
    href: "/services/rpo",
  },
  {
    title: "Contractual Staffing",
    description:
      "Verified, compliant temporary and contract talent, deployed in 48-72 hours and carried on our payroll while they work on yours.",
    features: ["Temporary and seasonal staffing", "Project-based teams", "Contract-to-hire"],
    icon: "user-check",
    href: "/services/contractual-staffing",
  },
  {
    title: "Payroll Management",
    description:
      "Accurate, on-time payroll with every statutory deduction and filing handled: PF, ESI, professional tax, labour welfare fund and TDS.",
    features: [
      "Monthly payroll processing and payslips",
      "PF, ESI, PT, LWF and TDS computation and filing",
      "Full and final settlements",
    ],
    icon: "wallet",
    href: "/services/payroll-management",
  },
  {
    title: "International Staffing",
    description:
      "Skilled Indian professionals placed with employers abroad, and global talent brought to India, with screening, documentation and mobility handled end to end.",
    features: [
      "Overseas recruitment for skilled and professional roles",
      "Credential, reference and background verification",
      "Visa, emigration clearance and documentation support",
    ],
    icon: "globe",
    href: "/services/international-staffing",
  },
  {
    title: "Training & Development",
    description:
      "Leadership, skills and compliance training designed around a needs assessment and measured on the job, not just in the classroom.",
    features: [
      "Training needs analysis",
      "Leadership and first-time manager programmes",
      "Classroom, virtual, blended and on-the-job delivery",
    ],
    icon: "graduation-cap",
    href: "/services/training-development",
  },
]

const meta = {
  title: "Sections/ServiceCards",
  component: ServiceCards,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for the services as linked cards (Home, the services overview). **Don't** use it for features of one service (use `FeatureGrid`).",
      },
    },
  },
  args: {
    eyebrow: "What we do",
    heading: "HR services built around how you hire and grow",
    lead: "Take one service or bring us the whole people function. Every engagement has one accountable lead.",
    services,
  },
} satisfies Meta<typeof ServiceCards>
export default meta
type Story = StoryObj<typeof meta>

/** Six cards; every "Learn More" link is told apart by the service it leads to. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole("region", {
      name: "HR services built around how you hire and grow",
    })
    const titles = within(region).getAllByRole("heading", { level: 3 })
    await expect(titles.map((title) => title.textContent)).toEqual(args.services.map((s) => s.title))
    for (const service of args.services) {
      await expect(
        within(region).getByRole("link", { name: `Learn More about ${service.title}` }),
      ).toHaveAttribute("href", service.href)
    }
  },
}

export const WithAction: Story = {
  args: { action: { label: "View All Services", href: "/services" } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "View All Services" })).toHaveAttribute(
      "href",
      "/services",
    )
  },
}

export const CustomLinkLabel: Story = {
  args: { linkLabel: "Find out more", services: services.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", { name: "Find out more about RPO Solutions" }),
    ).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { action: { label: "View All Services", href: "/services" } },
  play: async ({ canvasElement }) => {
    // One column on a phone: each card sits below the one before.
    const [first, second] = within(canvasElement).getAllByRole("heading", { level: 3 })
    await waitFor(() =>
      expect(second?.getBoundingClientRect().top).toBeGreaterThan(first?.getBoundingClientRect().bottom ?? 0),
    )
  },
}
