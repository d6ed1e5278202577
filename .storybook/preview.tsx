import type { Preview } from "@storybook/react-vite"
import { createRoot } from "react-dom/client"

import "./preview.css"
import iconSprite from "../packages/ui/src/assets/icons.svg?raw"
import { IconSprite } from "../packages/ui/src/components/icon-sprite"
import { TooltipProvider } from "../packages/ui/src/components/tooltip"
import { MobileFrame } from "./mobile-frame"
import { preferReducedMotion } from "./reduced-motion"
import { brandTheme } from "./theme"

// The icons' symbols, once per preview document as on a page, beside the stories rather than in
// their canvas (a story's own markup stays its own).
const spriteHost = document.createElement("div")
document.body.prepend(spriteHost)
createRoot(spriteHost).render(<IconSprite sprite={iconSprite} />)

// A story with `parameters: { reducedMotion: true }` sees the visitor's reduced-motion preference
// set: its typewriter stands still, so its screenshots do not depend on when they were taken.
type ViewportParameters = { options?: Record<string, { styles?: { width?: string } }> }

// In the story tests, a story pinned to a viewport must render at that width, as in Storybook's UI:
// a component that reads the width as it mounts (the header's menu) takes another path on a wider
// page. The tests once rendered every story at the runner's width and resized it only for the
// screenshot, so a phone story that crashed in the UI passed (docs/decisions/057-stories-at-their-width.md).
function expectRenderedAtItsViewport(parameters: { viewport?: ViewportParameters }, globals: object) {
  if (!("__vitest_browser__" in globalThis)) return
  const name = (globals as { viewport?: { value?: string } }).viewport?.value
  const width = name ? parameters.viewport?.options?.[name]?.styles?.width : undefined
  if (!width) return
  if (`${window.innerWidth}px` !== width) {
    throw new Error(
      `The story is pinned to the ${name} viewport (${width}) but renders ${window.innerWidth}px wide: the test runner did not apply its viewport.`,
    )
  }
}

const preview: Preview = {
  beforeEach: ({ parameters, globals }) => {
    expectRenderedAtItsViewport(parameters, globals)
    return parameters.reducedMotion ? preferReducedMotion() : undefined
  },
  parameters: {
    layout: "fullscreen",
    docs: { theme: brandTheme },
    options: {
      // Storybook opens on the first entry: the introduction.
      storySort: {
        order: [
          "Introduction",
          "Foundations",
          ["Colour", "Typography", "Layout and grid", "*"],
          "Guidelines",
          ["Content and voice", "Numbers and money"],
          "Patterns",
          ["Forms", "Calculators"],
          "Primitives",
          "Sections",
          "Pages",
        ],
      },
    },
    // Any accessibility violation fails the story, in the UI and in the test run.
    a11y: { test: "error" },
    viewport: {
      options: {
        mobile: { name: "Mobile (375)", styles: { width: "375px", height: "812px" }, type: "mobile" },
        desktop: { name: "Desktop (1280)", styles: { width: "1280px", height: "900px" }, type: "desktop" },
      },
    },
  },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <Story />
      </TooltipProvider>
    ),
    // A story pinned to the phone viewport keeps that width on its docs page, in a frame of its
    // own (on its own canvas, and in the visual tests, the viewport itself is resized).
    (Story, context) => {
      const viewport = (context.storyGlobals as { viewport?: { value?: string } } | undefined)?.viewport
      return context.viewMode === "docs" && viewport?.value === "mobile" ? (
        <MobileFrame>
          <Story />
        </MobileFrame>
      ) : (
        <Story />
      )
    },
  ],
  tags: ["autodocs"],
}

export default preview
