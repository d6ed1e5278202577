import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { ActsList } from "./acts-list"

const acts = [
  {
    area: "Contract labour",
    act: "The Occupational Safety, Health and Working Conditions Code, 2020",
    description: "Applies where 50 or more contract workers are engaged; contractors need a licence.",
    footnote: {
      label: "Replaced",
      text: "Contract Labour (Regulation and Abolition) Act, 1970, on 21 November 2025",
    },
  },
  {
    area: "Minimum wages",
    act: "The Code on Wages, 2019",
    description: "State-notified rates by skill category and zone, checked for every worker.",
    footnote: { label: "Replaced", text: "Minimum Wages Act, 1948, on 21 November 2025" },
  },
  {
    area: "Shops and establishment",
    act: "The state Shops and Establishments Acts",
    description: "Registration, working hours, weekly off, holidays and leave, state by state.",
    footnote: { label: "Outside the Codes", text: "State law" },
  },
  {
    area: "Prevention of sexual harassment",
    act: "The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013",
    description: "An Internal Committee at every office with 10 or more employees.",
  },
]

const meta = {
  title: "Sections/ActsList",
  component: ActsList,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** on a service page to list the labour laws a service covers, with the law that governs each and what it replaced. **Don't** use it for a general list of features (use `FeatureGrid` or `Checklist`).",
      },
    },
  },
  args: {
    eyebrow: "Labour laws",
    heading: "The Acts we audit against",
    lead: "Which Acts apply depends on your headcount, the kind of establishment and the states you operate in.",
    acts,
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
    await expect(canvas.getAllByText("Replaced")).toHaveLength(2)
    await expect(canvas.getByText("Minimum Wages Act, 1948, on 21 November 2025")).toBeInTheDocument()
    await expect(canvas.getByText("Outside the Codes")).toBeInTheDocument()
  },
}

export const WithNote: Story = {
  args: {
    tone: "muted",
    note: {
      title: "The four Labour Codes",
      text: "The four Codes have been in force since 21 November 2025 and replaced 29 central labour laws.",
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { name: "The four Labour Codes" }),
    ).toBeInTheDocument()
  },
}

export const WithoutFootnotes: Story = {
  args: { acts: acts.map(({ footnote: _, ...act }) => act) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText("Replaced")).not.toBeInTheDocument()
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
