import { homeServiceSlugs, servicesSection } from "@repo/content/home"
import { serviceOffers } from "@repo/content/service-offers"
import { serviceHref, services } from "@repo/content/services"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"

import { ServiceCards } from "./service-cards"

// Home's six services, from the site's content, as Home builds them.
const homeServices = homeServiceSlugs.map((slug) => {
  const service = services.find((s) => s.slug === slug)
  if (!service) throw new Error(`Home lists an unknown service: ${slug}`)
  return { ...service, ...serviceOffers[slug], href: serviceHref(slug) }
})

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
    eyebrow: servicesSection.eyebrow,
    heading: servicesSection.heading,
    lead: servicesSection.lead,
    services: homeServices,
  },
} satisfies Meta<typeof ServiceCards>
export default meta
type Story = StoryObj<typeof meta>

/** Six cards; every "Learn More" link is told apart by the service it leads to. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole("region", { name: servicesSection.heading })
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
  args: { action: servicesSection.action },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", { name: servicesSection.action.label }),
    ).toHaveAttribute("href", servicesSection.action.href)
  },
}

/** Edge case: three cards, with another link label. */
export const CustomLinkLabel: Story = {
  args: { linkLabel: "Find out more", services: homeServices.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("link", {
        name: `Find out more about ${homeServices[1]?.title ?? ""}`,
      }),
    ).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { action: servicesSection.action },
  play: async ({ canvasElement }) => {
    // One column on a phone: each card sits below the one before.
    const [first, second] = within(canvasElement).getAllByRole("heading", { level: 3 })
    await waitFor(() =>
      expect(second?.getBoundingClientRect().top).toBeGreaterThan(first?.getBoundingClientRect().bottom ?? 0),
    )
  },
}
