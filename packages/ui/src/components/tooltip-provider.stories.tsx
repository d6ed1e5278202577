import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"

import { Button } from "./button"
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip"
import { TooltipProvider } from "./tooltip-provider"

const meta = {
  title: "Primitives/TooltipProvider",
  component: TooltipProvider,
  args: { delayDuration: 700, skipDelayDuration: 300, children: null },
  parameters: {
    docs: {
      description: {
        component:
          "**Use** once around the app (apps/web's root, Storybook's preview): it sets when tooltips open, and lets the next one open at once while a visitor moves along a row of them. **Don't** nest one per tooltip; a `Tooltip` outside any provider still works, with the default timing.",
      },
    },
  },
  render: (args) => (
    <TooltipProvider {...args}>
      <div className="flex gap-4 p-16">
        {["Email", "Phone"].map((label) => (
          <Tooltip key={label}>
            <TooltipTrigger asChild>
              <Button variant="outline">{label}</Button>
            </TooltipTrigger>
            <TooltipContent>Copy the {label.toLowerCase()}</TooltipContent>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  ),
} satisfies Meta<typeof TooltipProvider>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
/** With no open delay a tooltip shows as soon as the pointer rests on its trigger. */
export const NoDelay: Story = {
  args: { delayDuration: 0 },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole("button", { name: "Email" }))
    await expect(await within(document.body).findByRole("tooltip")).toHaveTextContent("Copy the email")
  },
}
