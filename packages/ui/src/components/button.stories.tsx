import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { Button } from "./button"
import { Icon } from "./icon"

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: "Send Message", onClick: fn() },
  argTypes: {
    variant: {
      control: "select",
      options: [
        "primary",
        "accent",
        "outline",
        "secondary",
        "ghost",
        "inverse",
        "outline-inverse",
        "destructive",
        "link",
      ],
    },
    size: { control: "inline-radio", options: ["sm", "md", "lg", "icon"] },
    asChild: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for an action: sending a form, opening a dialog or menu, copying a link. Use one `primary` (or `accent` on a dark band) per view for the main action. **Don't** use it to go to another page unless it is a call to action (then render the link through `asChild`); in running text, use `Link`. Don't put two primary buttons side by side.",
      },
    },
  },
  decorators: [
    (Story) => (
      <div className="p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send Message" }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}
export const Accent: Story = { args: { variant: "accent", children: "Get Started" } }
export const Outline: Story = { args: { variant: "outline", children: "Learn More" } }
export const Secondary: Story = { args: { variant: "secondary" } }
export const Ghost: Story = { args: { variant: "ghost" } }
export const Destructive: Story = { args: { variant: "destructive", children: "Remove" } }
export const Disabled: Story = {
  args: { disabled: true, children: "Sending..." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Sending..." })).toBeDisabled()
  },
}
export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
}
export const AsLink: Story = {
  args: {
    asChild: true,
    children: (
      <a href="/contact">
        Contact us <Icon name="arrow-right" />
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    )
  },
}
export const OnDark: Story = {
  globals: { backgrounds: { value: "dark" } },
  render: (args) => (
    <div className="flex gap-4 rounded-xl bg-ink p-8">
      <Button {...args} variant="accent">
        Get Started
      </Button>
      <Button {...args} variant="outline-inverse">
        Learn More
      </Button>
    </div>
  ),
}
export const Inverse: Story = {
  args: { variant: "inverse", children: "Talk to us" },
  decorators: [
    (Story) => (
      <div className="rounded-xl bg-ink p-8">
        <Story />
      </div>
    ),
  ],
}
export const OutlineInverse: Story = {
  args: { variant: "outline-inverse", children: "Learn More" },
  decorators: [
    (Story) => (
      <div className="rounded-xl bg-ink p-8">
        <Story />
      </div>
    ),
  ],
}
export const Link: Story = { args: { variant: "link", children: "Read the case study" } }
/** An icon alone: the square `icon` size, named for screen readers by `aria-label`. */
export const IconOnly: Story = {
  args: { size: "icon", variant: "outline", "aria-label": "Share", children: <Icon name="share-2" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("button", { name: "Share" })).toBeVisible()
  },
}
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { className: "w-full", size: "lg" },
}
