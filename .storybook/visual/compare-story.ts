// Visual regression: after each story's test (render, play function, axe) its canvas is compared
// with the committed baselines at each width. Why Vitest's screenshot assertion, and how the
// captures are kept deterministic: docs/decisions/050-visual-regression.md.
import { afterEach, beforeEach, expect } from "vitest"
import { page } from "vitest/browser"

import { visualWidths } from "./widths.ts"

// Animations, transitions and the caret are frozen by the screenshot itself (Playwright's
// `animations: "disabled"`, `caret: "hide"`); smooth scrolling and the typewriter's blink would
// still move between two captures, so they are stopped here too.
const stillStyle = document.createElement("style")
stillStyle.textContent = `
  *, *::before, *::after {
    animation-play-state: paused !important;
    animation-delay: -0.0001s !important;
    transition: none !important;
    scroll-behavior: auto !important;
    caret-color: transparent !important;
  }
  /* A band below the first screen renders only near the viewport; a capture shows the whole page. */
  .render-on-approach { content-visibility: visible !important; }
`

const viewportHeight = 900

// composeStory's run renders a story into a fresh <div> it appends to <body>, so the canvas is the
// first element the test added. A play function that opened a dialog, menu, tooltip or toast drew
// outside it (a portal): those stories are captured as the whole viewport.
let bodyBefore = new Set<Element>()

beforeEach(() => {
  bodyBefore = new Set(document.body.children)
})

function captureTarget(): Element {
  const added = Array.from(document.body.children).filter((child) => !bodyBefore.has(child))
  const [canvas, ...portals] = added
  if (!canvas) throw new Error("No story canvas in the document")
  const opened = portals.some((portal) => portal.getBoundingClientRect().height > 0)
  return opened ? document.body : canvas
}

// A lazy image below the first screen loads only near the viewport, so it could arrive between two
// captures; every image is loaded and decoded before the first.
async function imagesSettled() {
  const images = Array.from(document.images)
  for (const image of images) if (image.loading === "lazy") image.loading = "eager"
  await Promise.all(images.map((image) => image.decode().catch(() => {})))
}

async function fontsSettled() {
  await document.fonts.ready
  const failed = Array.from(document.fonts).filter((face) => face.status === "error")
  if (failed.length > 0) {
    // A face that failed to load is drawn in a system font: a capture would record the fallback.
    throw new Error(`Fonts failed to load: ${failed.map((face) => face.family).join(", ")}`)
  }
}

afterEach(async (context) => {
  const storyId = (context.task.meta as { storyId?: string }).storyId
  // Only stories are compared, and only once their own test passed: a broken story fails on its
  // own message, not on a screenshot of the breakage.
  if (!storyId || context.task.result?.state === "fail") return

  document.head.append(stillStyle)
  try {
    for (const width of visualWidths) {
      await page.viewport(width, viewportHeight)
      await fontsSettled()
      await imagesSettled()
      const target = captureTarget()
      if (target === document.body) document.body.style.minHeight = "100vh"
      await expect.element(page.elementLocator(target)).toMatchScreenshot(`${storyId}--${width}`)
    }
  } finally {
    stillStyle.remove()
    document.body.style.minHeight = ""
  }
})
