import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"

import { RichText, type RichTextBlock } from "./rich-text"

const article: readonly RichTextBlock[] = [
  { type: "heading", id: "why-it-matters", text: "Why contract-labour compliance matters" },
  {
    type: "paragraph",
    text: "A principal employer in India remains answerable for the wages and statutory dues of every contract worker on its premises. When a contractor misses a PF deposit, the liability comes back to you.",
  },
  { type: "subheading", text: "What an inspector asks for first" },
  {
    type: "list",
    items: [
      "The registration certificate under the Contract Labour (Regulation and Abolition) Act",
      "Each contractor's licence and its validity",
      "Wage registers, attendance and proof of payment",
    ],
  },
  { type: "subheading", text: "A monthly routine that keeps you ready" },
  {
    type: "list",
    ordered: true,
    items: [
      "Collect PF and ESI challans from every contractor by the 15th",
      "Reconcile the headcount on the challans with your gate register",
      "File the half-yearly return before its due date",
    ],
  },
  {
    type: "quote",
    text: "The inspection took an afternoon because every register was where it should be.",
    cite: "Priya Raghavan, Head of HR, Kinetic Components",
  },
  {
    type: "callout",
    title: "Note",
    text: "State rules differ: Uttar Pradesh and Haryana set their own thresholds and forms.",
  },
  {
    type: "table",
    caption: "Statutory deposits and their due dates",
    columns: ["Contribution", "Due date", "Who deposits"],
    rows: [
      ["Provident Fund", "15th of the following month", "Employer, including the employee's share"],
      ["ESI", "15th of the following month", "Employer, including the employee's share"],
      ["Professional Tax", "Varies by state", "Employer, deducted from salary"],
    ],
  },
]

const meta = {
  title: "Sections/RichText",
  component: RichText,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** to render an article's body from its content blocks (headings, paragraphs, lists, tables, notes). **Don't** pass it HTML strings: content is typed blocks.",
      },
    },
  },
  args: { blocks: article, headingLevel: 2 },
  argTypes: { headingLevel: { control: "inline-radio", options: [2, 3] } },
  decorators: [
    (Story) => (
      <div className="container-page py-12">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichText>
export default meta
type Story = StoryObj<typeof meta>

/** Every block type, each with the element and role its meaning calls for. */
export const EveryBlock: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Why contract-labour compliance matters" }),
    ).toHaveAttribute("id", "why-it-matters")
    await expect(canvas.getAllByRole("heading", { level: 3 })).toHaveLength(2)
    await expect(canvas.getByText(/A principal employer in India/).tagName).toBe("P")

    const [bullets, steps] = canvas.getAllByRole("list")
    await expect(bullets?.tagName).toBe("UL")
    await expect(steps?.tagName).toBe("OL")
    await expect(within(steps as HTMLElement).getAllByRole("listitem")).toHaveLength(3)

    const quote = canvasElement.querySelector("blockquote")
    await expect(quote).toHaveTextContent("The inspection took an afternoon")
    await expect(canvas.getByText(/— Priya Raghavan/).tagName).toBe("FIGCAPTION")

    await expect(canvas.getByRole("complementary", { name: "Note" })).toHaveTextContent("State rules differ")

    const table = canvas.getByRole("table", { name: "Statutory deposits and their due dates" })
    await expect(within(table).getAllByRole("columnheader")).toHaveLength(3)
    await expect(
      within(table)
        .getAllByRole("rowheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Provident Fund", "ESI", "Professional Tax"])
  },
}

/** Under a page heading that is already an h2, the blocks step down a level. */
export const HeadingLevelThree: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole("heading", { level: 2 })).not.toBeInTheDocument()
    await expect(
      canvas.getByRole("heading", { level: 3, name: "Why contract-labour compliance matters" }),
    ).toBeVisible()
    await expect(canvas.getAllByRole("heading", { level: 4 })).toHaveLength(2)
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    // A wide table scrolls inside its own focusable region instead of widening the page.
    const scroller = within(canvasElement).getByRole("region", {
      name: "Statutory deposits and their due dates",
    })
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    // Keyboard users can reach it to scroll it.
    await userEvent.tab()
    await expect(scroller).toHaveFocus()
  },
}
