import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { Button } from "../components/button"
import { LegalDocument } from "./legal-document"

const sections = [
  {
    id: "who-we-are",
    heading: "Who we are",
    blocks: [
      {
        type: "paragraph",
        text: "This website is operated by an HR consulting firm registered in India, with its branch office in Sector 62, Noida.",
      },
    ],
  },
  {
    id: "personal-data-we-collect",
    heading: "Personal data we collect",
    blocks: [
      { type: "paragraph", text: "When you send an enquiry through the contact form we receive:" },
      {
        type: "list",
        items: ["your first and last name", "your e-mail address", "your company", "your message"],
      },
    ],
  },
  {
    id: "how-long-we-keep-it",
    heading: "How long we keep it",
    blocks: [
      {
        type: "table",
        caption: "Retention periods",
        columns: ["Data", "Kept for"],
        rows: [
          ["Enquiries", "24 months after the last contact"],
          ["Newsletter sign-ups", "Until you unsubscribe"],
        ],
      },
    ],
  },
] as const

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
    lastUpdated: "March 15, 2025",
    intro:
      "This policy explains what personal data we collect through this website, why, and what rights you have.",
    sections,
  },
} satisfies Meta<typeof LegalDocument>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("Privacy Policy")
    await expect(canvas.getByText("March 15, 2025")).toHaveAttribute("datetime", "2025-03-15")
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

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
