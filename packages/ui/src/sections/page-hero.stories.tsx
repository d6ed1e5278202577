import { aboutHero } from "@repo/content/about"
import { caseStudiesHero } from "@repo/content/case-studies"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { PageHero } from "./page-hero"

const meta = {
  title: "Sections/PageHero",
  component: PageHero,
  parameters: {
    docs: {
      description: {
        component:
          "**Use** at the top of an inner page (About, Contact, Careers, Blog): eyebrow, title, lead and an optional aside. **Don't** use it on Home (use `Hero`) or on a service page (use `ServiceHero`).",
      },
    },
  },
  // About's hero, from the site's content (its picture is shown in WithImage).
  args: { eyebrow: aboutHero.eyebrow, title: aboutHero.title, lead: aboutHero.lead },
} satisfies Meta<typeof PageHero>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  // `leadLang` marks the lead alone (as a role's English summary under a Hindi heading).
  args: { leadLang: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = canvas.getByRole("heading", { level: 1 })
    await expect(heading).toHaveTextContent(aboutHero.title)
    await expect(heading).not.toHaveAttribute("lang")
    await expect(canvas.getByText(aboutHero.lead)).toHaveAttribute("lang", "en")
    await expect(canvas.getByRole("region", { name: aboutHero.title })).toBeInTheDocument()
  },
}

/** Edge case: a title and nothing else. */
export const TitleOnly: Story = { args: { eyebrow: undefined, lead: undefined, title: "Cookie Policy" } }

export const WithLinks: Story = {
  args: {
    actions: [
      { label: "Schedule Consultation", href: "/contact" },
      { label: "Our services", href: "/services" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("link", { name: "Schedule Consultation" })).toHaveAttribute(
      "href",
      "/contact",
    )
    await expect(canvas.getByRole("link", { name: "Our services" })).toHaveAttribute("href", "/services")
  },
}

const onDownload = fn()
export const WithButtonAction: Story = {
  args: {
    ...caseStudiesHero,
    actions: [
      { label: "Schedule Consultation", href: "/contact" },
      { label: "Download Case Studies", onClick: onDownload },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Download Case Studies" }))
    await expect(onDownload).toHaveBeenCalledOnce()
  },
}

export const WithAside: Story = {
  args: {
    actions: [{ label: "Talk to us", href: "/contact" }],
    aside: (
      <div className="rounded-xl bg-ink-soft/80 p-6 ring-1 ring-ink-foreground/10">
        <p className="font-bold">Noida, Sector 62</p>
        <p className="mt-1 text-ink-muted">Our home since the first mandate.</p>
      </div>
    ),
  },
}

const illustration =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 520"><rect x="40" y="90" width="400" height="320" rx="20" fill="#fff"/><rect x="360" y="300" width="248" height="186" rx="20" fill="#f4a83a"/></svg>',
  )

/** An illustration beside the text on wide screens; on phones the text stands alone. */
export const WithImage: Story = {
  args: {
    image: { src: illustration, alt: "Illustration of a candidate shortlist", width: 640, height: 520 },
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole("img", { name: "Illustration of a candidate shortlist" })
    await expect(image).toHaveAttribute("width", "640")
    // Never fetched ahead of the page: on phones the picture is hidden, and the heading is the largest paint.
    await expect(image).toHaveAttribute("fetchpriority", "low")
  },
}

export const WithDetail: Story = {
  args: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    lead: undefined,
    children: <p className="text-ink-muted">Last updated: 15 March 2025</p>,
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: "mobile" } },
  args: { actions: [{ label: "Talk to us", href: "/contact" }] },
}
