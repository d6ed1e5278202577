import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { ToolRules } from "./tool-rules"

const rules = [
  {
    title: "Provident fund",
    text: "The employee pays 12% of basic, on basic up to the ₹25,000 wage ceiling or on the full basic.",
    source: {
      name: "Employees' Provident Funds and Miscellaneous Provisions Act, 1952, section 6",
      url: "https://www.epfindia.gov.in",
      date: "2014-09-01",
    },
  },
  {
    title: "Employees' State Insurance",
    text: "While the monthly gross is at most ₹21,000, the employee pays 0.75% and the employer 3.25%.",
    source: {
      name: "Employees' State Insurance (Central) Rules, 1950, rule 51",
      url: "https://www.esic.gov.in",
      date: "2019-07-01",
    },
  },
]

const meta = {
  title: "Sections/ToolRules",
  component: ToolRules,
  args: {
    heading: "How it is worked out",
    lead: "The rules for FY 2025-26, each with the source it comes from.",
    rules,
    notCoveredHeading: "What this calculator does not cover",
    notCovered: ["The old tax regime", "Surcharge on income above ₹50 lakh"],
  },
} satisfies Meta<typeof ToolRules>
export default meta
type Story = StoryObj<typeof meta>

/** The rules a calculator applies, each with its source, and what it leaves out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("link")).toHaveLength(2)
    await expect(canvas.getByText("(1 July 2019)")).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
