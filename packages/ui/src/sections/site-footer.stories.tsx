import { companyLinks, legalLinks, serviceLinks } from "@repo/content/navigation"
import { site } from "@repo/content/site"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { SiteFooter } from "./site-footer"

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
  // The site's footer, from the site's content, as apps/web's Footer fills it.
  args: {
    name: site.name,
    legalName: site.legalName,
    blurb: site.description,
    serviceLinks,
    companyLinks,
    legalLinks,
    social: site.social,
    email: site.email,
    phone: site.phone,
    hours: site.businessHours,
    address: { name: site.branchOffice.name, lines: site.branchOffice.lines },
    // The site prints the year it was built; a story keeps one year so its screenshot holds still.
    copyrightYear: 2026,
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
    await expect(social).toHaveLength(args.social.length)
    for (const [i, link] of social.entries()) {
      const network = args.social[i]?.network ?? ""
      await expect(link).toHaveAccessibleName(`${args.name} on ${network} (opens in a new tab)`)
      await expect(link).toHaveAttribute("href", args.social[i]?.href)
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link.getAttribute("rel")?.split(" ").sort()).toEqual(["noopener", "noreferrer"])
    }

    await expect(within(footer).getByText(/^©/)).toHaveTextContent(
      `© 2026 ${args.legalName} All rights reserved.`,
    )

    for (const link of [...args.serviceLinks, ...args.companyLinks]) {
      await expect(within(footer).getByRole("link", { name: link.label })).toHaveAttribute("href", link.href)
    }
    const legal = within(footer).getByRole("navigation", { name: "Legal" })
    await expect(
      within(legal)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(args.legalLinks.map((link) => link.label))

    await expect(within(footer).getByRole("link", { name: args.email })).toHaveAttribute(
      "href",
      `mailto:${args.email}`,
    )
    await expect(within(footer).getByRole("link", { name: args.phone.display })).toHaveAttribute(
      "href",
      `tel:${args.phone.tel}`,
    )
    await expect(footer.querySelector("address")).toHaveTextContent(
      [args.address.name, ...args.address.lines].join(""),
    )
    await expect(within(footer).getByRole("link", { name: `${args.name}, home` })).toHaveAttribute(
      "href",
      "/",
    )
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
