import { contactFaqSection, contactFaqs } from "@repo/content/contact"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"

import { FaqList, FaqSection } from "./faq-list"

// Contact's questions, from the site's content.
const items = contactFaqs
const [, secondFaq] = contactFaqs

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

/** Closed: the questions, answers hidden. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole("listitem")).toHaveLength(items.length)
    await expect(canvas.getByText(secondFaq.answer)).not.toBeVisible()
  },
}

/** A click opens a question and a second click closes it. */
export const OpenWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const question = canvas.getByText(secondFaq.question)
    await userEvent.click(question)
    await expect(canvas.getByText(secondFaq.answer)).toBeVisible()
    await expect(question.closest("details")).toHaveAttribute("open")
    await userEvent.click(question)
    await expect(canvas.getByText(secondFaq.answer)).not.toBeVisible()
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
  render: () => <FaqSection {...contactFaqSection} items={items} />,
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole("region", { name: contactFaqSection.title })
    await expect(within(section).getByRole("link", { name: contactFaqSection.action.label })).toHaveAttribute(
      "href",
      contactFaqSection.action.href,
    )
    await expect(within(section).getAllByRole("listitem")).toHaveLength(items.length)
  },
}

export const SectionMobile: Story = {
  ...Section,
  globals: { viewport: { value: "mobile" } },
}
