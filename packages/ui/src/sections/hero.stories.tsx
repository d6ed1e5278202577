import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, waitFor, within } from "storybook/test"

import { Hero } from "./hero"

const meta = {
  title: "Sections/Hero",
  component: Hero,
  parameters: {
    // The typewriter stands still (as for reduced motion), so a screenshot shows the whole phrase
    // whenever it is taken; Primitives/Typewriter shows the typing.
    reducedMotion: true,
    docs: {
      description: {
        component:
          "**Use** once, at the top of Home: the headline with its rotating phrase, the lead and the two main actions. **Don't** use it on other pages (use `PageHero` or `ServiceHero`).",
      },
    },
  },
  args: {
    eyebrow: "HR consulting & staffing · Noida, India",
    headlineLead: "Your HR partner to",
    phrases: ["unlock global potential", "grow with the right talent", "turn ideas into success"],
    headlineSpoken: "unlock global potential, grow with the right talent and turn ideas into success",
    pitch:
      "From the first hire to the thousandth, we recruit, staff, pay and train your people, and keep every register audit-ready, so you can get on with building the business.",
    primaryAction: { label: "Get Started", href: "/contact" },
    secondaryAction: { label: "Learn More", labelSuffix: "about our services", href: "/services" },
    highlights: [
      {
        title: "Global",
        description: "Talent sourced across India and 15+ countries, with mobility handled end to end.",
        icon: "globe",
      },
      {
        title: "Experts",
        description:
          "50+ consultants in recruitment, payroll and labour law, led by senior HR practitioners.",
        icon: "award",
      },
      {
        title: "Proven",
        description: "500+ placements and 95% of clients renewing with us, year after year.",
        icon: "badge-check",
      },
    ],
  },
} satisfies Meta<typeof Hero>
export default meta
type Story = StoryObj<typeof meta>

/** One h1 that reads as a whole sentence, two calls to action and the three highlights. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const heading = canvas.getByRole("heading", { level: 1 })
    await expect(heading).toHaveAccessibleName(`${args.headlineLead} ${args.headlineSpoken}`)
    await expect(canvas.getByRole("region", { name: `${args.headlineLead} ${args.headlineSpoken}` })).toBe(
      canvasElement.querySelector("[data-slot=hero]"),
    )
    await expect(canvas.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact")
    await expect(canvas.getByRole("link", { name: "Learn More about our services" })).toHaveAttribute(
      "href",
      "/services",
    )
    for (const highlight of args.highlights) {
      await expect(canvas.getByText(highlight.title)).toBeVisible()
    }
  },
}

export const SinglePhrase: Story = {
  args: {
    headlineLead: "Hiring in Noida,",
    phrases: ["done properly"],
    headlineSpoken: "done properly",
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // On a phone the two actions stack and span the width.
    await waitFor(() => {
      const start = canvas.getByRole("link", { name: "Get Started" }).getBoundingClientRect()
      const more = canvas.getByRole("link", { name: "Learn More about our services" }).getBoundingClientRect()
      expect(more.top).toBeGreaterThan(start.top)
      expect(Math.round(start.width)).toBe(Math.round(more.width))
    })
  },
}
