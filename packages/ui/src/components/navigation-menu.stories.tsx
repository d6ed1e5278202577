import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { Icon } from "./icon"
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
} from "./navigation-menu"

const resources = [
  { label: "Blog", href: "/blog", description: "Hiring, payroll and labour-law notes from our consultants." },
  {
    label: "Case studies",
    href: "/case-studies",
    description: "How a fintech hired 38 engineers in five months, and other outcomes.",
  },
  { label: "Careers", href: "/careers", description: "Join a team of recruiters and HR advisers in Noida." },
]

const meta = {
  title: "Primitives/NavigationMenu",
  component: NavigationMenu,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** for the site's main navigation, where an item opens a panel of links. **Don't** use it for a list of actions (use `DropdownMenu`).",
      },
    },
  },
  args: { "aria-label": "Main", onValueChange: fn() },
  render: (args) => (
    <div className="flex min-h-96 justify-center p-8">
      <NavigationMenu {...args}>
        <NavigationMenuList>
          <NavigationMenuItem>
            <NavigationMenuLink href="/about">About Us</NavigationMenuLink>
          </NavigationMenuItem>
          <NavigationMenuItem value="resources">
            <NavigationMenuTrigger>Resources</NavigationMenuTrigger>
            <NavigationMenuContent className="w-96">
              <ul className="grid gap-1">
                {resources.map((item) => (
                  <li key={item.href}>
                    <NavigationMenuLink
                      href={item.href}
                      className="flex h-auto flex-col items-start gap-0.5 rounded-lg p-3"
                    >
                      <span className="font-semibold">{item.label}</span>
                      <span className="text-sm leading-snug font-normal text-muted-foreground">
                        {item.description}
                      </span>
                    </NavigationMenuLink>
                  </li>
                ))}
              </ul>
            </NavigationMenuContent>
          </NavigationMenuItem>
          <NavigationMenuItem>
            <NavigationMenuLink href="/contact">
              Contact Us
              <Icon name="arrow-right" className="size-4" />
            </NavigationMenuLink>
          </NavigationMenuItem>
        </NavigationMenuList>
      </NavigationMenu>
    </div>
  ),
} satisfies Meta<typeof NavigationMenu>
export default meta
type Story = StoryObj<typeof meta>

/** Ends the panel's fade-in at once, so what is checked is what a person finally sees. */
function settle(element: HTMLElement) {
  for (const animation of element.getAnimations({ subtree: true })) animation.finish()
}

/** A mouse opens the menu by hovering its trigger; Escape closes it. */
export const HoverOpens: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole("navigation", { name: "Main" })
    const trigger = canvas.getByRole("button", { name: "Resources" })
    await expect(trigger).toHaveAttribute("aria-expanded", "false")
    await expect(canvas.queryByRole("link", { name: /^Blog/ })).not.toBeInTheDocument()

    await userEvent.hover(trigger)
    const blog = await canvas.findByRole("link", { name: /^Blog/ })
    settle(nav)
    await expect(trigger).toHaveAttribute("aria-expanded", "true")
    await expect(args.onValueChange).toHaveBeenLastCalledWith("resources")
    await expect(blog).toHaveAttribute("href", "/blog")
    await expect(canvas.getByRole("link", { name: /^Case studies/ })).toBeVisible()

    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(canvas.queryByRole("link", { name: /^Blog/ })).not.toBeInTheDocument())
    await expect(trigger).toHaveAttribute("aria-expanded", "false")
    await expect(args.onValueChange).toHaveBeenLastCalledWith("")
  },
}

/** Keyboard and touch open it by activating the trigger; Tab then moves into the panel. */
export const KeyboardOpens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole("button", { name: "Resources" })
    trigger.focus()
    await userEvent.keyboard("{Enter}")
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"))
    settle(canvas.getByRole("navigation", { name: "Main" }))
    await userEvent.tab()
    await expect(canvas.getByRole("link", { name: /^Blog/ })).toHaveFocus()

    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "false"))
    await expect(trigger).toHaveFocus()
  },
}

/** On a touch screen a tap opens the menu and a second tap closes it (touch never "hovers"). */
export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole("button", { name: "Resources" })
    const tap = () => userEvent.pointer({ keys: "[TouchA]", target: trigger })
    await tap()
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"))
    settle(canvas.getByRole("navigation", { name: "Main" }))
    await expect(canvas.getByRole("link", { name: /^Careers/ })).toBeVisible()
    await tap()
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "false"))
    await expect(canvas.queryByRole("link", { name: /^Careers/ })).not.toBeInTheDocument()
  },
}
