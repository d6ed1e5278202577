import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"

import { FaqList, FaqSection } from "./faq-list"

const items = [
  {
    question: "Which industries do you serve?",
    answer: "IT, banking, healthcare, manufacturing, retail, logistics, infrastructure and education.",
  },
  {
    question: "How long does a typical project take?",
    answer: "Focused projects take 4-8 weeks; larger programmes run for 6-12 months.",
  },
  {
    question: "Do you provide ongoing support after a project ends?",
    answer: "Yes: a named consultant, quarterly compliance reviews and policy updates.",
  },
  {
    question: "What is your approach to RPO?",
    answer: "Strategy, Sourcing, Screening and Onboarding, measured against agreed service levels.",
  },
]

const meta = {
  title: "Sections/FaqList",
  component: FaqList,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for questions and answers a visitor opens one at a time. **Don't** hide essential information in it, or use it for anything but questions.",
      },
    },
  },
  args: { items },
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FaqList>
export default meta
type Story = StoryObj<typeof meta>

/** Closed: a list of four questions, answers hidden. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4)
    await expect(canvas.getByText(/4-8 weeks/)).not.toBeVisible()
  },
}

/** A click opens a question and a second click closes it. */
export const OpenWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const question = canvas.getByText("How long does a typical project take?")
    await userEvent.click(question)
    await expect(canvas.getByText(/4-8 weeks/)).toBeVisible()
    await expect(question.closest("details")).toHaveAttribute("open")
    await userEvent.click(question)
    await expect(canvas.getByText(/4-8 weeks/)).not.toBeVisible()
  },
}

/**
 * By keyboard: Tab moves from question to question. (Enter and Space toggle a question natively; the
 * end-to-end tests press the real keys.)
 */
export const ReachedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const questions = items.map((item) => canvas.getByText(item.question))
    questions[0]?.focus()
    for (const question of questions.slice(1)) {
      await userEvent.tab()
      await expect(question).toHaveFocus()
    }
  },
}

/** The FAQ band: heading and a way to ask more beside the questions. */
export const Section: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <FaqSection
      eyebrow="FAQ"
      title="Frequently Asked Questions"
      lead="Quick answers to what businesses ask us before a first meeting."
      items={items}
      morePrompt="Still have a question?"
      action={{ label: "Call us for more info", href: "tel:+919876543210" }}
    />
  ),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region", { name: "Frequently Asked Questions" })
    await expect(within(section).getByRole("link", { name: "Call us for more info" })).toHaveAttribute(
      "href",
      "tel:+919876543210",
    )
    await expect(within(section).getAllByRole("listitem")).toHaveLength(4)
  },
}

export const SectionMobile: Story = {
  ...Section,
  globals: { viewport: { value: "mobile" } },
}
