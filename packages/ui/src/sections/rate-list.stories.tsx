import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { RateList } from "./rate-list"

const meta = {
  title: "Sections/RateList",
  component: RateList,
  args: {
    copy: {
      since: "Since",
      source: "Set by",
      before: "Before",
      upcoming: "Notified",
      reviewed: "Checked against the source on",
    },
    groups: [
      {
        heading: "Provident fund",
        items: [
          {
            id: "pf-wage-ceiling",
            label: "PF wage ceiling",
            description: "The monthly wages up to which contributions are mandatory.",
            value: "₹25,000 a month",
            since: "2026-09-17",
            before: { value: "₹15,000 a month", since: "2014-09-01" },
            source: {
              name: "Notification under section 2(89) of the Code on Social Security, 2020 (S.O. 5109(E))",
              url: "https://egazette.gov.in/WriteReadData/2026/276299.pdf",
              date: "2026-09-17",
            },
            note: "For September 2026 the month is split at the 17th.",
            reviewedOn: "2026-12-01",
          },
          {
            id: "eps-rate",
            label: "EPS, from the employer's share",
            description: "Of wages up to the ceiling.",
            value: "8.33%",
            since: "2026-06-29",
            source: {
              name: "Employees' Pension Scheme, 2026 (G.S.R. 527(E))",
              url: "https://egazette.gov.in/WriteReadData/2026/273951.pdf",
              date: "2026-06-29",
            },
            reviewedOn: "2026-12-01",
          },
        ],
      },
      {
        heading: "Income tax",
        items: [
          {
            id: "income-tax-slabs",
            label: "Income tax slabs, new regime",
            description: "The rate on each band of total income.",
            value: [
              { band: "Up to ₹4,00,000", value: "Nil" },
              { band: "₹4,00,000 to ₹8,00,000", value: "5%" },
              { band: "Above ₹24,00,000", value: "30%" },
            ],
            since: "2026-04-01",
            upcoming: { value: "revised slabs", since: "2027-04-01" },
            source: {
              name: "Income-tax Act, 2025, section 202",
              url: "https://www.incometaxindia.gov.in/w/section-202-76",
              date: "2026-04-01",
            },
            reviewedOn: "2026-12-01",
          },
        ],
      },
    ],
  },
} satisfies Meta<typeof RateList>
export default meta
type Story = StoryObj<typeof meta>

/** Each figure with its value, since when, what it replaced and its official source. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "Provident fund" })).toBeVisible()
    await expect(canvas.getByText("₹25,000 a month")).toBeVisible()
    await expect(canvas.getByText("₹15,000 a month")).toBeVisible()
    await expect(canvas.getAllByRole("link")).toHaveLength(3)
    // A table of bands is a list of band and rate pairs under the figure's heading.
    const slabs = within(canvas.getByRole("listitem", { name: "Income tax slabs, new regime" }))
    await expect(slabs.getAllByRole("term").length).toBeGreaterThan(1)
    await expect(slabs.getAllByRole("definition").length).toBe(slabs.getAllByRole("term").length)
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
