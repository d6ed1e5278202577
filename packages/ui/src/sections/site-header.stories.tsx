import { headerNav, hireLink, serviceLinks, servicesOverviewLink } from "@repo/content/navigation"
import { site } from "@repo/content/site"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { SiteHeader } from "./site-header"

// The site's navigation, from the site's content, as apps/web's root fills the header.
const services = serviceLinks

const meta = {
  title: "Sections/SiteHeader",
  component: SiteHeader,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** once, at the top of every page: the logo, the main navigation (a menu on phones) and the call to action. **Don't** add page-specific links to it.",
      },
    },
  },
  args: {
    logoLabel: site.name,
    linksBefore: headerNav.linksBefore,
    linksAfter: headerNav.linksAfter,
    services,
    overview: servicesOverviewLink,
    cta: headerNav.cta,
    currentPath: "/",
    onKeyDown: fn(),
  },
  decorators: [
    (Story) => (
      <div className="min-h-[40rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteHeader>
export default meta
type Story = StoryObj<typeof meta>

/** The desktop Services menu's panel, found by its links. */
function serviceLinksIn(container: HTMLElement) {
  return within(container)
    .queryAllByRole("link")
    .filter((link) => link.getAttribute("href")?.startsWith("/services/"))
}

/** Ends the panel's fade-in at once, so what is checked is what a person finally sees. */
function settle(element: HTMLElement) {
  for (const animation of element.getAnimations({ subtree: true })) animation.finish()
}

/** A mouse resting on Services opens the menu with the seven service pages; Escape closes it. */
export const Desktop: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = await canvas.findByRole("navigation", { name: "Main" })
    await expect(canvas.getByRole("link", { name: "Talentrise HR, home" })).toHaveAttribute("href", "/")
    await expect(within(nav).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/")
    await expect(within(nav).getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about")
    await expect(within(nav).getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers")
    await expect(canvas.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact")
    // The hamburger is for narrow screens only.
    await expect(canvasElement.querySelector("button[aria-controls]")).not.toBeVisible()

    const trigger = within(nav).getByRole("button", { name: "Services" })
    await expect(serviceLinksIn(nav)).toHaveLength(0)
    await userEvent.hover(trigger)
    await waitFor(() => expect(serviceLinksIn(nav)).toHaveLength(7))
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    settle(nav)
    for (const [i, link] of serviceLinksIn(nav).entries()) {
      await expect(link).toHaveAttribute("href", services[i]?.href)
      await expect(link).toBeVisible()
    }
    await expect(within(nav).getByRole("link", { name: /All services/ })).toHaveAttribute("href", "/services")

    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(serviceLinksIn(nav)).toHaveLength(0))
    await expect(trigger).toHaveAttribute("aria-expanded", "false")
  },
}

/** From the keyboard: Enter on Services opens it, Tab goes to the first service, Escape returns. */
export const Keyboard: Story = {
  globals: { viewport: { value: "desktop" } },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole("navigation", { name: "Main" })
    const trigger = within(nav).getByRole("button", { name: "Services" })
    trigger.focus()
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"))
    await userEvent.tab()
    await expect(serviceLinksIn(nav)[0]).toHaveFocus()
    await expect(document.activeElement).toHaveAttribute("href", "/services/hr-consulting")
    await userEvent.tab()
    await expect(document.activeElement).toHaveAttribute("href", "/services/rpo")

    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "false"))
    await expect(trigger).toHaveFocus()
  },
}

/**
 * On a phone the hamburger opens the whole menu; Services opens its list; Escape closes the menu and
 * hands focus back to the hamburger.
 */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole("button", { name: "Menu" })
    await expect(toggle).toBeVisible()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    const menu = canvasElement.querySelector<HTMLElement>(
      `#${CSS.escape(toggle.getAttribute("aria-controls") ?? "")}`,
    )
    await expect(menu).not.toBeNull()
    await expect(menu).not.toBeVisible()

    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(menu).toBeVisible()
    const mobileNav = within(menu as HTMLElement)
    await expect(mobileNav.getByRole("link", { name: "Home" })).toBeVisible()
    await expect(mobileNav.getByRole("link", { name: "Careers" })).toHaveAttribute("href", "/careers")
    await expect(mobileNav.getByRole("link", { name: "Contact Us" })).toBeVisible()

    const servicesButton = mobileNav.getByRole("button", { name: "Services" })
    await expect(servicesButton).toHaveAttribute("aria-expanded", "false")
    await expect(mobileNav.queryByRole("link", { name: "Payroll Management" })).not.toBeInTheDocument()
    await userEvent.click(servicesButton)
    await expect(servicesButton).toHaveAttribute("aria-expanded", "true")
    for (const service of services) {
      await expect(mobileNav.getByRole("link", { name: service.label })).toHaveAttribute("href", service.href)
    }
    await expect(mobileNav.getByRole("link", { name: "All services" })).toBeVisible()

    await userEvent.keyboard("{Escape}")
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(menu).not.toBeVisible()
    await expect(toggle).toHaveFocus()
  },
}

/** The phone menu open, with its Services list (`defaultMenuOpen`); Escape still closes it. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { defaultMenuOpen: true },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Menu" })
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    const menu = canvasElement.querySelector<HTMLElement>(
      `#${CSS.escape(toggle.getAttribute("aria-controls") ?? "")}`,
    )
    await expect(menu).toBeVisible()
    const mobileNav = within(menu as HTMLElement)
    await expect(mobileNav.getByRole("button", { name: "Services" })).toHaveAttribute("aria-expanded", "true")
    for (const service of services) {
      await expect(mobileNav.getByRole("link", { name: service.label })).toBeVisible()
    }
    toggle.focus()
    await userEvent.keyboard("{Escape}")
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(menu).not.toBeVisible()
  },
}

/** The phone menu as the site has it: "Request staff" (the staffing brief) right after Services. */
export const MobileMenuWithBrief: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { defaultMenuOpen: true, serviceAction: hireLink },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Menu" })
    const menu = canvasElement.querySelector<HTMLElement>(
      `#${CSS.escape(toggle.getAttribute("aria-controls") ?? "")}`,
    )
    const mobileNav = within(menu as HTMLElement)
    const brief = mobileNav.getByRole("link", { name: "Request staff" })
    await expect(brief).toBeVisible()
    await expect(brief).toHaveAttribute("href", "/hire")
    await userEvent.click(mobileNav.getByRole("button", { name: "Services" }))
    await expect(mobileNav.getByRole("link", { name: "Request staff" })).toBeVisible()
  },
}

/** The hamburger toggles: a second tap closes the menu. */
export const MobileToggle: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "Menu" })
    const menu = canvasElement.querySelector(`#${CSS.escape(toggle.getAttribute("aria-controls") ?? "")}`)
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(menu).toBeVisible()
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(menu).not.toBeVisible()
    await expect(toggle).toHaveFocus()
  },
}

/** The link for the page being shown is marked as the current page, and only that one. */
export const CurrentPage: Story = {
  globals: { viewport: { value: "desktop" } },
  args: { currentPath: "/about" },
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole("navigation", { name: "Main" })
    await expect(within(nav).getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page")
    await expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current")
  },
}

/** On a service page its link is current in the mobile menu, and Services is highlighted. */
export const CurrentServiceMobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { currentPath: "/services/payroll-management" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "Menu" }))
    const servicesButton = canvas.getByRole("button", { name: "Services" })
    await expect(servicesButton).toHaveClass("text-primary")
    await userEvent.click(servicesButton)
    await expect(canvas.getByRole("link", { name: "Payroll Management" })).toHaveAttribute(
      "aria-current",
      "page",
    )
    await expect(canvas.getByRole("link", { name: "HR Consulting" })).not.toHaveAttribute("aria-current")
    await expect(canvas.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current")
  },
}
