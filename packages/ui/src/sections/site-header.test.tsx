import { fireEvent, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { ComponentProps } from "react"
import { describe, expect, it } from "vitest"

import { SiteHeader } from "./site-header"

const services = [
  {
    label: "HR Consulting",
    href: "/services/hr-consulting",
    description: "HR strategy, policies and organisation design.",
    icon: "briefcase",
  },
  {
    label: "Payroll Management",
    href: "/services/payroll-management",
    description: "On-time payroll with every statutory filing.",
    icon: "wallet",
  },
  {
    label: "Compliance & Audit",
    href: "/services/compliance-audit",
    description: "Labour-law audits, registers and filings.",
    icon: "shield-check",
  },
]

const props = {
  logoLabel: "Talentrise HR",
  linksBefore: [{ label: "Home", href: "/" }],
  linksAfter: [{ label: "About Us", href: "/about" }],
  services,
  overview: { label: "All services", href: "/services" },
  cta: { label: "Contact Us", href: "/contact" },
  currentPath: "/",
} satisfies ComponentProps<typeof SiteHeader>

function hamburger() {
  return screen.getByRole("button", { name: "Menu" })
}

/** The menu the hamburger controls. */
function mobileMenu() {
  const menu = document.getElementById(hamburger().getAttribute("aria-controls") ?? "")
  if (!menu) throw new Error("The hamburger controls no element")
  return menu
}

describe("SiteHeader on a phone", () => {
  it("opens and closes the whole menu with the hamburger, saying so in aria-expanded", async () => {
    const user = userEvent.setup()
    render(<SiteHeader {...props} />)
    expect(hamburger()).toHaveAttribute("aria-expanded", "false")
    expect(mobileMenu()).not.toBeVisible()

    await user.click(hamburger())
    expect(hamburger()).toHaveAttribute("aria-expanded", "true")
    expect(mobileMenu()).toBeVisible()
    expect(within(mobileMenu()).getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about")

    await user.click(hamburger())
    expect(hamburger()).toHaveAttribute("aria-expanded", "false")
    expect(mobileMenu()).not.toBeVisible()
  })

  it("reveals the service links under Services", async () => {
    const user = userEvent.setup()
    render(<SiteHeader {...props} />)
    await user.click(hamburger())
    const toggle = within(mobileMenu()).getByRole("button", { name: "Services" })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(within(mobileMenu()).queryByRole("link", { name: "Payroll Management" })).not.toBeInTheDocument()

    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    for (const service of services) {
      expect(within(mobileMenu()).getByRole("link", { name: service.label })).toHaveAttribute(
        "href",
        service.href,
      )
    }
    expect(within(mobileMenu()).getByRole("link", { name: "All services" })).toHaveAttribute(
      "href",
      "/services",
    )
  })

  it("closes when the path changes (after navigating), and Services folds up again", async () => {
    const user = userEvent.setup()
    const { rerender } = render(<SiteHeader {...props} />)
    await user.click(hamburger())
    await user.click(within(mobileMenu()).getByRole("button", { name: "Services" }))

    rerender(<SiteHeader {...props} currentPath="/services/payroll-management" />)
    expect(hamburger()).toHaveAttribute("aria-expanded", "false")
    expect(mobileMenu()).not.toBeVisible()

    await user.click(hamburger())
    expect(within(mobileMenu()).getByRole("button", { name: "Services" })).toHaveAttribute(
      "aria-expanded",
      "false",
    )
  })

  it("stays open when rendered again for the same path", async () => {
    const user = userEvent.setup()
    const { rerender } = render(<SiteHeader {...props} />)
    await user.click(hamburger())
    rerender(<SiteHeader {...props} />)
    expect(hamburger()).toHaveAttribute("aria-expanded", "true")
  })

  it("closes on Escape and gives focus back to the hamburger", async () => {
    const user = userEvent.setup()
    render(<SiteHeader {...props} />)
    await user.click(hamburger())
    within(mobileMenu()).getByRole("link", { name: "About Us" }).focus()

    await user.keyboard("{Escape}")
    expect(hamburger()).toHaveAttribute("aria-expanded", "false")
    expect(mobileMenu()).not.toBeVisible()
    expect(hamburger()).toHaveFocus()
  })

  it("leaves Escape alone while the menu is closed", () => {
    render(
      <>
        <input aria-label="Search articles" />
        <SiteHeader {...props} />
      </>,
    )
    const search = screen.getByRole("textbox", { name: "Search articles" })
    search.focus()
    fireEvent.keyDown(document, { key: "Escape" })
    expect(search).toHaveFocus()
  })

  it("marks the current page's link, and only that one", async () => {
    const user = userEvent.setup()
    render(<SiteHeader {...props} currentPath="/services/payroll-management" />)
    await user.click(hamburger())
    await user.click(within(mobileMenu()).getByRole("button", { name: "Services" }))
    const menu = within(mobileMenu())
    expect(menu.getByRole("link", { name: "Payroll Management" })).toHaveAttribute("aria-current", "page")
    expect(menu.getByRole("link", { name: "HR Consulting" })).not.toHaveAttribute("aria-current")
    expect(menu.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current")
  })
})
