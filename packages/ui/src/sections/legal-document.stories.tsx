import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { Button } from "../components/button"
import { LegalDocument } from "./legal-document"

// What the build renders from a legal page's Markdown: each section's text as HTML.
const sections = [
  {
    id: "who-we-are",
    heading: "Who we are",
    html: "<p>This website is operated by an HR consulting firm registered in India, with its branch office in Sector 62, Noida.</p>",
  },
  {
    id: "personal-data-we-collect",
    heading: "Personal data we collect",
    html: "<p>When you send an enquiry through the contact form we receive:</p><ul><li>your first and last name</li><li>your e-mail address</li><li>your company</li><li>your message</li></ul>",
  },
  {
    id: "how-long-we-keep-it",
    heading: "How long we keep it",
    html: '<div data-table=""><table><caption>Retention periods</caption><thead><tr><th scope="col">Data</th><th scope="col">Kept for</th></tr></thead><tbody><tr><th scope="row" data-label="Data">Enquiries</th><td data-label="Kept for">24 months after the last contact</td></tr><tr><th scope="row" data-label="Data">Newsletter sign-ups</th><td data-label="Kept for">Until you unsubscribe</td></tr></tbody></table></div>',
  },
]

const meta = {
  title: "Sections/LegalDocument",
  component: LegalDocument,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for a legal page: its title, date, contents and numbered sections, tables included. **Don't** use it for articles (use `RichText`).",
      },
    },
  },
  args: {
    title: "Privacy Policy",
    lastUpdated: "15 March 2025",
    introHtml:
      "<p>This policy explains what personal data we collect through this website, why, and what rights you have.</p>",
    sections,
  },
} satisfies Meta<typeof LegalDocument>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Privacy Policy")
    await expect(canvas.getByText("15 March 2025")).toHaveAttribute("datetime", "2025-03-15")
    const toc = canvas.getByRole("navigation", { name: "On this page" })
    const links = within(toc).getAllByRole("link")
    await expect(links).toHaveLength(sections.length)
    for (const link of links) {
      const id = link.getAttribute("href")?.slice(1) ?? ""
      const target = canvasElement.ownerDocument.getElementById(id)
      await expect(target).not.toBeNull()
      const label = link.textContent?.replace(/^\d+\./, "").trim() ?? ""
      await expect(within(target!).getByRole("heading", { level: 2 })).toHaveAccessibleName(label)
    }
  },
}

export const WithAction: Story = {
  args: {
    title: "Cookie Policy",
    actions: <Button variant="accent">Manage Cookie Preferences</Button>,
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole("region", { name: "Cookie Policy" })
    await expect(within(header).getByRole("button", { name: "Manage Cookie Preferences" })).toBeVisible()
  },
}

/** On a phone a table's rows stack as label and value pairs: nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Retention periods" })
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    const cell = within(table).getByText("24 months after the last contact")
    await expect(getComputedStyle(cell, "::before").content).toContain("Kept for")
  },
}
