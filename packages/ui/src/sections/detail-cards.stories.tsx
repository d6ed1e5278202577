import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"

import { DetailCards } from "./detail-cards"

const staffingTypes = [
  {
    title: "Temporary staffing",
    description: "Cover for leave, sudden exits or a backlog, released when the need ends.",
    icon: "clock",
    points: ["Maternity cover", "Short-notice replacements", "Backlog clearance"],
  },
  {
    title: "Project-based staffing",
    description: "A team assembled for a defined scope with a fixed end date.",
    icon: "briefcase",
    points: ["Team sized to scope", "An on-site supervisor", "A clean release at close"],
  },
  {
    title: "Contract-to-hire",
    description: "Work with someone on contract first and move them to your payroll once you are sure.",
    icon: "user-check",
    points: ["Judge performance on the job", "Conversion terms fixed up front"],
  },
  {
    title: "Seasonal staffing",
    description: "Extra hands for festive sales, year-end closing or logistics peaks.",
    icon: "trending-up",
    points: ["Festive-season peaks", "Warehouse surges"],
  },
]

const industries = [
  { title: "IT & ITeS", description: "Developers, testers and support engineers.", icon: "laptop" },
  { title: "Manufacturing", description: "Machine operators, technicians and inspectors.", icon: "factory" },
  {
    title: "Retail & E-commerce",
    description: "Store staff, promoters and warehouse teams.",
    icon: "shopping-bag",
  },
  { title: "BFSI", description: "Relationship officers, KYC and back-office operations.", icon: "landmark" },
  {
    title: "Healthcare",
    description: "Nursing assistants, front-office and billing staff.",
    icon: "heart-pulse",
  },
  { title: "Logistics", description: "Warehouse associates, dispatchers and MIS staff.", icon: "truck" },
]

const meta = {
  title: "Sections/DetailCards",
  component: DetailCards,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on a service page for a few options that each need a short description (kinds of staffing, models). **Don't** use it for a long list (use `Checklist`).",
      },
    },
  },
  args: {
    eyebrow: "Staffing types",
    heading: "Four ways to add people",
    lead: "Choose by how long you need people and whether you may want to keep them.",
    items: staffingTypes,
  },
} satisfies Meta<typeof DetailCards>
export default meta
type Story = StoryObj<typeof meta>

export const WithPoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Temporary staffing",
      "Project-based staffing",
      "Contract-to-hire",
      "Seasonal staffing",
    ])
    await expect(canvas.getByText("Backlog clearance")).toBeInTheDocument()
  },
}

export const SixCards: Story = {
  args: {
    eyebrow: "Industries",
    heading: "Six industries we staff",
    lead: undefined,
    items: industries,
    tone: "muted",
  },
}

export const FourColumns: Story = {
  args: {
    heading: "Four ways to deliver",
    items: staffingTypes.map(({ points, ...item }) => ({ ...item, points: points.slice(0, 1) })),
    columns: 4,
  },
}

/** On a phone each card's points fold under "In practice (3)"; a tap opens them. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText("Backlog clearance")).not.toBeVisible())
    const [first] = canvas.getAllByText("In practice")
    await userEvent.click(first!)
    await expect(canvas.getByText("Backlog clearance")).toBeVisible()
    await userEvent.click(first!)
  },
}
