import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"

import { CaseStudyCard, CaseStudyList } from "./case-study-card"

const study = {
  id: "festive-season-staffing",
  title: "2,150 warehouse associates staffed for the festive peak",
  client: "National online retailer",
  industry: "Retail & E-commerce",
  summary: "Order volumes were forecast to triple in ten weeks, across fourteen warehouses in nine cities.",
  challenge:
    "The retailer needed more than 2,000 pickers, packers and loaders for the festive season, trained and on the floor within days of each warehouse's ramp-up date.",
  solution:
    "We ran the peak as a single contractual-staffing programme with a command desk in Noida and a site supervisor at every warehouse.",
  results: [
    "2,150 associates deployed across 14 warehouses in 9 cities",
    "First batches on site within 72 hours of each request",
    "Attrition during the peak held under 8%",
  ],
  duration: "10 weeks",
  tags: ["Contractual staffing", "Seasonal hiring", "Logistics"],
}

const meta = {
  title: "Sections/CaseStudyCard",
  component: CaseStudyCard,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for one client story: the challenge, what was done and the result, with its numbers. **Don't** use it for a testimonial quote alone (use `Testimonials`).",
      },
    },
  },
  args: { study },
  decorators: [
    (Story) => (
      <div className="bg-muted p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaseStudyCard>
export default meta
type Story = StoryObj<typeof meta>

/** Collapsed: the full story is not displayed, and not in the accessibility tree either. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole("button", { name: "Read Full Case Study" })
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    const panel = canvasElement.ownerDocument.getElementById(toggle.getAttribute("aria-controls") ?? "")
    await expect(panel).not.toBeNull()
    await expect(panel).not.toBeVisible()
    await expect(canvas.queryByRole("heading", { name: "Results" })).not.toBeInTheDocument()
  },
}

/**
 * Driven by keyboard alone: Tab to the button, Enter opens the study and moves focus to its start;
 * "Show Less" follows the study, the next Tab stop, and Space closes it with focus kept on it.
 */
export const ExpandAndCollapseByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toggle = canvas.getByRole("button", { name: "Read Full Case Study" })
    const panel = canvasElement.ownerDocument.getElementById(toggle.getAttribute("aria-controls") ?? "")
    await userEvent.tab()
    await expect(toggle).toHaveFocus()

    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "true"))
    await expect(toggle).toHaveAccessibleName("Show Less")
    await expect(panel).toBeVisible()
    await expect(canvas.getByRole("heading", { name: "The challenge" })).toBeVisible()
    await expect(canvas.getByRole("heading", { name: "Our solution" })).toBeVisible()
    for (const result of study.results) await expect(canvas.getByText(result)).toBeVisible()
    await expect(panel).toHaveFocus()
    const panelBottom = panel!.getBoundingClientRect().bottom
    await expect(toggle.getBoundingClientRect().top).toBeGreaterThanOrEqual(panelBottom - 1)

    await userEvent.tab()
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard(" ")
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "false"))
    await expect(toggle).toHaveAccessibleName("Read Full Case Study")
    await expect(panel).not.toBeVisible()
    await expect(toggle).toHaveFocus()
  },
}

/** The expanded state: challenge, solution and every result. */
export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("button", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true")
    await expect(
      canvas.getAllByRole("listitem").filter((li) => study.results.includes(li.textContent ?? "")),
    ).toHaveLength(study.results.length)
  },
}

export const List: StoryObj<typeof CaseStudyList> = {
  render: () => (
    <CaseStudyList
      heading="Four engagements in detail"
      lead="Open any study to read the challenge, our approach and every result."
      studies={[
        study,
        { ...study, id: "second", title: "Error-free payroll and compliance across four states" },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [first, second] = canvas.getAllByRole("button", { name: "Read Full Case Study" })
    await userEvent.click(second!)
    await expect(second).toHaveAttribute("aria-expanded", "true")
    // Each study opens on its own.
    await expect(first).toHaveAttribute("aria-expanded", "false")
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { defaultExpanded: true },
}
