import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, waitFor, userEvent, within } from "storybook/test"

import { AmountInput } from "../components/amount-input"
import { Label } from "../components/label"
import { parseIndianAmount, formatRupees } from "../lib/indian-number"
import { BreakdownTable } from "./breakdown-table"
import { ResultSummary, ToolLayout } from "./tool-layout"

/** A toy calculator (12% of an amount), enough to drive the layout and the live result. */
function TwelvePercent({ initial = "" }: { initial?: string }) {
  const [text, setText] = useState(initial)
  const parsed = parseIndianAmount(text)
  const amount = parsed.kind === "amount" && parsed.value >= 0 ? parsed.value : null
  const problem = parsed.kind === "invalid" || (parsed.kind === "amount" && parsed.value < 0)
  // Out of scope, not wrong: the example stops above ₹10 lakh, as a calculator stops at its limits.
  const outOfScope = amount !== null && amount > 10_00_000
  const share = amount === null || outOfScope ? null : Math.round(amount * 0.12)
  return (
    <ToolLayout
      form={
        <section aria-label="Your figures" className="grid gap-2">
          <h2 className="mb-3 text-xl font-extrabold">Your figures</h2>
          <Label htmlFor="basic">Monthly basic</Label>
          <AmountInput
            id="basic"
            prefix="₹"
            value={text}
            onValueChange={setText}
            aria-invalid={problem || undefined}
          />
        </section>
      }
      results={
        <ResultSummary
          heading="Result"
          figures={share === null ? [] : [{ label: "PF at 12%", value: formatRupees(share) }]}
          message={
            problem
              ? "Enter the basic as a positive amount."
              : outOfScope
                ? "Above ₹10 lakh this example does not work out the PF."
                : "Enter a basic to see the PF."
          }
          messageTone={problem ? "problem" : outOfScope ? "info" : "prompt"}
          pendingFigures={["PF at 12%"]}
          announcement={share === null ? "" : `PF at 12%: ${formatRupees(share)}`}
        >
          {share === null ? null : (
            <BreakdownTable
              caption="PF"
              columns={["Monthly"]}
              rows={[
                { label: "Basic", values: [formatRupees(amount ?? 0)] },
                { label: "PF", values: [formatRupees(share)], kind: "grand-total" },
              ]}
            />
          )}
        </ResultSummary>
      }
    />
  )
}

const meta = {
  title: "Sections/ToolLayout",
  component: ToolLayout,
  args: { form: null, results: null },
  render: () => (
    <div className="container-page bg-muted py-10">
      <TwelvePercent />
    </div>
  ),
} satisfies Meta<typeof ToolLayout>
export default meta
type Story = StoryObj<typeof meta>

/** Empty: the figure to come shows as an empty card, and the panel prompts for an input. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("Enter a basic to see the PF.")).toBeVisible()
    await expect(canvas.getByText("Not worked out yet")).toBeInTheDocument()
  },
}

/** Filled (rendered filled on the docs page too): the result, announced in the live region. */
export const Filled: Story = {
  render: () => (
    <div className="container-page bg-muted py-10">
      <TwelvePercent initial="15,000" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("status")).toHaveTextContent("PF at 12%: ₹1,800")
    await expect(canvas.getByRole("table", { name: "PF" })).toBeVisible()
  },
}

/**
 * Typing an amount shows the result as the visitor types; the live region speaks it once typing has
 * stopped for a second, not at each keystroke.
 */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole("textbox", { name: "Monthly basic" }), "15,000")
    await expect(canvas.getByRole("status")).not.toHaveTextContent("PF at 12%: ₹1,800")
    await expect(canvas.getByRole("table", { name: "PF" })).toBeVisible()
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("PF at 12%: ₹1,800"), {
      timeout: 3000,
    })
  },
}

/** An impossible input says what is wrong instead of showing figures. */
export const Problem: Story = {
  render: () => (
    <div className="container-page bg-muted py-10">
      <TwelvePercent initial="-5" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("Enter the basic as a positive amount.")).toBeVisible()
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument()
  },
}

/** A possible input beyond what the calculator covers: informational, not an error. */
export const OutOfScope: Story = {
  render: () => (
    <div className="container-page bg-muted py-10">
      <TwelvePercent initial="12,00,000" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("Above ₹10 lakh this example does not work out the PF.")).toBeVisible()
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument()
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
