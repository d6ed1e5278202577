import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { ActsList } from "./acts-list"

const acts = [
  {
    area: "Provident fund",
    act: "The Employees' Provident Funds and Miscellaneous Provisions Act, 1952",
    description: "Applies from 20 employees; contributions generally 12% each, filed by the 15th.",
    code: "Code on Social Security, 2020",
  },
  {
    area: "Minimum wages",
    act: "The Minimum Wages Act, 1948",
    description: "State-notified rates by skill category and zone, checked for every worker.",
    code: "Code on Wages, 2019",
  },
  {
    area: "Shops and establishment",
    act: "The state Shops and Establishments Acts",
    description: "Registration, working hours, weekly off, holidays and leave, state by state.",
  },
  {
    area: "Prevention of sexual harassment",
    act: "The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013",
    description: "An Internal Complaints Committee at every office with 10 or more employees.",
  },
]

const meta = {
  title: "Sections/ActsList",
  component: ActsList,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on a service page to list the labour laws a service covers, with their codes. **Don't** use it for a general list of features (use `FeatureGrid` or `Checklist`).",
      },
    },
  },
  args: {
    eyebrow: "Labour laws",
    heading: "The Acts we audit against",
    lead: "Which Acts apply depends on your headcount, the kind of establishment and the states you operate in.",
    acts,
    noCodeText: "Stands outside the Codes",
  },
} satisfies Meta<typeof ActsList>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      acts.map((act) => act.act),
    )
    await expect(canvas.getAllByText("Labour Code")).toHaveLength(acts.length)
    await expect(canvas.getByText("Code on Wages, 2019")).toBeInTheDocument()
    await expect(canvas.getAllByText("Stands outside the Codes")).toHaveLength(2)
  },
}

export const WithNote: Story = {
  args: {
    tone: "muted",
    note: {
      title: "The four Labour Codes",
      text: "The four Codes consolidate 29 central labour laws. We map every finding to both the Act and its Code.",
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { name: "The four Labour Codes" }),
    ).toBeInTheDocument()
  },
}

export const WithoutFallback: Story = { args: { noCodeText: undefined } }

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
