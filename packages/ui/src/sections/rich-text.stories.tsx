import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { RichText } from "./rich-text"

// What the build renders from an article's Markdown (packages/content, `renderMarkdown`).
const article = [
  '<h2 id="why-it-matters">Why contract-labour compliance matters</h2>',
  '<p>A principal employer in India remains answerable for the wages and statutory dues of every contract worker on its premises. When a contractor misses a <a href="/services/compliance-audit">PF deposit</a>, the liability comes back to <strong>you</strong>.</p>',
  '<h3 id="what-an-inspector-asks-for-first">What an inspector asks for first</h3>',
  "<ul><li>The registration certificate under the Contract Labour (Regulation and Abolition) Act</li><li>Each contractor's licence and its validity</li><li>Wage registers, attendance and proof of payment</li></ul>",
  '<h3 id="a-monthly-routine">A monthly routine that keeps you ready</h3>',
  "<ol><li>Collect PF and ESI challans from every contractor by the 15th</li><li>Reconcile the headcount on the challans with your gate register</li><li>File the half-yearly return before its due date</li></ol>",
  '<figure data-quote=""><blockquote><p>The inspection took an afternoon because every register was where it should be.</p></blockquote><figcaption>— Head of HR, a components maker in Pune</figcaption></figure>',
  '<aside data-callout="" aria-label="Note"><svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><circle cx="12" cy="12" r="10"></circle><path d="M12 16v-4M12 8h.01"></path></svg><p data-callout-title="">Note</p><p>State rules differ: Uttar Pradesh and Haryana set their own thresholds and forms.</p></aside>',
  '<div data-table=""><table><caption>Statutory deposits and their due dates</caption><thead><tr><th scope="col">Contribution</th><th scope="col">Due date</th><th scope="col">Who deposits</th></tr></thead><tbody>',
  '<tr><th scope="row" data-label="Contribution">Provident Fund</th><td data-label="Due date">15th of the following month</td><td data-label="Who deposits">Employer, including the employee\'s share</td></tr>',
  '<tr><th scope="row" data-label="Contribution">ESI</th><td data-label="Due date">15th of the following month</td><td data-label="Who deposits">Employer, including the employee\'s share</td></tr>',
  '<tr><th scope="row" data-label="Contribution">Professional Tax</th><td data-label="Due date">Varies by state</td><td data-label="Who deposits">Employer, deducted from salary</td></tr>',
  "</tbody></table></div>",
].join("")

const meta = {
  title: "Sections/RichText",
  component: RichText,
  args: { html: article },
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

/** Every kind of block the Markdown has, each styled by its element. */
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
    await expect(canvas.getByText(/— Head of HR/).tagName).toBe("FIGCAPTION")
    await expect(canvas.getByRole("link", { name: "PF deposit" })).toHaveAttribute(
      "href",
      "/services/compliance-audit",
    )

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

/** On a phone each table row stacks as label and value pairs: nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Statutory deposits and their due dates" })
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth)
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
    const cell = within(table).getByText("Varies by state")
    await expect(getComputedStyle(cell, "::before").content).toContain("Due date")
  },
}
