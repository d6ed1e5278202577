import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { StorySplit } from "./story-split"

const image = {
  src:
    "data:image/svg+xml," +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><rect width="640" height="480" fill="#e8edfb"/><circle cx="320" cy="240" r="120" fill="#2f4fd0"/></svg>',
    ),
  alt: "A blue circle on a pale blue ground",
  width: 640,
  height: 480,
}

const meta = {
  title: "Sections/StorySplit",
  component: StorySplit,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for a story beside an image or panel (About's history). **Don't** use it for a list of items.",
      },
    },
  },
  args: {
    eyebrow: "Our Story",
    heading: "Built in Noida, one mandate at a time",
    paragraphs: [
      "We opened our first office in Sector 62 in 2014, when the companies moving into Noida needed fifty good people before the quarter ended.",
      "Clients who came for hiring soon asked for payroll, compliance and training. Each service began as a request from a client who already trusted us.",
    ],
    image,
    milestones: [
      { year: "2014", title: "First mandate", description: "A 50-person engineering hiring drive." },
      { year: "2017", title: "Payroll and compliance", description: "Multi-state payroll, PF and ESI." },
      { year: "2020", title: "Remote hiring", description: "Virtual assessment and onboarding." },
      { year: "2023", title: "International staffing", description: "Overseas placements, end to end." },
    ],
  },
} satisfies Meta<typeof StorySplit>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("region", { name: "Built in Noida, one mandate at a time" }),
    ).toBeInTheDocument()
    const picture = canvas.getByRole("img", { name: image.alt })
    await expect(picture).toHaveAttribute("loading", "lazy")
    await expect(picture).toHaveAttribute("width", "640")
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4)
  },
}
export const Reversed: Story = { args: { reverse: true } }
export const TextOnly: Story = { args: { image: undefined, milestones: undefined } }
export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
