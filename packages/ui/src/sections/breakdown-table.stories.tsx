import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { BreakdownTable, type BreakdownRow } from "./breakdown-table"

const rows: BreakdownRow[] = [
  { label: "Earnings", values: [], kind: "heading" },
  { label: "Basic", values: ["₹50,000", "₹6,00,000"] },
  { label: "HRA", values: ["₹20,000", "₹2,40,000"] },
  { label: "Special allowance", values: ["₹28,200", "₹3,38,400"] },
  { label: "Gross salary", values: ["₹98,200", "₹11,78,400"], kind: "total" },
  { label: "Deductions", values: [], kind: "heading" },
  { label: "Employee PF", values: ["₹1,800", "₹21,600"], kind: "deduction" },
  { label: "Professional tax", values: ["₹200", "₹2,500"], kind: "deduction", note: "₹300 in February" },
  { label: "Income tax", values: ["₹0", "₹0"], kind: "deduction" },
  { label: "Take-home", values: ["₹96,200", "₹11,54,300"], kind: "grand-total" },
]

const meta = {
  title: "Sections/BreakdownTable",
  component: BreakdownTable,
  args: { caption: "Salary breakdown", columns: ["Monthly", "Annual"], rows },
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BreakdownTable>
export default meta
type Story = StoryObj<typeof meta>

/** Each figure is a cell read with its row and column. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Salary breakdown" })
    const takeHome = within(table).getByRole("rowheader", { name: "Take-home" })
    await expect(takeHome.closest("tr")).toHaveTextContent("₹96,200₹11,54,300")
    await expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Item", "Monthly", "Annual", "Earnings", "Deductions"])
  },
}

export const VisibleCaption: Story = { args: { showCaption: true } }

/** One column, as the gratuity calculator uses it. */
export const SingleColumn: Story = {
  args: {
    caption: "Gratuity",
    columns: ["Amount"],
    rows: [
      { label: "Last drawn basic + DA", values: ["₹60,000"] },
      { label: "Years counted", values: ["20"] },
      { label: "Gratuity payable", values: ["₹6,92,307.69"], kind: "grand-total" },
    ],
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
