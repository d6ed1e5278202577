// Visual regression: after each story's test (render, play function, axe) its canvas is compared
// with the committed baselines at the widths it is meant for (widths.ts). Why Vitest's screenshot assertion, and how the
// captures are kept deterministic: docs/decisions/050-visual-regression.md.
import { afterEach, beforeEach, expect } from "vitest"
import { page } from "vitest/browser"

import { widthsFor } from "./widths.ts"

// Animations, transitions and the caret are frozen by the screenshot itself (Playwright's
// `animations: "disabled"`, `caret: "hide"`); smooth scrolling and the typewriter's blink would
// still move between two captures, so they are stopped here too. Parts a page lays out only near
// the screen (content-visibility: auto, docs/decisions/095) are laid out in full: a capture shows
// each as a reader sees it on reaching it, where Chromium would leave it blank.
const stillStyle = document.createElement("style")
stillStyle.textContent = `
  *, *::before, *::after {
    animation-play-state: paused !important;
    animation-delay: -0.0001s !important;
    transition: none !important;
    scroll-behavior: auto !important;
    caret-color: transparent !important;
    content-visibility: visible !important;
  }
`

const viewportHeight = 900
const maxCaptureHeight = 3_000

// The capture is the story's canvas: composeStory's run renders a story into a fresh <div> it
// appends to <body>, the first element the test added. Overlays that a play function left open
// (menus, toasts) render outside it, in portals, and are not part of the capture: choosing per
// capture between the canvas and the viewport made its size depend on whether a toast was still
// leaving at that instant.
let bodyBefore = new Set<Element>()

beforeEach(() => {
  bodyBefore = new Set(document.body.children)
})

function storyCanvas(): Element {
  const canvas = Array.from(document.body.children).find((child) => !bodyBefore.has(child))
  if (!canvas) throw new Error("No story canvas in the document")
  return canvas
}

// A story that leaves a modal dialog open is about the dialog: the page behind it is inert under its
// overlay, and a capture of the canvas never settled. The dialog itself is captured instead.
function captureTarget(): Element {
  return (
    document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]') ??
    storyCanvas()
  )
}

// A lazy image below the first screen loads only near the viewport, so it could arrive between two
// captures; every image is loaded and decoded before the first.
async function imagesSettled() {
  const images = Array.from(document.images)
  for (const image of images) if (image.loading === "lazy") image.loading = "eager"
  await Promise.all(images.map((image) => image.decode().catch(() => {})))
}

/** Two frames and a pause after the viewport grows, for Chromium to rasterise the frame's new tiles. */
async function painted() {
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve))
  await new Promise((resolve) => setTimeout(resolve, 150))
}

async function fontsSettled() {
  await document.fonts.ready
  // The metric-matched fallbacks are local() faces (decision 024): one a machine lacks (Roboto here)
  // is absent, not a failed download, and is never drawn once the brand face has loaded.
  const failed = Array.from(document.fonts).filter(
    (face) =>
      face.status === "error" && !face.family.replaceAll('"', "").startsWith("Plus Jakarta Sans Fallback"),
  )
  if (failed.length > 0) {
    // A face that failed to load is drawn in a system font: a capture would record the fallback.
    throw new Error(`Fonts failed to load: ${failed.map((face) => face.family).join(", ")}`)
  }
}

type StoryTestContext = {
  task: { meta: { storyId?: string; componentPath?: string }; result?: { state?: string } }
  /** The composed story, which Storybook's Vitest plugin puts on the test's context. */
  story?: { tags?: string[]; globals?: { viewport?: { value?: string } } }
}

afterEach(async (testContext) => {
  const context = testContext as unknown as StoryTestContext
  const { storyId, componentPath } = context.task.meta
  // Only stories are compared, and only once their own test passed: a broken story fails on its
  // own message, not on a screenshot of the breakage.
  if (!storyId || context.task.result?.state === "fail") return
  const widths = widthsFor({
    id: storyId,
    tags: context.story?.tags ?? [],
    globals: context.story?.globals,
    componentPath,
  })

  document.head.append(stillStyle)
  try {
    for (const width of widths) {
      await page.viewport(width, viewportHeight)
      await fontsSettled()
      await imagesSettled()
      // The story's frame is only drawn as tall as the viewport: a capture of a taller canvas (a page,
      // the footer) came out blank below 900 px. The frame is made as tall as what is captured, up to
      // 3,000 px: past that Chromium rasterises the frame's lower tiles late, and a 7,800 px page
      // came out blank below 3,085 px in one run of three. A page's first 3,000 px are compared.
      const target = captureTarget()
      const height = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY)
      if (height > viewportHeight) {
        await page.viewport(width, Math.min(height, maxCaptureHeight))
        await fontsSettled()
        await painted()
      }
      await expect.element(page.elementLocator(target)).toMatchScreenshot(`${storyId}--${width}`)
    }
  } finally {
    stillStyle.remove()
  }
})
