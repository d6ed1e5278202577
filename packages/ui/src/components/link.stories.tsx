import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { Link, LinkProvider, type LinkComponentProps } from "./link"

const navigate = fn()

/** Stands in for an app's router link: it handles the click itself instead of loading a new page. */
function RouterAnchor({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event)
        event.preventDefault()
        navigate(href)
      }}
    >
      {children}
    </a>
  )
}

const meta = {
  title: "Primitives/Link",
  component: Link,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** to go somewhere: another page or a place on this one. It routes internal links through the app's router (`LinkProvider`). **Don't** use it for an action that changes something (use `Button`).",
      },
    },
  },
  args: {
    href: "/services/payroll-management",
    children: "Payroll Management",
    className: "font-semibold text-primary underline underline-offset-4",
  },
  decorators: [
    (Story) => (
      <div className="p-8">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear()
  },
} satisfies Meta<typeof Link>
export default meta
type Story = StoryObj<typeof meta>

/** Without a provider a link is a plain anchor. */
export const PlainAnchor: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Payroll Management" })
    await expect(link).toHaveAttribute("href", "/services/payroll-management")
    await expect(link).toHaveAttribute("data-slot", "link")
    await expect(link).not.toHaveAttribute("data-router-link")
  },
}

/** With a LinkProvider, internal links go through the app's router component. */
export const WithLinkProvider: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={RouterAnchor}>
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Payroll Management" })
    await expect(link).toHaveAttribute("data-router-link")
    await userEvent.click(link)
    await expect(navigate).toHaveBeenCalledWith("/services/payroll-management")
  },
}

/** E-mail, phone, in-page and absolute links stay plain anchors even inside a provider. */
export const ExternalInsideProvider: Story = {
  decorators: [
    (Story) => (
      <LinkProvider component={RouterAnchor}>
        <Story />
      </LinkProvider>
    ),
  ],
  render: (args) => (
    <ul className="grid gap-2">
      <li>
        <Link {...args} href="mailto:hello@talentrise.example">
          hello@talentrise.example
        </Link>
      </li>
      <li>
        <Link {...args} href="tel:+919876543210">
          +91 98765 43210
        </Link>
      </li>
      <li>
        <Link {...args} href="https://www.linkedin.com/company/talentrise-hr">
          Talentrise HR on LinkedIn
        </Link>
      </li>
      <li>
        <Link {...args} href="#faq">
          Frequently asked questions
        </Link>
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole("link")
    await expect(links).toHaveLength(4)
    for (const link of links) await expect(link).not.toHaveAttribute("data-router-link")
  },
}

export const Mobile: Story = { globals: { viewport: { value: "mobile" } } }
