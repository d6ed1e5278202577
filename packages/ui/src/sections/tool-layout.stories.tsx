import type { Meta, StoryObj } from "@storybook/react-vite"
import { useState } from "react"
import { expect, userEvent, within } from "storybook/test"

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
  const share = amount === null ? null : Math.round(amount * 0.12)
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
          message={problem ? "Enter the basic as a positive amount." : "Enter a basic to see the PF."}
          messageTone={problem ? "problem" : "prompt"}
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

/** Empty: the results panel prompts for an input. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Enter a basic to see the PF.")).toBeVisible()
  },
}

/** Typing an amount shows the result and announces it in the live region. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole("textbox", { name: "Monthly basic" }), "15,000")
    await expect(canvas.getByRole("status")).toHaveTextContent("PF at 12%: ₹1,800")
    await expect(canvas.getByRole("table", { name: "PF" })).toBeVisible()
  },
}

/** An impossible input says what is wrong instead of showing figures. */
export const Problem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole("textbox", { name: "Monthly basic" }), "-5")
    await expect(canvas.getByText("Enter the basic as a positive amount.")).toBeVisible()
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument()
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
