import { headerNav, hireLink, serviceLinks, servicesOverviewLink } from "@repo/content/navigation"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, fn, screen, userEvent, within } from "storybook/test"

import DesktopNav from "./desktop-nav"

// The site's services, from the site's content, as the header lists them.
const services = serviceLinks

const meta = {
  title: "Sections/DesktopNav",
  component: DesktopNav,
  args: {
    linksBefore: headerNav.linksBefore,
    linksAfter: headerNav.linksAfter,
    servicesLabel: "Services",
    services,
    overview: servicesOverviewLink,
    currentPath: "/",
    servicesCurrent: false,
    desktopMenu: "",
    setDesktopMenu: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "The site header's navigation from the `lg` width up; `SiteHeader` loads it only there and keeps its open menu in state. **Use** it through `SiteHeader`. **Don't** place it on its own: below `lg` it renders nothing, and the header's mobile menu takes over.",
      },
    },
  },
  globals: { viewport: { value: "desktop" } },
  render: function Render(args) {
    const [menu, setMenu] = useState(args.desktopMenu)
    return (
      <div className="flex min-h-[28rem] justify-center p-6">
        <DesktopNav
          {...args}
          desktopMenu={menu}
          setDesktopMenu={(value) => {
            setMenu(value)
            args.setDesktopMenu(value)
          }}
        />
      </div>
    )
  },
} satisfies Meta<typeof DesktopNav>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const ServicesCurrent: Story = {
  args: { currentPath: "/services/payroll-management", servicesCurrent: true },
}
/** Enter on Services opens its menu, each service a link with its description; Escape closes it. */
export const ServicesByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Services" })
    trigger.focus()
    await userEvent.keyboard("{Enter}")
    await expect(args.setDesktopMenu).toHaveBeenCalled()
    await expect(await screen.findByRole("link", { name: /Payroll Management/ })).toHaveAttribute(
      "href",
      "/services/payroll-management",
    )
    await userEvent.keyboard("{Escape}")
    await expect(trigger).toHaveAttribute("aria-expanded", "false")
  },
}

/** The Services menu open (`desktopMenu: "services"`): every service with its description. */
export const ServicesOpen: Story = {
  args: { desktopMenu: "services" },
  // Room for the whole open menu on the docs page.
  decorators: [
    (Story) => (
      <div className="min-h-[46rem]">
        <Story />
      </div>
    ),
  ],
  parameters: {
    // While the menu is open, Radix places an aria-hidden focus sentinel after the trigger: Tab onto
    // it moves focus into the open list (ServicesByKeyboard and the header's e2e test walk that path).
    // axe reads the sentinel as a focusable hidden element, so only that rule is off, only here.
    a11y: { config: { rules: [{ id: "aria-hidden-focus", enabled: false }] } },
  },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Services" })
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    for (const service of args.services) {
      await expect(await screen.findByRole("link", { name: new RegExp(service.label) })).toHaveAttribute(
        "href",
        service.href,
      )
    }
  },
}

/**
 * The Services menu as the site has it, with the staffing brief ("Request staff") beside "All
 * services": where a client who knows what they need goes from the top bar.
 */
export const ServicesOpenWithBrief: Story = {
  ...ServicesOpen,
  args: { desktopMenu: "services", serviceAction: hireLink },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Services" })
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    await expect(await screen.findByRole("link", { name: /Request staff/ })).toHaveAttribute("href", "/hire")
    await expect(screen.getByRole("link", { name: /All services/ })).toHaveAttribute("href", "/services")
  },
}
