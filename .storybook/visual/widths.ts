// Which widths a story is captured at: the widths it is meant for, and no more
// (docs/decisions/050-visual-regression.md, .storybook/README.md).
//
// 1. A story that sets a viewport (`globals: { viewport: { value: "mobile" } }`) is about that
//    viewport: it is captured at that width only. A Mobile story shows the phone layout; a 1280 px
//    capture of it repeats its component's other stories.
// 2. The tag `responsive` captures a story at both widths whatever its kind (a primitive whose own
//    layout changes with the width); the tag `mobile-only` at the phone's width alone.
// 3. A primitive (a title under Primitives/ or Components/, or a file in packages/ui/src/components)
//    draws the same at any width: one capture, at the desktop width. Its Mobile story, if it has one,
//    is the phone capture (rule 1).
// 4. Everything else (sections, pages, the foundations) lays itself out by width: 375 and 1280 px.

export const phoneWidth = 375
export const desktopWidth = 1280

/** The two widths a layout is compared at: a common phone and the desktop layout. */
export const layoutWidths = [phoneWidth, desktopWidth] as const

/** The viewports the preview defines (.storybook/preview.tsx), by name. */
const viewportWidths: Record<string, number> = { mobile: phoneWidth, desktop: desktopWidth }

export type CapturedStory = {
  /** The story's id, "<title in kebab case>--<name>": "primitives-button--primary". */
  id: string
  tags: readonly string[]
  globals?: { viewport?: { value?: string } }
  /** The story file, as Storybook's Vitest plugin records it. */
  componentPath?: string
}

const primitiveTitles = ["primitives-", "components-"]

export function isPrimitive(story: CapturedStory): boolean {
  const titleId = story.id.split("--")[0] ?? ""
  return (
    primitiveTitles.some((prefix) => titleId.startsWith(prefix)) ||
    /(^|\/)packages\/ui\/src\/components\//.test(story.componentPath ?? "")
  )
}

export function widthsFor(story: CapturedStory): readonly number[] {
  const viewport = story.globals?.viewport?.value
  if (viewport && viewport in viewportWidths) return [viewportWidths[viewport]!]
  if (story.tags.includes("mobile-only")) return [phoneWidth]
  if (story.tags.includes("responsive")) return layoutWidths
  if (isPrimitive(story)) return [desktopWidth]
  return layoutWidths
}
