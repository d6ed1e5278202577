import { jobs } from "@repo/content/jobs-files"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import "./devanagari.css"

// A role's Hindi as the site writes it (packages/content/src/jobs), in the Devanagari face of Hindi
// pages: the sheet apps/web/app/lib/devanagari.ts links on those pages only (docs/decisions/105).
const role = jobs.find((one) => one.slug === "warehouse-shift-supervisor-mumbai")!
const hindi = role.hi!

/** A role's words in Hindi at the site's sizes and weights, with Latin and ₹ figures among them. */
function DevanagariSample() {
  return (
    <article lang="hi" className="mx-auto max-w-3xl space-y-6 p-6 sm:p-10">
      <p className="text-sm font-semibold text-primary">नौकरी · {role.location}</p>
      <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">{hindi.title}</h1>
      <p className="text-lg text-muted-foreground">{hindi.summary}</p>
      <p className="text-base font-semibold">वेतन: ₹28,000–35,000 महीना · अनुभव: 2-4 साल</p>
      <section className="space-y-3">
        <h2 className="text-xl font-bold">ज़िम्मेदारियाँ</h2>
        <ul className="list-disc space-y-2 pl-5">
          {hindi.responsibilities.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className="space-y-3">
        <h2 className="text-xl font-bold">योग्यता</h2>
        <ul className="list-disc space-y-2 pl-5">
          {hindi.requirements.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <div data-slot="rich-text" dangerouslySetInnerHTML={{ __html: hindi.html }} />
    </article>
  )
}

const meta = {
  title: "Foundations/Devanagari",
  component: DevanagariSample,
  parameters: {
    docs: {
      description: {
        component:
          '**Use** on Hindi pages: `<html lang="hi">` (or a block with `lang="hi"`) takes Noto Sans Devanagari for Devanagari and keeps the brand face for Latin, digits and ₹. **Don\'t** load it on English pages: only `devanagariLinks()` in apps/web links the sheet.',
      },
    },
  },
} satisfies Meta<typeof DevanagariSample>
export default meta
type Story = StoryObj<typeof meta>

export const RoleInHindi: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const heading = canvas.getByRole("heading", { level: 1, name: hindi.title })
    await expect(getComputedStyle(heading).fontFamily).toMatch(
      /^"Plus Jakarta Sans Variable", .*"Noto Sans Devanagari Variable", "Noto Sans Devanagari Fallback"/,
    )
    // The face is fetched for the Devanagari on the page, and used: it is loaded at both ends of
    // the weight range the page sets.
    await document.fonts.ready
    for (const weight of [400, 800])
      await expect(document.fonts.check(`${weight} 16px "Noto Sans Devanagari Variable"`, "नौकरी")).toBe(true)
    const faces = [...document.fonts].filter((face) => face.family.includes("Noto Sans Devanagari Variable"))
    await expect(faces.map((face) => face.status)).toContain("loaded")
  },
}
