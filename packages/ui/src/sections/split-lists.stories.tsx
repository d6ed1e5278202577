import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { SplitLists } from "./split-lists"

const columns = [
  {
    title: "Every month",
    items: [
      "PF contributions and ECR, by the 15th",
      "ESI contributions, by the 15th",
      "TDS on salaries, by the 7th",
    ],
  },
  {
    title: "Through the year",
    items: ["Form 24Q TDS returns, every quarter", "Form 16 to employees, by 15 June", "Annual returns"],
  },
]

const meta = {
  title: "Sections/SplitLists",
  component: SplitLists,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on a service page for two lists side by side (what we do, what you get). **Don't** use it for more than two columns.",
      },
    },
  },
  args: {
    eyebrow: "Statutory calendar",
    heading: "Deductions, deposits and returns, all handled",
    lead: "We track every due date for every state you employ in.",
    columns,
  },
} satisfies Meta<typeof SplitLists>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Every month",
      "Through the year",
    ])
    await expect(canvas.getAllByRole("list")).toHaveLength(2)
  },
}

export const ThreeColumns: Story = {
  args: {
    tone: "muted",
    columns: [...columns, { title: "On exit", items: ["Full and final settlement", "Gratuity where due"] }],
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
