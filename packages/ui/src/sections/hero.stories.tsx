import { homeHero } from "@repo/content/home"
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
  // Home's hero, from the site's content.
  args: { ...homeHero, phrases: [...homeHero.phrases], highlights: [...homeHero.highlights] },
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

/** Edge case: one phrase, so nothing rotates. */
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
    // On a phone the two actions share one row, in two equal halves (from 360 px).
    await waitFor(() => {
      const start = canvas.getByRole("link", { name: "Get Started" }).getBoundingClientRect()
      const more = canvas.getByRole("link", { name: "Learn More about our services" }).getBoundingClientRect()
      expect(more.top).toBe(start.top)
      expect(more.left).toBeGreaterThan(start.right)
      expect(Math.round(start.width)).toBe(Math.round(more.width))
    })
  },
}
