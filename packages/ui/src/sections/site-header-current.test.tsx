import { render, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { SiteHeader } from "./site-header"

const props = {
  logoLabel: "Talentrise HR",
  linksBefore: [{ label: "Home", href: "/" }],
  linksAfter: [
    { label: "Tools", href: "/tools" },
    { label: "Blog", href: "/blog" },
  ],
  services: [],
  cta: { label: "Contact Us", href: "/contact" },
}

function mobileMenu() {
  const toggle = screen.getByRole("button", { name: "Menu" })
  const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "")
  if (!menu) throw new Error("The menu button controls no element")
  return menu
}

describe("SiteHeader's mobile menu marks the section being shown", () => {
  it.each([
    ["/tools", "Tools"],
    ["/tools/gratuity", "Tools"],
    ["/blog", "Blog"],
    ["/blog/ai-in-recruitment", "Blog"],
  ])("on %s it marks %s, and only that link", (path, label) => {
    render(<SiteHeader {...props} currentPath={path} />)
    const links = within(mobileMenu()).getAllByRole("link", { hidden: true })
    const current = links.filter((link) => link.getAttribute("aria-current") === "page")
    expect(current.map((link) => link.textContent)).toEqual([label])
  })

  it("marks only the service itself on a service's page, not All services", () => {
    render(
      <SiteHeader
        {...props}
        services={[
          {
            label: "Payroll Management",
            href: "/services/payroll-management",
            description: "",
            icon: "wallet",
          },
        ]}
        overview={{ label: "All services", href: "/services" }}
        currentPath="/services/payroll-management"
      />,
    )
    const links = within(mobileMenu()).getAllByRole("link", { hidden: true })
    const current = links.filter((link) => link.getAttribute("aria-current") === "page")
    expect(current.map((link) => link.textContent)).toEqual(["Payroll Management"])
  })

  it("marks nothing on a page outside its sections", () => {
    render(<SiteHeader {...props} currentPath="/about" />)
    const links = within(mobileMenu()).getAllByRole("link", { hidden: true })
    expect(links.filter((link) => link.hasAttribute("aria-current"))).toEqual([])
  })
})
